import type { StockPolicy } from '../catalog/variant-availability';

/** Minimum length of a search term (catalogue spec §5, §9). */
export const MIN_SEARCH_TERM_LENGTH = 3;
/** Query size used when the asked size is 0 or less (catalogue spec §5). */
export const DEFAULT_QUERY_SIZE = 50;

export interface Paging {
  readonly size: number;
  readonly start: number;
}

/** Search query size of 0 or less becomes 50; start below 0 becomes 0 (catalogue spec §5). */
export function normalizePaging(paging: { readonly size?: number; readonly start?: number }): Paging {
  const size = Number.isFinite(paging.size) && Number(paging.size) > 0 ? Math.trunc(Number(paging.size)) : DEFAULT_QUERY_SIZE;
  const start = Number.isFinite(paging.start) && Number(paging.start) > 0 ? Math.trunc(Number(paging.start)) : 0;
  return { size, start };
}

/** Search starts only at 3 or more characters, after trimming (catalogue spec §5). */
export const isSearchableTerm = (term: string): boolean => term.trim().length >= MIN_SEARCH_TERM_LENGTH;

/** Attribute names containing a dot are not loaded (catalogue spec §5). */
export const loadableAttributeNames = (names: readonly string[]): readonly string[] => names.filter((name) => !name.includes('.'));

/** One filter of the search-query abstraction (catalogue spec §7: in, eq, gt, plus price ranges). */
export type SearchFilter =
  | { readonly attribute: string; readonly op: 'in'; readonly value: readonly (string | number)[] }
  | { readonly attribute: string; readonly op: 'eq'; readonly value: string | number | boolean }
  | { readonly attribute: string; readonly op: 'gt'; readonly value: number }
  | { readonly attribute: string; readonly op: 'range'; readonly value: { readonly gte?: number; readonly lte?: number; readonly lt?: number } };

const inStock = (policy: StockPolicy): readonly SearchFilter[] => (policy.listOutOfStock ? [] : [{ attribute: 'stock.is_in_stock', op: 'eq', value: true }]);

/** Catalogue listings: visibility 2, 3, 4, status 0 or 1, in stock unless out-of-stock listing is on (catalogue spec §5). */
export const listingFilters = (policy: StockPolicy): readonly SearchFilter[] => [
  { attribute: 'visibility', op: 'in', value: [2, 3, 4] },
  { attribute: 'status', op: 'in', value: [0, 1] },
  ...inStock(policy),
];

/** Search-panel filters: visibility 3 and 4, status 0 and 1, in-stock when out-of-stock listing is off (catalogue spec §5). */
export const searchPanelFilters = (policy: StockPolicy): readonly SearchFilter[] => [
  { attribute: 'visibility', op: 'in', value: [3, 4] },
  { attribute: 'status', op: 'in', value: [0, 1] },
  ...inStock(policy),
];

/** Only active products (status 1) and, when configured, in-stock products are searched (catalogue spec §5). */
export const productSearchFilters = (policy: StockPolicy): readonly SearchFilter[] => [{ attribute: 'status', op: 'eq', value: 1 }, ...inStock(policy)];
