import { LRUCache } from 'lru-cache';
import type { ClockPort } from '../../application/ports/clock-port';
import type { OutputCacheStorePort, PageLookup, StoredPage } from '../../application/ports/output-cache-store-port';

/** What the in-process store may hold at most, in bytes of stored bodies, headers, tags and keys. */
export const defaultPageStoreMaxBytes = 256 * 1024 * 1024;

/** A render takes seconds at most (the request timeout is 30 s): older purge marks can no longer matter. */
const markLifetimeMs = 15 * 60_000;
const maxMarks = 100_000;

interface Entry {
  readonly page: StoredPage;
  readonly expiresAt: number;
}

const sizeOf = (key: string, entry: Entry): number =>
  entry.page.body.byteLength +
  key.length * 2 +
  Object.entries(entry.page.headers).reduce((n, [k, v]) => n + k.length + v.length, 0) +
  entry.page.etag.length +
  // Each tag is kept twice: on the page and in the tag index.
  entry.page.tags.reduce((n, t) => n + t.length * 4, 0) +
  96;

/**
 * The output cache of one server, in its own memory: bounded in bytes, least recently used pages out first, so a
 * flood of one-off URLs can neither push out the pages shoppers read nor grow the process past the ceiling.
 *
 * A purge deletes every tagged page at once (the tag index is complete here), so its marks only matter to renders
 * still running: they are kept for a quarter of an hour (far longer than any request may take) and at most 100,000.
 */
export class MemoryPageStore implements OutputCacheStorePort {
  private readonly entries: LRUCache<string, Entry>;
  /** Which cached keys carry each tag. */
  private readonly tagged = new Map<string, Set<string>>();
  /** Tag → the generation and time of its last purge, oldest first. */
  private readonly purgedAt = new Map<string, { readonly generation: number; readonly at: number }>();
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

  private stale(tags: readonly string[], generation: number): boolean {
    return tags.some((tag) => (this.purgedAt.get(tag)?.generation ?? -1) > generation);
  }

  lookup(key: string): Promise<PageLookup> {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.expiresAt > this.options.clock.now()) return Promise.resolve({ kind: 'hit', page: entry.page });
    if (entry !== undefined) this.entries.delete(key);
    return Promise.resolve({ kind: 'miss', generation: this.current });
  }

  set(key: string, page: StoredPage, generation: number, ttlSeconds: number): Promise<void> {
    if (this.stale(page.tags, generation)) return Promise.resolve();
    this.entries.set(key, { page, expiresAt: this.options.clock.now() + ttlSeconds * 1000 });
    // Too big for the ceiling: lru-cache refused it (and dropped an older entry of the key).
    if (!this.entries.has(key)) return Promise.resolve();
    for (const tag of page.tags) {
      let keys = this.tagged.get(tag);
      if (keys === undefined) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return Promise.resolve();
  }

  purgeTags(tags: readonly string[]): Promise<number> {
    if (tags.length === 0) return Promise.resolve(0);
    this.current += 1;
    const now = this.options.clock.now();
    const keys = new Set<string>();
    for (const tag of tags) {
      this.purgedAt.delete(tag);
      this.purgedAt.set(tag, { generation: this.current, at: now });
      for (const key of this.tagged.get(tag) ?? []) keys.add(key);
    }
    let purged = 0;
    for (const key of keys) if (this.entries.delete(key)) purged += 1;
    this.forgetOldMarks(now);
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

  private forgetOldMarks(now: number): void {
    for (const [tag, mark] of this.purgedAt) {
      if (this.purgedAt.size <= maxMarks && now - mark.at < markLifetimeMs) return;
      this.purgedAt.delete(tag);
    }
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
