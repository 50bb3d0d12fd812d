/**
 * The shop's service worker (built by scripts/pwa-build.mjs, production server only). Workbox precaches the app
 * shell the build lists, pages go network first with a cached fallback, catalogue and content answers are
 * stale-while-revalidate, images cache first. Nothing personal or transactional is routed here: it goes to the
 * network, and the app's offline queue takes over when that fails. A new release waits until the shopper accepts
 * the update prompt (SKIP_WAITING), so the old release's files stay available until then.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlinePage } from './offline-page';
import { cachedLetGoRecord, LetGo } from './let-go';
import { QueryStaleWhileRevalidate } from './post-query-strategy';
import { cacheLimits, cacheNames, classify, isCacheable, offlineRedirectTarget, servicesOfWorkerUrl, withoutOfflineMarker, type RequestKind } from './sw-rules';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
}
declare const self: WorkerScope;
/** The release, set when the worker is built (a hash of the precached files). */
declare const __SW_BUILD__: string;

const build = __SW_BUILD__;
const services = servicesOfWorkerUrl(new URL(self.location.href));
/** Pages name the release's chunks, so each release keeps its own pages (an old page offline would ask for chunks gone). */
const pagesCache = `${cacheNames.pages}-${build}`;

/** Only answers the server let anybody keep (no `private`, `no-store` or cookie). */
const keepPublicOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (isCacheable(response.status, response.headers) ? response : null),
};
const expiring = (limits: { maxEntries: number; maxAgeSeconds: number }) => new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

/**
 * Chromium lets a new release take over only once this one has no request in flight: a slow backend call held the
 * update the shopper accepted for as long as it took (the page's own abort does not end the worker's fetch). When the
 * page says the shopper accepted a release (LET_GO), this release lets go (let-go.ts, kept across restarts):
 * - its requests for the page's data, pictures and files are aborted, including those that reach the network only
 *   after the message (a POST query hashes its body and looks in the cache first);
 * - it no longer answers them: the browser fetches them itself until the new release takes over a moment later.
 * The page reloads with the new release anyway. Page loads are left alone: the shopper is on the page.
 */
const letGo = new LetGo(cachedLetGoRecord(caches, cacheNames.letGo, build, self.location.origin));
const abortableOnLetGo = { requestWillFetch: async ({ request }: { request: Request }) => new Request(request, { signal: await letGo.signal() }) };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

const kindOf = (request: Request): RequestKind =>
  classify(
    {
      url: new URL(request.url),
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      origin: self.location.origin,
      authorized: request.headers.has('authorization'),
    },
    services,
  );

// Pages vary on Accept-Encoding; the kept copy is decoded, so any copy answers.
const pages = new NetworkFirst({
  cacheName: pagesCache,
  matchOptions: { ignoreVary: true },
  networkTimeoutSeconds: cacheLimits.pageNetworkTimeoutSeconds,
  plugins: [keepPublicOnly, expiring(cacheLimits.pages)],
});
const query = (cacheName: string) => new QueryStaleWhileRevalidate({ cacheName, plugins: [abortableOnLetGo, keepPublicOnly, expiring(cacheLimits.api)] });
const strategies = {
  catalogue: query(cacheNames.catalogue),
  content: query(cacheNames.content),
  provider: query(cacheNames.provider),
  image: new CacheFirst({ cacheName: cacheNames.images, plugins: [abortableOnLetGo, keepPublicOnly, expiring(cacheLimits.images)] }),
  asset: new CacheFirst({ cacheName: cacheNames.assets, plugins: [abortableOnLetGo, keepPublicOnly, expiring(cacheLimits.assets)] }),
};

/** The home page the worker sent an unavailable page to: the kept copy first (the shopper is offline), else the network. */
registerRoute(
  ({ request, url }) => kindOf(request) === 'page' && withoutOfflineMarker(url) !== undefined,
  async ({ request, url }) => {
    const clean = withoutOfflineMarker(url)!;
    const kept = await caches.match(clean.href, { cacheName: pagesCache, ignoreVary: true });
    if (kept !== undefined) return kept;
    try {
      return await fetch(request);
    } catch {
      return offlinePage(url.pathname);
    }
  },
);
registerRoute(({ request }) => kindOf(request) === 'page', pages);
for (const kind of ['catalogue', 'content', 'provider', 'image', 'asset'] as const) {
  for (const method of ['GET', 'POST'] as const) {
    if (method === 'POST' && (kind === 'image' || kind === 'asset')) continue;
    registerRoute(({ request }) => !letGo.lettingGo && kindOf(request) === kind, strategies[kind], method);
  }
}

/** A page neither the network nor the cache can give: the store's home, which tells the shopper why (catalogue spec §8). */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const path = new URL(request.url).pathname;
  const target = offlineRedirectTarget(path);
  return target.startsWith(`${path}?`) ? offlinePage(path) : Response.redirect(new URL(target, self.location.origin).href, 302);
});

/** Keeps a page for offline use when it is not kept yet (the store's home, so an unavailable page has somewhere to go). */
async function keepPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  const facts = { url, method: 'GET', mode: 'navigate', destination: 'document', origin: self.location.origin, authorized: false };
  if (classify(facts, services) !== 'page') return;
  const cache = await caches.open(pagesCache);
  if ((await cache.match(url.href, { ignoreVary: true })) !== undefined) return;
  const response = await fetch(url.href, { credentials: 'same-origin', signal: await letGo.signal() });
  if (isCacheable(response.status, response.headers)) await cache.put(url.href, response);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; paths?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'LET_GO') event.waitUntil(letGo.accept());
  if (data?.type === 'KEEP_PAGES' && Array.isArray(data.paths)) {
    event.waitUntil(Promise.all(data.paths.filter((p): p is string => typeof p === 'string').map((p) => keepPage(p).catch(() => undefined))));
  }
});

/** The previous releases' pages go with their chunks, and what they kept of letting go. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all([
        ...names.filter((n) => n.startsWith(`${cacheNames.pages}-`) && n !== pagesCache).map((n) => caches.delete(n)),
        // The release before this one let go; this one starts afresh.
        caches.delete(cacheNames.letGo),
      ]),
    ),
  );
});
