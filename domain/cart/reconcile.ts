import { cartItemKey } from './checksum';
import type { CartItem, Id, ServerCartItem } from './types';

/** One step that brings the client cart and the server cart into agreement. `key` is {@link cartItemKey}. */
export type CartSyncAction =
  | { readonly kind: 'push'; readonly key: string; readonly item: CartItem }
  | { readonly kind: 'update-server'; readonly key: string; readonly itemId: Id; readonly qty: number }
  | { readonly kind: 'update-local'; readonly key: string; readonly qty: number; readonly serverItem: ServerCartItem }
  | { readonly kind: 'delete-server'; readonly key: string; readonly itemId: Id; readonly sku: string }
  | { readonly kind: 'remove-local'; readonly key: string }
  | { readonly kind: 'pull'; readonly key: string; readonly serverItem: ServerCartItem };

export interface CartSyncSettings {
  /** `cart.serverSyncCanRemoveLocalItems`: a line the server lacks is removed locally instead of pushed. */
  readonly serverSyncCanRemoveLocalItems: boolean;
  /** `cart.serverSyncCanModifyLocalItems`: a quantity conflict is settled by the server's quantity. */
  readonly serverSyncCanModifyLocalItems: boolean;
}

export interface ReconcileInput {
  readonly client: readonly CartItem[];
  readonly server: readonly ServerCartItem[];
  readonly settings: CartSyncSettings;
  /** The client is the truth: push and update the server, delete what the client lacks. */
  readonly forceClientState: boolean;
  /** Login merge: lines on both sides get the sum of both quantities. */
  readonly mergeQty?: boolean;
}

function indexByKey<T extends CartItem | ServerCartItem>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = cartItemKey(item);
    if (!map.has(key)) map.set(key, item);
  }
  return map;
}

function clientAction(item: CartItem, key: string, serverItem: ServerCartItem | undefined, input: ReconcileInput): CartSyncAction | undefined {
  const { settings, forceClientState } = input;
  if (serverItem === undefined) {
    if (forceClientState || !settings.serverSyncCanRemoveLocalItems) return { kind: 'push', key, item };
    return { kind: 'remove-local', key };
  }
  if (input.mergeQty === true) return { kind: 'update-server', key, itemId: serverItem.item_id, qty: item.qty + serverItem.qty };
  if (serverItem.qty === item.qty) return undefined;
  if (forceClientState || !settings.serverSyncCanModifyLocalItems) return { kind: 'update-server', key, itemId: serverItem.item_id, qty: item.qty };
  return { kind: 'update-local', key, qty: serverItem.qty, serverItem };
}

/**
 * Compares client and server lines and lists the actions that make them agree (cart spec §4 "Cart synchronisation").
 * Lines are matched by {@link cartItemKey} through maps, so the work is linear in the number of lines.
 * Each side is expected to hold a key at most once; later duplicates on a side are ignored.
 */
export function reconcileCart(input: ReconcileInput): readonly CartSyncAction[] {
  const clientByKey = indexByKey(input.client);
  const serverByKey = indexByKey(input.server);
  const actions: CartSyncAction[] = [];
  for (const [key, item] of clientByKey) {
    const action = clientAction(item, key, serverByKey.get(key), input);
    if (action !== undefined) actions.push(action);
  }
  for (const [key, serverItem] of serverByKey) {
    if (clientByKey.has(key)) continue;
    if (input.forceClientState) actions.push({ kind: 'delete-server', key, itemId: serverItem.item_id, sku: serverItem.sku });
    else actions.push({ kind: 'pull', key, serverItem });
  }
  return actions;
}

/** Merge on login: reconnecting sums the quantities of lines on both sides and keeps every other line (cart spec §4 "Authorizing after login"). */
export function mergeCartsOnLogin(client: readonly CartItem[], server: readonly ServerCartItem[]): readonly CartSyncAction[] {
  return reconcileCart({
    client,
    server,
    settings: { serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: false },
    forceClientState: false,
    mergeQty: true,
  });
}
