import { expect, type Page, test } from './fixtures';

// The catalogue's numbers agree on the built server, in every store view: a facet value's count is the number of
// products its link lists, the price sorts follow the prices on the cards, and a card's price is its page's price.
test.slow();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '1'));
});

const views = [
  { store: 'nl', path: '/dames/kleding/jeans', colour: 'Kleur', price: 'Prijs', count: /(\d+) producten?/ },
  { store: 'en', path: '/en/women/clothing/jeans', colour: 'Colour', price: 'Price', count: /(\d+) products?/ },
  { store: 'de', path: '/de/damen/bekleidung/jeans', colour: 'Farbe', price: 'Preis', count: /(\d+) Produkte?/ },
] as const;

const cents = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The prices the cards show, in list order. */
const shownCents = async (page: Page): Promise<number[]> => (await page.locator('.card-price__current').allTextContents()).map(cents);

/** The total a list page says it holds, read from the server's HTML. */
async function listedTotal(page: Page, href: string, count: RegExp): Promise<number> {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  const text = (await response.text()).replace(/<[^>]*>/g, ' ');
  const match = count.exec(text);
  return match === null ? 0 : Number(match[1]);
}

for (const view of views) {
  test(`${view.store}: each shown value of the first facets lists as many products as its count`, async ({ page }) => {
    await page.goto(view.path);
    await expect(page.locator('.listing__count')).toHaveText(view.count);
    for (const title of [view.price, view.colour]) {
      const facet = page.locator('section.facet').filter({ has: page.getByRole('heading', { name: title }) });
      const values = facet.locator('a.facet__value');
      const n = await values.count();
      expect(n, `${title} values`).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const value = values.nth(i);
        const hits = await value.locator('.facet__hits').textContent();
        const href = await value.getAttribute('href');
        const label = await value.locator('.facet__label').textContent();
        expect(await listedTotal(page, href!, view.count), `${title} ${label} ${hits}`).toBe(cents(hits ?? ''));
      }
    }
  });

  test(`${view.store}: the first 50 cards follow both price sorts in the price they show`, async ({ page }) => {
    for (const [sort, sign] of [
      ['price-ascending', 1],
      ['price-descending', -1],
    ] as const) {
      await page.goto(`${view.path}?sort=${sort}`);
      const prices = (await shownCents(page)).slice(0, 50);
      expect(prices.length).toBeGreaterThan(10);
      const wrong = prices.filter((p, i) => i > 0 && sign * (p - prices[i - 1]!) < 0);
      expect(wrong, `${sort}: ${prices.join(' ')}`).toEqual([]);
    }
  });

  test(`${view.store}: a card's price is its product page's price and offer price`, async ({ page }) => {
    await page.goto(`${view.path}?sort=price-ascending`);
    const cards = page.locator('.product-card');
    for (const i of [0, 1, 2]) {
      await page.goto(`${view.path}?sort=price-ascending`);
      const card = cards.nth(i);
      const price = cents((await card.locator('.card-price__current').textContent()) ?? '');
      const href = await card.locator('a.product-card__media').getAttribute('href');
      await page.goto(href!);
      const tag = page.getByTestId('product-price');
      await expect(tag).toBeVisible();
      const current = tag.locator('.product-price__sale, .product-price__current').first();
      expect(cents((await current.textContent()) ?? ''), `page price of ${href}`).toBe(price);
      const offers = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) =>
        [...text.matchAll(/"price":\s*"?([\d.]+)/g)].map((m) => Math.round(Number(m[1]) * 100)),
      );
      expect(offers, `offer prices of ${href}`).toContain(price);
    }
  });
}
