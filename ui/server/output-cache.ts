import { type ClockPort } from '../../application/ports/clock-port';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type EncodedBody } from './encodings';

/** The output cache's lifetime of a page (catalogue spec §9: output cache TTL 86400 s). */
export const outputCacheTtlSeconds = 86_400;

export interface CachedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: EncodedBody;
}

interface Entry extends CachedPage {
  readonly store: StoreCode;
  readonly pathname: string;
  readonly url: string;
  readonly expiresAt: number;
}

export interface PurgeFilter {
  readonly store?: StoreCode;
  /** A path (`/en/women`): every cached URL with that path; with a query (`/en/women?page=2`) only that URL. */
  readonly path?: string;
}

/**
 * Rendered HTML of anonymous public pages, keyed by store view and URL (path and query). Entries expire after the TTL;
 * the oldest entry makes room when the cache is full.
 */
export class OutputCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: { readonly clock: Pick<ClockPort, 'now'>; readonly ttlSeconds?: number; readonly maxEntries?: number },
  ) {}

  private now(): number {
    return this.options.clock.now();
  }

  static key(store: StoreCode, url: string): string {
    return `${store} ${url}`;
  }

  get(store: StoreCode, url: string): CachedPage | undefined {
    const key = OutputCache.key(store, url);
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(store: StoreCode, url: string, page: CachedPage): void {
    const key = OutputCache.key(store, url);
    this.entries.delete(key);
    const max = this.options.maxEntries ?? 5000;
    while (this.entries.size >= max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const pathname = url.split('?')[0] ?? url;
    this.entries.set(key, { ...page, store, url, pathname, expiresAt: this.now() + (this.options.ttlSeconds ?? outputCacheTtlSeconds) * 1000 });
  }

  /** Removes the matching entries (all without a filter) and says how many. */
  purge(filter: PurgeFilter = {}): number {
    let purged = 0;
    for (const [key, entry] of this.entries) {
      if (filter.store !== undefined && entry.store !== filter.store) continue;
      if (filter.path !== undefined && (filter.path.includes('?') ? entry.url !== filter.path : entry.pathname !== filter.path)) continue;
      this.entries.delete(key);
      purged += 1;
    }
    return purged;
  }

  get size(): number {
    return this.entries.size;
  }
}
