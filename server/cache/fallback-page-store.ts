import { type OutputCacheStorePort, type PageLookup, type StoredPage } from '../../application/ports/output-cache-store-port';

/** How long a page kept in the process while the shared store fails may be served: short, nobody can purge it. */
export const fallbackTtlSeconds = 60;

/**
 * The shared page store (Redis) with this process's own behind it for while the shared one cannot be reached (down,
 * or paused after a stall): a lookup it answers `unavailable` is looked up here instead, and a page rendered then is
 * kept here, for a minute at most, since no purge reaches it. The shop then renders at the rate of a server with no
 * shared cache, not one render per request with none of the renders' shared answers. Once the shared store answers
 * again, the local pages are dropped, so a purge made meanwhile is never undone by one of them.
 *
 * Generations of the local store travel as negative numbers, so `set` knows which store a miss came from.
 */
export class FallbackPageStore implements OutputCacheStorePort {
  private local: OutputCacheStorePort;
  private holdsLocal = false;

  constructor(
    private readonly shared: OutputCacheStorePort,
    private readonly makeLocal: () => OutputCacheStorePort,
  ) {
    this.local = makeLocal();
  }

  async lookup(key: string): Promise<PageLookup> {
    const found = await this.shared.lookup(key);
    if (found.kind !== 'unavailable') {
      if (this.holdsLocal) this.dropLocal();
      return found;
    }
    const local = await this.local.lookup(key);
    return local.kind === 'miss' ? { kind: 'miss', generation: -1 - local.generation } : local;
  }

  async set(key: string, page: StoredPage, generation: number, ttlSeconds: number): Promise<void> {
    if (generation >= 0) return this.shared.set(key, page, generation, ttlSeconds);
    this.holdsLocal = true;
    return this.local.set(key, page, -1 - generation, Math.min(ttlSeconds, fallbackTtlSeconds));
  }

  async purgeTags(tags: readonly string[]): Promise<number> {
    const [shared, local] = await Promise.all([this.shared.purgeTags(tags), this.local.purgeTags(tags)]);
    return shared + local;
  }

  async purgeKey(key: string): Promise<number> {
    const [shared, local] = await Promise.all([this.shared.purgeKey(key), this.local.purgeKey(key)]);
    return shared + local;
  }

  ping(): Promise<boolean> {
    return this.shared.ping();
  }

  bytes(): number | undefined {
    return this.local.bytes();
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }

  private dropLocal(): void {
    const old = this.local;
    this.local = this.makeLocal();
    this.holdsLocal = false;
    void old.close();
  }
}
