import { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { type SharedAnswers } from '../../adapters/memory/shared-answers';
import { latestSharedTheme } from '../../adapters/storyblok/shared-content';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeCodeOfPath } from '../../domain/store-view/store-views';
import { hydrationScript, loadedTheme } from '../../ui/render/page-facts';
import { type RenderRequest, type RenderResult } from '../../ui/render/index';
import { type createRequestUseCases } from '../composition/request-use-cases';
import { canonicalSearch, pageQuery, unreadParameters } from '../cache/cache-key';
import { privateCacheControl, publicCacheControl } from '../cache/cache-policy';
import { answerFromCache } from '../cache/cached-page';
import { pageTags, tagHeaders } from '../cache/cache-tags';
import { OutputCache } from '../cache/output-cache';
import { type StalePages } from '../cache/stale-pages';
import { toRequest } from '../http/http';
import { type RequestLimits } from '../http/limits';
import { type Operations, labelRoute } from '../operations/operations';
import { answerSeoFile } from '../seo/seo-answer';
import { isSeoPath, seoFile } from '../seo/sitemap';
import { type DocumentParts, documentParts, headHtml, streamedDocument, wholeDocument } from './document';
import { failureRecorder, moved, pageStatus, retryAfterSeconds, showsNothing } from './page-answers';
import { type AnsweredStatus } from './status-response';
import { type KeptThemeAsset, isThemeAssetPath, serveThemeAsset, themeUrlOf } from './theme-asset';

/** What answering a page needs from the server: the renderer, the cache, the origins and how to answer a status. */
export interface PageDeps {
  readonly render: (request: RenderRequest) => Promise<RenderResult>;
  /** The composition root of a request's use cases (server/composition/request-use-cases.ts). */
  readonly requestUseCases: () => Promise<typeof createRequestUseCases>;
  readonly template: (url: string) => Promise<string>;
  readonly config: RuntimeConfig;
  /** The server's fetch toward the services (the mounted mock's handlers, or the network). */
  readonly fetch: typeof fetch;
  /** The public origin (links in `<head>`, sitemaps) and the origin service URLs resolve against. */
  readonly origin: () => string;
  readonly apiOrigin: () => string;
  readonly extraQueryKeys: ReadonlySet<string>;
  /** The path's normal form when the request's differs (trailing slash, case), else undefined. */
  readonly normalize: (pathname: string) => string | undefined;
  /** Why this request is neither answered from nor kept in the output cache (undefined: it may be). */
  readonly bypassOf: (req: IncomingMessage, url: URL) => string | undefined;
  readonly cache: OutputCache;
  readonly stalePages: StalePages;
  readonly sharedAnswers: SharedAnswers;
  readonly now: () => number;
  readonly operations: Operations;
  readonly limits: RequestLimits;
  readonly status: (req: IncomingMessage, res: ServerResponse, code: AnsweredStatus, extra?: Readonly<Record<string, string>>) => Promise<void>;
}

/** One page request, once its URL is in normal form: where it is cached and whether it may be. */
interface PageRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The URL as asked for. */
  readonly requested: URL;
  /** The URL the page is rendered and cached for: the path with only the query parameters a page reads. */
  readonly url: URL;
  readonly store: StoreCode;
  readonly cacheUrl: string;
  readonly bypass: string | undefined;
  /** The output cache's generation of a miss: a page rendered for it is kept unless a purge came meanwhile. */
  readonly generation: number | undefined;
}

/**
 * Every request the other steps left: a page, a theme file, robots.txt or a sitemap. In order: the path's normal form
 * (a redirect), the output cache, the theme file, the SEO files, then a render of the page.
 */
export function pageRenderer(deps: PageDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return deps.status(req, res, 405, { allow: 'GET, HEAD' });
    const requested = new URL(`${deps.origin()}${req.url ?? '/'}`);
    const normal = deps.normalize(requested.pathname);
    const search = canonicalSearch(requested.searchParams, requested.pathname, deps.extraQueryKeys);
    if (normal !== undefined || search !== undefined) return moved(res, `${normal ?? requested.pathname}${search ?? requested.search}`);
    const url = new URL(`${deps.origin()}${requested.pathname}${pageQuery(requested.searchParams, deps.extraQueryKeys, requested.pathname)}`);
    const store = storeCodeOfPath(url.pathname);
    const cacheUrl = `${url.pathname}${url.search}`;
    const bypass = deps.bypassOf(req, url);
    let generation: number | undefined;
    if (bypass === undefined) {
      const found = await deps.cache.lookup(store, cacheUrl);
      if (found.kind === 'hit') {
        deps.stalePages.remember(OutputCache.key(store, cacheUrl), found.page);
        return answerFromCache(req, res, found.page, deps.now());
      }
      if (found.kind === 'miss') generation = found.generation;
    }
    const page: PageRequest = { req, res, requested, url, store, cacheUrl, bypass, generation };
    if (isThemeAssetPath(url.pathname)) return themeFile(page, deps);
    const seo = isSeoPath(url.pathname) ? await seoFile(url.pathname, { publicOrigin: deps.origin(), ...serviceContext(deps) }) : undefined;
    if (seo !== undefined) {
      const keep = generation === undefined ? undefined : (html: Buffer, headers: Readonly<Record<string, string>>) => keepPage(deps, page, html, headers, []);
      return answerSeoFile(req, res, seo, { cached: bypass === undefined, keep });
    }
    return renderedPage(page, deps);
  };
}

/** What the server's own calls to the services need (sitemaps, theme files). */
const serviceContext = (deps: PageDeps) => ({ config: deps.config, apiOrigin: deps.apiOrigin(), fetch: deps.fetch });

