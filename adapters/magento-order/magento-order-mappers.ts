import type { OrderAnswer, OrderRequest } from '../../application/ports/order-port';
import type { OrderResultWire } from './magento-order-wire';

/**
 * The order body of wire-reference §1. The root allows no other keys (additionalProperties:false), so only the
 * schema's keys go out; `order_id` is the client's idempotency key.
 */
export function toOrderBody(order: OrderRequest): Record<string, unknown> {
  return {
    order_id: order.orderId,
    created_at: new Date(order.createdAt).toISOString(),
    user_id: order.userId ?? '',
    cart_id: order.cartId ?? '',
    store_code: order.storeCode,
    products: order.products.map((p) => ({
      sku: p.sku,
      qty: p.qty,
      price: p.price,
      ...(p.priceInclTax === undefined ? {} : { priceInclTax: p.priceInclTax }),
      ...(p.sgn === undefined ? {} : { sgn: p.sgn }),
    })),
    addressInformation: {
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      shipping_method_code: order.shippingMethodCode,
      shipping_carrier_code: order.shippingCarrierCode,
      payment_method_code: order.paymentMethodCode,
      payment_method_additional: order.paymentMethodAdditional,
    },
  };
}

/** A string result with code 200 is a refusal ('Invalid signature validation of <sku>'), not an order (wire §1 quirks). */
export function toOrderAnswer(wire: OrderResultWire): OrderAnswer {
  if (typeof wire === 'string') return { kind: 'refused', message: wire };
  return {
    kind: 'placed',
    magentoOrderId: String(wire.magentoOrderId),
    orderNumber: String(wire.orderNumber),
    backendOrderId: String(wire.backendOrderId ?? wire.magentoOrderId),
    transferedAt: wire.transferedAt ?? '',
  };
}
