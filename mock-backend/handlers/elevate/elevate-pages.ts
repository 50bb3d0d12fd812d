/**
 * The query pages of the search provider (wire-reference §4): landing-page, search-page, product-page, autocomplete,
 * cart-page, with their primary list, recommendation lists, content lists and navigation.
 */
import { HttpResponse } from 'msw';
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { cached, intParam, isRecord, storeView } from '../shared/common';
import { type Entry, type ProductGroup, categoriesFlat, entries, entryBySku, entryOf, inMenu, ticketFor, visibleProducts } from './elevate-catalog';
import { type Filters, type SortId, applyFilters, facets, isSortId, isUnfiltered, readFilters, sortEntries, sortOptions } from './elevate-listing';
import { navigation, storeLink } from './elevate-navigation';
import { type PageMemo, type ResolvedPage, deepFreeze, pageMemo } from './elevate-page-memo';
import { correct, textScore, tokens, vocabulary } from './elevate-text';

/** Elevate's default page size of a primary list. */
const DEFAULT_LIMIT = 60;
export const RECOMMENDATION_LIMIT = 8;

type Body = Record<string, unknown>;

export function badRequest(message: string): Response {
  return HttpResponse.json({ status: 400, message }, { status: 400 });
}

export interface Query {
  ctx: MockContext;
  store: StoreCode;
  params: URLSearchParams;
  body: Body;
}

const included = (body: Body, key: string) => isRecord(body[key]) && (body[key] as Body).include === true;

function groupsOf(list: readonly Entry[]): ProductGroup[] {
  return list.map((e) => e.group);
}

/** The primary list; `memo` (the page's list before `q`, when no `q` narrowed it) answers the unfiltered case. */
function primaryList(q: Query, base: readonly Entry[], relevanceOrder: readonly Entry[], memo?: PageMemo) {
  const filters: Filters = readFilters(q.params);
  const requested = q.params.get('sort') ?? 'RELEVANCE';
  const sort: SortId = isSortId(requested) ? requested : 'RELEVANCE';
  const unfiltered = memo !== undefined && isUnfiltered(filters);
  const matching = unfiltered ? memo.sorted(sort) : sortEntries(applyFilters(relevanceOrder, filters), sort);
  const skip = Math.max(0, intParam(q.params, 'skip', 0));
  const limit = Math.max(0, intParam(q.params, 'limit', DEFAULT_LIMIT));
  return {
    totalHits: matching.length,
    sort: { selected: sort, options: sortOptions(q.store) },
    facets: unfiltered ? memo.facets() : facets(q.ctx, q.store, base, filters),
    productGroups: groupsOf(matching.slice(skip, skip + limit)),
  };
}

/** Products for one recommendation algorithm (fixture lists first, then same-category or top products). */
function recommend(q: Query, algorithm: string, limit: number, productKey?: string, cart: readonly string[] = []): ProductGroup[] {
  // Entries are built for the products a list may hold, not for the whole store (a hash per product and variant).
  const rec = q.ctx.fixtures.recommendations;
  const entryFor = (sku: string) => entryOf(q.ctx, q.store, sku);
  const pick = (skus: readonly string[]) => skus.map(entryFor).filter((e): e is Entry => e !== undefined);
  const sameCategory = (key: string) => {
    const self = entryFor(key);
    const cat = self?.categoryIds[self.categoryIds.length - 1];
    if (self === undefined || cat === undefined) return [];
    const { visible } = visibleProducts(q.ctx, q.store);
    return pick(visible.filter((p) => p.sku !== self.group.key && p.category_ids.includes(cat)).map((p) => p.sku));
  };
  let list: Entry[];
  switch (algorithm) {
    case 'ALTERNATIVES':
      list = productKey ? [...pick(rec.alternatives[productKey] ?? []), ...sameCategory(productKey)] : [];
      break;
    case 'UPSELL':
      list = productKey ? [...pick(rec.upsell[productKey] ?? []), ...sameCategory(productKey).sort((a, b) => b.price - a.price)] : [];
      break;
    case 'STYLE_WITH':
      list = productKey ? pick(rec.styleWith[productKey] ?? []) : [];
      break;
    case 'CART':
    case 'ADD_TO_CART_RECS':
      list = cart.flatMap((k) => [...pick(rec.alternatives[k] ?? []), ...pick(rec.styleWith[k] ?? [])]);
      if (list.length === 0) list = pick(rec.top[q.store] ?? []);
      break;
    case 'NEWEST_PRODUCTS':
      list = sortEntries(entries(q.ctx, q.store), 'NEWEST_FIRST');
      break;
    default:
      list = pick(rec.top[q.store] ?? []);
  }
  const exclude = new Set([productKey, ...cart]);
  const unique = [...new Map(list.map((e) => [e.group.key, e] as const)).values()].filter((e) => !exclude.has(e.group.key));
  return groupsOf(unique.slice(0, limit));
}

