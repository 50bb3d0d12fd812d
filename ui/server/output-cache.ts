import { LRUCache } from 'lru-cache';
import { type ClockPort } from '../../application/ports/clock-port';
import { type StoreCode } from '../../domain/store-view/store-view';

/** The output cache's lifetime of a page (catalogue spec §9: output cache TTL 86400 s). */
export const outputCacheTtlSeconds = 86_400;

/** What the in-process cache may hold at most, in bytes of stored bodies, headers and keys (OUTPUT_CACHE_MAX_BYTES). */
export const defaultOutputCacheMaxBytes = 256 * 1024 * 1024;

export interface CachedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body, brotli-compressed (encodings.ts `compressBody`). */
  readonly body: Buffer;
}

interface Entry extends CachedPage {
  readonly store: StoreCode;
  readonly pathname: string;
  readonly url: string;
  readonly expiresAt: number;
}

export interface PurgeFilter {
  readonly store?: StoreCode;
  /** A path (`/en/women`): every cached URL with that path, whatever its query. */
  readonly path?: string;
  /** One cached URL exactly (`/en/women?page=2`, its query as cache-key.ts keys it). */
  readonly url?: string;
}

export interface OutputCacheOptions {
  readonly clock: Pick<ClockPort, 'now'>;
  readonly ttlSeconds?: number;
  /** The ceiling in bytes; the least recently used pages make room. */
  readonly maxBytes?: number;
}

const sizeOf = (entry: Entry): number =>
  entry.body.length + entry.url.length * 2 + Object.entries(entry.headers).reduce((n, [k, v]) => n + k.length + v.length, 0) + 64;

/**
 * Rendered HTML of anonymous public pages, keyed by store view and normalised URL (cache-key.ts). Entries expire
 * after the TTL; the cache is bounded in bytes, and the least recently used pages make room, so a flood of one-off
 * URLs cannot push out the pages shoppers actually read, nor grow the process past the ceiling.
 */
export class OutputCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(private readonly options: OutputCacheOptions) {
    const maxBytes = options.maxBytes ?? defaultOutputCacheMaxBytes;
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: sizeOf });
  }

  static key(store: StoreCode, url: string): string {
    return `${store} ${url}`;
  }

  get(store: StoreCode, url: string): CachedPage | undefined {
    const key = OutputCache.key(store, url);
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.options.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(store: StoreCode, url: string, page: CachedPage): void {
    const pathname = url.split('?')[0] ?? url;
    const expiresAt = this.options.clock.now() + (this.options.ttlSeconds ?? outputCacheTtlSeconds) * 1000;
    this.entries.set(OutputCache.key(store, url), { ...page, store, url, pathname, expiresAt });
  }

  /** Removes the matching entries (all without a filter) and says how many. */
  purge(filter: PurgeFilter = {}): number {
    let purged = 0;
    for (const [key, entry] of [...this.entries.entries()]) {
      if (filter.store !== undefined && entry.store !== filter.store) continue;
      if (filter.path !== undefined && entry.pathname !== filter.path) continue;
      if (filter.url !== undefined && entry.url !== filter.url) continue;
      this.entries.delete(key);
      purged += 1;
    }
    return purged;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now (never above the ceiling). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
