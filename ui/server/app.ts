import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Transform } from 'node:stream';
import compression from 'compression';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { SystemClock } from '../../adapters/clock/system-clock';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, storeCodeOfPath } from '../../domain/store-view/store-views';
import { hydrationScript } from '../app/hydration';
import { type Backend } from './backend';
import { encodeBody, pickEncoding } from './encodings';
import { cacheBypassReason, defaultShopperCookies } from './cache-policy';
import { documentParts, headHtml } from './document';
import { type RenderRequest, type RenderResult } from './entry-server';
import { type Middleware, chain, sendJson, sendResponse, toRequest } from './http';
import { normalizedPath } from './normalize-path';
import { OutputCache, type PurgeFilter } from './output-cache';

export interface ShopServerOptions {
  /** The renderer (ui/server/entry-server.tsx): imported once in production, through Vite on each request in development. */
  readonly render: (request: RenderRequest) => Promise<RenderResult>;
  /** index.html: Vite-transformed in development, the built one in production. */
  readonly template: (url: string) => Promise<string>;
  readonly config: RuntimeConfig;
  readonly backend: Backend;
  /** Static files: Vite's middlewares in development, sirv over the client build in production. */
  readonly assets?: Middleware;
  /** Origin of links in `<head>` (canonical, hreflang); the request's own origin when absent. */
  readonly publicOrigin?: string;
  /** Origin that relative service URLs resolve against on the server; the request's own origin when absent. */
  readonly apiOrigin?: string;
  /** `POST /__cache/purge` needs `Authorization: Bearer <token>`; without a token the endpoint does not exist. */
  readonly purgeToken?: string;
  readonly cache?: OutputCache;
  readonly shopperCookies?: readonly string[];
  /** Compress responses (default true). */
  readonly compress?: boolean;
  /** Serve and fill the output cache (default true; development shows every change at once). */
  readonly outputCache?: boolean;
}

export interface ShopServer {
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
  readonly cache: OutputCache;
}

const storeCodes = new Set<string>(allStoreViews.map((v) => v.storeCode));

const originOf = (req: IncomingMessage): string => `http://${req.headers.host ?? '127.0.0.1'}`;

