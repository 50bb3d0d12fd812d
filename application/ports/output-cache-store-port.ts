export const OutputCacheStorePort = Symbol.for('OutputCacheStorePort');

/** A rendered page as the server keeps it: status, headers, one compressed body, and what it shows. */
export interface StoredPage {
  readonly status: number;
  /** The representation's own headers (content type); the cache headers are written when the page is served. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, brotli-compressed once when stored. */
  readonly body: Uint8Array;
  /**
   * What the page shows (`product:SKU`, `category:ID`, `cms:STORY`, `store:CODE`, `route:NAME`, `path:/PATH`).
   * Tags are made of the characters `A-Za-z0-9._~:/%-` only (the server encodes anything else), never spaces.
   */
  readonly tags: readonly string[];
  /** The validator of the uncompressed body, quoted as HTTP wants it (a weak one: `W/"…"`). */
  readonly etag: string;
  /** When the page was rendered (epoch ms): the `Age` a CDN sees. */
  readonly storedAt: number;
}

/**
 * What a lookup finds: the page; or no page and the purge generation now, to hand to `set` once the page is rendered;
 * or nothing at all because the store cannot be reached (the page is rendered and not stored).
 */
export type PageLookup =
  { readonly kind: 'hit'; readonly page: StoredPage } | { readonly kind: 'miss'; readonly generation: number } | { readonly kind: 'unavailable' };

/**
 * Where the storefront server keeps its rendered pages: in the process (one server) or in Redis (shared by every
 * server). Never throws: a store that cannot be reached answers `unavailable`, keeps nothing and purges nothing, so the
 * shop renders uncached instead of failing.
 *
 * The race of a page rendered while its data is purged is closed with generations: a miss carries the purge
 * generation read before rendering, and `set` gets it back. A purge raises the generation and marks each purged tag
 * with the new value; a page is neither stored nor served when one of its tags was marked after its generation, so
 * data read before a purge never outlives it, on any server.
 */
export interface OutputCacheStorePort {
  lookup(key: string): Promise<PageLookup>;
  /** Keeps a page for `ttlSeconds` unless one of its tags was purged after `generation` (from the miss). */
  set(key: string, page: StoredPage, generation: number, ttlSeconds: number): Promise<void>;
  /** Drops every page carrying one of the tags, and any page being rendered now with one of them; answers how many were dropped. */
  purgeTags(tags: readonly string[]): Promise<number>;
  /** Drops one page; answers how many (0 or 1). */
  purgeKey(key: string): Promise<number>;
  /** Whether the store answers now (readiness). */
  ping(): Promise<boolean>;
  /** Bytes held, when the store knows (the in-process one). */
  bytes(): number | undefined;
  close(): Promise<void>;
}
