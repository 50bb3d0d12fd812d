import { describe, expect, it } from 'vitest';
import { ORIGIN, serve, smallFixtures, testContext } from '../../../testing/mock-backend/content-support';
import { productSignature } from './vsf-products';
import { productHandlers } from './product';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => productHandlers(ctx));

const configurable = fixtures.catalog.nl.product.find((p) => p.type_id === 'configurable' && p.status === 1)!;
const simple = fixtures.catalog.nl.product.find((p) => p.type_id === 'simple' && p.status === 1)!;

describe('GET /api/product/render-list', () => {
  it('answers the envelope with Magento render info, prices incl. tax and sgn', async () => {
    const res = await fetch(`${ORIGIN}/api/product/render-list?skus=${configurable.sku},${simple.sku},NOPE&currencyCode=EUR&storeId=1`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.result.items.map((i: { id: number }) => i.id)).toEqual([configurable.id, simple.id]);
    const item = body.result.items[0];
    expect(item).toMatchObject({ name: configurable.name, type: 'configurable', url: `/${configurable.url_path}`, currency_code: 'EUR' });
    expect(['0', '1']).toContain(item.is_salable);
    const info = item.price_info;
    for (const k of ['final_price', 'regular_price', 'max_price', 'minimal_price', 'special_price']) expect(info).toHaveProperty(k);
    expect(info.extension_attributes.tax_adjustments.final_price).toBeCloseTo(info.final_price / 1.21, 1);
    expect(item.sgn).toBe(productSignature(ctx.config.secret, info.final_price));
  });

  it('finds a configurable child by its own sku and uses the store of storeId', async () => {
    const child = configurable.configurable_children![0]!;
    const body = await (
      await fetch(`${ORIGIN}/api/product/render-list?skus=${child.sku}&currencyCode=EUR&storeId=3`, { headers: { Authorization: 'Bearer abc' } })
    ).json();
    expect(body.result.items[0].id).toBe(child.id);
    expect(body.result.items[0].url.startsWith('/de/')).toBe(true);
    expect(body.result.items[0].price_info.extension_attributes.tax_adjustments.regular_price).toBeCloseTo(
      body.result.items[0].price_info.regular_price / 1.19,
      1,
    );
  });

  it('answers 500 with a string when skus are missing', async () => {
    const res = await fetch(`${ORIGIN}/api/product/render-list?currencyCode=EUR`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500, result: 'skus parameter is required' });
  });
});

describe('GET /api/product/list', () => {
  it('answers Magento products for skus', async () => {
    const body = await (await fetch(`${ORIGIN}/api/product/list?skus=${simple.sku}`)).json();
    expect(body.result.total_count).toBe(1);
    expect(body.result.items[0]).toMatchObject({ sku: simple.sku, type_id: 'simple' });
  });

  it('answers 500 with a string when skus are missing or empty, as render-list does', async () => {
    for (const q of ['', '?skus=', '?skus=%20,%20']) {
      const res = await fetch(`${ORIGIN}/api/product/list${q}`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 500, result: 'skus parameter is required' });
    }
  });
});
