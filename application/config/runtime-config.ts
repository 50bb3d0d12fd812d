/**
 * Every flag the specification names, with its default. The descriptions double as documentation
 * (`storefront config` and the README list them) and name the environment variable that sets each one.
 */
export interface RuntimeConfig {
  readonly cart: {
    readonly synchronize: boolean;
    readonly synchronizeTotals: boolean;
    readonly serverMergeByDefault: boolean;
    readonly serverSyncCanRemoveLocalItems: boolean;
    readonly serverSyncCanModifyLocalItems: boolean;
    readonly maxCartBypassAttempts: number;
    readonly askBeforeRemoval: boolean;
    readonly minicartCountMode: 'quantities' | 'items';
  };
  readonly stock: { readonly allowOutOfStockInCart: boolean };
  readonly catalog: {
    readonly listOutOfStockProducts: boolean;
    readonly displayOutOfStockSizes: boolean;
    readonly preventConfigurableChildDirectAccess: boolean;
    readonly usePriceTiers: boolean;
    readonly userGroupTaxId: number | null;
  };
  readonly seo: { readonly useTrailingSlashes: boolean };
  readonly url: { readonly enableMapFallbackUrl: boolean; readonly dispatcher: boolean };
  readonly multistore: boolean;
  readonly users: { readonly maxTokenRefreshAttempts: number };
  readonly orders: { readonly autoSendOfflineOrders: boolean };
  readonly services: {
    /** Vue-Storefront-API base (catalogue, stock, url map, product render-list, orders). */
    readonly apiUrl: string;
    /** Base path of the commerce extension that serves cart and customer calls (cart spec §7 `{ext}`). */
    readonly extensionBasePath: string;
    readonly cmsUrl: string;
    readonly storyblokCdnUrl: string;
    readonly storyblokToken: string;
    readonly searchProviderUrl: string;
    readonly paymentProviderUrl: string;
  };
}

export type SettingType = 'boolean' | 'integer' | 'string' | 'optional-integer' | 'enum';

export interface SettingDefinition {
  /** Dotted path into RuntimeConfig. */
  readonly path: string;
  /** Environment variable read by the server and the CLI. */
  readonly env: string;
  readonly type: SettingType;
  readonly values?: readonly string[];
  readonly description: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  cart: {
    synchronize: true,
    synchronizeTotals: true,
    serverMergeByDefault: true,
    serverSyncCanRemoveLocalItems: false,
    serverSyncCanModifyLocalItems: false,
    // The spec gives no value. Three guest-cart reconnects ride out a token that expired mid-session and one
    // transient server error, without looping on a backend that is really down.
    maxCartBypassAttempts: 3,
    askBeforeRemoval: true,
    minicartCountMode: 'quantities',
  },
  stock: { allowOutOfStockInCart: true },
  catalog: {
    listOutOfStockProducts: false,
    // Catalogue spec §4 removes out-of-stock and disabled children: sold-out sizes are hidden unless this is turned on.
    displayOutOfStockSizes: false,
    preventConfigurableChildDirectAccess: true,
    usePriceTiers: false,
    userGroupTaxId: null,
  },
  seo: { useTrailingSlashes: false },
  url: { enableMapFallbackUrl: true, dispatcher: true },
  multistore: true,
  // The spec gives no value. Two refresh attempts cover a race between two tabs refreshing the same token;
  // a third failure means the refresh token itself is gone, and the shopper must log in again.
  users: { maxTokenRefreshAttempts: 2 },
  orders: { autoSendOfflineOrders: false },
  services: {
    apiUrl: '/api',
    extensionBasePath: '/api/ext/magento',
    cmsUrl: '/api/ext/cms',
    storyblokCdnUrl: '/v2/cdn',
    storyblokToken: 'demo-public-token',
    searchProviderUrl: '/api/storefront/v3',
    paymentProviderUrl: '/payment-provider',
  },
};

