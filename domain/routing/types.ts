import type { StoreCode } from '../store-view/store-view';

export type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

/** Store-independent route names (catalogue spec §2, cart spec §2). With a URL prefix the router's name gets the store code prepended. */
export type RouteName =
  | 'home'
  | `${ProductTypeId}-product`
  | 'product'
  | 'category'
  | 'cms-page'
  | 'cms-story'
  | 'landing-page'
  | 'search'
  | 'blog'
  | 'cart'
  | 'checkout'
  | 'checkout-return'
  | 'checkout-failed'
  | 'login'
  | 'my-account'
  | 'my-details'
  | 'my-orders'
  | 'my-order'
  | 'reset-password'
  | 'storelocator'
  | 'about-us'
  | 'styleguide'
  | 'error'
  | 'storyblok'
  | 'storyblok-empty'
  | 'page-not-found';

export type RouteParams = Readonly<Record<string, string>>;

/** A resolved route: its store view, store-independent name, path params and query. */
export interface Route {
  readonly storeCode: StoreCode;
  readonly name: RouteName;
  readonly params: RouteParams;
  readonly query: RouteParams;
}

/** Routing settings: `seo.useTrailingSlashes` (cart spec §2). */
export interface RoutingOptions {
  readonly useTrailingSlashes: boolean;
}

/** URL state (cart spec §3). */
export interface UrlState {
  readonly dispatcherMap: Readonly<Record<string, Route>>;
  readonly currentRoute?: Route;
  readonly prevRoute?: Route & { readonly scrollPosition?: { readonly x: number; readonly y: number }; readonly categoryPageSize?: number };
  readonly isBackRoute: boolean;
}

/** A stored redirect (cart spec §3). */
export interface RedirectEntity {
  readonly request_path: string;
  readonly target_path: string;
  readonly redirect_type: number;
}

/** Answer of the URL map (cart spec §2, §7): a raw search-index hit. */
export interface UrlMapAnswer {
  readonly _type: 'product' | 'category' | 'cms_page' | (string & {});
  readonly _source: {
    readonly sku?: string;
    readonly parentSku?: string;
    readonly type_id?: string;
    readonly slug?: string;
    readonly url_key?: string;
    readonly url_path?: string;
    readonly identifier?: string;
  };
}
