import type { Address } from '../account/types';
import type { Money } from '../shared/money';

/** Order statuses the platform sends (cart spec §3). */
export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'complete'
  | 'closed'
  | 'export_failed'
  | 'export_success'
  | 'canceled'
  | 'refunded'
  | 'returned'
  | 'partially_canceled'
  | 'partially_refunded'
  | 'partially_returned'
  | (string & {});

/** One ordered line as the order page shows it: a configurable's line carries the chosen child's sku. */
export interface OrderedLine {
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  /** Price of one, incl. tax. */
  readonly price: Money;
  /** The row, incl. tax. */
  readonly rowTotal: Money;
}

/** The totals of a placed order, incl. tax; a discount is negative. */
export interface OrderTotals {
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly tax: Money;
}

/** An order as the account pages show it: the fields named in labels (cart spec §3). */
export interface OrderSummary {
  readonly increment_id: string;
  /** Epoch ms. */
  readonly created_at: number;
  readonly status: OrderStatus;
  readonly grand_total: Money;
  readonly shipping_address?: Address;
  readonly billing_address?: Address;
  readonly customer_id?: string;
  /** The ordered lines, when the server sent them. */
  readonly lines?: readonly OrderedLine[];
  readonly totals?: OrderTotals;
  readonly shipping_description?: string;
}

/** An order placed offline, waiting to be sent (cart spec §3). */
export interface OfflineOrder {
  readonly id: string;
  readonly order: Readonly<Record<string, unknown>>;
  readonly transmited: boolean;
  /** Epoch ms. */
  readonly created_at: number;
  /** The platform's order number (increment id), once the server took the order. */
  readonly orderNumber?: string;
  /** What the thank-you page shows of the order (application/checkout/order-receipt.ts), kept with it on the device. */
  readonly receipt?: Readonly<Record<string, unknown>>;
}
