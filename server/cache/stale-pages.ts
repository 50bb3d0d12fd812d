import { LRUCache } from 'lru-cache';
import { type StoredPage } from '../../application/ports/output-cache-store-port';

/** How long a page may stand in for a failed render: the output cache's day and the day of `stale-if-error`. */
export const staleForSeconds = 2 * 86_400;

/**
 * The last good copy of each page this server rendered or served from the output cache, kept past purges and the
 * cache's TTL, for one use only: a render during which a service failed answers with it (stale-if-error) instead of
 * the error page. Bounded in bytes, least recently used first out; in this process only.
 */
export class StalePages {
  private readonly pages: LRUCache<string, StoredPage>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.pages = new LRUCache<string, StoredPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.byteLength),
      ttl: staleForSeconds * 1000,
    });
  }

  remember(key: string, page: StoredPage): void {
    if (page.status === 200) this.pages.set(key, page);
  }

  copyOf(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }
}
