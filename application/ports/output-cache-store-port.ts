export const OutputCacheStorePort = Symbol.for('OutputCacheStorePort');

/** A rendered page as the server keeps it: status, headers, one compressed body, and what it shows. */
export interface StoredPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body, brotli-compressed once when stored. */
  readonly body: Uint8Array;
  /** What the page shows (`product:SKU`, `category:ID`, `cms:STORY`, `store:CODE`, `route:NAME`, `path:/PATH`). */
  readonly tags: readonly string[];
  /** The strong validator of the uncompressed body, quoted as HTTP wants it. */
  readonly etag: string;
}

/**
 * Where the storefront server keeps its rendered pages: in the process (one server) or in Redis (shared by every
 * server). Never throws: a store that cannot be reached answers a miss, keeps nothing and purges nothing, so the
 * shop renders uncached instead of failing.
 *
 * The race of a page rendered while its data is purged is closed with generations: `generation()` is read before
 * rendering and handed to `set()`; a purge of a tag raises the generation and records it for the tag, and a page
 * whose render began before the last purge of one of its tags is neither stored nor served.
 */
export interface OutputCacheStorePort {
  generation(): Promise<number>;
  get(key: string): Promise<StoredPage | undefined>;
  /** Keeps a page for `ttlSeconds` unless one of its tags was purged after `renderedAt` (a generation). */
  set(key: string, page: StoredPage, renderedAt: number, ttlSeconds: number): Promise<void>;
  /** Drops every page carrying one of the tags; answers how many. */
  purgeTags(tags: readonly string[]): Promise<number>;
  /** Drops one page; answers how many (0 or 1). */
  purgeKey(key: string): Promise<number>;
  /** Whether the store answers now (readiness). */
  ping(): Promise<boolean>;
  /** Bytes held, when the store knows (the in-process one). */
  bytes(): number | undefined;
  close(): Promise<void>;
}
