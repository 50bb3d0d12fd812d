import type { CartItemUpdate, CartTotals } from '../../application/ports/cart-port';
import type { ProductOption, ServerCartItem } from '../../domain/cart/types';
import type { PaymentMethod, ShippingMethod } from '../../domain/checkout/types';
import { fromMajor } from '../../domain/shared/money';
import type { CartItemWire, PaymentMethodWire, ShippingMethodWire, TotalsWire } from './magento-cart-wire';

const euros = (value: number | null | undefined) => fromMajor(value ?? 0);

/** A server cart line from Magento's CartItem. */
export function toServerCartItem(wire: CartItemWire): ServerCartItem {
  return {
    item_id: wire.item_id,
    quote_id: wire.quote_id,
    sku: wire.sku,
    qty: wire.qty,
    ...(wire.product_type === undefined ? {} : { product_type: wire.product_type }),
    ...(wire.product_option?.extension_attributes === undefined ? {} : { product_option: wire.product_option as ProductOption }),
  };
}

/** The `cartItem` body of update: `quoteId` always, `item_id` when the line is known, the options when chosen (cart spec §7). */
export function toCartItemBody(quoteId: string | number, item: CartItemUpdate): Record<string, unknown> {
  return {
    sku: item.sku,
    qty: item.qty,
    quoteId,
    ...(item.itemId === undefined ? {} : { item_id: item.itemId }),
    ...(item.productOption === undefined ? {} : { product_option: item.productOption }),
  };
}

export function toCartTotals(wire: TotalsWire): CartTotals {
  return {
    grandTotal: euros(wire.grand_total),
    subtotalInclTax: euros(wire.subtotal_incl_tax),
    discountAmount: euros(wire.discount_amount),
    shippingInclTax: euros(wire.shipping_incl_tax),
    ...(wire.coupon_code ? { couponCode: wire.coupon_code } : {}),
    // Magento's 'subtotal' segment may be without tax; the cart shows the subtotal incl. tax (cart spec §3 platformTotalSegments).
    segments: (wire.total_segments ?? []).map((s) =>
      s.code === 'subtotal'
        ? { code: 'subtotal_incl_tax', title: s.title ?? s.code, value: euros(wire.subtotal_incl_tax ?? s.value) }
        : { code: s.code, title: s.title ?? s.code, value: euros(s.value) },
    ),
    items: (wire.items ?? []).map((i) => ({
      item_id: i.item_id,
      ...(i.qty === undefined ? {} : { qty: i.qty }),
      row_total_incl_tax: euros(i.row_total_incl_tax),
      price_incl_tax: euros(i.price_incl_tax),
      discount_amount: euros(i.discount_amount),
      ...(i.name ? { name: i.name } : {}),
    })),
  };
}

export function toPaymentMethod(wire: PaymentMethodWire): PaymentMethod {
  return { code: wire.code, title: wire.title, cost_incl_tax: fromMajor(0), default: false, is_server_method: true };
}

export function toShippingMethod(wire: ShippingMethodWire): ShippingMethod {
  return {
    carrier_code: wire.carrier_code,
    method_code: wire.method_code,
    method_title: wire.method_title ?? wire.carrier_title ?? wire.method_code,
    price_incl_tax: euros(wire.price_incl_tax ?? wire.amount),
    default: false,
    offline: false,
    is_server_method: true,
    available: wire.available ?? true,
  };
}
