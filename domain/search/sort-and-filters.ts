/** Default catalogue filters (catalogue spec §9). */
export const DEFAULT_FILTERS = ['color_ois', 'price', 'size_ois', 'wever_ois'] as const;
export type DefaultFilter = (typeof DEFAULT_FILTERS)[number];

export type SortOptionId = 'price-ascending' | 'price-descending' | 'latest' | 'recommended';

export interface SortOption {
  readonly id: SortOptionId;
  /** Index field and direction for the catalogue search. */
  readonly field: string;
  readonly direction: 'asc' | 'desc';
  /** The same sort at the recommendation/search provider. */
  readonly providerSort: 'PRICE_ASCENDING' | 'PRICE_DESCENDING' | 'NEWEST_FIRST' | 'RELEVANCE';
}

/** Sort options: price ascending and descending, latest, recommended (catalogue spec §9). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'price-ascending', field: 'final_price', direction: 'asc', providerSort: 'PRICE_ASCENDING' },
  { id: 'price-descending', field: 'final_price', direction: 'desc', providerSort: 'PRICE_DESCENDING' },
  { id: 'latest', field: 'created_at', direction: 'desc', providerSort: 'NEWEST_FIRST' },
  { id: 'recommended', field: 'category.position', direction: 'asc', providerSort: 'RELEVANCE' },
];

/** Default category sort: category.position ascending (catalogue spec §9). */
export const DEFAULT_CATEGORY_SORT = { field: 'category.position', direction: 'asc' } as const;

/** The sort option for an id from the URL; unknown ids give the recommended sort. */
export const sortOption = (id: string | undefined): SortOption => SORT_OPTIONS.find((option) => option.id === id) ?? (SORT_OPTIONS[3] as SortOption);
