import { fc, test } from '../../../testing/property-test';
import { describe, expect, it } from 'vitest';
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { intParam, isRecord } from '../shared/common';
import { type Entry, categoriesFlat, entries, facetValueId, normalisePath, subtreeIds, ticketFor } from './elevate-catalog';
import { SORTS, applyFilters, facets, isSortId, readFilters, sortEntries, sortOptions } from './elevate-listing';
import { navigation, navigationMemoSize } from './elevate-navigation';
import { pageMemo, pageMemoSize } from './elevate-page-memo';
import { QUERIES } from './elevate-pages';
import { textScore, tokens, vocabulary } from './elevate-text';
import { smallFixtures, testContext } from '../../../testing/mock-backend/content-support';

// The landing-page memos must never change an answer: a context that has answered many requests before answers
// each one byte for byte as a fresh context (which computes everything for the first time) does, and the parts the
// memos serve (page, primary list, SEO, content lists) are what the handler computed before it had memos.

const fixtures = smallFixtures();
const STORES: StoreCode[] = ['nl', 'en', 'de'];
const probe = testContext(fixtures);

interface Request {
  page: 'landing-page' | 'search-page';
  store: StoreCode;
  params: [string, string][];
  body: Record<string, unknown>;
}

async function answer(ctx: MockContext, r: Request): Promise<string> {
  const res = QUERIES[r.page]!({ ctx, store: r.store, params: new URLSearchParams(r.params), body: r.body });
  return `${res.status} ${res.headers.get('content-type')} ${res.headers.get('content-length')}\n${await res.text()}`;
}

/** The landing-page handler's parts as it computed them before the memos (the oracle; no memo anywhere). */
function unmemoised(ctx: MockContext, store: StoreCode, params: URLSearchParams, body: Record<string, unknown>) {
  const reference = params.get('pageReference') ?? '';
  const path = normalisePath(ctx, store, reference);
  const landing = ctx.fixtures.recommendations.landingPages.find((p) => p.store === store && p.url_path.replace(/^\/+|\/+$/g, '') === path);
  const category = categoriesFlat(ctx, store).find((c) => c.url_path === path || c.url_key === path);
  let preset: Record<string, unknown> = {};
  try {
    const parsed: unknown = landing ? JSON.parse(landing.filter_attributes) : {};
    if (isRecord(parsed)) preset = parsed;
  } catch {
    preset = {};
  }
  const page = landing
    ? { categoryId: landing.category_id, title: landing.title, meta: undefined, preset }
    : category && { categoryId: category.id, title: category.name, meta: { title: category.meta_title, description: category.meta_description }, preset: {} };
  const matchesPreset = (e: Entry) =>
    Object.entries(page?.preset ?? {}).every(([field, want]) => {
      const doc = e.doc as unknown as Record<string, unknown>;
      const have = doc[field];
      const has = Array.isArray(have) ? have.map(String) : have === undefined ? [] : [String(have)];
      if (Array.isArray(doc[`${field}_options`])) has.push(...(doc[`${field}_options`] as unknown[]).map(String));
      return (Array.isArray(want) ? want : [want]).map(String).some((w) => has.includes(w));
    });
  let base: Entry[] = [];
  if (page !== undefined) {
    const cat = categoriesFlat(ctx, store).find((c) => c.id === page.categoryId);
    const ids = new Set(cat ? subtreeIds(cat) : [page.categoryId]);
    base = entries(ctx, store).filter((e) => e.categoryIds.some((id) => ids.has(id)) && matchesPreset(e));
  }
  const q = params.get('q');
  if (q) base = base.filter((e) => textScore(e, tokens(q)) > 0);
  const filters = readFilters(params);
  const requested = params.get('sort') ?? 'RELEVANCE';
  const sort = isSortId(requested) ? requested : 'RELEVANCE';
  const matching = sortEntries(applyFilters(base, filters), sort);
  const skip = Math.max(0, intParam(params, 'skip', 0));
  const limit = Math.max(0, intParam(params, 'limit', 60));
  const primaryList = {
    totalHits: matching.length,
    sort: { selected: sort, options: sortOptions(store) },
    facets: facets(ctx, store, base, filters),
    productGroups: matching.slice(skip, skip + limit).map((e) => e.group),
  };
  const articles = ctx.fixtures.stories.published.filter((s) => s.full_slug.startsWith(`${store}/blog/`) && !s.is_startpage);
  const contentLists = (Array.isArray(body.contentLists) ? body.contentLists.filter(isRecord) : []).map((l) => ({
    id: l.id ?? 'content',
    items: articles.slice(0, typeof l.limit === 'number' ? l.limit : 3).map((s) => ({
      key: s.uuid,
      ticket: ticketFor(store, s.uuid),
      link: `/${s.full_slug.replace(new RegExp(`^${store}/`), store === ctx.config.defaultStoreCode ? '' : `${store}/`)}`,
      description: typeof s.content.title === 'string' ? s.content.title : s.name,
      custom: { short_description: typeof s.content.intro === 'string' ? s.content.intro : s.name, page_url: reference },
    })),
  }));
  const seo = page
    ? {
        pageTitle: page.meta?.title ?? page.title,
        metaDescription: page.meta?.description ?? '',
        canonicalPath: reference,
        pageHeading: page.title,
        preamble: '',
      }
    : {};
  return { primaryList, contentLists, published: page !== undefined, seo };
}

