import { PortError } from './port-error';

/** A value that survives `JSON.stringify` and `JSON.parse` unchanged. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export const KeyValueStorePort = Symbol.for('KeyValueStorePort');

/**
 * Persistent key-value storage on the device (browser localStorage or IndexedDB, files on a server, memory in
 * tests), split into namespaces so that one feature (cart, user, url cache, offline queue) can be cleared without
 * touching the others. Values are JSON; what comes back is a copy, never the object that was stored.
 */
export interface KeyValueStorePort {
  /** The namespace `name` (letters, digits, `_` and `-`, up to 64 characters); throws TypeError on another name. */
  namespace(name: string): KeyValueNamespace;
  /**
   * Drops any open connection and opens the backing store afresh on the next call (catalogue spec §4: "the
   * database is recreated when it does not respond"). Adapters without a connection resolve at once.
   */
  reconnect(): Promise<void>;
}

/**
 * One namespace of a {@link KeyValueStorePort}. Every method throws `PortError('unavailable')` when the backing
 * store cannot be used, `PortError('invalid-response')` when what is stored cannot be read, and a
 * {@link QuotaExceededError} (`PortError('rejected')` with reason `quota-exceeded`) when a write does not fit.
 */
export interface KeyValueNamespace {
  readonly name: string;
  /** The stored value, or undefined when the key is absent. */
  get(key: string): Promise<JsonValue | undefined>;
  /** Stores a JSON value under the key, replacing what was there. */
  set(key: string, value: JsonValue): Promise<void>;
  /** Removes the key; removing an absent key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key of this namespace, in no particular order. */
  keys(): Promise<readonly string[]>;
  /** Removes every key of this namespace, and nothing else. */
  clear(): Promise<void>;
}

/**
 * The namespaces that hold the shopper's own data (cart, checkout details, queued orders and tasks, the signed-in
 * user, newsletter contact, search-provider keys). Every other namespace is a cache that may be cleared to make room
 * when one of these does not fit (cart spec §8 "Storage quota exceeded": the cache is cleared and the call retried).
 */
export const essentialNamespaces: ReadonlySet<string> = new Set(['cart', 'checkout', 'orders', 'sync-tasks', 'user', 'customer-data', 'search-provider']);

export const quotaExceeded = 'quota-exceeded';

/** A write that does not fit the device's storage quota (cart spec §8: "cache is cleared and retried"). */
export class QuotaExceededError extends PortError {
  readonly reason = quotaExceeded;

  constructor(namespace: string, cause: unknown) {
    super('rejected', `Storage quota exceeded while writing to namespace "${namespace}" (${quotaExceeded})`, { cause });
  }
}

/** True for the quota failure of a write, whichever adapter threw it. */
export const isQuotaExceeded = (error: unknown): error is QuotaExceededError =>
  error instanceof PortError && error.kind === 'rejected' && (error as { reason?: unknown }).reason === quotaExceeded;

const namespacePattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Namespace names become file names and key prefixes, so they are restricted to a safe alphabet; a bad name is a
 * programmer error.
 */
export function assertNamespaceName(name: string): string {
  if (!namespacePattern.test(name)) throw new TypeError(`Invalid key-value namespace "${name}": use letters, digits, _ and - (1 to 64)`);
  return name;
}
