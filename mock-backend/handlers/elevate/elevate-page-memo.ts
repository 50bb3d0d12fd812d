/**
 * Memos of the landing-page query (wire-reference §4), per mock context and store. They hold only what follows from
 * the fixtures and from `entries()` (built once per context): nothing reads `ctx.state` (stock sold, carts) or the
 * clock after that first build, so a memo answers what a fresh computation would. Page references resolve through
 * an index of the store's landing pages and categories, so the memos grow with the fixtures, never with the
 * references a client sends.
 */
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { cached, isRecord } from '../shared/common';
import { type Entry, categoriesFlat, entries, normalisePath, subtreeIds } from './elevate-catalog';
import { type SortId, facets, sortEntries } from './elevate-listing';

/** The category and preset filters a landing page reference points at. */
export interface ResolvedPage {
  readonly categoryId?: number;
  readonly title?: string;
  readonly meta?: { readonly title: string; readonly description: string };
  readonly preset: Readonly<Record<string, unknown>>;
}

/** A resolved page with its product list before `q` and filters, that list's sort orders and its unfiltered facets. */
export interface PageMemo {
  readonly page: ResolvedPage;
  base(): readonly Entry[];
  sorted(sort: SortId): readonly Entry[];
  facets(): readonly unknown[];
}

/** Freezes a memoised answer part, so a caller that changed it in place would fail loudly instead of leaking. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function matchesPreset(e: Entry, preset: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(preset).every(([field, want]) => {
    const have = (e.doc as unknown as Record<string, unknown>)[field];
    const wants = (Array.isArray(want) ? want : [want]).map(String);
    const has = Array.isArray(have) ? have.map(String) : have === undefined ? [] : [String(have)];
    const options = (e.doc as unknown as Record<string, unknown>)[`${field}_options`];
    if (Array.isArray(options)) has.push(...options.map(String));
    return wants.some((w) => has.includes(w));
  });
}

function parsePreset(filterAttributes: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(filterAttributes);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const NO_FILTERS = { color: [], size: [], brand: [], inStock: false };

function memoOf(ctx: MockContext, store: StoreCode, page: ResolvedPage): PageMemo {
  let base: readonly Entry[] | undefined;
  let pageFacets: readonly unknown[] | undefined;
  const orders = new Map<SortId, readonly Entry[]>();
  const memo: PageMemo = {
    page: deepFreeze(page),
    base() {
      if (base === undefined) {
        let list: Entry[] = [];
        if (page.categoryId !== undefined) {
          const category = categoriesFlat(ctx, store).find((c) => c.id === page.categoryId);
          const ids = new Set(category ? subtreeIds(category) : [page.categoryId]);
          list = entries(ctx, store).filter((e) => e.categoryIds.some((id) => ids.has(id)) && matchesPreset(e, page.preset));
        }
        base = Object.freeze(list);
      }
      return base;
    },
    sorted(sort) {
      let order = orders.get(sort);
      if (order === undefined) {
        order = Object.freeze(sortEntries(memo.base(), sort));
        orders.set(sort, order);
      }
      return order;
    },
    facets() {
      pageFacets ??= deepFreeze(facets(ctx, store, memo.base(), NO_FILTERS));
      return pageFacets;
    },
  };
  return memo;
}

/**
 * Normalised path → page of a store: fixture landing pages first, then the first category whose url_path or url_key
 * is the path (the order the handler has always searched in). A category's two paths share one memo.
 */
function pageIndex(ctx: MockContext, store: StoreCode): ReadonlyMap<string, PageMemo> {
  return cached(ctx, `elevate:page-index:${store}`, () => {
    const index = new Map<string, PageMemo>();
    for (const landing of ctx.fixtures.recommendations.landingPages) {
      const path = landing.url_path.replace(/^\/+|\/+$/g, '');
      if (landing.store !== store || index.has(path)) continue;
      index.set(path, memoOf(ctx, store, { categoryId: landing.category_id, title: landing.title, preset: parsePreset(landing.filter_attributes) }));
    }
    for (const c of categoriesFlat(ctx, store)) {
      const paths = [c.url_path, c.url_key].filter((p) => !index.has(p));
      if (paths.length === 0) continue;
      const memo = memoOf(ctx, store, { categoryId: c.id, title: c.name, meta: { title: c.meta_title, description: c.meta_description }, preset: {} });
      for (const p of paths) index.set(p, memo);
    }
    return index;
  });
}

/** The memo of the page a reference points at, or undefined when it names no landing page or category. */
export function pageMemo(ctx: MockContext, store: StoreCode, reference: string): PageMemo | undefined {
  return pageIndex(ctx, store).get(normalisePath(ctx, store, reference));
}

/** How many paths and distinct pages a store's index holds (fixed by the fixtures; the tests check the bound). */
export function pageMemoSize(ctx: MockContext, store: StoreCode): { paths: number; pages: number } {
  const index = pageIndex(ctx, store);
  return { paths: index.size, pages: new Set(index.values()).size };
}
