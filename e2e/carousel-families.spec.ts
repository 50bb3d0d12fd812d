import { expect, type Page, test } from './fixtures';
import { skipNewsletterPopup } from './checkout-helpers';

// A carousel shows a product once, not once per colour: one card per product family (colour relations).
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  { lang: 'nl', prefix: '', title: 'Populair deze week' },
  { lang: 'en', prefix: '/en', title: 'Popular this week' },
  { lang: 'de', prefix: '/de', title: 'Beliebt diese Woche' },
];

async function cardNames(page: Page, title: string): Promise<string[]> {
  const carousel = page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(carousel.locator('.product-card').first()).toBeVisible();
  return carousel.locator('.product-card__name').allInnerTexts();
}

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const view of width === 375 ? views.filter((v) => v.lang === 'en') : views) {
      test(`${view.lang}: "${view.title}" shows each product family once, and still fills the carousel`, async ({ page }) => {
        await page.goto(`${view.prefix}/`);
        const names = await cardNames(page, view.title);
        expect(names.length).toBeGreaterThanOrEqual(6);
        expect(names).toEqual([...new Set(names)]);
        const carousel = page.locator('section').filter({ has: page.getByRole('heading', { name: view.title, exact: true }) });
        await carousel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/hF/shots/carousel-${view.lang}-${String(width)}.png` });
      });
    }
  });
}
