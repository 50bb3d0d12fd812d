import type { PaymentMethod, ShippingMethod } from '../../domain/checkout/types';
import { money } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';
import type { RuntimeConfig } from '../config/runtime-config';

export const CartSettings = Symbol.for('CartSettings');

/** The flags and store facts the cart, checkout, session and offline use cases read (cart spec §4, §9). */
export interface CartSettings {
  readonly storeCode: StoreCode;
  /** The store's default tax country: NL, DE for the German view (cart spec §9). */
  readonly defaultCountry: string;
  readonly synchronize: boolean;
  readonly synchronizeTotals: boolean;
  readonly serverSyncCanRemoveLocalItems: boolean;
  readonly serverSyncCanModifyLocalItems: boolean;
  readonly maxCartBypassAttempts: number;
  readonly allowOutOfStockInCart: boolean;
  readonly maxTokenRefreshAttempts: number;
  readonly autoSendOfflineOrders: boolean;
  /** Shipping methods from configuration, offered before (and, offline, instead of) the server's. */
  readonly shippingMethods: readonly ShippingMethod[];
  readonly paymentMethods: readonly PaymentMethod[];
}

/** Titles of the configured methods per store view (a real shop configures them per store view, as the platform does). */
const configuredTitles: Readonly<Record<StoreCode, { readonly flatrate: string; readonly checkmo: string; readonly cashondelivery: string }>> = {
  nl: { flatrate: 'Vaste verzendkosten', checkmo: 'Cheque / postwissel', cashondelivery: 'Rembours' },
  en: { flatrate: 'Flat Rate', checkmo: 'Check / Money order', cashondelivery: 'Cash On Delivery' },
  de: { flatrate: 'Versandkostenpauschale', checkmo: 'Scheck / Zahlungsanweisung', cashondelivery: 'Nachnahme' },
};

/** Shipping and payment methods of the configuration (cart spec §3 "shippingMethods (initially from configuration)"), titled in the store view's language. */
export const configuredShippingMethods = (storeCode: StoreCode = 'en'): readonly ShippingMethod[] => [
  {
    method_code: 'flatrate',
    carrier_code: 'flatrate',
    method_title: configuredTitles[storeCode].flatrate,
    price_incl_tax: money(495),
    default: true,
    offline: true,
    is_server_method: false,
  },
];
export const configuredPaymentMethods = (storeCode: StoreCode = 'en'): readonly PaymentMethod[] => [
  { code: 'checkmo', title: configuredTitles[storeCode].checkmo, cost_incl_tax: money(0), default: true, is_server_method: false },
  { code: 'cashondelivery', title: configuredTitles[storeCode].cashondelivery, cost_incl_tax: money(0), default: false, is_server_method: false },
];

export const cartSettingsFrom = (
  config: Pick<RuntimeConfig, 'cart' | 'stock' | 'users' | 'orders'>,
  store: { storeCode: StoreCode; defaultCountry: string } = { storeCode: 'nl', defaultCountry: 'NL' },
): CartSettings => ({
  storeCode: store.storeCode,
  defaultCountry: store.defaultCountry,
  synchronize: config.cart.synchronize,
  synchronizeTotals: config.cart.synchronizeTotals,
  serverSyncCanRemoveLocalItems: config.cart.serverSyncCanRemoveLocalItems,
  serverSyncCanModifyLocalItems: config.cart.serverSyncCanModifyLocalItems,
  maxCartBypassAttempts: config.cart.maxCartBypassAttempts,
  allowOutOfStockInCart: config.stock.allowOutOfStockInCart,
  maxTokenRefreshAttempts: config.users.maxTokenRefreshAttempts,
  autoSendOfflineOrders: config.orders.autoSendOfflineOrders,
  shippingMethods: configuredShippingMethods(store.storeCode),
  paymentMethods: configuredPaymentMethods(store.storeCode),
});
