import type { RouteName } from './types';

/** Where a route's path ends: always in a slash, or only with `seo.useTrailingSlashes`. */
export type TrailingSlash = 'always' | 'setting';

export type Layout = 'default' | 'minimal' | 'checkout' | 'empty';

export interface RouteDefinition {
  readonly name: RouteName;
  /** Store-relative pattern; `:x` is a path param. */
  readonly pattern: string;
  readonly trailingSlash: TrailingSlash;
  /** Strict routes match only with their trailing slash (catalogue spec §2). */
  readonly strict?: boolean;
  readonly aliases?: readonly string[];
  readonly layout?: Layout;
  readonly requiresLogin?: boolean;
}

/** The route table of catalogue spec §2 and cart spec §2, in matching order (the first match wins). */
export const routeTable: readonly RouteDefinition[] = [
  { name: 'home', pattern: '/', trailingSlash: 'always', aliases: ['/pwa.html'] },
  { name: 'simple-product', pattern: '/p/:parentSku/:slug', trailingSlash: 'setting' },
  { name: 'virtual-product', pattern: '/p/:parentSku/:slug', trailingSlash: 'setting' },
  { name: 'bundle-product', pattern: '/p/:parentSku/:slug', trailingSlash: 'setting' },
  { name: 'downloadable-product', pattern: '/p/:parentSku/:slug', trailingSlash: 'setting' },
  { name: 'grouped-product', pattern: '/p/:parentSku/:slug', trailingSlash: 'setting' },
  { name: 'configurable-product', pattern: '/p/:parentSku/:slug/:childSku', trailingSlash: 'setting' },
  { name: 'product', pattern: '/p/:parentSku/:slug/:childSku', trailingSlash: 'setting' },
  { name: 'category', pattern: '/c/:slug', trailingSlash: 'setting' },
  { name: 'landing-page', pattern: '/l/elevate/', trailingSlash: 'always', strict: true },
  { name: 'search', pattern: '/catalogsearch/result/', trailingSlash: 'always', strict: true },
  { name: 'blog', pattern: '/blog/', trailingSlash: 'always' },
  { name: 'cart', pattern: '/winkelwagen/', trailingSlash: 'always' },
  { name: 'checkout', pattern: '/checkout', trailingSlash: 'setting', layout: 'checkout' },
  { name: 'checkout-return', pattern: '/checkout-return', trailingSlash: 'setting', layout: 'checkout' },
  { name: 'checkout-failed', pattern: '/checkout-failed', trailingSlash: 'setting', layout: 'checkout' },
  { name: 'login', pattern: '/login', trailingSlash: 'setting' },
  { name: 'my-account', pattern: '/my-account', trailingSlash: 'setting', requiresLogin: true },
  { name: 'my-details', pattern: '/my-account/details', trailingSlash: 'setting', requiresLogin: true },
  { name: 'my-orders', pattern: '/my-account/orders', trailingSlash: 'setting', requiresLogin: true },
  { name: 'my-order', pattern: '/my-account/orders/:orderId', trailingSlash: 'setting', requiresLogin: true },
  { name: 'reset-password', pattern: '/password/reset', trailingSlash: 'setting' },
  { name: 'storelocator', pattern: '/storelocator/', trailingSlash: 'always' },
  { name: 'about-us', pattern: '/about-us/', trailingSlash: 'always' },
  { name: 'styleguide', pattern: '/styleguide', trailingSlash: 'setting' },
  { name: 'error', pattern: '/error', trailingSlash: 'setting', layout: 'minimal' },
  { name: 'storyblok', pattern: '/storyblok', trailingSlash: 'setting' },
  { name: 'storyblok-empty', pattern: '/storyblok-empty', trailingSlash: 'setting', layout: 'empty' },
];

const byName = new Map(routeTable.map((d) => [d.name, d]));

/** The definition of a named route (the first one for names that share a path). */
export function routeDefinition(name: RouteName): RouteDefinition | undefined {
  return byName.get(name);
}

/** Account pages need login (cart spec §2). */
export function requiresLogin(name: RouteName): boolean {
  return routeDefinition(name)?.requiresLogin === true;
}

/** Layout of a route: checkout hides header navigation and footer, error is minimal (cart spec §2, catalogue spec §2). */
export function layoutOf(name: RouteName): Layout {
  return routeDefinition(name)?.layout ?? 'default';
}
