import type { AutocompleteResult, LandingSubcategory, ProviderProductPage, RecommendationList, SearchProviderPage } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export const SearchProviderPort = Symbol.for('SearchProviderPort');

/** Who is asking and on what device (catalogue spec §7: market, locale, touchpoint, sessionKey, customerKey). */
export interface ProviderSession {
  readonly storeCode: StoreCode;
  /** Viewport width in px; 1024 or narrower is the mobile touchpoint (catalogue spec §7, §9). */
  readonly viewportWidth: number;
  readonly sessionKey: string;
  readonly customerKey: string;
}

/** A facet filter: chosen values, or a range (sent as `.min` and `.max`). */
export type ProviderFilter = readonly string[] | { readonly min?: number; readonly max?: number };

export interface ProviderPageRequest {
  /** The page path (landing pages) or search page reference. */
  readonly pageReference: string;
  /** Search text; present means the search page, absent the landing page (catalogue spec §7). */
  readonly q?: string;
  readonly skip?: number;
  /** Default 20 (catalogue spec §9). */
  readonly limit?: number;
  readonly sort?: string;
  readonly filters?: Readonly<Record<string, ProviderFilter>>;
  /** Only products in stock, in the list, its total and its facet counts (catalogue spec §5, out-of-stock listing off). */
  readonly inStockOnly?: boolean;
}

export type ProviderNotification = { readonly type: 'click' | 'add-to-cart'; readonly ticket: string } | { readonly type: 'end' };

/**
 * The recommendation and search provider. Every query answers null when the provider does not answer 200 with a
 * result (catalogue spec §8 "Recommendation calls not 200").
 */
export interface SearchProviderPort {
  /** Landing page (no q) or search page (q), with contentLists filtered by custom.page_url. */
  page(session: ProviderSession, request: ProviderPageRequest): Promise<SearchProviderPage | null>;
  /** The product group with the ALTERNATIVES and UPSELL lists (limit 8). */
  productPage(session: ProviderSession, productKey: string): Promise<ProviderProductPage | null>;
  autocomplete(session: ProviderSession, q: string): Promise<AutocompleteResult | null>;
  /** Recommendations for the cart page; keys are sent joined by '|'. */
  cartPage(session: ProviderSession, cartKeys: readonly string[]): Promise<readonly RecommendationList[] | null>;
  /** Sends a click, add-to-cart or end notification; true when the provider accepted it. */
  notify(session: ProviderSession, notification: ProviderNotification): Promise<boolean>;
  /** The redirect URL for a search text (`tn_q`), or null. */
  redirect(session: ProviderSession, q: string): Promise<string | null>;
  /** Subcategories of a landing page by url path. */
  subcategories(session: ProviderSession, urlPath: string): Promise<readonly LandingSubcategory[]>;
}
