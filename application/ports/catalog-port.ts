import type { Attribute, Category, Id, LandingPage, Product, TaxRule } from '../../domain/catalog/types';
import type { SearchFilter } from '../../domain/search/search-query';
import type { StoreCode } from '../../domain/store-view/store-view';

export const CatalogPort = Symbol.for('CatalogPort');

/** Entity types of the search-query abstraction (catalogue spec §7), plus the search provider's landing pages. */
export interface CatalogEntities {
  readonly product: Product;
  readonly category: Category;
  readonly attribute: Attribute;
  readonly taxrule: TaxRule;
  readonly landing_page: LandingPage;
}
export type CatalogEntityType = keyof CatalogEntities;

export interface CatalogSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * The search-query abstraction of catalogue spec §7: base filters (`filters`, all must hold), catalogue filters
 * (`catalogFilters`, each matching the attribute or its `<attr>_options` on configurables, AND-ed; a `price`
 * range filters the final price), free text, sort, paging, fields and aggregations. Adapters add nothing but what
 * the query asks; the use cases choose the base filters (domain/search `listingFilters`, `searchPanelFilters`).
 */
export interface CatalogQuery {
  readonly filters?: readonly SearchFilter[];
  readonly catalogFilters?: readonly SearchFilter[];
  readonly text?: string;
  readonly sort?: readonly CatalogSort[];
  /** Start; below 0 becomes 0 (catalogue spec §5). */
  readonly from?: number;
  /** Size; 0 or less becomes 50 (catalogue spec §5), capped at 999 for filter queries (§9). */
  readonly size?: number;
  readonly includeFields?: readonly string[];
  readonly excludeFields?: readonly string[];
  /** Attribute codes to aggregate (terms, size 10); `price` aggregates the §9 price ranges. */
  readonly aggregations?: readonly string[];
}

export interface AggregationBucket {
  readonly key: string | number;
  readonly count: number;
  readonly from?: number;
  readonly to?: number;
}

/** What a catalogue search answers (catalogue spec §7: items, attributeMetadata, aggregations, total, perPage). */
export interface CatalogResult<T> {
  readonly items: readonly T[];
  readonly attributeMetadata: readonly Attribute[];
  /** Buckets by aggregation name (`agg_terms_color_ois`, `agg_range_price`). */
  readonly aggregations: Readonly<Record<string, readonly AggregationBucket[]>>;
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
}

/** A fresh price of one product from the render list (catalogue spec §7 render-list); tax-inclusive major units. */
export interface RenderedPrice {
  readonly id: Id;
  readonly finalPrice: number;
  readonly regularPrice: number;
  readonly specialPrice?: number;
  readonly isSalable: boolean;
}

export interface RenderListRequest {
  readonly skus: readonly string[];
  readonly currencyCode: string;
  readonly storeId: number;
  readonly userGroupId?: number;
  readonly token?: string;
}

/**
 * The product catalogue (search index). Throws PortError('unavailable') when the index cannot be reached and
 * PortError('invalid-response') when its answer has the wrong shape.
 */
export interface CatalogPort {
  search<E extends CatalogEntityType>(storeCode: StoreCode, entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>>;
  /** Current prices of the products (`render-list`), in the order found; unknown skus are left out. */
  renderList(storeCode: StoreCode, request: RenderListRequest): Promise<readonly RenderedPrice[]>;
}
