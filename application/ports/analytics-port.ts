import { type JsonValue } from './key-value-store-port';

export const AnalyticsPort = Symbol.for('AnalyticsPort');

/** GA4 recommended e-commerce events plus the custom `emptyCart` of cart spec §4. */
export type AnalyticsEvent =
  | 'view_item'
  | 'view_item_list'
  | 'select_item'
  | 'view_cart'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'search'
  | 'view_search_results'
  | 'login'
  | 'sign_up'
  | 'emptyCart';

/** One GA4 item. Prices are decimal major units (GA4's convention); the use case converts from integer cents. */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name?: string;
  readonly item_variant?: string;
  readonly item_category?: string;
  readonly price?: number;
  readonly quantity?: number;
  readonly [param: string]: JsonValue | undefined;
}

/** GA4 event parameters: `currency`, `value`, `transaction_id`, `items` and any other JSON parameter. */
export interface AnalyticsParams {
  readonly currency?: string;
  readonly value?: number;
  readonly transaction_id?: string;
  readonly items?: readonly AnalyticsItem[];
  readonly [param: string]: JsonValue | undefined | readonly AnalyticsItem[];
}

/** Where shop events go (Google Tag Manager's data layer in the browser). Tracking never throws. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent, params?: AnalyticsParams): void;
}
