import type { SortOptionId } from '../../domain/search/sort-and-filters';
import type { ChosenFilters } from './category-filters';

/** Filters, sort and page of a product list, as its URL query carries them: a link or Back shows the same list. */
export interface ListingState {
  readonly filters: ChosenFilters;
  readonly sort?: SortOptionId;
  /** 1-based; page 1 has no `page` parameter (catalogue spec §9). */
  readonly page: number;
}
