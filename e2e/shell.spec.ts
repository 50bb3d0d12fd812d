import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import { belt, seedCart, trousers } from './cart-helpers';

const isMobile = (): boolean => test.info().project.name === 'mobile';

// The newsletter pop-up opens 8 s after a first visit (catalogue spec §2); these shoppers have seen it before.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '2026-11-01T00:00:00.000Z'));
});

/** Opens a page and waits until React has taken over the server's HTML (the layout marks it), so controls respond. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('.layout[data-hydrated]').waitFor();
  return response;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

const views = [
  { path: '/', lang: 'nl', menu: 'Menu', nav: 'Hoofdmenu', women: 'Dames', aboutUs: 'Over ons', language: 'Kies je taal' },
  { path: '/en/', lang: 'en', menu: 'Menu', nav: 'Main navigation', women: 'Women', aboutUs: 'About us', language: 'Choose your language' },
  { path: '/de/', lang: 'de', menu: 'Menü', nav: 'Hauptmenü', women: 'Damen', aboutUs: 'Über uns', language: 'Wähle deine Sprache' },
];

for (const view of views) {
  test(`${view.path}: the frame speaks its store view's language and shows its CMS menu`, async ({ page }) => {
    await open(page, view.path);
    await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
    if (isMobile()) {
      await page.getByRole('button', { name: view.menu, exact: true }).click();
      const menu = page.getByRole('dialog', { name: view.menu });
      await expect(menu.getByRole('button', { name: view.women })).toBeVisible();
      await expect(menu.getByRole('link', { name: view.aboutUs })).toBeVisible();
      await expect(menu.getByRole('button', { name: view.language })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: view.nav }).getByRole('link', { name: view.women, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: view.aboutUs })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test("desktop menu: the Men submenu's promo tile plays its muted looping video over the poster", async ({ page }) => {
  test.skip(isMobile(), 'the desktop menu is hidden up to 1024 px');
  const video = page.waitForResponse((r) => r.url().endsWith('/video/promo-men.mp4'));
  await open(page, '/en/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Men', exact: true }).hover();
  expect((await video).status()).toBeLessThan(400);
  const player = nav.locator('video.menu-promo__media');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused && v.muted && v.loop)).toBe(true);
});

test('desktop menu: hover and keyboard open a submenu, a link navigates and the item is underlined', async ({ page }) => {
  test.skip(isMobile(), 'the desktop menu is hidden up to 1024 px');
  await open(page, '/en/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Women', exact: true }).hover();
  await expect(nav.getByRole('link', { name: 'Dresses' })).toBeVisible();
  await shot(page, 'desktop-submenu');
  await page.mouse.move(640, 700);
  await expect(nav.getByRole('link', { name: 'Dresses' })).toBeHidden();

  const toggle = nav.getByRole('button', { name: 'Men: show the submenu', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.locator(':focus')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('link', { name: 'Women', exact: true }).hover();
  await nav.getByRole('link', { name: 'Dresses' }).click();
  await expect(page).toHaveURL(/\/en\/women\//);
  await expect(nav.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dresses' })).toBeHidden();
});

test('mobile menu: top level, second level with ALL, sub-items, back, and axe with the menu open', async ({ page }) => {
  test.skip(!isMobile(), 'the mobile menu is for up to 1024 px');
  test.slow();
  await open(page, '/de/');
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByRole('searchbox')).toHaveAttribute('placeholder', 'Wonach suchst du?');
  // The caret is in the search box, and stays there once the header search's chunk has replaced the plain form.
  await expect(menu.locator('.search-panel__status[role="status"]')).toHaveCount(1);
  await expect(menu.getByRole('searchbox')).toBeFocused();
  await expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('button', { name: 'Damen' }).click();
  await expect(menu.getByRole('heading', { name: 'Damen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ALLE' })).toHaveAttribute('href', /\/de\/damen/);
  await menu.getByRole('button', { name: 'Bekleidung' }).click();
  await expect(menu.getByRole('heading', { name: 'Bekleidung' })).toBeVisible();
  await menu.getByRole('button', { name: 'Zurück' }).click();
  await expect(menu.getByRole('heading', { name: 'Damen' })).toBeVisible();
  await menu.getByRole('button', { name: 'Zurück' }).click();
  await expect(menu.getByRole('button', { name: 'Herren' })).toBeVisible();
  await menu.getByRole('button', { name: 'Damen' }).click();
  await menu.getByRole('button', { name: 'Bekleidung' }).click();
  await shot(page, 'mobile-menu');
  await menu.getByRole('link', { name: 'Kleider' }).click();
  await expect(page).toHaveURL(/\/de\/damen\//);
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  // Closed, the menu returns to its top level.
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Damen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menü', exact: true })).toBeFocused();
});

test('a menu opened while the next page loads stays open when that page arrives', async ({ page }) => {
  test.skip(!isMobile(), 'the mobile menu is for up to 1024 px');
  await open(page, '/de/');
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await menu.getByRole('button', { name: 'Damen' }).click();
  // The next page's data is slow to come: the shopper opens the menu again meanwhile.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await menu.getByRole('link', { name: 'ALLE' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/de\/damen\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible();
  // Closing would leave the drawer on screen for its slide out: the button says whether the menu is open.
  await expect(page.getByRole('button', { name: 'Menü', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.unroute('**/api/**');
});

/** Opens 'Choose your language' from the header (desktop) or the mobile menu; `menu` and `language` in the page's language. */
async function openLanguageDrawer(page: Page, text: { menu: string; language: string; current: string }) {
  if (isMobile()) {
    await page.getByRole('button', { name: text.menu, exact: true }).click();
    await page.getByRole('dialog', { name: text.menu }).getByRole('button', { name: text.language }).click();
  } else {
    await page.getByRole('button', { name: `${text.current}. ${text.language}` }).click();
  }
  return page.getByRole('dialog', { name: text.language });
}

