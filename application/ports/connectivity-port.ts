export const ConnectivityPort = Symbol.for('ConnectivityPort');

/** Called with the new state each time connectivity changes (not when it is set to what it already was). */
export type ConnectivityListener = (online: boolean) => void;

/**
 * Whether the device is online. The flag follows the browser's online and offline events (cart spec §4); going
 * online is what triggers the offline queue, the cart reload and the offline orders.
 */
export interface ConnectivityPort {
  isOnline(): boolean;
  /** Starts listening; the returned function stops it. */
  subscribe(listener: ConnectivityListener): () => void;
}
