import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PortError } from '../ports/port-error';
import { LoadCarousel } from './load-carousel';
import { RefreshPrices } from './refresh-prices';
import { catalogWorld, products } from './test-catalog-world';

describe('LoadCarousel (catalogue spec §7)', () => {
  it('keeps the given sku order and drops out-of-stock products', async () => {
    const w = catalogWorld();
    const carousel = new LoadCarousel(w.catalog, w.logger);
    const result = await carousel.execute({ storeCode: 'nl', skus: ['TEE-2', 'CAP-3', 'SKT-8', 'DRS-1'] });
    expect(result.map((p) => p.sku)).toEqual(['TEE-2', 'SKT-8', 'DRS-1']);
  });

  test.prop([fc.shuffledSubarray(products.map((p) => p.sku))])('answers in-stock products of the list only, in the list order', async (skus) => {
    const w = catalogWorld();
    const result = (await new LoadCarousel(w.catalog, w.logger).execute({ storeCode: 'nl', skus })).map((p) => p.sku);
    expect(result).toEqual(skus.filter((sku) => result.includes(sku)));
    for (const sku of result) expect(products.find((p) => p.sku === sku)?.stock?.is_in_stock).toBe(true);
  });

  it('by category: newest first, at most the limit (default 10)', async () => {
    const w = catalogWorld();
    const carousel = new LoadCarousel(w.catalog, w.logger);
    const result = await carousel.execute({ storeCode: 'nl', categoryId: 20, limit: 2 });
    expect(result.map((p) => p.sku)).toEqual(['SKT-8', 'DRS-1']);
    expect((await carousel.execute({ storeCode: 'nl', categoryId: 20 })).length).toBeLessThanOrEqual(10);
  });

  it('a failed list is logged and empty (catalogue spec §8)', async () => {
    const w = catalogWorld();
    w.catalog.failWith(new PortError('unavailable', 'down'));
    expect(await new LoadCarousel(w.catalog, w.logger).execute({ storeCode: 'nl', skus: ['TEE-2'] })).toEqual([]);
    expect(w.logger.messages('error')).toHaveLength(1);
  });
});

describe('RefreshPrices (catalogue spec §4)', () => {
  it('returns products at once not current, then refreshed with price_is_current and price_refreshed_at', async () => {
    const w = catalogWorld();
    const refresh = new RefreshPrices(w.catalog, w.clock, w.logger).execute({ storeCode: 'nl', products: products.slice(0, 2) });
    expect(refresh.products.map((p) => p.price_is_current)).toEqual([false, false]);
    const refreshed = await refresh.refreshed;
    expect(refreshed.map((p) => p.price_is_current)).toEqual([true, true]);
    expect(refreshed[0]?.price_refreshed_at).toBe('2026-11-22T12:00:00.000Z');
    expect(refreshed[0]?.final_price_incl_tax).toBe(59.95);
    expect(refreshed[0]?.special_price_incl_tax).toBe(59.95);
  });

  it('§8 render-list failure: logged, prices left as they were', async () => {
    const w = catalogWorld();
    w.catalog.failWith(new PortError('unavailable', 'render-list down'));
    const refresh = new RefreshPrices(w.catalog, w.clock, w.logger).execute({ storeCode: 'nl', products: products.slice(0, 1) });
    expect((await refresh.refreshed).map((p) => p.price_is_current)).toEqual([false]);
    expect(w.logger.messages('error')).toEqual(['Price render-list failed: render-list down']);
  });
});
