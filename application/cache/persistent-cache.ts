import { inject, injectable } from 'inversify';
import { ClockPort } from '../ports/clock-port';
import { type JsonValue, type KeyValueNamespace, KeyValueStorePort, isQuotaExceeded } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';
import { PortError } from '../ports/port-error';
import { type CacheEntry, asEntry, cacheEntryFormat, utf8Length } from './cache-entry';

/** The persistent local cache constants of catalogue spec §9 and the error limits of §4. */
export const persistentCacheRules = {
  /** A single read or write that takes longer counts as the store not responding. */
  unresponsiveAfterMs: 800,
  /** A full iteration (the quota check's scan) that takes longer counts as the store not responding. */
  iterateUnresponsiveAfterMs: 2_000,
  quotaCheckEveryMs: 30_000,
  defaultBudgetBytes: 4_096 * 1_024,
  /** Reads are turned off after this many failed reads. */
  readErrorLimit: 1,
  /** Writes are turned off after this many failed writes. */
  writeErrorLimit: 30,
} as const;

class Unresponsive extends PortError {
  constructor(namespace: string, ms: number) {
    super('unavailable', `Cache not responding within ${ms} ms for ${namespace}`);
  }
}

export interface PersistentCollectionOptions {
  /** Bytes this collection may hold before the quota check removes its oldest entries; default 4096 KB. */
  readonly budgetBytes?: number;
}

/**
 * The persistent local cache policy (catalogue spec §4, §9; cart spec §8, §9) over a KeyValueStorePort.
 * `collection(name)` gives one namespace with its own error counters and size budget; the same name gives the
 * same collection.
 *
 * Design decisions:
 * - The cache is an optimisation, so it never throws for store failures: a failed read answers `undefined`, a
 *   failed write answers `false`, and both are logged. Reads are turned off after 1 failure (a cache that answered
 *   wrongly or slowly once is not trusted on the page's critical path again), writes after 30.
 * - Every call races the clock: a read or write that has not settled after 800 ms, or a scan after 2000 ms,
 *   counts as a failure of its kind, and the store is asked to `reconnect()` (the database is recreated). The late
 *   answer is ignored. Timing uses ClockPort timers, so a fake clock drives it in tests.
 * - A write rejected for quota clears this collection and is retried once; a second failure counts as one
 *   write error.
 * - Size accounting: each entry records its write time and its UTF-8 size. The quota check scans the collection
 *   and removes the oldest entries until the total fits the budget. It runs at most every 30 s, started by the
 *   first write after the interval has passed (only writes grow the cache): no background timer, so nothing keeps
 *   a Node process alive or leaks per server request. `checkQuota()` runs it on demand.
 * - Entries carry a format version; an entry of another version or shape is dropped when read.
 */
@injectable()
export class PersistentCache {
  private readonly collections = new Map<string, PersistentCollection>();

  constructor(
    @inject(KeyValueStorePort) private readonly store: KeyValueStorePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  collection(name: string, options: PersistentCollectionOptions = {}): PersistentCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      const budget = options.budgetBytes ?? persistentCacheRules.defaultBudgetBytes;
      collection = new PersistentCollection(this.store.namespace(name), budget, this.store, this.clock, this.logger);
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** Clears every collection opened so far (catalogue spec §4: a store view change clears caches). */
  async clearAll(): Promise<void> {
    await Promise.all([...this.collections.values()].map((c) => c.clear()));
  }
}

/** One namespace of the persistent cache; see {@link PersistentCache} for the rules. */
export class PersistentCollection {
  private readErrors = 0;
  private writeErrors = 0;
  private lastQuotaCheck: number;
  private reconnecting: Promise<void> | undefined;

  constructor(
    private readonly ns: KeyValueNamespace,
    readonly budgetBytes: number,
    private readonly store: KeyValueStorePort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
  ) {
    this.lastQuotaCheck = clock.now();
  }

  get name(): string {
    return this.ns.name;
  }

  get readsEnabled(): boolean {
    return this.readErrors < persistentCacheRules.readErrorLimit;
  }

  get writesEnabled(): boolean {
    return this.writeErrors < persistentCacheRules.writeErrorLimit;
  }

  /** The cached value, or undefined when absent, unreadable, or reads are off. */
  async get(key: string): Promise<JsonValue | undefined> {
    if (!this.readsEnabled) return undefined;
    try {
      const stored = await this.timed(this.ns.get(key), persistentCacheRules.unresponsiveAfterMs);
      if (stored === undefined) return undefined;
      const entry = asEntry(stored);
      if (entry) return entry.value;
      await this.timed(this.ns.remove(key), persistentCacheRules.unresponsiveAfterMs);
      return undefined;
    } catch (error) {
      this.failed('read', error);
      return undefined;
    }
  }

