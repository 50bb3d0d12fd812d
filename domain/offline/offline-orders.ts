import type { OfflineOrder } from '../orders/types';

export type OfflineOrdersDecision =
  | { readonly kind: 'nothing-to-send' }
  | { readonly kind: 'send'; readonly orders: readonly OfflineOrder[] }
  | { readonly kind: 'ask-to-confirm'; readonly orders: readonly OfflineOrder[] };

/**
 * Back online, untransmitted offline orders are sent automatically when automatic transmission is on or the current
 * page is the thank-you page; otherwise the user is asked to confirm sending them (cart spec §4 "Offline").
 */
export function offlineOrdersOnReconnect(orders: readonly OfflineOrder[], automaticTransmission: boolean, onThankYouPage: boolean): OfflineOrdersDecision {
  const pending = orders.filter((o) => !o.transmited);
  if (pending.length === 0) return { kind: 'nothing-to-send' };
  return automaticTransmission || onThankYouPage ? { kind: 'send', orders: pending } : { kind: 'ask-to-confirm', orders: pending };
}
