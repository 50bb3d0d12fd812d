import { cartItemKey } from './checksum';
import type { CartSyncAction } from './reconcile';
import type { CartItem, Id, ServerCartItem } from './types';

/** A client line for a server line the client did not have (cart spec §4 "the item is added locally"). */
export function cartItemFromServer(serverItem: ServerCartItem): CartItem {
  return {
    sku: serverItem.sku,
    qty: serverItem.qty,
    server_item_id: serverItem.item_id,
    server_cart_id: serverItem.quote_id,
    item_id: serverItem.item_id,
    quote_id: serverItem.quote_id,
    ...(serverItem.product_option === undefined ? {} : { product_option: serverItem.product_option }),
    ...(serverItem.product_type === undefined ? {} : { type_id: serverItem.product_type }),
  };
}

/** Stamps the server's ids on a client line after the server accepted it, keeping the old quantity as prev_qty (cart spec §4). */
export function linkServerItem(item: CartItem, serverItem: ServerCartItem): CartItem {
  return {
    ...item,
    qty: serverItem.qty,
    prev_qty: item.qty,
    server_item_id: serverItem.item_id,
    server_cart_id: serverItem.quote_id,
    item_id: serverItem.item_id,
    quote_id: serverItem.quote_id,
  };
}

function byKey(actions: readonly CartSyncAction[]): Map<string, CartSyncAction> {
  return new Map(actions.map((a) => [a.key, a]));
}

/** The client cart after the actions: local updates, removals and pulled lines (cart spec §4). */
export function applyToClient(client: readonly CartItem[], actions: readonly CartSyncAction[]): readonly CartItem[] {
  const actionOf = byKey(actions);
  const next: CartItem[] = [];
  for (const item of client) {
    const action = actionOf.get(cartItemKey(item));
    if (action?.kind === 'remove-local') continue;
    if (action?.kind === 'update-local') next.push(linkServerItem(item, action.serverItem));
    else if (action?.kind === 'update-server') next.push({ ...item, qty: action.qty, prev_qty: item.qty, server_item_id: action.itemId });
    else next.push(item);
  }
  for (const action of actions) if (action.kind === 'pull') next.push(cartItemFromServer(action.serverItem));
  return next;
}

/** The server cart after the actions, as a faithful server would hold it; `newItemId` names pushed lines. */
export function applyToServer(
  server: readonly ServerCartItem[],
  actions: readonly CartSyncAction[],
  quoteId: Id,
  newItemId: (key: string) => Id,
): readonly ServerCartItem[] {
  const updates = new Map<Id, number>();
  const deletes = new Set<Id>();
  for (const a of actions) {
    if (a.kind === 'update-server') updates.set(a.itemId, a.qty);
    else if (a.kind === 'delete-server') deletes.add(a.itemId);
  }
  const next: ServerCartItem[] = [];
  for (const s of server) {
    if (deletes.has(s.item_id)) continue;
    const qty = updates.get(s.item_id);
    next.push(qty === undefined ? s : { ...s, qty });
  }
  for (const a of actions) {
    if (a.kind !== 'push') continue;
    next.push({
      item_id: newItemId(a.key),
      quote_id: quoteId,
      sku: a.item.sku,
      qty: a.item.qty,
      ...(a.item.type_id === undefined ? {} : { product_type: a.item.type_id }),
      ...(a.item.product_option === undefined ? {} : { product_option: a.item.product_option }),
    });
  }
  return next;
}

/** A failed server update restores the previous quantity, or removes the line when there was none (cart spec §4). */
export function revertFailedUpdate(client: readonly CartItem[], failed: CartItem): readonly CartItem[] {
  const key = cartItemKey(failed);
  const restoreTo = failed.prev_qty ?? 0;
  const next: CartItem[] = [];
  for (const item of client) {
    if (cartItemKey(item) !== key) next.push(item);
    else if (restoreTo > 0) next.push({ ...item, qty: restoreTo });
  }
  return next;
}
