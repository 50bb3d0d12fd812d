import { useNavigation } from 'react-router';
import { listingStateOf } from './listing-query';
import type { ListingState } from '../../application/catalog/listing-state';

/**
 * The list state the next click builds on: while a filter, sort or page change is still loading, the pending URL's
 * state, not the loaded page's; otherwise a sort chosen right after a filter would drop that filter.
 */
export function useLatestListingState(loaded: ListingState, path: string): ListingState {
  const pending = useNavigation().location;
  return pending !== undefined && pending.pathname === path ? listingStateOf(new URLSearchParams(pending.search)) : loaded;
}
