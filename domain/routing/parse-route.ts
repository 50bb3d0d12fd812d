import type { StoreView } from '../store-view/store-view';
import { decodeSegment, splitPath } from './query';
import { routeTable } from './route-table';
import { isSearchTextPath } from './search-text';
import { storePrefix, storeViewOf, storeViewOfPath } from './store-prefix';
import type { Route, RouteName, RouteParams } from './types';

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

function match(pattern: string, segments: readonly string[]): RouteParams | undefined {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

/** A strict route's path typed without its trailing slash (`/catalogsearch/result`). */
function isStrictWithoutSlash(rest: string): boolean {
  const segments = segmentsOf(rest);
  return !rest.endsWith('/') && routeTable.some((d) => d.strict === true && match(d.pattern, segments) !== undefined);
}

/**
 * Resolves a full path to its store view, route name, params and query (catalogue spec §2, cart spec §2).
 * A path no route matches gives page-not-found with its url_path, which the URL map may still resolve.
 */
export function parseRoute(fullPath: string, views: readonly StoreView[]): Route {
  const { path, query } = splitPath(fullPath);
  const { view, rest } = storeViewOfPath(path, views);
  const segments = segmentsOf(rest);
  const trailing = rest.endsWith('/');
  for (const definition of routeTable) {
    if (definition.aliases?.includes(rest) === true) return { storeCode: view.storeCode, name: definition.name, params: {}, query };
    const params = match(definition.pattern, segments);
    if (params === undefined || (definition.strict === true && !trailing)) continue;
    return { storeCode: view.storeCode, name: definition.name, params, query };
  }
  // Any other path with catalogsearch or geen-zoekresultaat in it is a search page for its q (catalogue spec §2); the
  // strict /catalogsearch/result without its slash stays unmatched, so the server answers 301 to the slash.
  if (isSearchTextPath(rest) && !isStrictWithoutSlash(rest)) return { storeCode: view.storeCode, name: 'search', params: {}, query };
  const url_path = segments.map(decodeSegment).join('/');
  return { storeCode: view.storeCode, name: 'page-not-found', params: { slug: 'page-not-found', url_path }, query };
}

/** The router's name for a route: the store code is prepended when the store view has a URL prefix ('en-home'; catalogue spec §2). */
export function qualifiedRouteName(route: Pick<Route, 'storeCode' | 'name'>, views: readonly StoreView[]): string {
  const prefixed = storePrefix(storeViewOf(route.storeCode, views)) !== '';
  return prefixed ? `${route.storeCode}-${route.name}` : route.name;
}

/** Product route name from a product type: `{type_id}-product` (catalogue spec §2). */
export function productRouteName(typeId: string | undefined): RouteName {
  const known = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'];
  return typeId !== undefined && known.includes(typeId) ? (`${typeId}-product` as RouteName) : 'product';
}