function recommendationLists(q: Query, productKey?: string, cart: readonly string[] = []) {
  const lists = Array.isArray(q.body.recommendationLists) ? q.body.recommendationLists.filter(isRecord) : [];
  return lists.map((l) => {
    const algorithm = typeof l.algorithm === 'string' ? l.algorithm : 'TOP_PRODUCTS';
    const limit = typeof l.limit === 'number' ? l.limit : RECOMMENDATION_LIMIT;
    const key = typeof l.productKey === 'string' ? l.productKey : productKey;
    return { id: l.id ?? algorithm, algorithm, visualization: l.visualization ?? 'CAROUSEL', productGroups: recommend(q, algorithm, limit, key, cart) };
  });
}

/** The store's blog articles with their tickets and texts, from fixture stories only (built once per context). */
function articles(ctx: MockContext, store: StoreCode) {
  return cached(ctx, `elevate:articles:${store}`, () => {
    const prefix = `${store}/blog/`;
    const stories = ctx.fixtures.stories.published.filter((s) => s.full_slug.startsWith(prefix) && !s.is_startpage);
    return deepFreeze(
      stories.map((s) => ({
        key: s.uuid,
        ticket: ticketFor(store, s.uuid),
        slug: s.full_slug,
        description: typeof s.content.title === 'string' ? s.content.title : s.name,
        shortDescription: typeof s.content.intro === 'string' ? s.content.intro : s.name,
      })),
    );
  });
}

/** Editorial content (the store's blog articles) for `contentLists`, each tagged with the page it belongs to. */
function contentLists(q: Query, pageUrl: string) {
  const lists = Array.isArray(q.body.contentLists) ? q.body.contentLists.filter(isRecord) : [];
  if (lists.length === 0) return [];
  const all = articles(q.ctx, q.store);
  const storePrefix = new RegExp(`^${q.store}/`);
  const linkPrefix = q.store === q.ctx.config.defaultStoreCode ? '' : `${q.store}/`;
  return lists.map((l) => {
    const limit = typeof l.limit === 'number' ? l.limit : 3;
    return {
      id: l.id ?? 'content',
      items: all.slice(0, limit).map((a) => ({
        key: a.key,
        ticket: a.ticket,
        link: `/${a.slug.replace(storePrefix, linkPrefix)}`,
        description: a.description,
        custom: { short_description: a.shortDescription, page_url: pageUrl },
      })),
    };
  });
}

export function categoryLink(q: Query, urlPath: string): string {
  return storeLink(q.ctx, q.store, urlPath);
}

/** The category and preset filters a landing page reference points at (shared, frozen: read it, do not change it). */
export function resolvePage(q: Query, reference: string): ResolvedPage | undefined {
  return pageMemo(q.ctx, q.store, reference)?.page;
}

function landingPage(q: Query) {
  const reference = q.params.get('pageReference') ?? '';
  if (reference === '') return badRequest("Missing required parameter 'pageReference'");
  const memo = pageMemo(q.ctx, q.store, reference);
  const page = memo?.page;
  let base: readonly Entry[] = memo?.base() ?? [];
  const query = q.params.get('q');
  if (query) {
    const t = tokens(query);
    base = base.filter((e) => textScore(e, t) > 0);
  }
  const withNavigation = included(q.body, 'navigation') || q.params.get('includeNavigation') === 'true';
  return HttpResponse.json({
    ...(included(q.body, 'primaryList') ? { primaryList: primaryList(q, base, base, query ? undefined : memo) } : {}),
    ...(withNavigation ? { navigation: navigation(q.ctx, q.store, page?.categoryId) } : {}),
    recommendationLists: recommendationLists(q),
    contentLists: contentLists(q, reference),
    customData: {},
    published: page !== undefined,
    seo: page
      ? {
          pageTitle: page.meta?.title ?? page.title,
          metaDescription: page.meta?.description ?? '',
          canonicalPath: reference,
          pageHeading: page.title,
          preamble: '',
        }
      : {},
  } as never);
}