/** Checks the memo-served parts of a landing-page answer against the oracle, in JSON text (so key order counts). */
function expectUnmemoised(r: Request, text: string): void {
  const params = new URLSearchParams(r.params);
  if (r.page !== 'landing-page' || (params.get('pageReference') ?? '') === '') return;
  const got = JSON.parse(text.slice(text.indexOf('\n') + 1)) as Record<string, unknown>;
  const want = unmemoised(probe, r.store, params, r.body);
  const json = (v: unknown) => JSON.stringify(v);
  if (isRecord(r.body.primaryList) && r.body.primaryList.include === true) expect(json(got.primaryList)).toBe(json(want.primaryList));
  expect(json([got.contentLists, got.published, got.seo])).toBe(json([want.contentLists, want.published, want.seo]));
}

const prefixes = new Map(fixtures.storeViews.map((v) => [v.storeCode, v.urlPrefix]));
const knownPaths = STORES.flatMap((s) => [
  ...categoriesFlat(probe, s).flatMap((c) => [c.url_path, c.url_key]),
  ...fixtures.recommendations.landingPages.filter((p) => p.store === s).map((p) => p.url_path),
]);
/** The pages a shop asks for again and again (top categories and landing pages), so runs revisit them. */
const hotPaths = (store: StoreCode) => [
  ...categoriesFlat(probe, store)
    .filter((c) => c.level === 2)
    .map((c) => c.url_path),
  ...fixtures.recommendations.landingPages.filter((p) => p.store === store).map((p) => p.url_path),
];
const spelled = (path: string, prefix: string) =>
  fc.constantFrom(`/${path}`, `${path}/`, path, `${prefix}/${path}`, `/l/elevate/${path}/`, `https://shop.example${prefix}/${path}?x=1`, `/${path}.html`);
const reference = (store: StoreCode) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hotPaths(store)).map((p) => `/${p}`) },
    { weight: 3, arbitrary: fc.constantFrom(...knownPaths).chain((p) => spelled(p, prefixes.get(store) ?? '')) },
    { weight: 2, arbitrary: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('/bestaat/niet', '/', 'l/elevate/', '/dames/onbekend')) },
  );

const values = (pick: (e: Entry) => string[]) => [
  ...new Set(
    STORES.flatMap((s) => entries(probe, s).flatMap(pick))
      .filter((v) => v !== '')
      .map(facetValueId),
  ),
];
const facetParam = (ids: string[]) => fc.uniqueArray(fc.constantFrom(...ids, 'nope', ''), { maxLength: 3 }).map((l) => l.join('|'));
const words = STORES.flatMap((s) => vocabulary(probe, s).slice(0, 30));
const skus = STORES.flatMap((s) =>
  entries(probe, s)
    .slice(0, 20)
    .map((e) => e.group.key),
);
/** Mostly absent: the common request has no q and no filters (the case the memos serve). */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const filters = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        'f.color': facetParam(values((e) => e.colors)),
        'f.size': facetParam(values((e) => e.sizes)),
        'f.brand': facetParam(values((e) => [e.brand])),
        'f.price.min': fc.constantFrom('0', '15', '40.5', 'abc', ''),
        'f.price.max': fc.constantFrom('30', '80', '1000', ''),
      },
      { requiredKeys: [] },
    ),
  },
);

const params = fc
  .tuple(
    fc.record(
      {
        skip: fc.integer({ min: -3, max: 40 }).map(String),
        limit: fc.oneof(fc.integer({ min: -1, max: 70 }).map(String), fc.constant('x')),
        sort: fc.constantFrom(...SORTS, 'BOGUS'),
        q: sometimes(fc.oneof(fc.constantFrom(...words), fc.constant(''), fc.string({ maxLength: 6 }))),
        includeNavigation: fc.constantFrom('true', 'false'),
      },
      { requiredKeys: [] },
    ),
    filters,
  )
  .map(([p, f]) => Object.entries({ ...p, ...f }).filter((kv): kv is [string, string] => kv[1] !== undefined));