  /** Stores the value; false when it was not stored (writes off, larger than the budget, or the store failed). */
  async set(key: string, value: JsonValue): Promise<boolean> {
    if (!this.writesEnabled) return false;
    const size = utf8Length(key) + utf8Length(JSON.stringify(value));
    if (size > this.budgetBytes) {
      this.logger.debug('cache', `Not caching ${this.name}/${key}: ${size} bytes exceed the budget of ${this.budgetBytes}`);
      return false;
    }
    const entry: CacheEntry = { v: cacheEntryFormat, at: this.clock.now(), size, value };
    const stored = await this.write(key, entry);
    if (stored && this.clock.now() - this.lastQuotaCheck >= persistentCacheRules.quotaCheckEveryMs) await this.checkQuota();
    return stored;
  }

  async remove(key: string): Promise<void> {
    if (!this.writesEnabled) return;
    try {
      await this.timed(this.ns.remove(key), persistentCacheRules.unresponsiveAfterMs);
    } catch (error) {
      this.failed('write', error);
    }
  }

  async clear(): Promise<void> {
    try {
      await this.timed(this.ns.clear(), persistentCacheRules.unresponsiveAfterMs);
    } catch (error) {
      this.failed('write', error);
    }
  }

  /** Removes the oldest entries until the collection fits its budget; drops entries it cannot read. */
  async checkQuota(): Promise<void> {
    this.lastQuotaCheck = this.clock.now();
    if (!this.writesEnabled) return;
    try {
      await this.timed(this.evictOverBudget(), persistentCacheRules.iterateUnresponsiveAfterMs);
    } catch (error) {
      this.failed('read', error);
    }
  }

  private async evictOverBudget(): Promise<void> {
    const entries: { key: string; at: number; size: number }[] = [];
    for (const key of await this.ns.keys()) {
      const entry = asEntry(await this.ns.get(key));
      if (entry) entries.push({ key, at: entry.at, size: entry.size });
      else await this.ns.remove(key);
    }
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    if (total <= this.budgetBytes) return;
    entries.sort((a, b) => a.at - b.at);
    let removed = 0;
    for (const e of entries) {
      if (total <= this.budgetBytes) break;
      await this.ns.remove(e.key);
      total -= e.size;
      removed++;
    }
    this.logger.info('cache', `Removed the ${removed} oldest entries of ${this.name} to fit ${this.budgetBytes} bytes`);
  }

  private async write(key: string, entry: CacheEntry): Promise<boolean> {
    try {
      await this.timed(this.ns.set(key, entry), persistentCacheRules.unresponsiveAfterMs);
      return true;
    } catch (error) {
      if (!isQuotaExceeded(error)) {
        this.failed('write', error);
        return false;
      }
    }
    this.logger.warn('cache', `Storage quota exceeded for ${this.name}: clearing it and retrying the write`);
    try {
      await this.timed(this.ns.clear(), persistentCacheRules.unresponsiveAfterMs);
      await this.timed(this.ns.set(key, entry), persistentCacheRules.unresponsiveAfterMs);
      return true;
    } catch (error) {
      this.failed('write', error);
      return false;
    }
  }

  private failed(kind: 'read' | 'write', error: unknown): void {
    const errors = kind === 'read' ? ++this.readErrors : ++this.writeErrors;
    const limit = kind === 'read' ? persistentCacheRules.readErrorLimit : persistentCacheRules.writeErrorLimit;
    this.logger.warn('cache', `Persistent cache ${kind} failed for ${this.name}`, error);
    if (error instanceof Unresponsive) this.recreate();
    if (errors === limit) this.logger.error('cache', `Persistent cache ${this.name}: ${kind}s disabled after ${limit} error(s)`);
  }

  private recreate(): void {
    this.reconnecting ??= this.store
      .reconnect()
      .catch((error: unknown) => this.logger.error('cache', `Could not recreate the store of ${this.name}`, error))
      .finally(() => (this.reconnecting = undefined));
  }

  private timed<T>(operation: Promise<T>, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const cancel = this.clock.after(ms, () => reject(new Unresponsive(this.name, ms)));
      operation.then(
        (value) => {
          cancel();
          resolve(value);
        },
        (error: unknown) => {
          cancel();
          reject(error);
        },
      );
    });
  }
}
