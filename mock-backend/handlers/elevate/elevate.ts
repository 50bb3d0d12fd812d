/**
 * Voyado Elevate 4 Storefront API v3 as the shop uses it (catalogue spec §7, wire-reference §4), at `{elevateBase}`
 * (default `/api/storefront/v3`): the queries landing-page, search-page, product-page, autocomplete and cart-page,
 * the notifications, and two shop-specific lookups (query redirects by `tn_q`, landing-page subcategories by urlPath).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { cached, storeView } from '../shared/common';
import { parseJsonBody } from '../shared/json-body';
import { categoriesFlat, inMenu, normalisePath } from './elevate-catalog';
import { type Query, QUERIES, badRequest, categoryLink, queryRedirects, resolvePage } from './elevate-pages';

const REQUIRED_QUERY_PARAMS = ['market', 'locale', 'touchpoint', 'customerKey', 'sessionKey'];
const REQUIRED_NOTIFICATION_PARAMS = ['market', 'customerKey', 'sessionKey'];
const TOUCHPOINTS = ['DESKTOP', 'MOBILE'];

type Body = Record<string, unknown>;

function missingParam(params: URLSearchParams, required: readonly string[]): string | undefined {
  return required.find((name) => (params.get(name) ?? '').trim() === '');
}

/** Store view from `locale` (nl-NL → nl, en-GB/en-US → en, de-DE → de). */
function storeOfLocale(ctx: MockContext, locale: string): StoreCode {
  const lang = locale.slice(0, 2).toLowerCase();
  return ctx.fixtures.storeViews.find((v) => v.locale.slice(0, 2) === lang)?.storeCode ?? ctx.config.defaultStoreCode;
}

async function readBody(request: Request): Promise<Body | Response> {
  if (request.method !== 'POST') return {};
  const body = await parseJsonBody(request);
  return body.ok ? (body.value ?? {}) : badRequest(body.reason);
}

/** Notifications received, newest last (for tests and the mock's admin view). */
export function elevateNotifications(ctx: MockContext): { type: string; params: Record<string, string>; body: Body }[] {
  return cached(ctx, 'elevate:notifications', () => []);
}

const NOTIFICATION_BODY: Record<string, (body: Body) => boolean> = {
  click: (b) => typeof b.ticket === 'string' && b.ticket !== '',
  'add-to-cart': (b) => typeof b.ticket === 'string' && b.ticket !== '',
  'add-favorite': (b) => typeof b.productKey === 'string' || typeof b.variantKey === 'string',
  'remove-favorite': (b) => typeof b.productKey === 'string' || typeof b.variantKey === 'string',
  'remove-recent-searches': (b) => Array.isArray(b.phrases) || b.removeAll === true,
  'remove-recently-viewed': (b) => Array.isArray(b.productKeys) || typeof b.productKey === 'string' || b.removeAll === true,
  end: () => true,
};

export function elevateHandlers(ctx: MockContext): HttpHandler[] {
  const base = ctx.config.elevateBase;
  const query = async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const page = String(params.page);
    const handler = Object.hasOwn(QUERIES, page) ? QUERIES[page] : undefined;
    if (handler === undefined) return HttpResponse.json({ status: 404, message: `Unknown query '${String(params.page)}'` }, { status: 404 });
    const search = new URL(request.url).searchParams;
    const missing = missingParam(search, REQUIRED_QUERY_PARAMS);
    if (missing) return badRequest(`Missing required parameter '${missing}'`);
    if (!TOUCHPOINTS.includes((search.get('touchpoint') ?? '').toUpperCase())) return badRequest("Parameter 'touchpoint' must be DESKTOP or MOBILE");
    const body = await readBody(request);
    if (body instanceof Response) return body;
    return handler({ ctx, store: storeOfLocale(ctx, search.get('locale') ?? ''), params: search, body });
  };
  return [
    http.get(`*${base}/queries/:page`, query),
    http.post(`*${base}/queries/:page`, query),
    http.post(`*${base}/notifications/:type`, async ({ request, params }) => {
      const type = String(params.type);
      const check = Object.hasOwn(NOTIFICATION_BODY, type) ? NOTIFICATION_BODY[type] : undefined;
      if (check === undefined) return HttpResponse.json({ status: 404, message: `Unknown notification '${type}'` }, { status: 404 });
      const search = new URL(request.url).searchParams;
      const missing = missingParam(search, REQUIRED_NOTIFICATION_PARAMS);
      if (missing) return badRequest(`Missing required parameter '${missing}'`);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      if (!check(body)) return badRequest(`Invalid or missing arguments for notification '${type}'`);
      elevateNotifications(ctx).push({ type, params: Object.fromEntries(search), body });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${base}/redirects`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const q = (search.get('tn_q') ?? '').trim().toLowerCase();
      if (q === '') return badRequest("Missing required parameter 'tn_q'");
      const store = storeOfLocale(ctx, search.get('locale') ?? storeView(ctx, ctx.config.defaultStoreCode).locale);
      const url = queryRedirects(ctx, store).get(q);
      return HttpResponse.json({ q, redirect: url ? { url } : null });
    }),
    http.get(`*${base}/landing-pages/subcategories`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const store = storeOfLocale(ctx, search.get('locale') ?? storeView(ctx, ctx.config.defaultStoreCode).locale);
      const path = normalisePath(ctx, store, search.get('urlPath') ?? '');
      const q: Query = { ctx, store, params: search, body: {} };
      const page = resolvePage(q, path);
      const cats = categoriesFlat(ctx, store);
      const parent = cats.find((c) => c.id === page?.categoryId);
      const items = (parent?.children_data ?? [])
        .filter(inMenu)
        .map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, link: categoryLink(q, c.url_path), product_count: c.product_count }));
      return HttpResponse.json({ items });
    }),
  ];
}
