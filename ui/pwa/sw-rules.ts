import { storeHomePath } from '../../domain/routing/alternates';
import { allStoreViews, storeCodeOfPath } from '../../domain/store-view/store-views';

/**
 * What the service worker does with a request, decided here without any browser API so it can be tested. Personal
 * and transactional calls (cart, customer, order, payment, stock, tokens) are not listed and go to the network
 * untouched: they never enter a cache, and the app's offline queue handles them.
 */
export type RequestKind =
  /** A page load: network first with a short timeout, the cached page as fallback (public pages only). */
  | 'page'
  /** Catalogue answers (products, categories, url map, reviews): stale-while-revalidate. */
  | 'catalogue'
  /** CMS content (stories, theme, blog): stale-while-revalidate. */
  | 'content'
  /** The search provider's lists and landing pages: stale-while-revalidate, keyed by the visitor's provider keys, cleared on logout. */
  | 'provider'
  /** Product pictures and other images: cache first, bounded in count and age. */
  | 'image'
  /** Our built files outside the precache (fonts of other scripts, chunks of an older release) and the content-named theme files: cache first. */
  | 'asset'
  | 'network';

/** The service bases the worker recognises (runtime config `services`), passed to it in its script URL. */
export interface ServiceBases {
  readonly apiUrl: string;
  readonly cmsUrl: string;
  readonly storyblokCdnUrl: string;
  readonly searchProviderUrl: string;
}

export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  readonly mode: string;
  readonly destination: string;
  /** The worker's own origin. */
  readonly origin: string;
  /** Whether the request carries an Authorization header (a customer's token). */
  readonly authorized: boolean;
}

export const cacheNames = {
  pages: 'noord-pages',
  catalogue: 'noord-catalogue',
  content: 'noord-content',
  provider: 'noord-provider',
  images: 'noord-images',
  assets: 'noord-assets',
  /** When the shopper accepted a newer release, per release (let-go.ts); emptied when a release takes over. */
  letGo: 'noord-let-go',
} as const;

/** Caches holding what belongs to one visitor: logging out deletes them (a shared device never replays them). */
export const customerCaches: readonly string[] = [cacheNames.provider];

export const cacheLimits = {
  /** A page that has not answered within this many seconds is served from the cache when there is a copy. */
  pageNetworkTimeoutSeconds: 3,
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  api: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 250, maxAgeSeconds: 30 * 24 * 3600 },
  assets: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** The query parameter that tells the home page the shopper was sent there because a page is not available offline. */
export const offlineRedirectParam = 'offline-redirect';

/** A store view's CMS theme, named by its content (server/pages/theme-asset.ts): a page offline needs the one it names. */
const themeFile = /^\/theme\/[a-z]{2}\.[\w-]{16}\.json$/;

/** Personal pages (cart, checkout, login, account, password reset, CMS preview): their HTML is never kept, whatever their headers say. */
const personalPage = /^\/(?:(?:en|de)\/)?(?:winkelwagen|checkout|checkout-return|checkout-failed|login|my-account|password|storyblok)(?:[/?]|$)/;

const absolute = (base: string, origin: string): URL => new URL(base.replace(/\/+$/, '') + '/', origin);

function under(url: URL, base: string, origin: string): string | undefined {
  const root = absolute(base, origin);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return undefined;
  return url.pathname.slice(root.pathname.length);
}

export function classify(request: RequestFacts, services: ServiceBases): RequestKind {
  const { url, method, origin } = request;
  if (request.mode === 'navigate') return method === 'GET' && url.origin === origin && !personalPage.test(url.pathname) ? 'page' : 'network';
  if (request.authorized) return 'network';
  if (request.destination === 'image' && method === 'GET') return 'image';
  if (url.origin === origin && (url.pathname.startsWith('/assets/') || themeFile.test(url.pathname)) && method === 'GET') return 'asset';
  const draft = url.searchParams.get('version') === 'draft' || [...url.searchParams.keys()].some((k) => k.startsWith('_storyblok'));
  for (const base of [services.cmsUrl, services.storyblokCdnUrl]) {
    if (under(url, base, origin) !== undefined) return method === 'GET' && !draft ? 'content' : 'network';
  }
  const provider = under(url, services.searchProviderUrl, origin);
  if (provider !== undefined) return provider.startsWith('notifications') || (method !== 'GET' && method !== 'POST') ? 'network' : 'provider';
  // The CMS and the search provider may live under the API's base (/api/ext/cms, /api/storefront/v3): asked first.
  const api = under(url, services.apiUrl, origin);
  if (api !== undefined) {
    // The catalogue's Elasticsearch proxy (POST with the query as body) and the url map; not the token-bound render-list.
    if (/^catalog\/[^/]+\/[^/]+\/_search$/.test(api) && (method === 'POST' || method === 'GET')) return 'catalogue';
    if (api === 'url/map' && method === 'POST') return 'catalogue';
    return 'network';
  }
  return 'network';
}

/**
 * Whether an answer may be kept: a success the server did not mark `private` or `no-store` (a personal page, a
 * customer's answer) and that did not set a cookie.
 */
export function isCacheable(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(?:private|no-store)\b/.test(cacheControl)) return false;
  return headers.get('set-cookie') === null;
}

/** Where the worker sends a page load it cannot answer offline: the store view's home, marked so the app explains it. */
export function offlineRedirectTarget(path: string): string {
  return `${storeHomePath(storeCodeOfPath(path), allStoreViews)}?${offlineRedirectParam}=1`;
}

/** The page a marked home request is answered with from the cache: the same path without the marker. */
export function withoutOfflineMarker(url: URL): URL | undefined {
  if (!url.searchParams.has(offlineRedirectParam)) return undefined;
  const clean = new URL(url.href);
  clean.searchParams.delete(offlineRedirectParam);
  return clean;
}

/** The service bases as the worker's script URL carries them. */
export function serviceWorkerUrl(script: string, services: ServiceBases): string {
  const params = new URLSearchParams({ api: services.apiUrl, cms: services.cmsUrl, cdn: services.storyblokCdnUrl, search: services.searchProviderUrl });
  return `${script}?${params.toString()}`;
}

export function servicesOfWorkerUrl(url: URL): ServiceBases {
  const get = (name: string, fallback: string) => url.searchParams.get(name) ?? fallback;
  return {
    apiUrl: get('api', '/api'),
    cmsUrl: get('cms', '/api/ext/cms'),
    storyblokCdnUrl: get('cdn', '/v2/cdn'),
    searchProviderUrl: get('search', '/api/storefront/v3'),
  };
}
