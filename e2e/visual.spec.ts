// Visual checks of the demo shop at 375 and 1280 px (nl): what a screenshot shows, asserted on boxes — labels clear of
// captions, even grid rows, no sideways scrolling, no hydration warning, hero headings readable, product pictures
// without text. With SHOTS_DIR set, every screen is also saved as a full-page PNG there (never committed).
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { belt, bundle, configurable, seedCart } from './cart-helpers';
import { fillPersonal, fillShipping, nlTexts, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

const shotsDir = process.env.SHOTS_DIR;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function shoot(page: Page, name: string, project: string): Promise<void> {
  if (shotsDir !== undefined) await page.screenshot({ path: `${shotsDir}/${name}-${project}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc, 'page wider than the viewport').toBeLessThanOrEqual(widths.view);
}

const SCREENS: readonly [string, string][] = [
  ['home', '/'],
  ['category', '/dames/kleding/tops-t-shirts'],
  ['product-configurable', configurable.path],
  ['product-grouped', '/accessoires/overige-accessoires/riemen/complete-look-cato-10322'],
  ['product-bundle', bundle.path],
  ['search', '/catalogsearch/result/?q=jurk'],
  ['login', '/login'],
  ['store-locator', '/storelocator/'],
];

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

for (const [name, path] of SCREENS) {
  test(`${name}: no sideways scrolling, no hydration warning`, async ({ page }, info) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    await expectNoSidewaysScroll(page);
    await shoot(page, name, info.project.name);
    expect(warnings).toEqual([]);
    // Every icon draws a symbol of the sprite (ui/components/icon-sprite.svg, one cached file), and draws it at its size.
    const hrefs = [...new Set(await page.locator('svg > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? '')))];
    expect(hrefs.length).toBeGreaterThan(0);
    const sprites = [...new Set(hrefs.map((href) => href.split('#')[0] ?? ''))];
    expect(sprites).toHaveLength(1);
    const sprite = await (await page.request.get(sprites[0] ?? '')).text();
    expect(hrefs.filter((href) => !sprite.includes(`<symbol id="${href.split('#')[1] ?? ''}"`))).toEqual([]);
    const shown = page.locator('.site-header svg:visible > use').first();
    expect(await shown.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
    const mobile = info.project.name === 'mobile';
    const header = (await page.locator('.site-header').boundingBox()) as Box;
    if (name === 'home' && !mobile) {
      // The transparent header lies over the hero: what the picture shows (the demo's clothes rail) starts below it.
      const picture = (await page.locator('.cms-hero__image').first().boundingBox()) as Box;
      expect(picture.y, 'hero picture under the header navigation').toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
    if (name === 'category' && mobile) {
      // Phones show only the back link (catalogue spec): no empty band between the header and it.
      const back = (await page.locator('.breadcrumbs__back').boundingBox()) as Box;
      expect(back.y - (header.y + header.height), 'space above the back link').toBeLessThanOrEqual(12);
      // The accessibility button stays in the right gutter, clear of the cards' prices.
      const toggle = (await page.locator('.a11y-toolbar__toggle').boundingBox()) as Box;
      const grid = (await page.locator('.product-grid').boundingBox()) as Box;
      expect(toggle.x, 'accessibility button over the grid').toBeGreaterThanOrEqual(grid.x + grid.width - 0.5);
    }
  });
}

test('cart and checkout: no sideways scrolling', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/winkelwagen/');
  await page.waitForLoadState('load');
  await expectNoSidewaysScroll(page);
  await shoot(page, 'cart', info.project.name);
  await page.goto('/checkout');
  await page.waitForLoadState('load');
  // House number and 'Addition (optional)': labels on one line each, both inputs on one line.
  await fillPersonal(page, nlTexts, `visual-${info.project.name}@example.com`);
  const pair = page.locator('.checkout-grid__pair').first();
  await pair.locator('input').first().waitFor();
  const inputs = await pair.locator('input').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
  expect(inputs).toHaveLength(2);
  expect(Math.abs(inputs[0]!.y - inputs[1]!.y), 'house number and addition fields on one line').toBeLessThanOrEqual(1);
  const labels = await pair.locator('.field__label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(Math.max(...labels) - Math.min(...labels), 'a label wraps').toBeLessThanOrEqual(1);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'checkout', info.project.name);
});

test('offline: the offline notice stays clear of the coupon field in the cart and the checkout', async ({ page, context }, info) => {
  await seedCart(page, [belt]);
  const badge = page.locator('.offline-badge');
  for (const [name, path, coupon] of [
    ['cart', '/winkelwagen/', '.cart-coupon'],
    ['checkout', '/checkout', '.checkout-summary__coupon'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.locator(coupon).locator('input').waitFor();
    await context.setOffline(true);
    await expect(badge).toBeVisible();
    // The shopper goes to the coupon field (as a tap or Tab does, the browser scrolls it into view) and, on a phone,
    // scrolls the page to its end: the notice covers neither the field nor its label.
    await page.locator(coupon).locator('input').focus();
    expect(overlaps((await badge.boundingBox()) as Box, (await page.locator(coupon).boundingBox()) as Box), `${name}: notice over the coupon field`).toBe(
      false,
    );
    await shoot(page, `${name}-offline`, info.project.name);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const coupons = (await page.locator(coupon).boundingBox()) as Box;
    if (coupons.y + coupons.height > 0)
      expect(overlaps((await badge.boundingBox()) as Box, coupons), `${name}: notice over the coupon field at the page's end`).toBe(false);
    await context.setOffline(false);
    await expect(badge).toHaveCount(0);
  }
});

test('thank-you page: the order number stands whole on one line', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/checkout');
  await fillPersonal(page, nlTexts, uniqueEmail('visual-order', info.project.name));
  await fillShipping(page, nlTexts);
  const payment = page.locator('.checkout-step--current');
  await payment.getByRole('radio', { name: /Check \/ Money order/ }).check();
  await payment.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const line = page.locator('.checkout-done__number');
  await expect(line).toHaveText(/^Je bestelnummer is \d+\.$/, { timeout: 30_000 });
  await shoot(page, 'thank-you', info.project.name);
  const number = line.locator('.checkout-done__reference');
  const rects = await number.evaluate((el) => [...el.getClientRects()].map((r) => r.toJSON() as Box));
  expect(rects, 'the order number breaks over lines').toHaveLength(1);
  // A reference read back from the payment provider (the client's key: digits, a hyphen, 16 letters) stays whole too.
  await number.evaluate((el) => (el.textContent = '1795654353777-AbCdEfGhIjKlMnOp'));
  expect(await number.evaluate((el) => el.getClientRects().length), 'the reference breaks over lines').toBe(1);
  await expectNoSidewaysScroll(page);
});

