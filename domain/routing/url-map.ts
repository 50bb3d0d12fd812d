import type { StoreCode } from '../store-view/store-view';
import { productRouteName } from './parse-route';
import type { Route, RouteParams, UrlMapAnswer } from './types';

/**
 * Turns a URL map answer into a route (cart spec §2): a product gives `{type_id}-product` with slug, parentSku and
 * childSku; a category gives category with url_path; a cms_page gives cms-page with its identifier as slug.
 */
export function routeFromUrlMap(answer: UrlMapAnswer | null | undefined, storeCode: StoreCode, query: RouteParams = {}): Route | undefined {
  if (answer === null || answer === undefined) return undefined;
  const s = answer._source;
  if (answer._type === 'product' && s.sku !== undefined) {
    const parentSku = s.parentSku ?? s.sku;
    const childSku = query['childSku'] ?? s.sku;
    const slug = s.slug ?? s.url_key ?? s.sku;
    return { storeCode, name: productRouteName(s.type_id), params: { slug, parentSku, childSku, ...urlPathParam(s.url_path) }, query };
  }
  if (answer._type === 'category' && s.url_path !== undefined) {
    return { storeCode, name: 'category', params: { url_path: s.url_path, ...(s.slug === undefined ? {} : { slug: s.slug }) }, query };
  }
  if (answer._type === 'cms_page' && s.identifier !== undefined) return { storeCode, name: 'cms-page', params: { slug: s.identifier }, query };
  return undefined;
}

const urlPathParam = (urlPath: string | undefined): RouteParams => (urlPath === undefined ? {} : { url_path: urlPath });

/** The landing page route of the search provider for a url_path (cart spec §2). */
export function landingPageRoute(storeCode: StoreCode, urlPath: string, query: RouteParams = {}): Route {
  return { storeCode, name: 'landing-page', params: { url_path: urlPath }, query };
}

/** A CMS story route: slug is the store code plus the page path, 'home' when empty (cart spec §2). */
export function cmsStoryRoute(storeCode: StoreCode, pagePath: string, query: RouteParams = {}): Route {
  const page = pagePath.replace(/^\/+|\/+$/g, '');
  return { storeCode, name: 'cms-story', params: { slug: `${storeCode}/${page === '' ? 'home' : page}` }, query };
}

/** The not-found route, slug page-not-found (cart spec §2). */
export function pageNotFoundRoute(storeCode: StoreCode, urlPath?: string): Route {
  return { storeCode, name: 'page-not-found', params: { slug: 'page-not-found', ...urlPathParam(urlPath) }, query: {} };
}

/** The URL map is asked only when nothing or only the not-found page matched the path (cart spec §2). */
export function needsUrlMap(route: Route | undefined): boolean {
  return route === undefined || route.name === 'page-not-found';
}

/** The url the URL map expects: no leading slash and no store-code prefix (wire reference, url/map). */
export function urlMapKey(urlPath: string): string {
  return urlPath.replace(/^\/+|\/+$/g, '');
}
