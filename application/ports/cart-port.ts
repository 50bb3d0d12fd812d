import type { CartItemTotals, Id, ProductOption, ServerCartItem, TotalSegment } from '../../domain/cart/types';
import type { PaymentMethod, ShippingAddressQuery, ShippingMethod } from '../../domain/checkout/types';
import type { Money } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';

export const CartPort = Symbol.for('CartPort');

/**
 * Which server cart a call is about: its id (a number for a customer cart, a 32-character masked string for a guest
 * cart) and the customer token. Both go out as the `cartId` and `token` query parameters (cart spec §6, §7).
 */
export interface CartRef {
  readonly cartId: Id;
  readonly token?: string;
  readonly storeCode?: StoreCode;
}

/** A line sent to the server: with `itemId` it sets that line's quantity, without it adds (cart spec §7 update). */
export interface CartItemUpdate {
  readonly sku: string;
  readonly qty: number;
  readonly itemId?: Id;
  /** Configurable, bundle or custom options; a configurable goes out with its child sku and its option pairs. */
  readonly productOption?: ProductOption;
}

/** The platform totals of a cart (Magento TotalsInterface, cart spec §3 platformTotals and segments). */
export interface CartTotals {
  readonly grandTotal: Money;
  readonly subtotalInclTax: Money;
  readonly discountAmount: Money;
  readonly shippingInclTax: Money;
  readonly couponCode?: string;
  readonly segments: readonly TotalSegment[];
  readonly items: readonly CartItemTotals[];
}

/** Shipping and billing address plus the chosen methods, as shipping-information takes them (cart spec §7). */
export interface CartAddressInformation {
  readonly shippingAddress: OrderAddress;
  readonly billingAddress: OrderAddress;
  readonly shippingCarrierCode: string;
  readonly shippingMethodCode: string;
}

/** An address on the wire of cart and order calls. */
export interface OrderAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly country_id: string;
  readonly telephone?: string;
  readonly email?: string;
  readonly region?: string;
  readonly region_id?: Id;
  readonly region_code?: string;
  readonly company?: string;
  readonly vat_id?: string;
}

export interface CartMethods {
  readonly paymentMethod: string;
  readonly shippingCarrierCode: string;
  readonly shippingMethodCode: string;
}

/**
 * The server side of the cart (cart spec §7 "Cart"). Failures throw PortError: 'not-authorized' for a token that
 * is no longer valid, 'not-found' for an unknown cart or line, 'rejected' for a refusal whose server text is the
 * error message (e.g. 'De gevraagde hoeveelheid is niet beschikbaar'), 'unavailable' for 5xx or no answer,
 * 'invalid-response' for an answer of the wrong shape. `details.status` carries the code.
 */
export interface CartPort {
  /** A new server cart: the customer's numeric quote id with a token, a masked guest id without; `mergeGuestCartId` merges that guest cart in (login). */
  create(token?: string, options?: { readonly mergeGuestCartId?: Id; readonly storeCode?: StoreCode }): Promise<Id>;
  pull(cart: CartRef): Promise<readonly ServerCartItem[]>;
  update(cart: CartRef, item: CartItemUpdate): Promise<ServerCartItem>;
  delete(cart: CartRef, item: { readonly sku: string; readonly itemId: Id }): Promise<void>;
  totals(cart: CartRef): Promise<CartTotals>;
  paymentMethods(cart: CartRef): Promise<readonly PaymentMethod[]>;
  /** Shipping methods for an address, the unavailable ones included (the use case drops them). */
  shippingMethods(cart: CartRef, address: ShippingAddressQuery): Promise<readonly ShippingMethod[]>;
  shippingInformation(cart: CartRef, info: CartAddressInformation): Promise<{ readonly totals: CartTotals; readonly paymentMethods: readonly PaymentMethod[] }>;
  collectTotals(cart: CartRef, methods: CartMethods): Promise<CartTotals>;
  /** The coupon goes out as the `coupon` query parameter; a refusal throws with the server's status and text. */
  applyCoupon(cart: CartRef, code: string): Promise<void>;
  deleteCoupon(cart: CartRef): Promise<void>;
}
