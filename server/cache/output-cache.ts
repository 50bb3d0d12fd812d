import { createHash } from 'node:crypto';
import { type ClockPort } from '../../application/ports/clock-port';
import { type OutputCacheStorePort, type PageLookup, type StoredPage } from '../../application/ports/output-cache-store-port';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, storeCodeOfPath } from '../../domain/store-view/store-views';
import { cacheTag } from './cache-tags';
import { compressBody } from '../http/encodings';

/** The output cache's lifetime of a page (catalogue spec §9: output cache TTL 86400 s). */
export const outputCacheTtlSeconds = 86_400;

export interface PurgeFilter {
  readonly store?: StoreCode;
  /** A path (`/en/women`): every cached URL with that path, whatever its query. */
  readonly path?: string;
  /** One cached URL (path and normalised query, cache-key.ts). */
  readonly url?: string;
  /** Every page carrying one of these tags (`product:SKU`, `category:ID`, `cms:ID`, `route:NAME`, …). */
  readonly tags?: readonly string[];
}

/** A rendered page as the server hands it to the cache. */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly html: Buffer;
  readonly tags: readonly string[];
}

/** What the cache tells the metrics. */
export interface OutputCacheEvents {
  readonly lookup?: (result: PageLookup['kind']) => void;
  readonly stored?: (bytes: number) => void;
  readonly purged?: (kind: 'tags' | 'store' | 'path' | 'url' | 'all', pages: number) => void;
}

/** A weak validator of a page's HTML: the same HTML has it in every encoding and on every server. */
export function etagOf(html: Buffer): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * The shop's output cache over a page store (in-process or Redis, output-cache-store-port.ts): keys are the store
 * view and the normalised URL (cache-key.ts), pages keep one brotli body and their tags, purges by store view and
 * path become purges of the `store:` and `path:` tags every page carries. Whatever the store does, nothing here
 * throws: a failing store is a miss and a purge of nothing.
 */
export class OutputCache {
  constructor(
    readonly store: OutputCacheStorePort,
    private readonly options: { readonly clock: Pick<ClockPort, 'now'>; readonly ttlSeconds?: number; readonly events?: OutputCacheEvents },
  ) {}

  static key(store: StoreCode, url: string): string {
    return `${store} ${url}`;
  }

  async lookup(store: StoreCode, url: string): Promise<PageLookup> {
    let found: PageLookup;
    try {
      found = await this.store.lookup(OutputCache.key(store, url));
    } catch {
      found = { kind: 'unavailable' };
    }
    this.options.events?.lookup?.(found.kind);
    return found;
  }

  /**
   * The entry a rendered page is kept as: its body compressed once, its ETag, and its tags. Every entry carries its
   * `store:` and `path:` tags, whatever the caller gave, so purges by store view, by path and of everything reach it.
   * A fresh render is answered from this very entry (server/app.ts), so a page is compressed once, not once for
   * the shopper and again for the cache.
   */
  entryOf(store: StoreCode, url: string, rendered: RenderedPage): StoredPage {
    const pathname = new URL(url, 'http://shop').pathname;
    const tags = [...new Set([`store:${store}`, cacheTag(`path:${pathname}`), ...rendered.tags])];
    return {
      status: rendered.status,
      headers: rendered.headers,
      body: compressBody(rendered.html),
      tags,
      etag: etagOf(rendered.html),
      storedAt: this.options.clock.now(),
    };
  }

  /** Compresses and keeps a rendered page, unless one of its tags was purged after `generation` (from the lookup). */
  async keep(store: StoreCode, url: string, rendered: RenderedPage, generation: number): Promise<void> {
    await this.keepEntry(store, url, this.entryOf(store, url, rendered), generation);
  }

  /** Keeps an entry from `entryOf`, unless one of its tags was purged after `generation`. */
  async keepEntry(store: StoreCode, url: string, page: StoredPage, generation: number): Promise<void> {
    try {
      await this.store.set(OutputCache.key(store, url), page, generation, this.options.ttlSeconds ?? outputCacheTtlSeconds);
      this.options.events?.stored?.(page.body.length);
    } catch {
      // A store that fails keeps nothing; the page was answered already.
    }
  }

  /** Drops the matching pages (every page without a filter) on every server sharing the store; says how many. */
  async purge(filter: PurgeFilter = {}): Promise<number> {
    const [kind, run] = this.purgeOf(filter);
    let purged: number;
    try {
      purged = await run();
    } catch {
      purged = 0;
    }
    this.options.events?.purged?.(kind, purged);
    return purged;
  }

  private purgeOf(filter: PurgeFilter): ['tags' | 'store' | 'path' | 'url' | 'all', () => Promise<number>] {
    if (filter.tags !== undefined) return ['tags', () => this.store.purgeTags(filter.tags?.map(cacheTag) ?? [])];
    if (filter.url !== undefined) {
      const url = filter.url;
      const store = storeCodeOfPath(url.split('?')[0] ?? url);
      return ['url', () => (filter.store !== undefined && filter.store !== store ? Promise.resolve(0) : this.store.purgeKey(OutputCache.key(store, url)))];
    }
    if (filter.path !== undefined) {
      // As the page's URL has it: `/de/über` is tagged `path:/de/%C3%BCber`.
      const path = new URL(filter.path, 'http://shop').pathname;
      return [
        'path',
        () => (filter.store !== undefined && filter.store !== storeCodeOfPath(path) ? Promise.resolve(0) : this.store.purgeTags([cacheTag(`path:${path}`)])),
      ];
    }
    if (filter.store !== undefined) return ['store', () => this.store.purgeTags([`store:${filter.store ?? ''}`])];
    return ['all', () => this.store.purgeTags(allStoreViews.map((view) => `store:${view.storeCode}`))];
  }
}
