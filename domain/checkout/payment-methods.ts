import type { PaymentMethod } from './types';

/** Payment code of cash on delivery. */
export const CASH_ON_DELIVERY = 'cashondelivery';

/** A cart is virtual when all items are downloadable or virtual (cart spec §4); an empty cart is not. */
export function isVirtualCart(items: readonly { readonly type_id?: string }[]): boolean {
  return items.length > 0 && items.every((i) => i.type_id === 'virtual' || i.type_id === 'downloadable');
}

/** The payment methods to offer: server methods over configured ones by code; a virtual cart hides cash on delivery (cart spec §4). */
export function availablePaymentMethods(
  configured: readonly PaymentMethod[],
  server: readonly PaymentMethod[],
  items: readonly { readonly type_id?: string }[],
): readonly PaymentMethod[] {
  const serverCodes = new Set(server.map((m) => m.code));
  const merged = [...server.map((m) => ({ ...m, is_server_method: true })), ...configured.filter((m) => !serverCodes.has(m.code))];
  return isVirtualCart(items) ? merged.filter((m) => m.code !== CASH_ON_DELIVERY) : merged;
}
