import { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import compression from 'compression';
import { type RuntimeConfig } from '../application/config/runtime-config';
import { SystemClock } from '../adapters/clock/system-clock';
import { SharedAnswers } from '../adapters/memory/shared-answers';
import { latestSharedTheme } from '../adapters/storyblok/shared-content';
import { MemoryPageStore } from '../adapters/output-cache/memory-page-store';
import { type StoreCode } from '../domain/store-view/store-view';
import { allStoreViews, storeCodeOfPath } from '../domain/store-view/store-views';
import { hydrationScript, loadedTheme } from '../ui/render/page-facts';
import { type Backend } from './mock/backend';
import { canonicalSearch, pageQuery, unreadParameters } from './cache/cache-key';
import { cacheBypassReason, defaultShopperCookies, privateCacheControl, publicCacheControl } from './cache/cache-policy';
import { answerFromCache } from './cache/cached-page';
import { pageTags, tagHeaders } from './cache/cache-tags';
import { documentParts, headHtml, streamedDocument, wholeDocument } from './pages/document';
import { type RenderRequest, type RenderResult } from '../ui/render/index';
import { type Middleware, chain, toRequest } from './http/http';
import { mockAnswers } from './mock/mock-answers';
import { type RequestLimits, defaultRequestLimits } from './http/limits';
import { controlGuard, type MockControl } from './mock/mock-control';
import { pathNormalizer } from './pages/normalize-path';
import { Operations, labelRoute } from './operations/operations';
import { createServerLog } from './operations/server-log';
import { OutputCache } from './cache/output-cache';
import { failRequest, failureRecorder, moved, pageStatus, retryAfterSeconds, showsNothing } from './pages/page-answers';
import { StalePages } from './cache/stale-pages';
import { handlePurge, purgePath } from './cache/purge-endpoint';
import { allowedMethods, hostOfOrigin, hostsOfListeningAddress, isAllowedOrigin, judgeRequest } from './http/request-guard';
import { securityHeaders, usePreviewHeaders } from './http/security-headers';
import { sessionRefresh } from './session/session-refresh';
import { isSeoPath, seoFile } from './seo/sitemap';
import { type KeptThemeAsset, isThemeAssetPath, serveThemeAsset, themeUrlOf } from './pages/theme-asset';
import { type AnsweredStatus, type StatusPageRenderer, answerStatus } from './pages/status-response';

export interface ShopServerOptions {
  /** The renderer (ui/render/entry-server.tsx): imported once in production, through Vite on each request in development. */
  readonly render: (request: RenderRequest) => Promise<RenderResult>;
  /** The shop's page for a status the server answers itself (entry-server.tsx `renderStatus`). */
  readonly renderStatus: StatusPageRenderer;
  /** index.html: Vite-transformed in development, the built one in production. */
  readonly template: (url: string) => Promise<string>;
  readonly config: RuntimeConfig;
  readonly backend: Backend;
  /** Static files: Vite's middlewares in development, sirv over the client build in production. */
  readonly assets?: Middleware;
  /** Origin of links in `<head>` (canonical, hreflang, Open Graph); the listening address when absent (mock mode only). */
  readonly publicOrigin?: string;
  /** Host headers answered besides the public origin's host and the listening address. */
  readonly allowedHosts?: readonly string[];
  /** Origin that relative service URLs resolve against on the server; the public origin when absent. */
  readonly apiOrigin?: string;
  /** `POST /__cache/purge` needs `Authorization: Bearer <token>`; without a token the endpoint does not exist. */
  readonly purgeToken?: string;
  /** Who may use the mounted mock's `/__mock/*` control endpoints (default: nobody). */
  readonly mockControl?: MockControl;
  readonly cache?: OutputCache;
  readonly shopperCookies?: readonly string[];
  /** Filter codes a listing reads besides the default filters (the search provider's facets): part of the cache key. */
  readonly cacheQueryKeys?: readonly string[];
  readonly limits?: Partial<RequestLimits>;
  /** A tag manager is configured (its script is allowed by the CSP). */
  readonly tagManager?: boolean;
  /**
   * Development (`npm start`): no CSP (Vite's inline preamble and hot-reload socket), and a request another site's
   * page sends (an `Origin` header naming a host that is not the shop's) is refused: the mock's state is open there.
   */
  readonly development?: boolean;
  /** Compress responses (default true). */
  readonly compress?: boolean;
  /** Serve and fill the output cache (default true; development shows every change at once). */
  readonly outputCache?: boolean;
  /** Health, readiness, metrics, request ids and the request log (default: health and readiness, warnings and errors logged). */
  readonly operations?: Operations;
}

export interface ShopServer {
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
  readonly cache: OutputCache;
  readonly operations: Operations;
  readonly limits: RequestLimits;
  /** The address the server listens on: answered as a host, and the public origin when none is configured. */
  bind(listeningUrl: string): void;
  /** The shop's page for a status, for the socket-level errors Node reports before a request exists (client-error.ts). */
  readonly renderStatus: StatusPageRenderer;
  /** The security headers every response carries (the parser's own answers too, listen.ts). */
  securityHeaders(): Readonly<Record<string, string>>;
}

const isPreview = (search: string): boolean => /[?&]_storyblok/.test(search);

/** The shop over HTTP: the request guard, cache purge, the mounted mock backend, static files, then server rendering of every page. */
export function createShopServer(options: ShopServerOptions): ShopServer {
  const clock = new SystemClock();
  const cache = options.cache ?? new OutputCache(new MemoryPageStore({ clock }), { clock });
  // Public answers (themes, content, the catalogue's structure) shared by the renders of pages the cache will keep.
  const sharedAnswers = new SharedAnswers(() => clock.now());
  const stalePages = new StalePages();
  // Without operations of its own (npm start, tests): health and readiness, and failures still logged.
  const operations = options.operations ?? new Operations({ log: createServerLog('warn') });
  const shopperCookies = options.shopperCookies ?? defaultShopperCookies;
  const limits: RequestLimits = { ...defaultRequestLimits, ...options.limits };
  const extraQueryKeys = new Set(options.cacheQueryKeys ?? []);
  const allowedHosts = new Set<string>((options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter((h) => h !== ''));
  let publicOrigin = options.publicOrigin?.replace(/\/+$/, '');
  const configuredHost = publicOrigin === undefined ? undefined : hostOfOrigin(publicOrigin);
  if (configuredHost !== undefined) allowedHosts.add(configuredHost);
  let headers = headersFor(publicOrigin ?? 'http://127.0.0.1');

  function headersFor(origin: string) {
    const services = Object.values(options.config.services).filter((v): v is string => typeof v === 'string');
    return securityHeaders({ publicOrigin: origin, serviceUrls: services, tagManager: options.tagManager === true, development: options.development === true });
  }

  const origin = (): string => publicOrigin ?? 'http://127.0.0.1';
  const urlOf = (req: IncomingMessage): URL => new URL(`${origin()}${req.url ?? '/'}`);
  const status = (req: IncomingMessage, res: ServerResponse, code: AnsweredStatus, extra: Readonly<Record<string, string>> = {}) =>
    answerStatus(req, res, code, { renderStatus: options.renderStatus, template: options.template, extra });

  /** Method, Host and target (and in development the Origin); the CMS preview's own security headers. */
  const guard: Middleware = (req, res, next) => {
    const verdict = judgeRequest(req.method, req.url, req.headers.host, { allowedHosts, maxTargetLength: limits.maxTargetLength });
    const preview = verdict.ok === true && isPreview(verdict.search);
    if (preview) usePreviewHeaders(res, headers);
    if (verdict.ok === true && options.development === true && !isAllowedOrigin(req.headers.origin, allowedHosts))
      return void status(req, res, 403).catch(next);
    if (verdict.ok === true) return next();
    if (verdict.ok === 'options') {
      res.writeHead(204, { allow: allowedMethods, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    void status(req, res, verdict.status, verdict.status === 405 ? { allow: 'GET, HEAD' } : {}).catch(next);
  };

  const purge: Middleware = (req, res, next) => {
    if (urlOf(req).pathname !== purgePath) return next();
    void handlePurge(req, res, cache, options.purgeToken, extraQueryKeys).catch(next);
  };

  const mockControlGuard = controlGuard(options.backend, options.mockControl ?? { kind: 'off' }, urlOf, (req, res, refusal) => status(req, res, refusal));

  const mock = mockAnswers(options.backend, urlOf, limits.maxBodyBytes);

  const bypassOf = (req: IncomingMessage, url: URL): string | undefined =>
    options.outputCache === false ? 'development' : cacheBypassReason(req.method ?? 'GET', url, req.headers, shopperCookies);

  /** The URL a page is rendered and cached for: the request's path with only the query parameters a page reads. */
  const pageUrlOf = (req: IncomingMessage): URL => {
    const url = urlOf(req);
    return new URL(`${origin()}${url.pathname}${pageQuery(url.searchParams, extraQueryKeys, url.pathname)}`);
  };

  /** What the server's own calls to the services need (sitemaps, theme files). */
  const serviceContext = () => ({ config: options.config, apiOrigin: options.apiOrigin ?? origin(), fetch: options.backend.fetch });

  const normalize = pathNormalizer({ views: allStoreViews, useTrailingSlashes: options.config.seo.useTrailingSlashes });

  const page = (req: IncomingMessage, res: ServerResponse): void => {
    void renderPage(req, res).catch((error: unknown) => fail(req, res, error));
  };

  async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return status(req, res, 405, { allow: 'GET, HEAD' });
    const requested = urlOf(req);
    const normal = normalize(requested.pathname);
    const search = canonicalSearch(requested.searchParams, requested.pathname, extraQueryKeys);
    if (normal !== undefined || search !== undefined) return moved(res, `${normal ?? requested.pathname}${search ?? requested.search}`);
    const url = pageUrlOf(req);
    const store: StoreCode = storeCodeOfPath(url.pathname);
    const cacheUrl = `${url.pathname}${url.search}`;
    const bypass = bypassOf(req, url);
    // The generation of a miss goes back with the rendered page: a purge meanwhile keeps it out (output-cache-store-port.ts).
    let generation: number | undefined;
    if (bypass === undefined) {
      const found = await cache.lookup(store, cacheUrl);
      if (found.kind === 'hit') {
        stalePages.remember(OutputCache.key(store, cacheUrl), found.page);
        return answerFromCache(req, res, found.page, clock.now());
      }
      if (found.kind === 'miss') generation = found.generation;
    }
    if (isThemeAssetPath(url.pathname)) {
      labelRoute(res, 'theme');
      const keep = generation === undefined ? undefined : (kept: KeptThemeAsset) => void cache.keep(store, url.pathname, kept, generation);
      const sharedTheme = (storeCode: StoreCode) => latestSharedTheme(sharedAnswers, storeCode);
      return serveThemeAsset(req, res, { path: url.pathname, ...serviceContext(), sharedTheme }, { keep, notFound: () => status(req, res, 404) });
    }
    // robots.txt and the sitemaps (server/seo/sitemap.ts), cached like pages.
    const seo = isSeoPath(url.pathname) ? await seoFile(url.pathname, { publicOrigin: origin(), ...serviceContext() }) : undefined;
    if (seo !== undefined) {
      const representation = { 'content-type': seo.contentType };
      res.writeHead(200, {
        ...representation,
        'cache-control': bypass === undefined ? publicCacheControl : privateCacheControl,
        vary: 'Accept-Encoding',
        'x-cache': bypass === undefined ? 'MISS' : 'BYPASS',
      });
      res.end(req.method === 'HEAD' ? undefined : seo.body);
      if (generation !== undefined)
        void cache.keep(store, cacheUrl, { status: 200, headers: representation, html: Buffer.from(seo.body), tags: [] }, generation);
      return;
    }
    const started = performance.now();
    const services = failureRecorder(options.backend.fetch);
    const result = await options.render({
      request: await toRequest(req, url, limits.maxBodyBytes),
      config: options.config,
      apiOrigin: options.apiOrigin ?? origin(),
      fetch: services.fetch,
      ...(generation === undefined ? {} : { sharedAnswers: { answers: sharedAnswers, generation } }),
    });
    const template = await options.template(url.pathname);
    labelRoute(res, result.kind === 'page' ? result.page.route.name : result.kind);
    // A page that says 200 while a service failed shows the failure as content (an empty list, a missing block): it
    // is never kept; the last good copy stands in for it, else the error page with 503 (the page's own non-200
    // answer, e.g. the CMS's 503 page, stays, and is not kept either).
    const failed = services.failures();
    if (result.kind === 'page' && failed.length > 0) {
      operations.log.warn({ path: url.pathname, route: result.page.route.name, failed }, 'page rendered while a service failed: not cached');
      if (result.status === 200) {
        result.body.destroy();
        const stale = stalePages.copyOf(OutputCache.key(store, cacheUrl));
        if (stale !== undefined) return answerFromCache(req, res, stale, clock.now(), 'STALE');
        return status(req, res, 503, { 'retry-after': String(retryAfterSeconds) });
      }
    }
    if (result.kind === 'redirect')
      return void res.writeHead(result.status, { location: result.location, 'cache-control': 'no-cache', 'x-cache': 'BYPASS' }).end();
    if (result.kind === 'error') {
      const parts = documentParts(template, { lang: result.lang, title: result.title, withoutScripts: true });
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-cache': 'BYPASS' });
      res.end(`${parts.top}${result.html}${parts.bottom}`);
      return;
    }
    // A page parameter its route does not read (`?store=` on a category) would be another entry of the same page.
    const unread = result.status === 200 && !result.page.clientOnly ? unreadParameters(result.page.route.name, url.searchParams, extraQueryKeys) : [];
    if (unread.length > 0) {
      result.body.destroy();
      const rest = new URLSearchParams([...requested.searchParams].filter(([name]) => !unread.includes(name))).toString();
      return moved(res, `${requested.pathname}${rest === '' ? '' : `?${rest}`}`);
    }
    const answered = pageStatus(result.page, url, result.status);
    const cacheable = bypass === undefined && !result.page.clientOnly && answered === 200 && failed.length === 0 && !showsNothing(result.page);
    const { loaderData, actionData } = result.hydration;
    // The theme goes in its own file, named by its content: the browser fetches it with the scripts and keeps it.
    const themeUrl = themeUrlOf(result.page.route.storeCode, loadedTheme(loaderData));
    const parts = documentParts(template, {
      lang: result.page.route.storeCode,
      ...(result.page.head.title === undefined ? {} : { title: result.page.head.title }),
      head:
        headHtml(result.page.head, origin()) +
        result.preloads +
        (themeUrl === undefined ? '' : `<link rel="preload" as="fetch" crossorigin href="${themeUrl}">`),
      tail: hydrationScript({ router: { loaderData, actionData, errors: null }, config: options.config, ...(themeUrl === undefined ? {} : { themeUrl }) }),
    });
    const representation = { 'content-type': 'text/html; charset=utf-8' };
    const tags = cacheable ? pageTags(result.page, url.pathname) : [];
    if (cacheable && generation !== undefined) {
      // The page is kept: it is compressed once, for the cache, and this request is answered from that entry.
      const html = await wholeDocument(parts, result.body);
      operations.metrics?.rendered(result.page.route.name, (performance.now() - started) / 1000);
      const entry = cache.entryOf(store, cacheUrl, { status: 200, headers: representation, html, tags });
      void cache.keepEntry(store, cacheUrl, entry, generation);
      stalePages.remember(OutputCache.key(store, cacheUrl), entry);
      answerFromCache(req, res, entry, clock.now(), 'MISS');
      return;
    }
    res.writeHead(answered, {
      ...representation,
      'cache-control': cacheable ? publicCacheControl : privateCacheControl,
      ...tagHeaders(tags),
      vary: 'Accept-Encoding',
      'x-cache': bypass !== undefined || result.page.clientOnly ? 'BYPASS' : 'MISS',
    });
    const document = streamedDocument(parts, () => operations.metrics?.rendered(result.page.route.name, (performance.now() - started) / 1000));
    result.body.pipe(document).pipe(res);
  }

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void =>
    failRequest(req, res, error, { log: operations.log, status: (code, extra) => status(req, res, code, extra) });

  const steps: Middleware[] = [sessionRefresh(options, origin), mockControlGuard, purge, mock, ...(options.assets === undefined ? [] : [options.assets])];
  if (options.compress !== false) steps.unshift(compression() as unknown as Middleware);
  const app = chain([operations.endpoints, guard, ...steps], page);
  return {
    cache,
    operations,
    limits,
    renderStatus: options.renderStatus,
    bind(listeningUrl) {
      for (const host of hostsOfListeningAddress(listeningUrl)) allowedHosts.add(host);
      if (publicOrigin === undefined) {
        publicOrigin = listeningUrl.replace(/\/+$/, '');
        headers = headersFor(publicOrigin);
      }
    },
    securityHeaders: () => headers.page,
    listener: (req, res) => {
      // A client that goes away mid-body makes the request emit 'error'; that is the end of it, not of the server.
      req.on('error', () => undefined);
      res.on('error', () => undefined);
      // Every response carries them, the operations endpoints' (answered before the guard) too.
      for (const [name, value] of Object.entries(headers.page)) res.setHeader(name, value);
      operations.observe(req, res);
      app(req, res, (error) => fail(req, res, error));
    },
  };
}
