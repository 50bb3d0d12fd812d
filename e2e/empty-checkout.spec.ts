import { expect, test } from './fixtures';
import { skipNewsletterPopup } from './checkout-helpers';

// An empty cart sent to the checkout lands on the cart page with the spec's text, never on "Loading checkout…".
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  { lang: 'nl', prefix: '', text: 'Je winkelwagen is leeg; voeg eerst een product toe voordat je afrekent', empty: 'Je winkelwagen is leeg' },
  { lang: 'en', prefix: '/en', text: 'Your cart is empty; add a product before checking out', empty: 'Your shopping cart is empty' },
  { lang: 'de', prefix: '/de', text: 'Dein Warenkorb ist leer; lege einen Artikel hinein, bevor du zur Kasse gehst', empty: 'Dein Warenkorb ist leer' },
];

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const view of width === 375 ? views.filter((v) => v.lang === 'en') : views) {
      test(`${view.lang}: /checkout with an empty cart goes to the cart page and says why`, async ({ page }) => {
        await page.goto(`${view.prefix}/checkout`);
        await expect(page).toHaveURL(new RegExp(`${view.prefix}/winkelwagen/$`), { timeout: 20_000 });
        // The cart page has replaced the checkout's own note: the text left is the notice's.
        await expect(page.getByRole('heading', { level: 1, name: view.empty })).toBeVisible();
        await expect(page.getByText(view.text)).toBeVisible();
        await page.screenshot({ path: `/tmp/hF/shots/empty-checkout-${view.lang}-${String(width)}.png` });
      });
    }
  });
}
