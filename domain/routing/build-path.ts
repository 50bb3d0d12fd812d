import type { StoreView } from '../store-view/store-view';
import { formatQuery } from './query';
import { routeDefinition } from './route-table';
import { storePrefix, storeViewOf } from './store-prefix';
import type { Route, RoutingOptions } from './types';

const encodePath = (path: string): string =>
  path
    .split('/')
    .filter((s) => s !== '')
    .map(encodeURIComponent)
    .join('/');

const isProductOrCategory = (name: Route['name']): boolean => name === 'category' || name === 'product' || name.endsWith('-product');

function fillPattern(pattern: string, route: Route): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = route.params[key];
    if (value === undefined || value === '') throw new RangeError(`Route ${route.name} needs the param ${key}`);
    return encodeURIComponent(value);
  });
}

/** Store-relative path of a route before slashes are settled; `always` marks paths that keep a trailing slash. */
function relativePath(route: Route): { path: string; always: boolean } {
  const urlPath = route.params['url_path'];
  // With the URL dispatcher on, products, categories and landing pages live at their url_path (catalogue spec §2).
  if (urlPath !== undefined && urlPath !== '' && (isProductOrCategory(route.name) || route.name === 'landing-page' || route.name === 'page-not-found')) {
    return { path: `/${encodePath(urlPath)}`, always: false };
  }
  if (route.name === 'page-not-found') return { path: '/page-not-found', always: false };
  if (route.name === 'cms-page') return { path: `/${encodePath(route.params['slug'] ?? '')}`, always: false };
  if (route.name === 'cms-story') {
    // A story slug is the store code plus the page path, 'home' for the home page (cart spec §2).
    const page = (route.params['slug'] ?? '').split('/').slice(1).join('/');
    return page === '' || page === 'home' ? { path: '/', always: true } : { path: `/${encodePath(page)}`, always: false };
  }
  const definition = routeDefinition(route.name);
  if (definition === undefined) throw new RangeError(`Unknown route ${route.name}`);
  return { path: fillPattern(definition.pattern, route), always: definition.trailingSlash === 'always' };
}

/** The full path of a route: store prefix, path, trailing slash per route or `seo.useTrailingSlashes`, then the query (catalogue spec §2). */
export function buildPath(route: Route, views: readonly StoreView[], options: RoutingOptions): string {
  const prefix = storePrefix(storeViewOf(route.storeCode, views));
  const { path, always } = relativePath(route);
  const slashed = (always || options.useTrailingSlashes) && !path.endsWith('/') ? `${path}/` : path;
  return `${prefix}${slashed}${formatQuery(route.query)}`;
}