/** The shop over HTTP: cache purge, the mounted mock backend, static files, then server rendering of every page. */
export function createShopServer(options: ShopServerOptions): ShopServer {
  const cache = options.cache ?? new OutputCache({ clock: new SystemClock() });
  const shopperCookies = options.shopperCookies ?? defaultShopperCookies;

  const purge: Middleware = (req, res, next) => {
    if (!req.url?.startsWith('/__cache/purge')) return next();
    void handlePurge(req, res, cache, options.purgeToken).catch(next);
  };

  const mock: Middleware = (req, res, next) => {
    const handle = options.backend.handle;
    if (handle === undefined) return next();
    void (async () => {
      const request = await toRequest(req, originOf(req));
      const response = await handle(request);
      if (response === undefined) return next();
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      await sendResponse(res, response);
    })().catch(next);
  };

  const bypassOf = (req: IncomingMessage, url: URL): string | undefined =>
    options.outputCache === false ? 'development' : cacheBypassReason(req.method ?? 'GET', url, req.headers, shopperCookies);

  /** First of all: a cached page is answered before anything else looks at the request. */
  const cached: Middleware = (req, res, next) => {
    const url = new URL(`${originOf(req)}${req.url ?? '/'}`);
    const hit = bypassOf(req, url) === undefined ? cache.get(storeCodeOfPath(url.pathname), `${url.pathname}${url.search}`) : undefined;
    if (hit === undefined) return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = hit.body[encoding];
    res.writeHead(hit.status, {
      ...hit.headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      vary: 'Accept-Encoding',
      'content-length': String(body.length),
      'x-cache': 'HIT',
    });
    res.end(body);
  };

  const page = (req: IncomingMessage, res: ServerResponse): void => {
    void renderPage(req, res).catch((error: unknown) => {
      console.error('[server] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };

  async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const origin = originOf(req);
    const url = new URL(`${origin}${req.url ?? '/'}`);
    const normal = normalizedPath(url.pathname, { views: allStoreViews, useTrailingSlashes: options.config.seo.useTrailingSlashes });
    if (normal !== undefined) {
      res.writeHead(301, { location: `${normal}${url.search}`, 'cache-control': 'public, max-age=3600' });
      res.end();
      return;
    }
    const store = storeCodeOfPath(url.pathname);
    const cacheUrl = `${url.pathname}${url.search}`;
    const bypass = bypassOf(req, url);
    const result = await options.render({
      request: await toRequest(req, origin),
      config: options.config,
      apiOrigin: options.apiOrigin ?? origin,
      fetch: options.backend.fetch,
    });
    const template = await options.template(url.pathname);
    if (result.kind === 'redirect') {
      res.writeHead(result.status, { location: result.location, 'cache-control': 'no-cache', 'x-cache': 'BYPASS' });
      res.end();
      return;
    }
    if (result.kind === 'error') {
      const parts = documentParts(template, { lang: result.lang, title: result.title, withoutScripts: true });
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-cache': 'BYPASS' });
      res.end(`${parts.top}${result.html}${parts.bottom}`);
      return;
    }
    const cacheable = bypass === undefined && !result.page.clientOnly && result.status === 200;
    const { loaderData, actionData } = result.hydration;
    const parts = documentParts(template, {
      lang: result.page.route.storeCode,
      ...(result.page.head.title === undefined ? {} : { title: result.page.head.title }),
      head: headHtml(result.page.head, options.publicOrigin ?? origin),
      tail: hydrationScript({ router: { loaderData, actionData, errors: null }, config: options.config }),
    });
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheable ? 'public, max-age=0, must-revalidate' : 'private, no-store',
    };
    res.writeHead(result.status, { ...headers, 'x-cache': bypass !== undefined || result.page.clientOnly ? 'BYPASS' : 'MISS' });
    const chunks: Buffer[] = [];
    const document = new Transform({
      construct(callback) {
        this.push(parts.top);
        callback();
      },
      transform(chunk: Buffer, _encoding, callback) {
        callback(null, chunk);
      },
      flush(callback) {
        this.push(parts.bottom);
        callback();
      },
    });
    document.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    document.on('end', () => {
      if (!cacheable) return;
      cache.set(store, cacheUrl, { status: 200, headers, body: encodeBody(Buffer.concat(chunks)) });
    });
    result.body.pipe(document).pipe(res);
  }

  const steps: Middleware[] = [purge, cached, mock, ...(options.assets === undefined ? [] : [options.assets])];
  if (options.compress !== false) steps.unshift(compression() as unknown as Middleware);
  const app = chain(steps, page);
  return {
    cache,
    listener: (req, res) =>
      app(req, res, (error) => {
        console.error('[server] middleware failed', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      }),
  };
}

async function handlePurge(req: IncomingMessage, res: ServerResponse, cache: OutputCache, token: string | undefined): Promise<void> {
  if (token === undefined || token === '') return sendJson(res, 404, { error: 'not found' });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return sendJson(res, 405, { error: 'method not allowed' });
  }
  if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) return sendJson(res, 401, { error: 'unauthorized' });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  let filter: PurgeFilter = {};
  if (text !== '') {
    const parsed = parseFilter(text);
    if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
    filter = parsed;
  }
  sendJson(res, 200, { purged: cache.purge(filter) });
}

/** Compares in constant time, so the answer's timing says nothing about how much of the token was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function parseFilter(text: string): PurgeFilter | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body must be JSON: { "store"?: "nl" | "en" | "de", "path"?: "/..." }';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const { store, path } = body as { store?: unknown; path?: unknown };
  if (store !== undefined && (typeof store !== 'string' || !storeCodes.has(store))) return 'store must be one of nl, en, de';
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) return 'path must start with /';
  return { ...(store === undefined ? {} : { store: store as StoreCode }), ...(path === undefined ? {} : { path }) };
}

/** Listens on host:port (0 = any free port) and says where. */
export async function listen(listener: ShopServer['listener'], port: number, host: string): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
