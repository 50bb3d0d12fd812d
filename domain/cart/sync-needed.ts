import { cartItemKey, hashText } from './checksum';
import type { CartItem } from './types';

/** Hash of what the server must know about the cart: each line's identity and quantity, independent of line order (cart spec §4). */
export function cartItemsHash(items: readonly CartItem[]): string {
  const lines = items.map((item) => `${cartItemKey(item)}*${item.qty}`).sort();
  return hashText(lines.join('\n'));
}

export interface SyncCheck {
  readonly connected: boolean;
  readonly enabled: boolean;
  readonly itemsHash: string;
  readonly lastSyncedHash?: string;
  /** Epoch ms of the last sync; absent when the cart never synchronised. */
  readonly lastSyncDate?: number;
  readonly forced: boolean;
}

/** Synchronisation runs only when connected and enabled, and the hash changed, or there was no prior sync, or it is forced (cart spec §4). */
export function isSyncNeeded(check: SyncCheck): boolean {
  if (!check.connected || !check.enabled) return false;
  return check.forced || check.lastSyncDate === undefined || check.itemsHash !== check.lastSyncedHash;
}