test('card labels show their whole text and stay clear of each other', async ({ page }) => {
  await page.goto('/dames/kleding/tops-t-shirts');
  const cards = await page.locator('.product-card').evaluateAll((els) =>
    els.map((card) =>
      [...card.querySelectorAll('.card-label')].map((el) => ({
        text: el.textContent ?? '',
        clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        box: el.getBoundingClientRect().toJSON() as Box,
      })),
    ),
  );
  const labels = cards.flat();
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) expect(l.clipped, `label '${l.text}' is cut`).toBe(false);
  for (const card of cards)
    for (let i = 0; i < card.length; i++) for (let j = i + 1; j < card.length; j++) expect(overlaps(card[i]!.box, card[j]!.box)).toBe(false);
});

test('product page: the labels and the picture counter do not cover each other', async ({ page }) => {
  await page.goto('/studio/tops/top-yfke-9002400');
  const labels = await page.locator('.product-label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
  expect(labels.length).toBeGreaterThan(0);
  const counter = page.locator('.product-gallery__counter');
  if (await counter.isVisible()) {
    const box = (await counter.boundingBox()) as Box;
    for (const l of labels) expect(overlaps(l, box)).toBe(false);
  }
});

test('category grid: cards in a row are equally tall and rows sit close together', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the row rhythm is a desktop grid matter');
  await page.goto('/dames/kleding/jurken');
  const boxes = await page.locator('.product-grid > li').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
  const rows = new Map<number, Box[]>();
  for (const b of boxes) rows.set(Math.round(b.y), [...(rows.get(Math.round(b.y)) ?? []), b]);
  const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  expect(ordered.length).toBeGreaterThan(1);
  for (const row of ordered) expect(Math.max(...row.map((b) => b.height)) - Math.min(...row.map((b) => b.height))).toBeLessThanOrEqual(1);
  const [first, second] = ordered as [Box[], Box[]];
  const gap = (second[0] as Box).y - Math.max(...first.map((b) => b.y + b.height));
  expect(gap).toBeLessThanOrEqual(48);
  // Only the prices end the cards: sizes and the add button float over the picture instead of standing in the gap.
  await expect(page.locator('.product-card__quick').first()).toHaveCSS('position', 'absolute');
});

