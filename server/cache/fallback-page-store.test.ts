import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OutputCacheStorePort, type PageLookup, type StoredPage } from '../../application/ports/output-cache-store-port';
import { SystemClock } from '../../adapters/clock/system-clock';
import { MemoryPageStore } from '../../adapters/output-cache/memory-page-store';
import { RedisPageStore } from '../../adapters/output-cache/redis-page-store';
import { freePort } from '../../testing/redis-server';
import { FallbackPageStore, fallbackTtlSeconds } from './fallback-page-store';
import { OutputCache } from './output-cache';
import { type RunningShop, startShop } from '../../testing/server/test-server';

const clock = new SystemClock();
const page = (text: string): StoredPage => ({ status: 200, headers: {}, body: new TextEncoder().encode(text), tags: ['store:en'], etag: 'W/"x"', storedAt: 0 });

/** A shared store that is up or down at the test's say, over a memory store. */
function switchable(): OutputCacheStorePort & { up: boolean } {
  const inner = new MemoryPageStore({ clock });
  const store = {
    up: true,
    lookup: (key: string): Promise<PageLookup> => (store.up ? inner.lookup(key) : Promise.resolve({ kind: 'unavailable' })),
    set: (key: string, p: StoredPage, generation: number, ttl: number) => (store.up ? inner.set(key, p, generation, ttl) : Promise.resolve()),
    purgeTags: (tags: readonly string[]) => inner.purgeTags(tags),
    purgeKey: (key: string) => inner.purgeKey(key),
    ping: () => Promise.resolve(store.up),
    bytes: () => undefined,
    close: () => inner.close(),
  };
  return store;
}

describe('the page store while the shared one fails', () => {
  it('keeps pages in the process (a minute at most), and drops them once the shared store answers again', async () => {
    const shared = switchable();
    const local = new MemoryPageStore({ clock });
    const setLocal = vi.spyOn(local, 'set');
    const store = new FallbackPageStore(shared, () => local);
    shared.up = false;
    const miss = await store.lookup('en /x');
    expect(miss.kind).toBe('miss');
    if (miss.kind !== 'miss') return;
    expect(miss.generation).toBeLessThan(0);
    await store.set('en /x', page('local'), miss.generation, 86_400);
    expect(setLocal.mock.calls[0]?.[3]).toBe(fallbackTtlSeconds);
    expect((await store.lookup('en /x')).kind).toBe('hit');
    shared.up = true;
    const back = await store.lookup('en /x');
    expect(back.kind).toBe('miss');
    if (back.kind !== 'miss') return;
    expect(back.generation).toBeGreaterThanOrEqual(0);
    await store.set('en /x', page('shared'), back.generation, 86_400);
    shared.up = false;
    // The local copy was dropped when the shared store came back: a purge meanwhile is never undone by it.
    expect((await store.lookup('en /x')).kind).toBe('miss');
  });
});

describe('a served shop whose Redis is down', () => {
  let shop: RunningShop;
  let redis: RedisPageStore;
  beforeAll(async () => {
    // Nothing listens on this port: every Redis command fails at once.
    redis = new RedisPageStore({ url: `redis://127.0.0.1:${String(await freePort())}/0`, clock, logger: { warn: () => undefined, info: () => undefined } });
    const cache = new OutputCache(new FallbackPageStore(redis, () => new MemoryPageStore({ clock })), { clock });
    shop = await startShop({ cache });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await redis.close();
  });

  it('still serves a page it rendered from its own memory, not one render per request', async () => {
    const first = await fetch(`${shop.url}/en/women`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.text();
    const second = await fetch(`${shop.url}/en/women`);
    expect(second.headers.get('x-cache')).toBe('HIT');
  });
});
