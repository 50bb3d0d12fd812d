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
}

/** An order placed offline, waiting to be sent (cart spec §3). */
export interface OfflineOrder {
  readonly id: string;
  readonly order: Readonly<Record<string, unknown>>;
  readonly transmited: boolean;
  /** Epoch ms. */
  readonly created_at: number;
}
