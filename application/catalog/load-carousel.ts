import { inject, injectable } from 'inversify';
import { SIZES } from '../../domain/catalog/constants';
import type { Id, Product } from '../../domain/catalog/types';
import type { SearchFilter } from '../../domain/search/search-query';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CatalogPort } from '../ports/catalog-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';

export type CarouselRequest = { readonly storeCode: StoreCode; readonly limit?: number } & (
  | { readonly skus: readonly string[] }
  | { readonly categoryId: Id }
);

/**
 * A product carousel: products by sku list (in the given order) or by category, in stock only, newest first,
 * `limit` (10) of them (catalogue spec §7). A failed list is logged and empty.
 */
@injectable()
export class LoadCarousel {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(request: CarouselRequest): Promise<readonly Product[]> {
    const limit = request.limit ?? SIZES.carouselLimit;
    const by: SearchFilter =
      'skus' in request ? { attribute: 'sku', op: 'in', value: request.skus } : { attribute: 'category_ids', op: 'in', value: [request.categoryId] };
    if ('skus' in request && request.skus.length === 0) return [];
    try {
      const result = await this.catalog.search(request.storeCode, 'product', {
        filters: [by, { attribute: 'stock.is_in_stock', op: 'eq', value: true }],
        sort: [{ field: 'created_at', direction: 'desc' }],
        size: limit,
      });
      if (!('skus' in request)) return result.items;
      const order = new Map(request.skus.map((sku, i) => [sku, i]));
      return [...result.items].sort((a, b) => (order.get(a.sku) ?? Infinity) - (order.get(b.sku) ?? Infinity));
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Carousel products failed to load: ${error.message}`);
      return [];
    }
  }
}
