/** The navigation part of a provider page (wire-reference §4): breadcrumbs and the menu tree around one category. */
import type { MockContext } from '../../context';
import type { CategoryDoc, StoreCode } from '../../../fixtures/types';
import { cached, storeView } from '../shared/common';
import { categoriesFlat, inMenu } from './elevate-catalog';
import { deepFreeze } from './elevate-page-memo';

export interface Navigation {
  breadcrumbs: { label: string; path: string }[];
  tree: Record<string, unknown>;
}

/** The shop link of a category url_path in a store view. */
export function storeLink(ctx: MockContext, store: StoreCode, urlPath: string): string {
  return `${storeView(ctx, store).urlPrefix}/${urlPath}`;
}

function buildNavigation(ctx: MockContext, store: StoreCode, categoryId: number | undefined): Navigation {
  const cats = categoriesFlat(ctx, store);
  const byId = new Map(cats.map((c) => [c.id, c]));
  const current = categoryId === undefined ? undefined : byId.get(categoryId);
  const ancestors = current ? current.parent_ids.map((id) => byId.get(id)).filter((c): c is CategoryDoc => c !== undefined && c.level >= 2) : [];
  const chain = current ? [...ancestors, current] : [];
  const breadcrumbs = chain.map((c) => ({ label: c.name, path: storeLink(ctx, store, c.url_path) }));
  const node = (c: CategoryDoc): Record<string, unknown> => ({
    label: c.name,
    path: storeLink(ctx, store, c.url_path),
    selected: chain.includes(c),
    children: chain.includes(c) ? c.children_data.filter((d) => inMenu(d) || chain.includes(d)).map(node) : [],
  });
  const roots = cats.filter((c) => c.level === 2 && (inMenu(c) || chain.includes(c)));
  return { breadcrumbs, tree: { label: 'root', path: `${storeView(ctx, store).urlPrefix}/`, selected: false, children: roots.map(node) } };
}

function memos(ctx: MockContext, store: StoreCode): Map<number | undefined, Navigation> {
  return cached(ctx, `elevate:navigation:${store}`, () => new Map<number | undefined, Navigation>());
}

/**
 * Navigation around a category (none selected when undefined), built once per context, store and category: it
 * follows from the fixture category tree and store view only. Callers pass ids of resolved pages (fixture ids), so
 * the memo is bounded by the fixtures.
 */
export function navigation(ctx: MockContext, store: StoreCode, categoryId: number | undefined): Navigation {
  const known = memos(ctx, store);
  let nav = known.get(categoryId);
  if (nav === undefined) {
    nav = deepFreeze(buildNavigation(ctx, store, categoryId));
    known.set(categoryId, nav);
  }
  return nav;
}

/** How many navigations a store has memoised (for the bound the tests check). */
export function navigationMemoSize(ctx: MockContext, store: StoreCode): number {
  return memos(ctx, store).size;
}
