import type { StoreCode } from '../../domain/store-view/store-view';
import type { OrderAddress } from './cart-port';

export const OrderPort = Symbol.for('OrderPort');

/** One ordered line: price incl. tax in major units as the order API takes it, and the catalogue's signature when known. */
export interface OrderLine {
  readonly sku: string;
  readonly qty: number;
  readonly price: number;
  readonly priceInclTax?: number;
  readonly sgn?: string;
}

/** The order body of wire-reference §1 (`POST /api/order`); `orderId` is the client's idempotency key. */
export interface OrderRequest {
  readonly orderId: string;
  readonly userId?: string;
  readonly cartId?: string;
  readonly storeCode: StoreCode;
  /** Epoch ms the shopper placed it (offline orders are sent later). */
  readonly createdAt: number;
  readonly products: readonly OrderLine[];
  readonly shippingAddress: OrderAddress;
  readonly billingAddress: OrderAddress;
  readonly shippingMethodCode: string;
  readonly shippingCarrierCode: string;
  readonly paymentMethodCode: string;
  readonly paymentMethodAdditional: Readonly<Record<string, string | number | boolean>>;
}

/** What the order API answered with code 200: an order, or a refusal text (a bad signature answers 200, wire §1). */
export type OrderAnswer =
  | { readonly kind: 'placed'; readonly magentoOrderId: string; readonly orderNumber: string; readonly backendOrderId: string; readonly transferedAt: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Orders of the commerce platform (cart spec §7 "Orders"). Throws PortError('unavailable') when the server cannot
 * be reached or answers 5xx (the order is then queued), 'rejected' for a 400 (validation, stock), and
 * 'invalid-response' for an answer of the wrong shape.
 */
export interface OrderPort {
  /**
   * `token`: the signed-in customer's access token. The order counts as that customer's (`userId`) only with it;
   * without it the platform places a guest order, so nobody can put an order in another customer's history.
   */
  place(order: OrderRequest, token?: string): Promise<OrderAnswer>;
}
