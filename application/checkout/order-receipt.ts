import type { CartItem, TotalSegment } from '../../domain/cart/types';
import type { TotalRow } from '../../domain/checkout/totals';
import type { AddressDetails, PaymentDetails } from '../../domain/checkout/types';
import type { OfflineOrder } from '../../domain/orders/types';
import { addMoney, money, multiplyMoney } from '../../domain/shared/money';
import { type CartLineView, presentCartLine, presentSegments, presentTotals, type TotalRowView } from '../cart/cart-presenter';
import { orderStreet } from '../../domain/checkout/place-order';

/** An address as the thank-you page prints it. */
export interface ReceiptAddress {
  readonly name: string;
  readonly company?: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly country: string;
  readonly phone?: string;
}

/**
 * What the thank-you page shows of a placed order (plain data, kept with the order on the device): the platform's
 * order number once the server took it, the lines and totals as the cart showed them, both addresses and the methods.
 * `status` is 'queued' while the order waits on the device for the connection, 'placed' once the server has it.
 */
export interface OrderReceipt {
  readonly orderId: string;
  readonly orderNumber?: string;
  readonly status: 'placed' | 'queued';
  readonly placedAt: number;
  readonly email?: string;
  readonly lines: readonly CartLineView[];
  readonly totals: readonly TotalRowView[];
  readonly shippingAddress: ReceiptAddress;
  readonly billingAddress: ReceiptAddress;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
}

export interface ReceiptInput {
  readonly orderId: string;
  readonly placedAt: number;
  readonly email?: string;
  readonly items: readonly CartItem[];
  readonly segments: readonly TotalSegment[];
  readonly coupon?: string;
  readonly shipping: AddressDetails;
  readonly billing: PaymentDetails;
  readonly defaultCountry: string;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
}

function addressOf(details: AddressDetails & { readonly company?: string }, defaultCountry: string): ReceiptAddress {
  const company = details.company?.trim();
  const phone = details.phoneNumber.trim();
  return {
    name: `${details.firstName} ${details.lastName}`.trim(),
    ...(company === undefined || company === '' ? {} : { company }),
    street: orderStreet(details).filter((line) => line.trim() !== ''),
    city: details.city,
    postcode: details.zipCode,
    country: details.country.trim() === '' ? defaultCountry : details.country,
    ...(phone === '' ? {} : { phone }),
  };
}

/**
 * The totals of the receipt: the platform's segments as the cart showed them; an order placed offline, which has none,
 * shows the sum of its lines as subtotal and total.
 */
function totalsOf(input: ReceiptInput): readonly TotalRowView[] {
  if (input.segments.length > 0) return presentSegments(input.segments, input.coupon);
  const sum = input.items.reduce(
    (total, item) => addMoney(total, multiplyMoney(item.price_incl_tax ?? item.totals?.price_incl_tax ?? money(0), item.qty)),
    money(0),
  );
  const rows: TotalRow[] = [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: sum, emphasised: false },
    { code: 'grand_total', title: 'Grand Total', value: sum, emphasised: true },
  ];
  return presentTotals(rows, input.coupon);
}

/** The receipt of an order as it is placed: queued until the server confirmed it. */
export function receiptOf(input: ReceiptInput): OrderReceipt {
  return {
    orderId: input.orderId,
    status: 'queued',
    placedAt: input.placedAt,
    ...(input.email === undefined || input.email === '' ? {} : { email: input.email }),
    lines: input.items.map((item) => presentCartLine(item)),
    totals: totalsOf(input),
    shippingAddress: addressOf(input.shipping, input.defaultCountry),
    billingAddress: addressOf(input.billing, input.defaultCountry),
    shippingMethod: input.shippingMethod,
    paymentMethod: input.paymentMethod,
  };
}

/** The receipt a stored order carries, with what the server has said of it since (sent, its order number). */
export function storedReceipt(order: OfflineOrder): OrderReceipt | undefined {
  const receipt = order.receipt as OrderReceipt | undefined;
  if (receipt === undefined || typeof receipt.orderId !== 'string' || !Array.isArray(receipt.lines)) return undefined;
  return {
    ...receipt,
    status: order.transmited ? 'placed' : 'queued',
    ...(order.orderNumber === undefined ? {} : { orderNumber: order.orderNumber }),
  };
}
