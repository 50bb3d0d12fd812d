import { expect, type Page, test } from './fixtures';

// The newsletter pop-up opens 8 s after a first visit (catalogue spec §2); these shoppers have seen it before.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '2026-11-01T00:00:00.000Z'));
});

/** Opens a page, waits for hydration and marks the document: a document load would lose the mark. */
async function openMarked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('.layout[data-hydrated]').waitFor();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const views = [
  { listing: '/dames/kleding', home: '/' },
  { listing: '/en/women/clothing', home: '/en/' },
  { listing: '/de/damen/bekleidung', home: '/de/' },
];

for (const view of views) {
  test(`${view.listing}: a card and the logo navigate in the app, history and all`, async ({ page }) => {
    await openMarked(page, view.listing);
    const card = page.locator('.product-card__name a').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\//);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${escaped(href!)}$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);

    await page.locator('.logo').click();
    await expect(page).toHaveURL(new RegExp(`${escaped(view.home)}$`));
    expect(await stillSameDocument(page)).toBe(true);

    // Each link pushed a history entry: back returns to the product, then to the listing.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escaped(href!)}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escaped(view.listing)}$`));
    expect(await stillSameDocument(page)).toBe(true);
  });
}

test("a click with a modifier key is the browser's: the card opens in a new tab, the listing stays", async ({ page, context }) => {
  await openMarked(page, '/en/women/clothing');
  const card = page.locator('.product-card__name a').first();
  const href = await card.getAttribute('href');
  const opened = context.waitForEvent('page');
  await card.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  // A new tab starts at about:blank and then loads the link.
  await expect(tab).toHaveURL(new RegExp(`${escaped(href!)}$`));
  await expect(page).toHaveURL(/\/en\/women\/clothing$/);
  expect(await stillSameDocument(page)).toBe(true);
});

test('a link to the page already shown replaces its history entry instead of adding one', async ({ page }) => {
  await openMarked(page, '/en/');
  await page.goto('/en/women/clothing');
  await page.locator('.layout[data-hydrated]').waitFor();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const entries = await page.evaluate(() => history.length);
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/en\/$/);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  expect(await stillSameDocument(page)).toBe(true);
});