function keepPage(deps: PageDeps, page: PageRequest, html: Buffer, headers: Readonly<Record<string, string>>, tags: readonly string[]): void {
  if (page.generation !== undefined) void deps.cache.keep(page.store, page.cacheUrl, { status: 200, headers, html, tags }, page.generation);
}

/** The theme file a page links to, named by its content (server/pages/theme-asset.ts). */
function themeFile(page: PageRequest, deps: PageDeps): Promise<void> {
  const { req, res, url, store, generation } = page;
  labelRoute(res, 'theme');
  const keep = generation === undefined ? undefined : (kept: KeptThemeAsset) => void deps.cache.keep(store, url.pathname, kept, generation);
  const sharedTheme = (storeCode: StoreCode) => latestSharedTheme(deps.sharedAnswers, storeCode);
  return serveThemeAsset(req, res, { path: url.pathname, ...serviceContext(deps), sharedTheme }, { keep, notFound: () => deps.status(req, res, 404) });
}

/** Renders the page and answers it: kept in the output cache when it may be, else streamed as it renders. */
async function renderedPage(page: PageRequest, deps: PageDeps): Promise<void> {
  const { req, res, url, store, cacheUrl, bypass, generation } = page;
  const started = performance.now();
  const services = failureRecorder(deps.fetch);
  const compose = await deps.requestUseCases();
  const composition = {
    config: deps.config,
    origin: deps.apiOrigin(),
    fetch: services.fetch,
    ...(generation === undefined ? {} : { sharedAnswers: { answers: deps.sharedAnswers, generation } }),
  };
  const result = await deps.render({
    request: await toRequest(req, url, deps.limits.maxBodyBytes),
    requestUseCases: (storeCode, outlet) => compose({ ...composition, storeCode }, outlet),
  });
  const template = await deps.template(url.pathname);
  labelRoute(res, result.kind === 'page' ? result.page.route.name : result.kind);
  // A page that says 200 while a service failed shows the failure as content (an empty list, a missing block): it
  // is never kept; the last good copy stands in for it, else the error page with 503 (the page's own non-200
  // answer, e.g. the CMS's 503 page, stays, and is not kept either).
  const failed = services.failures();
  if (result.kind === 'page' && failed.length > 0) {
    deps.operations.log.warn({ path: url.pathname, route: result.page.route.name, failed }, 'page rendered while a service failed: not cached');
    if (result.status === 200) {
      result.body.destroy();
      const stale = deps.stalePages.copyOf(OutputCache.key(store, cacheUrl));
      if (stale !== undefined) return answerFromCache(req, res, stale, deps.now(), 'STALE');
      return deps.status(req, res, 503, { 'retry-after': String(retryAfterSeconds) });
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
  const unread = result.status === 200 && !result.page.clientOnly ? unreadParameters(result.page.route.name, url.searchParams, deps.extraQueryKeys) : [];
  if (unread.length > 0) {
    result.body.destroy();
    const rest = new URLSearchParams([...page.requested.searchParams].filter(([name]) => !unread.includes(name))).toString();
    return moved(res, `${page.requested.pathname}${rest === '' ? '' : `?${rest}`}`);
  }
  const answered = pageStatus(result.page, url, result.status);
  const cacheable = bypass === undefined && !result.page.clientOnly && answered === 200 && failed.length === 0 && !showsNothing(result.page);
  const parts = pageDocument(result, template, deps);
  const representation = { 'content-type': 'text/html; charset=utf-8' };
  const tags = cacheable ? pageTags(result.page, url.pathname) : [];
  const rendered = (): void => deps.operations.metrics?.rendered(result.page.route.name, (performance.now() - started) / 1000);
  if (cacheable && generation !== undefined) {
    // The page is kept: it is compressed once, for the cache, and this request is answered from that entry.
    const html = await wholeDocument(parts, result.body);
    rendered();
    const entry = deps.cache.entryOf(store, cacheUrl, { status: 200, headers: representation, html, tags });
    void deps.cache.keepEntry(store, cacheUrl, entry, generation);
    deps.stalePages.remember(OutputCache.key(store, cacheUrl), entry);
    answerFromCache(req, res, entry, deps.now(), 'MISS');
    return;
  }
  res.writeHead(answered, {
    ...representation,
    'cache-control': cacheable ? publicCacheControl : privateCacheControl,
    ...tagHeaders(tags),
    vary: 'Accept-Encoding',
    'x-cache': bypass !== undefined || result.page.clientOnly ? 'BYPASS' : 'MISS',
  });
  result.body.pipe(streamedDocument(parts, rendered)).pipe(res);
}

/** The document around a rendered page: its head tags, preloads, the theme file's link and the hydration script. */
function pageDocument(result: Extract<RenderResult, { kind: 'page' }>, template: string, deps: PageDeps): DocumentParts {
  const { loaderData, actionData } = result.hydration;
  // The theme goes in its own file, named by its content: the browser fetches it with the scripts and keeps it.
  const themeUrl = themeUrlOf(result.page.route.storeCode, loadedTheme(loaderData));
  return documentParts(template, {
    lang: result.page.route.storeCode,
    ...(result.page.head.title === undefined ? {} : { title: result.page.head.title }),
    head:
      headHtml(result.page.head, deps.origin()) +
      result.preloads +
      (themeUrl === undefined ? '' : `<link rel="preload" as="fetch" crossorigin href="${themeUrl}">`),
    tail: hydrationScript({ router: { loaderData, actionData, errors: null }, config: deps.config, ...(themeUrl === undefined ? {} : { themeUrl }) }),
  });
}