export const settingDefinitions: readonly SettingDefinition[] = [
  { path: 'cart.synchronize', env: 'CART_SYNCHRONIZE', type: 'boolean', description: 'Synchronise the local cart with the server cart (cart.synchronize).' },
  { path: 'cart.synchronizeTotals', env: 'CART_SYNCHRONIZE_TOTALS', type: 'boolean', description: 'Read totals from the server (synchronize_totals).' },
  {
    path: 'cart.serverMergeByDefault',
    env: 'CART_SERVER_MERGE_BY_DEFAULT',
    type: 'boolean',
    description: 'Merge server items into the local cart on sync (serverMergeByDefault).',
  },
  {
    path: 'cart.serverSyncCanRemoveLocalItems',
    env: 'CART_SERVER_SYNC_CAN_REMOVE_LOCAL_ITEMS',
    type: 'boolean',
    description: 'A sync may remove local items the server lacks (serverSyncCanRemoveLocalItems).',
  },
  {
    path: 'cart.serverSyncCanModifyLocalItems',
    env: 'CART_SERVER_SYNC_CAN_MODIFY_LOCAL_ITEMS',
    type: 'boolean',
    description: "A sync may change local quantities to the server's (serverSyncCanModifyLocalItems).",
  },
  {
    path: 'cart.maxCartBypassAttempts',
    env: 'CART_MAX_BYPASS_ATTEMPTS',
    type: 'integer',
    description: 'Guest-cart reconnects after a failed cart call (maxCartBypassAttempts; not given by the spec, 3 chosen).',
  },
  { path: 'cart.askBeforeRemoval', env: 'CART_ASK_BEFORE_REMOVAL', type: 'boolean', description: 'Ask for confirmation before removing a cart item.' },
  {
    path: 'cart.minicartCountMode',
    env: 'CART_MINICART_COUNT_MODE',
    type: 'enum',
    values: ['quantities', 'items'],
    description: 'The header badge counts quantities or distinct items.',
  },
  {
    path: 'stock.allowOutOfStockInCart',
    env: 'STOCK_ALLOW_OUT_OF_STOCK_IN_CART',
    type: 'boolean',
    description:
      'Out-of-stock products may be added to the cart, a line that runs out stays marked Out of the stock!, and volatile stock adds without a warning (stock.allowOutOfStockInCart, on).',
  },
  {
    path: 'catalog.listOutOfStockProducts',
    env: 'CATALOG_LIST_OUT_OF_STOCK_PRODUCTS',
    type: 'boolean',
    description: 'Show out-of-stock products in listings and search (listOutOfStockProducts, off).',
  },
  {
    path: 'catalog.displayOutOfStockSizes',
    env: 'CATALOG_DISPLAY_OUT_OF_STOCK_SIZES',
    type: 'boolean',
    description: 'Show out-of-stock sizes struck through (on) instead of hiding them as catalogue spec §4 does (off, the default).',
  },
  {
    path: 'catalog.preventConfigurableChildDirectAccess',
    env: 'CATALOG_PREVENT_CHILD_DIRECT_ACCESS',
    type: 'boolean',
    description: 'A configurable child URL redirects to its parent instead of failing.',
  },
  {
    path: 'catalog.usePriceTiers',
    env: 'CATALOG_USE_PRICE_TIERS',
    type: 'boolean',
    description: 'Apply tier prices and customer groups (usePriceTiers, off).',
  },
  {
    path: 'catalog.userGroupTaxId',
    env: 'CATALOG_USER_GROUP_TAX_ID',
    type: 'optional-integer',
    description: 'Customer tax class used for logged-in users; empty uses the default class.',
  },
  { path: 'seo.useTrailingSlashes', env: 'SEO_USE_TRAILING_SLASHES', type: 'boolean', description: 'Paths end in a slash (seo.useTrailingSlashes).' },
  {
    path: 'url.enableMapFallbackUrl',
    env: 'URL_ENABLE_MAP_FALLBACK',
    type: 'boolean',
    description: 'Ask the URL map when the dispatcher finds no route (urlModule.enableMapFallbackUrl).',
  },
  { path: 'url.dispatcher', env: 'URL_DISPATCHER', type: 'boolean', description: 'Use url_path as the path of products and categories (the URL dispatcher).' },
  { path: 'multistore', env: 'MULTISTORE', type: 'boolean', description: 'Serve the nl, en and de store views and redirect by host.' },
  {
    path: 'users.maxTokenRefreshAttempts',
    env: 'USERS_MAX_TOKEN_REFRESH_ATTEMPTS',
    type: 'integer',
    description: 'Token refresh attempts before logout (not given by the spec, 2 chosen).',
  },
  {
    path: 'orders.autoSendOfflineOrders',
    env: 'ORDERS_AUTO_SEND_OFFLINE',
    type: 'boolean',
    description: 'Send queued offline orders without asking when the connection returns.',
  },
  {
    path: 'services.apiUrl',
    env: 'STOREFRONT_API_URL',
    type: 'string',
    description: 'Base URL of the Vue-Storefront-style API (catalogue, stock, url map, orders).',
  },
  {
    path: 'services.extensionBasePath',
    env: 'STOREFRONT_EXTENSION_BASE_PATH',
    type: 'string',
    description: 'Base path of the cart and customer extension ({ext} in the spec).',
  },
  { path: 'services.cmsUrl', env: 'STOREFRONT_CMS_URL', type: 'string', description: 'Base URL of the content endpoint in front of Storyblok.' },
  { path: 'services.storyblokCdnUrl', env: 'STORYBLOK_CDN_URL', type: 'string', description: 'Storyblok Content Delivery API v2 base.' },
  { path: 'services.storyblokToken', env: 'STORYBLOK_TOKEN', type: 'string', description: 'Public Storyblok access token.' },
  {
    path: 'services.searchProviderUrl',
    env: 'SEARCH_PROVIDER_URL',
    type: 'string',
    description: 'Base URL of the Elevate-style search and recommendation provider.',
  },
  { path: 'services.paymentProviderUrl', env: 'PAYMENT_PROVIDER_URL', type: 'string', description: 'Base URL of the card payment provider.' },
];