test('language drawer: from a CMS page, Apply lands on its translation; axe with the drawer open; a filtered list keeps its filter and sort', async ({
  page,
}) => {
  test.slow();
  await open(page, '/en/about-us/');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  const drawer = await openLanguageDrawer(page, { menu: 'Menu', language: 'Choose your language', current: 'Language: English' });
  await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(drawer.getByRole('radio')).toHaveCount(3);
  await expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'language-drawer');
  await drawer.getByRole('radio', { name: 'Deutsch' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/de\/about-us\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The language switch keeps the list: the same list in the other store view, with its filter and sort (option ids
  // are shared).
  await open(page, '/de/damen/bekleidung?color_ois=49&sort=price-ascending');
  const german = await openLanguageDrawer(page, { menu: 'Menü', language: 'Wähle deine Sprache', current: 'Sprache: Deutsch' });
  await german.getByRole('radio', { name: 'Nederlands' }).check();
  await german.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page).toHaveURL(/\/dames\/kleding\?color_ois=49&sort=price-ascending$/);
});

test('mobile menu: Escape pressed the moment it opens, before it has taken the focus, closes it', async ({ page }) => {
  test.skip(!isMobile(), 'the mobile menu is hidden above 1024 px');
  await open(page, '/de/');
  const button = page.getByRole('button', { name: 'Menü', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menü' });
  for (let round = 0; round < 3; round += 1) {
    // The drawer moves the focus into itself one frame after it opens: Escape may come first, on the button.
    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test("mobile menu offline before its chunk came: the retry view's Close and Escape close it, and it comes back with the menu", async ({ page, context }) => {
  test.skip(!isMobile(), 'the mobile menu is hidden above 1024 px');
  await open(page, '/de/');
  await context.setOffline(true);
  const button = page.getByRole('button', { name: 'Menü', exact: true });
  const retry = page.getByRole('alert').filter({ hasText: 'Dieser Bereich konnte nicht geladen werden, weil keine Netzwerkverbindung besteht.' });
  try {
    await button.click();
    await expect(retry).toBeVisible();
    await retry.getByRole('button', { name: 'Schließen' }).click();
    // Before, the retry view stayed over the page after Close, a white panel the shopper could not get rid of.
    await expect(retry).toBeHidden();
    await button.click();
    await expect(retry).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(retry).toBeHidden();
  } finally {
    await context.setOffline(false);
  }
  // Back online, the menu's retry view says what failed, and Try again brings the menu.
  await button.click();
  const failed = page.getByRole('alert').filter({ hasText: 'Beim Laden dieses Bereichs ist ein Fehler aufgetreten.' });
  await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Damen' })).toBeVisible();
});

test('mobile menu: when its chunk cannot be fetched, the page loads afresh with the menu open, not closed', async ({ page }) => {
  test.skip(!isMobile(), 'the mobile menu is hidden above 1024 px');
  // The first request for the menu's chunk fails, as for a file a new release removed: the stale-chunk recovery loads
  // the page afresh. Before, it came back with the menu closed and the shopper had to tap again.
  let requests = 0;
  await page.context().route(/\/assets\/MobileMenu-[^/]+\.js$/, (route) => (requests++ === 0 ? route.abort('connectionreset') : route.continue()));
  await open(page, '/en/about-us/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Choose your language' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(requests).toBe(2);
  await expect(page).toHaveURL(/\/en\/about-us\/$/);
  // Once only: closed again, it stays closed through the next load.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.reload();
  await page.locator('.layout[data-hydrated]').waitFor();
  await expect(menu).toBeHidden();
});

test("mobile menu: a tap on 'Choose your language' while the header search's chunk arrives opens the drawer", async ({ page }) => {
  test.skip(!isMobile(), 'the mobile menu is hidden above 1024 px');
  // The menu's header search is its own chunk, asked for when the menu first opens. Held back here, it arrives while the
  // shopper's finger is on 'Choose your language'. The plain form it replaced used to be 33 px shorter: the button
  // moved away under the finger, the release landed on the footer links and the tap was lost (the flaky language
  // drawer test on a busy CI machine).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SearchPanel-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/en/about-us/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const language = menu.getByRole('button', { name: 'Choose your language' });
  // hover() waits until the menu has slid in and points at the middle of the button.
  await language.hover();
  const before = await language.boundingBox();
  await page.mouse.down();
  release();
  // The header search's own input: the chunk has arrived and React has put it in place of the plain form.
  await expect(menu.locator('.search-panel__input')).toBeAttached();
  expect(await language.boundingBox()).toEqual(before);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Choose your language' }).getByRole('radio', { name: 'English' })).toBeChecked();
});

test('a junk URL in /de/ shows the German 404 page with search and top categories', async ({ page }) => {
  const response = await open(page, '/de/gibt-es-nicht/wirklich');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveAttribute('placeholder', 'Wonach suchst du?');
  const categories = page.getByRole('navigation', { name: 'Nach Kategorie shoppen' });
  await expect(categories.getByRole('link', { name: 'Damen' })).toHaveAttribute('href', /^\/de\//);
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  if (!isMobile()) await expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'not-found');
  // The search box searches in the app: the results come without a document load.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('search').getByRole('searchbox').fill('kleid');
  await page.getByRole('search').getByRole('button').click();
  await expect(page).toHaveURL(/\/de\/catalogsearch\/result\/\?q=kleid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „kleid“' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('header: transparent over the home hero until scrolled, and the cart badge counts the items', async ({ page }) => {
  test.slow();
  await open(page, '/en/');
  const header = page.getByRole('banner');
  await expect(header).toHaveClass(/is-transparent/);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/is-scrolled/);
  await expect(header).not.toHaveClass(/is-transparent/);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect(header).toHaveClass(/is-transparent/);

  await seedCart(page, [belt, trousers]);
  await page.reload();
  await page.locator('.layout[data-hydrated]').waitFor();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').locator('.cart-badge')).toHaveText('3');
});
