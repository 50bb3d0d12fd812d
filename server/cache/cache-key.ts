import { DEFAULT_FILTERS, SORT_OPTIONS } from '../../domain/search/sort-and-filters';
import { DEBUG_PARAMETER } from '../../ui/render/page-facts';

/**
 * The query parameters a public page reads: search text, sort and page of lists, the listing filters, the chosen
 * variant, the store locator's store, the lazy-screen debug switch. Everything else (utm_*, gclid, fbclid, a random
 * `?x=1`) changes nothing on the page, so it is left out of the cache key and of the URL the page is rendered for:
 * one page, one entry, one canonical URL.
 */
export const pageQueryParameters: readonly string[] = ['q', 'sort', 'page', 'childSku', 'store', DEBUG_PARAMETER, ...DEFAULT_FILTERS];

/** Parameters a page reads once: a second one is not another page. */
const single: ReadonlySet<string> = new Set(['q', 'sort', 'page', 'childSku', 'store', DEBUG_PARAMETER]);

/**
 * Whether a value of a page parameter can change the page: a sort the lists know, a page number past the first in
 * its plain spelling (`page=1`, `page=02` and `page=x` are the first page), the debug switch's one value, any
 * non-empty variant or store (the page itself answers 404 for one it does not know). Anything else would make a new
 * cache entry for a page that is already there.
 */
function isMeaningful(name: string, value: string): boolean {
  if (name === 'sort') return SORT_OPTIONS.some((option) => option.id === value);
  if (name === 'page') return /^[1-9]\d{0,5}$/.test(value) && value !== '1';
  if (name === DEBUG_PARAMETER) return value === 'debug';
  if (name === 'childSku' || name === 'store') return value.trim() !== '' && value.length <= 128;
  return true;
}

/** The CMS editor's preview routes, the only pages that read `_storyblok…` parameters (ui/content/PreviewPage.tsx). */
const isPreviewPath = (pathname: string): boolean => /^(\/[a-z]{2})?\/storyblok(-empty)?\/?$/.test(pathname);
const isPreviewParameter = (name: string): boolean => name.startsWith('_storyblok');

/** Whether a request is the CMS editor's preview: a preview route with its parameters (never cached, cache-policy.ts). */
export const isPreviewRequest = (url: URL): boolean => isPreviewPath(url.pathname) && [...url.searchParams.keys()].some(isPreviewParameter);

/**
 * The parameters of a query a page reads (`extra`: more filter codes, e.g. the search provider's facets, from
 * STOREFRONT_CACHE_QUERY_KEYS), with each one's verdict: kept, or refused because its value cannot change the page.
 */
function judged(search: URLSearchParams, pathname: string, extra: ReadonlySet<string>): { kept: [string, string][]; refused: [string, string][] } {
  const kept: [string, string][] = [];
  const refused: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (isPreviewParameter(name)) {
      if (isPreviewPath(pathname)) kept.push([name, value]);
      continue;
    }
    if (!pageQueryParameters.includes(name) && !extra.has(name)) continue;
    if ((single.has(name) && seen.has(name)) || !isMeaningful(name, value)) refused.push([name, value]);
    else kept.push([name, value]);
    seen.add(name);
  }
  return { kept, refused };
}

/**
 * The query a page is rendered and cached for: only the parameters it reads, each with a value that can change it,
 * sorted by name so the order of a link does not make another entry; `''` or `?…`. `pathname` decides whether the
 * CMS preview's parameters count (on the preview routes only).
 */
export function pageQuery(search: URLSearchParams, extra: ReadonlySet<string> = new Set(), pathname = '/'): string {
  const { kept } = judged(search, pathname, extra);
  if (kept.length === 0) return '';
  const sorted = kept.map((pair, index) => ({ pair, index })).sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index));
  return `?${new URLSearchParams(sorted.map(({ pair }) => pair)).toString()}`;
}

/**
 * The query a request should have been made with, when it carries a page parameter whose value cannot change the
 * page (`?sort=bench-1`, `?page=01`, a second `sort`): the same query without those (tracking parameters stay, for
 * the analytics of the page it lands on). Undefined when the query is fine. The server answers 301 toward it, so
 * made-up values cost a redirect, not a render and a day in the cache each.
 */
export function canonicalSearch(search: URLSearchParams, pathname: string, extra: ReadonlySet<string> = new Set()): string | undefined {
  const { refused } = judged(search, pathname, extra);
  if (refused.length === 0) return undefined;
  const rest = new URLSearchParams([...search].filter(([name, value]) => !refused.some(([n, v]) => n === name && v === value)));
  const text = rest.toString();
  return text === '' ? '' : `?${text}`;
}

/** Which of the page parameters each kind of page reads (the debug switch: every page); a page reads none of the others. */
function parametersOf(routeName: string, extra: ReadonlySet<string>): ReadonlySet<string> {
  if (listingRoutes.has(routeName)) return new Set(['q', 'sort', 'page', DEBUG_PARAMETER, ...DEFAULT_FILTERS, ...extra]);
  if (routeName === 'product' || routeName.endsWith('-product')) return new Set(['childSku', DEBUG_PARAMETER]);
  if (routeName === 'storelocator') return new Set(['store', 'q', DEBUG_PARAMETER]);
  if (routeName === 'blog') return new Set(['page', DEBUG_PARAMETER]);
  return new Set([DEBUG_PARAMETER]);
}
const listingRoutes: ReadonlySet<string> = new Set(['category', 'landing-page', 'search']);

/**
 * The page parameters of a rendered URL its route does not read (`?store=` on a category, `?sort=` on a product):
 * they would make another entry of the same page, so the server sends such a request to the URL without them.
 */
export function unreadParameters(routeName: string, search: URLSearchParams, extra: ReadonlySet<string> = new Set()): readonly string[] {
  const reads = parametersOf(routeName, extra);
  return [...new Set([...search.keys()])].filter((name) => !isPreviewParameter(name) && !reads.has(name));
}
