import { DEFAULT_FILTERS } from '../../domain/search/sort-and-filters';
import { DEBUG_PARAMETER } from '../components/LazyScreen';

/**
 * The query parameters a public page reads: search text, sort and page of lists, the listing filters, the chosen
 * variant, the store locator's store, the lazy-screen debug switch. Everything else (utm_*, gclid, fbclid, a random
 * `?x=1`) changes nothing on the page, so it is left out of the cache key and of the URL the page is rendered for:
 * one page, one entry, one canonical URL.
 */
export const pageQueryParameters: readonly string[] = ['q', 'sort', 'page', 'childSku', 'store', DEBUG_PARAMETER, ...DEFAULT_FILTERS];

/** CMS preview parameters: never cached (cache-policy.ts), but the preview page needs them. */
const isPreviewParameter = (name: string): boolean => name.startsWith('_storyblok');

/**
 * The query a page is rendered and cached for: only the parameters it reads (`extra`: more filter codes, e.g. the
 * search provider's facets, from STOREFRONT_CACHE_QUERY_KEYS), sorted by name so the order of a link does not make
 * another entry; `''` or `?…`.
 */
export function pageQuery(search: URLSearchParams, extra: ReadonlySet<string> = new Set()): string {
  const kept = [...search].filter(([name]) => pageQueryParameters.includes(name) || extra.has(name) || isPreviewParameter(name));
  if (kept.length === 0) return '';
  const sorted = kept.map((pair, index) => ({ pair, index })).sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index));
  return `?${new URLSearchParams(sorted.map(({ pair }) => pair)).toString()}`;
}