function searchMatches(q: Query, query: string): Entry[] {
  const t = tokens(query);
  const visible = entries(q.ctx, q.store).filter((e) => e.doc.visibility === 3 || e.doc.visibility === 4);
  return visible
    .map((e) => ({ e, s: textScore(e, t) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.e.position - b.e.position)
    .map((x) => x.e);
}

function searchPage(q: Query) {
  const query = (q.params.get('q') ?? '').trim();
  if (query === '') return badRequest("Missing required parameter 'q'");
  let hits = searchMatches(q, query);
  let autoCorrect: { q: string; originalTotalHits: number } | undefined;
  const suggestion = correct(q.ctx, q.store, query);
  if (hits.length === 0 && suggestion && q.params.get('origin') !== 'UNDO_AUTO_CORRECT') {
    autoCorrect = { q: suggestion, originalTotalHits: 0 };
    hits = searchMatches(q, suggestion);
  }
  const withNavigation = included(q.body, 'navigation') || q.params.get('includeNavigation') === 'true';
  return HttpResponse.json({
    q: autoCorrect?.q ?? query,
    ...(autoCorrect ? { autoCorrect } : {}),
    didYouMean: suggestion && !autoCorrect ? [{ q: suggestion }] : [],
    primaryList: primaryList(q, hits, hits),
    relatedSearches: [],
    ...(withNavigation ? { navigation: navigation(q.ctx, q.store, undefined) } : {}),
    contentLists: contentLists(q, `/catalogsearch/result/?q=${encodeURIComponent(query)}`),
    recommendationLists: recommendationLists(q),
  } as never);
}

function productPage(q: Query) {
  const productKey = q.params.get('productKey') ?? '';
  if (productKey === '') return badRequest("Missing required parameter 'productKey'");
  const entry = entryOf(q.ctx, q.store, productKey);
  const tickets: Record<string, string> = {};
  for (const p of entry?.group.products ?? []) {
    tickets[p.key] = p.ticket;
    for (const v of p.variants) tickets[v.key] = v.ticket;
  }
  const groupKey = entry?.group.key ?? productKey;
  return HttpResponse.json({
    ...(entry && included(q.body, 'productGroup') ? { productGroup: entry.group } : {}),
    recommendationLists: recommendationLists(q, groupKey),
    tickets,
  } as never);
}

/** Queries that send the shopper to a page instead of a result list (shared by autocomplete and `redirects`). */
export function queryRedirects(ctx: MockContext, store: StoreCode): ReadonlyMap<string, string> {
  return cached(ctx, `elevate:redirects:${store}`, () => {
    const prefix = storeView(ctx, store).urlPrefix;
    const map = new Map<string, string>();
    for (const c of categoriesFlat(ctx, store)) if (c.level === 2 && inMenu(c)) map.set(c.name.toLowerCase(), `${prefix}/${c.url_path}`);
    for (const p of ctx.fixtures.recommendations.landingPages) {
      if (p.store === store) map.set(p.title.toLowerCase(), `${prefix}/l/elevate/${p.url_path.replace(/^\/+|\/+$/g, '')}/`);
    }
    return map;
  });
}

function autocomplete(q: Query) {
  const query = (q.params.get('q') ?? '').trim();
  if (query === '') return badRequest("Missing required parameter 'q'");
  const lower = query.toLowerCase();
  const phrases = vocabulary(q.ctx, q.store)
    .filter((w) => w.startsWith(lower) && w !== lower)
    .slice(0, 6)
    .map((w) => ({ q: w, highlighted: `{{${w.slice(0, lower.length)}}}${w.slice(lower.length)}` }));
  const hits = searchMatches(q, query);
  const redirect = queryRedirects(q.ctx, q.store).get(lower);
  return HttpResponse.json({
    phraseSuggestions: phrases,
    productSuggestions: groupsOf(hits.slice(0, 6)),
    contentSuggestions: [],
    recentSearches: [],
    recentlyViewed: [],
    totalHits: hits.length,
    ...(redirect ? { redirectLink: redirect } : {}),
  } as never);
}

function cartPage(q: Query) {
  const cart = (q.params.get('cart') ?? '')
    .split('|')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
  if (cart.length === 0) return badRequest("Missing required parameter 'cart'");
  const bySku = entryBySku(q.ctx, q.store);
  const keys = cart.map((k) => bySku.get(k)?.group.key ?? k);
  const lists = Array.isArray(q.body.recommendationLists)
    ? q
    : { ...q, body: { ...q.body, recommendationLists: [{ id: 'cart', algorithm: 'CART', limit: RECOMMENDATION_LIMIT }] } };
  return HttpResponse.json({ recommendationLists: recommendationLists(lists, undefined, keys) } as never);
}

export const QUERIES: Record<string, (q: Query) => Response> = {
  'landing-page': landingPage,
  'search-page': searchPage,
  'product-page': productPage,
  autocomplete,
  'cart-page': cartPage,
};
