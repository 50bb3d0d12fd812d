import { type IncomingMessage, type ServerResponse } from 'node:http';
import compression from 'compression';
import { type RuntimeConfig } from '../application/config/runtime-config';
import { SystemClock } from '../adapters/clock/system-clock';
import { SharedAnswers } from '../adapters/memory/shared-answers';
import { MemoryPageStore } from '../adapters/output-cache/memory-page-store';
import { allStoreViews } from '../domain/store-view/store-views';
import { pageRenderer } from './pages/render-page';
import { type createRequestUseCases } from './composition/request-use-cases';
import { type Backend } from './mock/backend';
import { cacheBypassReason, defaultShopperCookies } from './cache/cache-policy';
import { type RenderRequest, type RenderResult } from '../ui/render/index';
import { type Middleware, chain } from './http/http';
import { mockAnswers } from './mock/mock-answers';
import { type RequestLimits, defaultRequestLimits } from './http/limits';
import { controlGuard, type MockControl } from './mock/mock-control';
import { pathNormalizer } from './pages/normalize-path';
import { Operations } from './operations/operations';
import { createServerLog } from './operations/server-log';
import { OutputCache } from './cache/output-cache';
import { failRequest } from './pages/page-answers';
import { StalePages } from './cache/stale-pages';
import { handlePurge, purgePath } from './cache/purge-endpoint';
import { allowedMethods, hostOfOrigin, hostsOfListeningAddress, isAllowedOrigin, judgeRequest } from './http/request-guard';
import { securityHeaders, usePreviewHeaders } from './http/security-headers';
import { sessionRefresh } from './session/session-refresh';
import { type AnsweredStatus, type StatusPageRenderer, answerStatus } from './pages/status-response';

export interface ShopServerOptions {
  /** The renderer (ui/render/entry-server.tsx): imported once in production, through Vite on each request in development. */
  readonly render: (request: RenderRequest) => Promise<RenderResult>;
  /**
   * The composition root of a request's use cases (server/composition/request-use-cases.ts), which the server hands
   * the renderer: imported once in production, through Vite on each request in development, like the renderer.
   */
  readonly requestUseCases: () => Promise<typeof createRequestUseCases>;
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

  const renderPage = pageRenderer({
    render: options.render,
    requestUseCases: options.requestUseCases,
    template: options.template,
    config: options.config,
    fetch: options.backend.fetch,
    origin,
    apiOrigin: () => options.apiOrigin ?? origin(),
    extraQueryKeys,
    normalize: pathNormalizer({ views: allStoreViews, useTrailingSlashes: options.config.seo.useTrailingSlashes }),
    bypassOf: (req, url) => (options.outputCache === false ? 'development' : cacheBypassReason(req.method ?? 'GET', url, req.headers, shopperCookies)),
    cache,
    stalePages,
    sharedAnswers,
    now: () => clock.now(),
    operations,
    limits,
    status,
  });
  const page = (req: IncomingMessage, res: ServerResponse): void => {
    void renderPage(req, res).catch((error: unknown) => fail(req, res, error));
  };

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
