import type { ListingState } from '../../application/catalog/listing-state';
import { SORT_OPTIONS, type SortOptionId } from '../../domain/search/sort-and-filters';
import { DEBUG_PARAMETER } from '../components/LazyScreen';

/**
 * Query keys a list never reads as filters: its search text, sort and page; what other screens read from the same
 * URL (the chosen variant, the store locator's store, the lazy-screen debug switch); preview (`_storyblok…`), tracking
 * (`utm_…`, `mc_…`) and ad click ids (`gclid`, `fbclid`, `msclkid`, `gbraid`…). Read as a filter, `?lazy-screen=debug`
 * emptied the list.
 */
const notFilters: ReadonlySet<string> = new Set(['q', 'sort', 'page', 'childSku', 'store', DEBUG_PARAMETER]);
const reserved = (key: string): boolean => notFilters.has(key) || /^(_|utm_|mc_)|clk?id$|braid$/.test(key);

const isSortId = (value: string | null): value is SortOptionId => SORT_OPTIONS.some((option) => option.id === value);

/** Reads the list state from a query: `color_ois=49,52&price=50-100&sort=latest&page=2`. */
export function listingStateOf(params: URLSearchParams): ListingState {
  const filters: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    if (reserved(key)) continue;
    const values = raw
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (values.length > 0) filters[key] = [...new Set([...(filters[key] ?? []), ...values])];
  }
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filters, ...(isSortId(sort) ? { sort } : {}), page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/**
 * The query of a list state, keys in a stable order, `?` included ('' when empty); `keep` carries the parameters
 * that are not list state (the search text `q`). Page 1 is left out.
 */
export function listingQuery(state: ListingState, keep: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(keep)) params.set(key, value);
  for (const key of Object.keys(state.filters).sort()) {
    const values = state.filters[key] ?? [];
    if (values.length > 0) params.set(key, values.join(','));
  }
  if (state.sort !== undefined) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Adds or removes one filter value; price is a single choice (one range at a time). A filter change goes to page 1. */
export function toggleFilter(state: ListingState, code: string, value: string, single = code === 'price'): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : single ? [value] : [...current, value];
  const filters: Record<string, readonly string[]> = { ...state.filters, [code]: next };
  if (next.length === 0) delete filters[code];
  return { ...state, filters, page: 1 };
}

export const withSort = (state: ListingState, sort: SortOptionId | undefined): ListingState => {
  const { sort: _old, ...rest } = state;
  return { ...rest, ...(sort === undefined ? {} : { sort }), page: 1 };
};

export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page });

export const withoutFilters = (state: ListingState): ListingState => ({ ...state, filters: {}, page: 1 });

export const selectedCount = (state: ListingState): number => Object.values(state.filters).reduce((n, values) => n + values.length, 0);
