import { afterAll, describe, expect, it } from 'vitest';
import { startTestMock } from '../../../testing/mock-backend/test-mock';
import { indexedFinalPrice, indexedProducts } from './price-index';
import { specialPriceEndsAt } from './vsf-products';

const mock = startTestMock();
afterAll(() => mock.close());

describe('the price indexer', () => {
  it('writes the special price only inside its window and below the price', () => {
    const doc = { price: 50, final_price: 50, special_price: 30, special_from_date: '2026-11-01 00:00:00', special_to_date: '2026-11-10 00:00:00' };
    expect(indexedFinalPrice(doc, Date.parse('2026-11-05T00:00:00Z'))).toBe(30);
    // A to-date at midnight is a whole day, as Magento's indexer compares dates: on sale through the 10th.
    expect(indexedFinalPrice(doc, Date.parse('2026-11-10T23:59:59Z'))).toBe(30);
    expect(indexedFinalPrice(doc, Date.parse('2026-11-11T00:00:00Z'))).toBe(50);
    expect(indexedFinalPrice({ ...doc, special_to_date: '2026-11-10 12:00:00' }, Date.parse('2026-11-10T12:00:01Z'))).toBe(50);
    expect(indexedFinalPrice(doc, Date.parse('2026-11-01T00:00:00Z'))).toBe(30);
    expect(indexedFinalPrice(doc, Date.parse('2026-10-31T23:00:00Z'))).toBe(50);
    expect(indexedFinalPrice({ ...doc, special_price: 60 }, Date.parse('2026-11-05T00:00:00Z'))).toBe(50);
    expect(indexedFinalPrice({ ...doc, final_price: 20, special_price: null }, Date.parse('2026-11-05T00:00:00Z'))).toBe(50);
  });

  it('re-indexes when the clock passes a window boundary, and only then', async () => {
    const first = indexedProducts(mock.ctx, 'nl');
    const sale = first.products.find(
      (p) => p.type_id === 'simple' && p.special_price !== null && p.special_price < p.price && p.final_price === p.special_price && p.special_to_date !== null,
    )!;
    expect(indexedProducts(mock.ctx, 'nl').products).toBe(first.products);
    mock.advance(specialPriceEndsAt(sale.special_to_date) - mock.now().getTime());
    const after = indexedProducts(mock.ctx, 'nl');
    expect(after.epoch).toBeGreaterThan(first.epoch);
    expect(after.products.find((p) => p.sku === sale.sku)?.final_price).toBe(sale.price);
    // The fixture documents stay as generated (other mocks in this process share them).
    expect(mock.ctx.fixtures.catalog.nl.product.find((p) => p.sku === sale.sku)?.final_price).toBe(sale.special_price);
    const { status, body } = await mock.call('/api/catalog/vue_storefront_catalog_nl/product/_search', { body: { query: { term: { sku: sale.sku } } } });
    expect(status).toBe(200);
    expect((body as unknown as { hits: { hits: { _source: { price_incl_tax: number; special_price: number } }[] } }).hits.hits[0]?._source).toMatchObject({
      special_price: 0,
    });
  });

  it("sums a grouped product's items at their current prices", () => {
    const { products } = indexedProducts(mock.ctx, 'nl');
    const bySku = new Map(products.map((p) => [p.sku, p]));
    for (const grouped of products.filter((p) => p.type_id === 'grouped')) {
      const items = (grouped.product_links ?? []).filter((l) => l.link_type === 'associated').map((l) => bySku.get(l.linked_product_sku));
      if (items.includes(undefined)) continue;
      expect(grouped.final_price).toBeCloseTo(
        items.reduce((s, p) => s + p!.final_price, 0),
        2,
      );
    }
  });
});
