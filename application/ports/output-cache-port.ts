import type { StoreCode } from '../../domain/store-view/store-view';

export const OutputCachePort = Symbol.for('OutputCachePort');

/** Which cached pages to drop: everything, one store view, one path (of one store view), or every page with a tag. */
export interface PurgeScope {
  readonly store?: StoreCode;
  /** A shop path as the shopper sees it, e.g. `/de/c/damen`. */
  readonly path?: string;
  /** Every page showing one of these, in every store view: `product:<parent sku>`, `category:<id>`, `cms:<story id>`, `route:<name>`. */
  readonly tags?: readonly string[];
}

/**
 * The storefront server's output cache of rendered pages (catalogue spec §9: TTL 86400 s). Throws PortError:
 * `not-authorized` for a wrong purge token, `not-found` when the server has purging switched off, `unavailable`
 * when it cannot be reached.
 */
export interface OutputCachePort {
  /** Drops the matching pages; answers how many were dropped. */
  purge(scope: PurgeScope): Promise<number>;
}
