import { inject, injectable } from 'inversify';
import { SIZES } from '../../domain/catalog/constants';
import type { Id, Product, ProviderProductGroup } from '../../domain/catalog/types';
import type { SearchFilter } from '../../domain/search/search-query';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CatalogPort } from '../ports/catalog-port';
import { FIELDS_CARDS_NEVER_READ } from './card-fields';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

export type CarouselRequest = { readonly storeCode: StoreCode; readonly limit?: number } & (
  | { readonly skus: readonly string[] }
  | {
      readonly categoryId: Id;
      /** The block's recommendations flag: rank the category by the search provider for this visitor. */
      readonly recommendedFor?: ProviderSession;
    }
);

/**
 * A product carousel (catalogue spec §3 "Carousel input: products, category picker, limit, recommendations flag",
 * §7): products by sku list (in the given order) or by category, in stock only, newest first, `limit` (10) of them.
 * A failed list is logged and empty.
 *
 * Recommendations mode (`recommendedFor`, the block's flag): the search provider ranks the category's own page,
 * pageReference `/{category url_path}` as the category page sends it, without a landing page's preset filters (a
 * landing page is an editorial subset, such as only black dresses), with no sort (its relevance/popularity order)
 * and `limit` products. Its products are then read from the catalogue by sku through the sku list path, so the cards
 * are the same catalogue products as every other carousel's (prices, labels, variants), in the provider's order.
 * When the category is unknown, the provider fails or answers null or no products, or none of them is in stock, the
 * carousel falls back to the category's newest in-stock products and logs why (a warning): the page never fails
 * for it.
 */
@injectable()
export class LoadCarousel {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(SearchProviderPort) private readonly provider: SearchProviderPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(request: CarouselRequest): Promise<readonly Product[]> {
    const limit = request.limit ?? SIZES.carouselLimit;
    if ('skus' in request) return this.bySkus(request.storeCode, request.skus, limit);
    if (request.recommendedFor !== undefined) {
      const ranked = await this.recommended(request.storeCode, request.categoryId, limit, request.recommendedFor);
      if (ranked !== undefined) return ranked;
    }
    return this.list(request.storeCode, { attribute: 'category_ids', op: 'in', value: [request.categoryId] }, limit);
  }

  /** The provider's ranking of the category as catalogue products; undefined (logged) when there is none to show. */
  private async recommended(storeCode: StoreCode, categoryId: Id, limit: number, session: ProviderSession): Promise<readonly Product[] | undefined> {
    const fallBack = (reason: string): undefined => {
      this.logger.warn('catalog', `Carousel recommendations for category ${String(categoryId)} fell back to the newest products: ${reason}`);
      return undefined;
    };
    let skus: readonly string[];
    try {
      const id = Number(categoryId);
      if (!Number.isInteger(id)) return fallBack('not a category id');
      const found = await this.catalog.search(storeCode, 'category', { filters: [{ attribute: 'id', op: 'eq', value: id }], size: 1 });
      const urlPath = found.items[0]?.url_path?.replace(/^\/+|\/+$/g, '');
      if (urlPath === undefined || urlPath === '') return fallBack('category not found');
      const page = await this.provider.page(session, { pageReference: `/${urlPath}`, skip: 0, limit });
      if (page === null) return fallBack('the search provider did not answer');
      skus = rankedSkus(page.primaryList?.productGroups ?? [], limit);
    } catch (error) {
      if (!isPortError(error)) throw error;
      return fallBack(error.message);
    }
    if (skus.length === 0) return fallBack('the search provider ranked no products');
    const products = await this.bySkus(storeCode, skus, limit);
    return products.length > 0 ? products : fallBack('none of the ranked products is in stock');
  }

  private async bySkus(storeCode: StoreCode, skus: readonly string[], limit: number): Promise<readonly Product[]> {
    if (skus.length === 0) return [];
    const items = await this.list(storeCode, { attribute: 'sku', op: 'in', value: skus }, limit);
    const order = new Map(skus.map((sku, i) => [sku, i]));
    return [...items].sort((a, b) => (order.get(a.sku) ?? Infinity) - (order.get(b.sku) ?? Infinity));
  }

  private async list(storeCode: StoreCode, by: SearchFilter, limit: number): Promise<readonly Product[]> {
    try {
      const result = await this.catalog.search(storeCode, 'product', {
        filters: [by, { attribute: 'stock.is_in_stock', op: 'eq', value: true }],
        sort: [{ field: 'created_at', direction: 'desc' }],
        size: limit,
        excludeFields: FIELDS_CARDS_NEVER_READ,
      });
      return result.items;
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Carousel products failed to load: ${error.message}`);
      return [];
    }
  }
}

/** The skus of the provider's product groups in its order (each group's main product), without repeats or products it marks out of stock. */
export function rankedSkus(groups: readonly ProviderProductGroup[], limit: number): readonly string[] {
  const skus = groups.flatMap((g) => {
    const main = g.products[0];
    if (main?.inStock === false) return [];
    return [main?.key ?? g.key];
  });
  return [...new Set(skus)].slice(0, limit);
}
