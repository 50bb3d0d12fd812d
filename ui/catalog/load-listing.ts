import type { CategoryPageRequest } from '../../application/catalog/load-category-page';
import { storeViewOfPath } from '../../domain/routing/store-prefix';
import { allStoreViews } from '../../domain/store-view/store-views';
import type { PageContext } from '../routing/page-module';
import { type ListingData, listingData } from '../../application/catalog/listing-presenter';
import { providerSession } from './provider-session';
import { listingStateOf } from './listing-query';

/**
 * Loads a list page through LoadCategoryPage with the filters, sort and page of the URL; when the filters leave
 * nothing, the list without them gives the heading and the filters to take back. A page beyond the last one gives no
 * data (the page answers 404).
 */
export async function loadListing(
  context: PageContext,
  kind: ListingData['kind'],
  target: Pick<CategoryPageRequest, 'categoryKey' | 'landingPath'>,
): Promise<{
  data: ListingData | undefined;
  raw: Awaited<ReturnType<PageContext['stores']['useCases']['loadCategoryPage']['execute']>>;
  beyondLastPage?: true;
}> {
  const { url, storeView, stores, route } = context;
  const state = listingStateOf(url.searchParams);
  const q = url.searchParams.get('q');
  const request: CategoryPageRequest = {
    storeCode: storeView.storeCode,
    path: storeViewOfPath(url.pathname, allStoreViews).rest,
    query: route.query,
    ...target,
    filters: state.filters,
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    page: state.page,
    session: await providerSession(stores, storeView),
  };
  const raw = await stores.useCases.loadCategoryPage.execute(request);
  // A page past the last one (?page=99999) is no page: the list's first page still has products.
  if (!raw.ok && raw.error.kind === 'no-products' && state.page > 1 && (await stores.useCases.loadCategoryPage.execute({ ...request, page: 1 })).ok) {
    return { data: undefined, raw, beyondLastPage: true };
  }
  const filtered = Object.keys(state.filters).length > 0;
  const unfiltered =
    !raw.ok && raw.error.kind === 'no-products' && filtered ? await stores.useCases.loadCategoryPage.execute({ ...request, filters: {}, page: 1 }) : undefined;
  const keep: Record<string, string> = q === null ? {} : { q };
  const input = { kind, view: storeView, path: url.pathname, state, keep };
  return { data: listingData(raw, input, unfiltered), raw: unfiltered ?? raw };
}
