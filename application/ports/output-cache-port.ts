import type { StoreCode } from '../../domain/store-view/store-view';

export const OutputCachePort = Symbol.for('OutputCachePort');

/** Which cached pages to drop: everything, one store view, or one path (of one store view). */
export interface PurgeScope {
  readonly store?: StoreCode;
  /** A shop path as the shopper sees it, e.g. `/de/c/damen`. */
  readonly path?: string;
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