const include = fc.option(
  fc.boolean().map((b) => ({ include: b })),
  { nil: undefined },
);
const body = fc
  .record(
    {
      primaryList: fc.oneof({ weight: 4, arbitrary: fc.constant({ include: true }) }, { weight: 1, arbitrary: include }),
      navigation: include,
      contentLists: fc.array(fc.record({ id: fc.constantFrom('content', 'blog'), limit: fc.integer({ min: -1, max: 5 }) }, { requiredKeys: [] }), {
        maxLength: 2,
      }),
      recommendationLists: fc.array(
        fc.record(
          {
            id: fc.constant('r'),
            algorithm: fc.constantFrom('TOP_PRODUCTS', 'NEWEST_PRODUCTS', 'ALTERNATIVES', 'UPSELL', 'STYLE_WITH', 'CART'),
            limit: fc.integer({ min: 0, max: 10 }),
            productKey: fc.constantFrom(...skus),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: ['primaryList'] },
  )
  .map((b) => JSON.parse(JSON.stringify(b)) as Record<string, unknown>);

const landing: fc.Arbitrary<Request> = fc
  .constantFrom(...STORES)
  .chain((store) => fc.record({ page: fc.constant('landing-page' as const), store: fc.constant(store), reference: reference(store), params, body }))
  .map(({ reference: ref, ...r }) => ({ ...r, params: [['pageReference', ref], ...r.params] }));
const search: fc.Arbitrary<Request> = fc
  .record({ store: fc.constantFrom(...STORES), q: fc.constantFrom(...words), body })
  .map(({ store, q, body: b }) => ({ page: 'search-page', store, params: [['q', q]], body: b }));
const requests = fc.array(fc.oneof({ weight: 5, arbitrary: landing }, { weight: 1, arbitrary: search }), { minLength: 1, maxLength: 5 });

// One context for the whole property: its memos fill up across runs.
const shared = testContext(fixtures);

describe('landing-page memos', () => {
  test.prop([requests], { numRuns: 80 })(
    'answer every request, repeated and interleaved, exactly as a fresh context and the unmemoised handler do',
    async (list) => {
      const expected = await Promise.all(list.map((r) => answer(testContext(fixtures), r)));
      list.forEach((r, i) => expectUnmemoised(r, expected[i]!));
      for (const [i, r] of list.entries()) {
        expect(await answer(shared, r)).toBe(expected[i]);
        expect(await answer(shared, r)).toBe(expected[i]);
      }
      for (const [i, r] of [...list.entries()].reverse()) expect(await answer(shared, r)).toBe(expected[i]);
      // 80 runs of up to 5 fresh contexts each: ~4 s on an idle machine, so the default 5 s is no margin.
    },
    30_000,
  );

  it('stay bounded by the fixtures whatever references arrive', async () => {
    const ctx = testContext(fixtures);
    const ask = (ref: string) =>
      answer(ctx, {
        page: 'landing-page',
        store: 'nl',
        params: [
          ['pageReference', ref],
          ['limit', '1'],
        ],
        body: { primaryList: { include: true }, navigation: { include: true } },
      });
    await ask('/dames');
    const pages = pageMemoSize(ctx, 'nl');
    const categories = categoriesFlat(ctx, 'nl').length;
    const landingPages = fixtures.recommendations.landingPages.filter((p) => p.store === 'nl').length;
    for (let i = 0; i < 1000; i++) {
      await ask(`/onbekend-${i}`);
      await ask(`/dames/?v=${i}`);
    }
    expect(pageMemoSize(ctx, 'nl')).toEqual(pages);
    expect(pages.pages).toBeLessThanOrEqual(categories + landingPages);
    expect(pages.paths).toBeLessThanOrEqual(2 * categories + landingPages);
    // '/dames' and "no category" (every unknown reference): two navigations, not 1001.
    expect(navigationMemoSize(ctx, 'nl')).toBe(2);
  });

  it('hand out frozen parts, so no caller can change a later answer', () => {
    const ctx = testContext(fixtures);
    const memo = pageMemo(ctx, 'nl', '/dames')!;
    for (const part of [memo.page, memo.base(), memo.sorted('NAME'), memo.facets(), memo.facets()[0], navigation(ctx, 'nl', memo.page.categoryId).tree]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(pageMemo(ctx, 'nl', '/l/elevate/dames/')).toBe(memo);
    expect(pageMemo(ctx, 'nl', '/bestaat/niet')).toBeUndefined();
  });
});
