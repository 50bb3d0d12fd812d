import type { Address, Profile } from '../../domain/account/types';
import type { OrderStatusMessageId } from '../../domain/orders/messages';
import { orderStatusLabel } from '../../domain/orders/order-status';
import type { OrderedLine, OrderSummary, OrderTotals } from '../../domain/orders/types';
import type { Money } from '../../domain/shared/money';
import { formatDateTime } from '../../domain/store-view/date-format';

/** A row of the order history (cart spec §2 my-orders): number, date, status label, total. */
export interface OrderRowView {
  readonly number: string;
  /** Epoch ms. */
  readonly createdAt: number;
  /** Date and time in the store view's `dateFormat`, in the shop's time (catalogue spec §9). */
  readonly createdAtText: string;
  readonly statusLabel: OrderStatusMessageId;
  readonly total: Money;
}

/** The order page (cart spec §2 my-order, §3 "order number, date, status, total, shipping and billing address, customer number"). */
export interface OrderDetailView extends OrderRowView {
  readonly customerNumber?: string;
  readonly lines: readonly OrderedLine[];
  readonly totals?: OrderTotals;
  readonly shippingDescription?: string;
  readonly shippingAddress?: Address;
  readonly billingAddress?: Address;
  /** Reorder puts the lines back in the cart; an order without lines has nothing to put back. */
  readonly canReorder: boolean;
}

/**
 * The customer number the shop shows everywhere (details page, order page, CLI): the account's external id, the
 * number the retailer's customer service knows; the platform's internal id only when the account has none
 * (one number everywhere: a shopper who quotes it to customer service must be found).
 */
export function customerNumber(profile: Pick<Profile, 'external_id' | 'user_id'>): string | undefined {
  if (profile.external_id !== undefined && profile.external_id !== '') return profile.external_id;
  return profile.user_id === undefined ? undefined : String(profile.user_id);
}

/** A row of the order history; `dateFormat` is the store view's (catalogue spec §9). */
export function presentOrderRow(order: OrderSummary, dateFormat: string): OrderRowView {
  return {
    number: order.increment_id,
    createdAt: order.created_at,
    createdAtText: formatDateTime(order.created_at, dateFormat),
    statusLabel: orderStatusLabel(order.status),
    total: order.grand_total,
  };
}

/** An order of the signed-in customer: it is theirs, so its customer number is the account's. */
export function presentOrder(order: OrderSummary, profile: Pick<Profile, 'external_id' | 'user_id'>, dateFormat: string): OrderDetailView {
  const number = customerNumber(profile) ?? order.customer_id;
  const lines = order.lines ?? [];
  return {
    ...presentOrderRow(order, dateFormat),
    ...(number === undefined ? {} : { customerNumber: number }),
    lines,
    ...(order.totals === undefined ? {} : { totals: order.totals }),
    ...(order.shipping_description === undefined ? {} : { shippingDescription: order.shipping_description }),
    ...(order.shipping_address === undefined ? {} : { shippingAddress: order.shipping_address }),
    ...(order.billing_address === undefined ? {} : { billingAddress: order.billing_address }),
    canReorder: lines.some((line) => line.qty > 0),
  };
}
