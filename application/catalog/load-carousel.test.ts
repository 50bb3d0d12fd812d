import { fc, test } from '../../testing/property-test';
import { describe, expect, it, vi } from 'vitest';
import { InMemorySearchProvider } from '../../adapters/memory/in-memory-search-provider';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { PortError } from '../ports/port-error';
import { LoadCarousel, rankedSkus } from './load-carousel';
import { RefreshPrices } from './refresh-prices';
import { catalogWorld, categories, products, session } from '../../testing/catalog-world';

describe('LoadCarousel (catalogue spec §7)', () => {
  it('keeps the given sku order and drops out-of-stock products', async () => {
    const w = catalogWorld();
    const carousel = new LoadCarousel(w.catalog, w.provider, w.logger);
    const result = await carousel.execute({ storeCode: 'nl', skus: ['TEE-2', 'CAP-3', 'SKT-8', 'DRS-1'] });
    expect(result.map((p) => p.sku)).toEqual(['TEE-2', 'SKT-8', 'DRS-1']);
  });

  test.prop([fc.shuffledSubarray(products.map((p) => p.sku))])('answers in-stock products of the list only, in the list order', async (skus) => {
    const w = catalogWorld();
    const result = (await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', skus })).map((p) => p.sku);
    expect(result).toEqual(skus.filter((sku) => result.includes(sku)));
    for (const sku of result) expect(products.find((p) => p.sku === sku)?.stock?.is_in_stock).toBe(true);
  });

  it('by category: newest first, at most the limit (default 10)', async () => {
    const w = catalogWorld();
    const carousel = new LoadCarousel(w.catalog, w.provider, w.logger);
    const result = await carousel.execute({ storeCode: 'nl', categoryId: 20, limit: 2 });
    expect(result.map((p) => p.sku)).toEqual(['SKT-8', 'DRS-1']);
    expect((await carousel.execute({ storeCode: 'nl', categoryId: 20 })).length).toBeLessThanOrEqual(10);
  });

  it('a failed list is logged and empty (catalogue spec §8)', async () => {
    const w = catalogWorld();
    w.catalog.failWith(new PortError('unavailable', 'down'));
    expect(await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', skus: ['TEE-2'] })).toEqual([]);
    expect(w.logger.messages('error')).toHaveLength(1);
  });
});

const group = (key: string, inStock = true): ProviderProductGroup => ({
  key,
  products: [{ key, title: key, link: `/${key}`, ticket: `t-${key}`, inStock, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } }],
});

/** The hand-made shop with a provider that ranks category 2101 (`/dames/kleding/jurken`) as given. */
function rankingWorld(ranking: readonly string[]) {
  const w = catalogWorld();
  const provider = new InMemorySearchProvider({ groups: products.map((p) => group(p.sku)), landingPages: { '/dames/kleding/jurken': ranking } });
  return { ...w, provider, carousel: new LoadCarousel(w.catalog, provider, w.logger) };
}

const inStock = new Set(products.filter((p) => p.stock?.is_in_stock === true).map((p) => p.sku));

describe('LoadCarousel in recommendations mode (catalogue spec §3 recommendations flag, §7)', () => {
  it("shows the provider's ranking of the category, in its order, as catalogue products", async () => {
    const w = rankingWorld(['TEE-2', 'CAP-3', 'GRP-7', 'DRS-1', 'SKT-8']);
    const result = await w.carousel.execute({ storeCode: 'nl', categoryId: '2101', limit: 4, recommendedFor: session });
    // CAP-3 is out of stock; the provider was asked for 4, so SKT-8 is not among them.
    expect(result.map((p) => p.sku)).toEqual(['TEE-2', 'GRP-7', 'DRS-1']);
    expect(result[2]).toEqual(products[0]);
    expect(w.logger.messages('warn')).toEqual([]);
  });

  it('without the flag, the same category is its newest in-stock products', async () => {
    const w = rankingWorld(['TEE-2', 'DRS-1']);
    expect((await w.carousel.execute({ storeCode: 'nl', categoryId: '2101', limit: 4 })).map((p) => p.sku)).toEqual(['DRS-1']);
  });

  it('falls back to the newest products, logged, when the provider fails, answers no list, or ranks nothing in stock', async () => {
    const failing = rankingWorld(['TEE-2']);
    failing.provider.failing = true;
    const unknownPage = rankingWorld([]);
    const onlyOutOfStock = rankingWorld(['CAP-3']);
    for (const w of [failing, unknownPage, onlyOutOfStock]) {
      expect((await w.carousel.execute({ storeCode: 'nl', categoryId: 2101, limit: 4, recommendedFor: session })).map((p) => p.sku)).toEqual(['DRS-1']);
      expect(w.logger.messages('warn')).toHaveLength(1);
    }
    expect(failing.logger.messages('warn')[0]).toContain('the search provider did not answer');
  });

  it('falls back when the category is unknown or the catalogue fails; a failed list is empty, never thrown', async () => {
    const unknown = rankingWorld(['TEE-2']);
    expect(await unknown.carousel.execute({ storeCode: 'nl', categoryId: 999, recommendedFor: session })).toEqual([]);
    expect(unknown.logger.messages('warn')).toEqual(['Carousel recommendations for category 999 fell back to the newest products: category not found']);
    const down = rankingWorld(['TEE-2']);
    down.catalog.failWith(new PortError('unavailable', 'down'));
    expect(await down.carousel.execute({ storeCode: 'nl', categoryId: 2101, recommendedFor: session })).toEqual([]);
    expect(down.logger.messages('warn')).toHaveLength(1);
  });

  test.prop([fc.shuffledSubarray(products.map((p) => p.sku)), fc.integer({ min: 1, max: 10 })])(
    "keeps the provider's order, never exceeds the limit, shows in-stock products only",
    async (ranking, limit) => {
      const w = rankingWorld(ranking);
      const result = (await w.carousel.execute({ storeCode: 'nl', categoryId: 2101, limit, recommendedFor: session })).map((p) => p.sku);
      expect(result.length).toBeLessThanOrEqual(limit);
      for (const sku of result) expect(inStock.has(sku)).toBe(true);
      const ranked = ranking.slice(0, limit).filter((sku) => inStock.has(sku));
      if (ranked.length > 0) expect(result).toEqual(ranked);
      else expect(result).toEqual(['DRS-1'].slice(0, limit));
    },
  );

  it('rankedSkus: main products in order, no repeats, none the provider marks out of stock, at most the limit', () => {
    expect(rankedSkus([group('A'), group('B', false), group('A'), group('C'), group('D')], 2)).toEqual(['A', 'C']);
    expect(rankedSkus([{ key: 'G', products: [] }], 5)).toEqual(['G']);
  });
});

/** The ranking world with one more category, id 77, at the given url_path (or none). */
function worldWithCategory(urlPath: string | undefined, ranking: readonly string[] = ['TEE-2', 'DRS-1']) {
  const w = rankingWorld(ranking);
  const extra = { id: 77, parent_id: 2, level: 2, name: 'Extra', is_active: true, position: 9, ...(urlPath === undefined ? {} : { url_path: urlPath }) };
  w.catalog.load('nl', { category: [...categories, extra] });
  return w;
}

const warnings = (w: ReturnType<typeof rankingWorld>) => w.logger.entries.filter((e) => e.level === 'warn').map((e) => [e.tag, e.message]);
const fellBack = (categoryId: string | number, reason: string) => [
  'catalog',
  `Carousel recommendations for category ${String(categoryId)} fell back to the newest products: ${reason}`,
];

describe('LoadCarousel recommendations: why it fell back is logged (catalogue spec §3, §7)', () => {
  it('a category url_path with slashes around it is the same page reference as the category page sends', async () => {
    const w = worldWithCategory('//dames/kleding/jurken//');
    expect((await w.carousel.execute({ storeCode: 'nl', categoryId: 77, recommendedFor: session })).map((p) => p.sku)).toEqual(['TEE-2', 'DRS-1']);
    expect(warnings(w)).toEqual([]);
    const once = worldWithCategory('/dames/kleding/jurken/');
    expect((await once.carousel.execute({ storeCode: 'nl', categoryId: 77, recommendedFor: session })).map((p) => p.sku)).toEqual(['TEE-2', 'DRS-1']);
  });

  it('a category id that is no number is not looked up', async () => {
    const w = rankingWorld(['TEE-2']);
    expect(await w.carousel.execute({ storeCode: 'nl', categoryId: 'jurken', recommendedFor: session })).toEqual([]);
    expect(warnings(w)).toEqual([fellBack('jurken', 'not a category id')]);
  });

  it('a category without a url_path, or at the root path, has no page to rank: the category is not found', async () => {
    for (const urlPath of [undefined, '/', '']) {
      const w = worldWithCategory(urlPath);
      expect(await w.carousel.execute({ storeCode: 'nl', categoryId: 77, recommendedFor: session })).toEqual([]);
      expect(warnings(w)).toEqual([fellBack(77, 'category not found')]);
    }
  });

  it('a category the provider has no page for, or an empty page, ranks no products: the newest of the category show', async () => {
    const w = rankingWorld(['TEE-2']);
    const result = await w.carousel.execute({ storeCode: 'nl', categoryId: 20, limit: 2, recommendedFor: session });
    expect(result.map((p) => p.sku)).toEqual(['SKT-8', 'DRS-1']);
    expect(warnings(w)).toEqual([fellBack(20, 'the search provider ranked no products')]);
    const empty = rankingWorld([]);
    await empty.carousel.execute({ storeCode: 'nl', categoryId: 2101, recommendedFor: session });
    expect(warnings(empty)).toEqual([fellBack(2101, 'the search provider ranked no products')]);
  });

  it('ranked products that are all out of stock fall back, and say so', async () => {
    const w = rankingWorld(['CAP-3']);
    expect((await w.carousel.execute({ storeCode: 'nl', categoryId: 2101, recommendedFor: session })).map((p) => p.sku)).toEqual(['DRS-1']);
    expect(warnings(w)).toEqual([fellBack(2101, 'none of the ranked products is in stock')]);
  });

  it('a programming error is not hidden behind the fallback', async () => {
    const w = rankingWorld(['TEE-2']);
    vi.spyOn(w.catalog, 'search').mockRejectedValueOnce(new TypeError('bug'));
    await expect(w.carousel.execute({ storeCode: 'nl', categoryId: 2101, recommendedFor: session })).rejects.toThrow('bug');
  });
});

describe('LoadCarousel lists', () => {
  it('an empty sku list shows nothing, without asking the index (which may be down)', async () => {
    const w = catalogWorld();
    w.catalog.failWith(new PortError('unavailable', 'down'));
    expect(await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', skus: [] })).toEqual([]);
    expect(w.logger.entries).toEqual([]);
  });

  it('asks the index for the newest in-stock products first, at most the limit', async () => {
    const w = catalogWorld();
    const search = vi.spyOn(w.catalog, 'search');
    await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', categoryId: 20, limit: 3 });
    expect(search.mock.calls[0]?.[2]).toMatchObject({
      filters: [
        { attribute: 'category_ids', op: 'in', value: [20] },
        { attribute: 'stock.is_in_stock', op: 'eq', value: true },
      ],
      sort: [{ field: 'created_at', direction: 'desc' }],
      size: 3,
    });
  });

  it('a failed list is logged under catalog with the reason; a programming error is thrown', async () => {
    const w = catalogWorld();
    w.catalog.failWith(new PortError('unavailable', 'down'));
    await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', categoryId: 20 });
    expect(w.logger.entries.map((e) => [e.level, e.tag, e.message])).toEqual([['error', 'catalog', 'Carousel products failed to load: down']]);
    w.catalog.failWith(new TypeError('bug'));
    await expect(new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', skus: ['TEE-2'] })).rejects.toThrow('bug');
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
