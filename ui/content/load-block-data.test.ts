import { describe, expect, it } from 'vitest';
import { InMemorySearchProvider } from '../../adapters/memory/in-memory-search-provider';
import { LoadCarousel } from '../../application/catalog/load-carousel';
import { catalogWorld, products } from '../../testing/catalog-world';
import type { ProviderPageRequest, ProviderSession } from '../../application/ports/search-provider-port';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { storeViews } from '../../domain/store-view/store-views';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { loadBlockData, wantsRecommendations } from './load-block-data';
import { type CmsBlock } from './story-view';

const group = (key: string): ProviderProductGroup => ({
  key,
  products: [
    { key, title: key, link: `/${key}`, ticket: `t-${key}`, inStock: true, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } },
  ],
});

/** A provider that ranks category 2101 (`/dames/kleding/jurken`) TEE-2 first and remembers who asked. */
class RankingProvider extends InMemorySearchProvider {
  readonly asked: ProviderSession[] = [];
  constructor() {
    super({ groups: products.map((p) => group(p.sku)), landingPages: { '/dames/kleding/jurken': ['TEE-2', 'SKT-8', 'DRS-1'] } });
  }
  override async page(session: ProviderSession, request: ProviderPageRequest) {
    this.asked.push(session);
    return super.page(session, request);
  }
}

function world() {
  const w = catalogWorld();
  const provider = new RankingProvider();
  const useCases = {
    loadCarousel: new LoadCarousel(w.catalog, provider, w.logger),
    providerKeys: { current: async () => ({ sessionKey: 'session-1', customerKey: 'customer-1' }) },
  } as unknown as UseCases;
  return { provider, useCases, logger: w.logger };
}

const root = (carousel: CmsBlock): CmsBlock => ({ _uid: 'root', component: 'page', body: [carousel] }) as CmsBlock;
const now = Date.UTC(2026, 10, 22, 12);

describe('loadBlockData: a product carousel by category (catalogue spec §3 "recommendations flag")', () => {
  it("with the recommendations flag, the cards are the search provider's ranking for this visitor, desktop on the server", async () => {
    const w = world();
    const block = { _uid: 'b1', component: 'product_carousel', category_id: '2101', limit: 8, recommendations: true } as CmsBlock;
    const data = await loadBlockData(root(block), w.useCases, storeViews.nl, now);
    expect(data.carousels['b1']?.map((c) => c.sku)).toEqual(['TEE-2', 'SKT-8', 'DRS-1']);
    expect(w.provider.asked).toEqual([{ storeCode: 'nl', viewportWidth: 1280, sessionKey: 'session-1', customerKey: 'customer-1' }]);
  });

  it('without the flag (false or absent), the category carousel never asks the provider', async () => {
    const w = world();
    for (const recommendations of [false, undefined]) {
      const block = { _uid: 'b1', component: 'product_carousel', category_id: '2101', limit: 8, recommendations } as CmsBlock;
      const data = await loadBlockData(root(block), w.useCases, storeViews.nl, now);
      expect(data.carousels['b1']?.map((c) => c.sku)).toEqual(['DRS-1']);
    }
    expect(w.provider.asked).toEqual([]);
  });

  it('a sku list wins over the flag: the products as listed, no provider call', async () => {
    const w = world();
    const block = { _uid: 'b1', component: 'product_carousel', skus: 'SKT-8,TEE-2', category_id: '2101', recommendations: true } as CmsBlock;
    const data = await loadBlockData(root(block), w.useCases, storeViews.nl, now);
    expect(data.carousels['b1']?.map((c) => c.sku)).toEqual(['SKT-8', 'TEE-2']);
    expect(w.provider.asked).toEqual([]);
  });

  it('the provider failing falls back to the newest products, logged', async () => {
    const w = world();
    w.provider.failing = true;
    const block = { _uid: 'b1', component: 'product_carousel', category_id: '2101', limit: 8, recommendations: true } as CmsBlock;
    const data = await loadBlockData(root(block), w.useCases, storeViews.nl, now);
    expect(data.carousels['b1']?.map((c) => c.sku)).toEqual(['DRS-1']);
    expect(w.logger.messages('warn')).toHaveLength(1);
  });

  it('reads the flag as a boolean or the text true', () => {
    const flag = (recommendations: unknown) => wantsRecommendations({ component: 'product_carousel', recommendations } as CmsBlock);
    expect([true, 'true', false, 'false', undefined, 1].map(flag)).toEqual([true, true, false, false, false, false]);
  });
});
