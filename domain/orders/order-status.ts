import type { OrderStatusMessageId } from './messages';
import type { OrderStatus } from './types';

const LABELS: ReadonlyMap<string, OrderStatusMessageId> = new Map(
  Object.entries({
    pending: 'order-status-pending',
    new: 'order-status-pending',
    pending_payment: 'order-status-pending-payment',
    payment_review: 'order-status-payment-review',
    processing: 'order-status-processing',
    // Both export states are presented as processing (cart spec §3).
    export_failed: 'order-status-processing',
    export_success: 'order-status-processing',
    holded: 'order-status-on-hold',
    on_hold: 'order-status-on-hold',
    fraud: 'order-status-payment-review',
    suspected_fraud: 'order-status-payment-review',
    complete: 'order-status-complete',
    closed: 'order-status-closed',
    canceled: 'order-status-canceled',
    cancelled: 'order-status-canceled',
    refunded: 'order-status-refunded',
    returned: 'order-status-returned',
    partially_canceled: 'order-status-partially-canceled',
    partially_cancelled: 'order-status-partially-canceled',
    partially_refunded: 'order-status-partially-refunded',
    partially_returned: 'order-status-partially-returned',
  } satisfies Record<string, OrderStatusMessageId>),
);

/**
 * Message id of an order status label; export_failed and export_success show as processing (cart spec §3). Magento's
 * other states get their own words (holded → on hold); a status nobody told the shop about is an order the retailer
 * is still working on, so it reads 'In progress' — never 'Unknown', which tells the shopper nothing.
 */
export function orderStatusLabel(status: OrderStatus): OrderStatusMessageId {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return LABELS.get(key) ?? 'order-status-in-progress';
}

/** Order history defaults: page size 20, first page 1 (cart spec §7, §9). */
export function orderHistoryPage(pageSize?: number, currentPage?: number): { pageSize: number; currentPage: number } {
  const size = pageSize !== undefined && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : 20;
  const page = currentPage !== undefined && Number.isInteger(currentPage) && currentPage > 0 ? currentPage : 1;
  return { pageSize: size, currentPage: page };
}