test('the login page has no two fields with the same label, in nl, en and de', async ({ page }) => {
  for (const [prefix, login, newsletter] of [
    ['', 'E-mailadres', 'Je e-mailadres voor de nieuwsbrief'],
    ['/en', 'E-mail address', 'Your e-mail address for the newsletter'],
    ['/de', 'E-Mail-Adresse', 'Deine E-Mail-Adresse für den Newsletter'],
  ] as const) {
    await page.goto(`${prefix}/login`);
    await page.getByLabel(new RegExp(`^${login}`)).waitFor();
    await page.locator('.newsletter-form--footer input').waitFor();
    await expect(page.getByRole('textbox', { name: newsletter })).toHaveCount(1);
    const names = await page
      .locator('input[type=email], input[name=email], input[autocomplete=email]')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size, `${prefix || 'nl'}: ${names.join(' | ')}`).toBe(names.length);
  }
});

test('product pictures are drawn garments without text, and a configurable shows three different ones', async ({ page, request }) => {
  await page.goto(configurable.path);
  const sources = await page
    .locator('.product-gallery__slide img')
    .evaluateAll((els) => els.map((el) => (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src));
  expect(new Set(sources).size).toBeGreaterThanOrEqual(3);
  const bodies = new Set<string>();
  for (const src of sources) {
    const raster = await request.get(src);
    expect(raster.ok()).toBe(true);
    const svg = await (await request.get(new URL(src).pathname.replace(/\.webp$/, '.svg'))).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    bodies.add(svg);
  }
  expect(bodies.size).toBe(sources.length);
});

test('the hero heading keeps 4.5:1 contrast over its picture', async ({ page }) => {
  await page.goto('/');
  const title = page.locator('.cms-hero__title').first();
  await expect(title).toBeVisible();
  await page.waitForFunction(() => [...document.querySelectorAll('.cms-hero img')].every((img) => (img as HTMLImageElement).complete));
  const axe = await new AxeBuilder({ page }).include('.cms-hero').withRules(['color-contrast']).analyze();
  expect(axe.violations).toEqual([]);
  // axe cannot read a picture's pixels: hide the words, photograph what is behind them, take the lightest pixel.
  await title.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
  const png = await page.screenshot({ clip: (await title.boundingBox()) as Box });
  const sharp = createRequire(import.meta.url)('sharp') as (b: Buffer) => { removeAlpha(): { raw(): { toBuffer(): Promise<Buffer> } } };
  const px = await sharp(png).removeAlpha().raw().toBuffer();
  let lightest = 0;
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  for (let i = 0; i + 2 < px.length; i += 3) lightest = Math.max(lightest, 0.2126 * lin(px[i]!) + 0.7152 * lin(px[i + 1]!) + 0.0722 * lin(px[i + 2]!));
  expect((1 + 0.05) / (lightest + 0.05)).toBeGreaterThanOrEqual(4.5);
});
