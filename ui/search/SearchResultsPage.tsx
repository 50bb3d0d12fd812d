import { useIntl } from 'react-intl';
import { redirect } from 'react-router';
import { isSearchableTerm } from '../../domain/search/search-query';
import { storeCodes } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import type { PageContext, PageModule, PageProps } from '../routing/page-module';
import { loadStructuredData } from '../head/structured-data';
import { type ListingData } from '../../application/catalog/listing-presenter';
import { providerSession } from '../catalog/provider-session';
import { listingHead } from '../catalog/listing-head';
import { listingStateOf } from '../catalog/listing-query';
import { loadListing } from '../catalog/load-listing';
import { intlOfStore } from '../i18n/load-catalogue';
import { ProductListing } from '../catalog/ProductListing';
import { messages } from './messages';

export function SearchResultsPage({ data }: PageProps<ListingData>) {
  const intl = useIntl();
  const heading =
    data.searchText === undefined ? intl.formatMessage(messages.resultsHeading) : intl.formatMessage(messages.resultsTitle, { q: data.searchText });
  return <ProductListing data={data} heading={heading} />;
}

/** A search text shorter than 3 characters searches nothing (catalogue spec §5): the page says no products were found. */
function emptySearch(context: PageContext, q: string): ListingData {
  return {
    kind: 'search',
    title: '',
    breadcrumbs: [],
    subcategories: [],
    cards: [],
    facets: [],
    total: 0,
    page: 1,
    pageSize: 0,
    state: listingStateOf(context.url.searchParams),
    path: context.url.pathname,
    keep: q === '' ? {} : { q },
    ...(q === '' ? {} : { searchText: q }),
    sizeSelector: true,
    list: { id: 'search_results', name: 'Search results' },
    empty: 'no-products-found',
  };
}

/**
 * The search results page (`/catalogsearch/result/?q=`): the same filters, sort and pages as a category. A search
 * text the provider redirects (`tn_q`) goes there with a real redirect from the loader (catalogue spec §7).
 */
export const page: PageModule<ListingData> = {
  load: async (context) => {
    const q = (context.url.searchParams.get('q') ?? '').trim();
    const [intl, seo] = await Promise.all([intlOfStore(context.storeView.storeCode), loadStructuredData()]);
    if (isSearchableTerm(q) && listingStateOf(context.url.searchParams).page === 1) {
      const target = await context.stores.useCases.findSearchRedirect.execute(await providerSession(context.stores, context.storeView), q);
      if (target !== null && target !== '') throw redirect(target, 302);
    }
    const listing = isSearchableTerm(q) ? await loadListing(context, 'search', {}) : undefined;
    if (listing?.beyondLastPage === true) return { kind: 'not-found' };
    const data = listing === undefined ? emptySearch(context, q) : listing.data;
    if (data === undefined) return { kind: 'page', data: emptySearch(context, q), head: { robots: 'noindex, follow' } };
    const title = q === '' ? intl.formatMessage(messages.resultsHeading) : intl.formatMessage(messages.resultsTitle, { q });
    const query = q === '' ? '' : `?q=${encodeURIComponent(q)}`;
    const alternates = [
      ...storeCodes.map((code) => ({ hreflang: code, href: `${withStorePrefix(code, '/catalogsearch/result/')}${query}` })),
      { hreflang: 'x-default', href: `${withStorePrefix('nl', '/catalogsearch/result/')}${query}` },
    ];
    const head = listingHead({ data, intl, title, alternates, seo });
    // /geen-zoekresultaat?q= and other search paths show the same results as the search route, which is their canonical.
    const canonical = `${withStorePrefix(context.storeView.storeCode, '/catalogsearch/result/')}${query}`;
    return {
      kind: 'page',
      data,
      head: { ...head, canonical: data.page > 1 ? `${canonical}${query === '' ? '?' : '&'}page=${data.page}` : canonical, robots: 'noindex, follow' },
    };
  },
  Page: SearchResultsPage,
};
