import { LRUCache } from 'lru-cache';
import type { ClockPort } from '../../application/ports/clock-port';
import type { OutputCacheStorePort, StoredPage } from '../../application/ports/output-cache-store-port';

/** What the in-process store may hold at most, in bytes of stored bodies, headers, tags and keys. */
export const defaultPageStoreMaxBytes = 256 * 1024 * 1024;

interface Entry {
  readonly page: StoredPage;
  readonly renderedAt: number;
  readonly expiresAt: number;
}

const sizeOf = (key: string, entry: Entry): number =>
  entry.page.body.byteLength +
  key.length * 2 +
  Object.entries(entry.page.headers).reduce((n, [k, v]) => n + k.length + v.length, 0) +
  entry.page.tags.reduce((n, t) => n + t.length * 3, 0) +
  96;

/**
 * The output cache of one server, in its own memory: bounded in bytes, least recently used pages out first, so a
 * flood of one-off URLs can neither push out the pages shoppers read nor grow the process past the ceiling.
 */
export class MemoryPageStore implements OutputCacheStorePort {
  private readonly entries: LRUCache<string, Entry>;
  /** Which cached keys carry each tag. */
  private readonly tagged = new Map<string, Set<string>>();
  private readonly purgedAt = new Map<string, number>();
  private current = 0;

  constructor(private readonly options: { readonly clock: Pick<ClockPort, 'now'>; readonly maxBytes?: number }) {
    const maxBytes = options.maxBytes ?? defaultPageStoreMaxBytes;
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: maxBytes,
      sizeCalculation: (entry, key) => sizeOf(key, entry),
      dispose: (entry, key) => this.untag(key, entry.page.tags),
    });
  }

  generation(): Promise<number> {
    return Promise.resolve(this.current);
  }

  private stale(tags: readonly string[], renderedAt: number): boolean {
    return tags.some((tag) => (this.purgedAt.get(tag) ?? -1) > renderedAt);
  }

  get(key: string): Promise<StoredPage | undefined> {
    const entry = this.entries.get(key);
    if (entry === undefined) return Promise.resolve(undefined);
    if (entry.expiresAt <= this.options.clock.now() || this.stale(entry.page.tags, entry.renderedAt)) {
      this.entries.delete(key);
      return Promise.resolve(undefined);
    }
    return Promise.resolve(entry.page);
  }

  set(key: string, page: StoredPage, renderedAt: number, ttlSeconds: number): Promise<void> {
    if (this.stale(page.tags, renderedAt)) return Promise.resolve();
    this.entries.set(key, { page, renderedAt, expiresAt: this.options.clock.now() + ttlSeconds * 1000 });
    if (this.entries.has(key)) {
      for (const tag of page.tags) {
        let keys = this.tagged.get(tag);
        if (keys === undefined) this.tagged.set(tag, (keys = new Set()));
        keys.add(key);
      }
    }
    return Promise.resolve();
  }

  purgeTags(tags: readonly string[]): Promise<number> {
    this.current += 1;
    const keys = new Set<string>();
    for (const tag of tags) {
      this.purgedAt.set(tag, this.current);
      for (const key of this.tagged.get(tag) ?? []) keys.add(key);
    }
    let purged = 0;
    for (const key of keys) if (this.entries.delete(key)) purged += 1;
    return Promise.resolve(purged);
  }

  purgeKey(key: string): Promise<number> {
    return Promise.resolve(this.entries.delete(key) ? 1 : 0);
  }

  ping(): Promise<boolean> {
    return Promise.resolve(true);
  }

  bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Pages held now. */
  get size(): number {
    return this.entries.size;
  }

  close(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
