/**
 * Order status labels (cart spec §3 "Order statuses (shown as labels)"); the spec names the statuses but not the
 * label wording, so the wording is ours. The UI translates them by id.
 */
export const orderMessages = {
  'order-status-pending': 'Pending',
  'order-status-pending-payment': 'Awaiting payment',
  'order-status-payment-review': 'Payment under review',
  'order-status-on-hold': 'On hold',
  'order-status-processing': 'Processing',
  'order-status-complete': 'Complete',
  'order-status-closed': 'Closed',
  'order-status-canceled': 'Cancelled',
  'order-status-refunded': 'Refunded',
  'order-status-returned': 'Returned',
  'order-status-partially-canceled': 'Partially cancelled',
  'order-status-partially-refunded': 'Partially refunded',
  'order-status-partially-returned': 'Partially returned',
  'order-status-in-progress': 'In progress',
} as const;

export type OrderStatusMessageId = keyof typeof orderMessages;
