export const LockPort = Symbol.for('LockPort');

/**
 * Mutual exclusion between the app's instances on this device (the shopper's browser tabs share one storage): while
 * `work` runs, no other holder of the same name runs. Used where doing a thing twice is wrong, e.g. sending a stored
 * order (cart spec §4: an offline order is sent once).
 */
export interface LockPort {
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}
