import {
  essentialNamespaces,
  isQuotaExceeded,
  type JsonValue,
  type KeyValueNamespace,
  type KeyValueStorePort,
} from '../../application/ports/key-value-store-port';
import type { LoggerPort } from '../../application/ports/logger-port';

/**
 * Puts the shopper's data before caches in a full storage quota (cart spec §8 "Storage quota exceeded": the cache
 * is cleared and the call retried). A write to an essential namespace that does not fit clears every cache namespace
 * opened through this store and is tried once more; only a store still full after that throws the
 * QuotaExceededError to the caller. Caches handle their own quota (PersistentCache clears its collection).
 */
export class RoomMakingKeyValueStore implements KeyValueStorePort {
  private readonly caches = new Map<string, KeyValueNamespace>();

  constructor(
    readonly inner: KeyValueStorePort,
    private readonly logger: LoggerPort,
  ) {}

  namespace(name: string): KeyValueNamespace {
    const ns = this.inner.namespace(name);
    if (!essentialNamespaces.has(name)) {
      this.caches.set(name, ns);
      return ns;
    }
    return {
      name,
      get: (key) => ns.get(key),
      remove: (key) => ns.remove(key),
      keys: () => ns.keys(),
      clear: () => ns.clear(),
      set: (key, value) => this.setMakingRoom(ns, key, value),
    };
  }

  reconnect(): Promise<void> {
    return this.inner.reconnect();
  }

  private async setMakingRoom(ns: KeyValueNamespace, key: string, value: JsonValue): Promise<void> {
    try {
      await ns.set(key, value);
      return;
    } catch (error) {
      if (!isQuotaExceeded(error) || this.caches.size === 0) throw error;
    }
    this.logger.warn('storage', `The device's storage is full: clearing ${this.caches.size} cache(s) to keep ${ns.name}`);
    for (const cache of this.caches.values()) {
      await cache.clear().catch((error: unknown) => this.logger.warn('storage', `Could not clear the cache ${cache.name}`, error));
    }
    await ns.set(key, value);
  }
}
