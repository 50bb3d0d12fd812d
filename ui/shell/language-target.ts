import { type PageHead } from '../routing/page-module';
import { languageSwitchTarget } from '../../domain/routing/alternates';
import { productLocation } from '../../domain/routing/product-url';
import { type Route } from '../../domain/routing/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { listingQuery, listingStateOf } from '../catalog/listing-query';

/** The page the language drawer is opened on: its head (hreflang alternates), its route and the address bar's query. */
export interface CurrentPage {
  readonly head?: PageHead;
  readonly route?: Pick<Route, 'name' | 'params'>;
  /** `location.search` now, not when the page loaded: a filter or variant chosen since counts. */
  readonly search?: string;
}

const isListing = (name: Route['name']): boolean => name === 'category' || name === 'landing-page' || name === 'search';
const isProduct = (name: Route['name']): boolean => name === 'product' || name.endsWith('-product');

/** The list state of the current query (filters, sort, page) added to the alternate's own query (the search text). */
function withListingState(href: string, search: string): string {
  const [path = '', query = ''] = href.split('?', 2);
  const keep = Object.fromEntries(new URLSearchParams(query));
  return path + listingQuery(listingStateOf(new URLSearchParams(search)), keep);
}

/** The chosen child: the `childSku` query with the URL dispatcher, else the route's last path segment (/p/); the parent's own sku is none. */
function childSkuOf(page: CurrentPage): string | undefined {
  const sku = new URLSearchParams(page.search ?? '').get('childSku') ?? page.route?.params['childSku'];
  return sku === undefined || sku === '' || sku === page.route?.params['parentSku'] ? undefined : sku;
}

/**
 * Where Apply in the language drawer goes (catalogue spec §2): the current page's hreflang alternate in the chosen
 * store view (product, category or CMS page), otherwise that store view's home. The same state comes along where it
 * means the same there (option ids and child skus are shared by every store view): a list's filters,
 * sort and page (and a search's text, which its alternate carries), a product's chosen child. Anything else in the
 * query (tracking, debug) is left behind, and so is everything when the page has no alternate in that store view.
 */
export function languageTarget(target: StoreCode, page: CurrentPage | undefined): string {
  const alternate = page?.head?.alternates?.find((a) => a.hreflang === target);
  if (alternate === undefined) return languageSwitchTarget(target, {}, allStoreViews);
  const name = page?.route?.name;
  if (name !== undefined && isListing(name)) return withListingState(alternate.href, page?.search ?? '');
  if (name !== undefined && isProduct(name)) return productLocation(alternate.href, target, childSkuOf(page ?? {}));
  return alternate.href;
}
