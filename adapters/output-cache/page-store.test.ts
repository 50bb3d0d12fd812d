import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputCacheStorePort, PageLookup, StoredPage } from '../../application/ports/output-cache-store-port';
import { SystemClock } from '../clock/system-clock';
import { MemoryPageStore } from './memory-page-store';
import { RedisPageStore } from './redis-page-store';
import { type RunningRedis, startRedis } from '../../testing/redis-server';

const page = (tags: readonly string[], text = 'page'): StoredPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: new TextEncoder().encode(`<html>${text}</html>`),
  tags,
  etag: `W/"${text}"`,
  storedAt: 1_700_000_000_000,
});

const generationOf = (found: PageLookup): number => {
  if (found.kind !== 'miss') throw new Error(`expected a miss, got ${found.kind}`);
  return found.generation;
};

/** Stores a page the way the server does: the generation from the miss, then the page. */
async function put(store: OutputCacheStorePort, key: string, stored: StoredPage, ttl = 60): Promise<void> {
  await store.set(key, stored, generationOf(await store.lookup(key)), ttl);
}

const hit = async (store: OutputCacheStorePort, key: string): Promise<boolean> => (await store.lookup(key)).kind === 'hit';

const quiet = { warn: () => undefined, info: () => undefined };
let redis: RunningRedis;
const stores: OutputCacheStorePort[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await redis.stop();
});

let prefixes = 0;
const makers: Record<string, () => Promise<OutputCacheStorePort>> = {
  memory: () => Promise.resolve(new MemoryPageStore({ clock: new SystemClock() })),
  redis: async () => {
    const store = new RedisPageStore({ url: redis.url, clock: new SystemClock(), logger: quiet, prefix: `t${String(prefixes++)}:`, commandTimeoutMs: 200 });
    stores.push(store);
    for (let i = 0; i < 100 && !(await store.ping()); i++) await new Promise((r) => setTimeout(r, 20));
    return store;
  },
};

describe.each(Object.keys(makers))('the %s page store (contract)', (kind) => {
  const make = makers[kind] as () => Promise<OutputCacheStorePort>;

  it('misses, then keeps a page with its status, headers, tags, validator and body', async () => {
    const store = await make();
    expect((await store.lookup('en /en/')).kind).toBe('miss');
    const stored = page(['store:en', 'route:home', 'product:A-1']);
    await put(store, 'en /en/', stored);
    const found = await store.lookup('en /en/');
    expect(found.kind).toBe('hit');
    if (found.kind !== 'hit') return;
    expect(found.page.status).toBe(200);
    expect(found.page.headers).toEqual(stored.headers);
    expect([...found.page.tags]).toEqual([...stored.tags]);
    expect(found.page.etag).toBe(stored.etag);
    expect(found.page.storedAt).toBe(stored.storedAt);
    expect(new TextDecoder().decode(found.page.body)).toBe('<html>page</html>');
    expect((await store.lookup('de /de/')).kind).toBe('miss');
  });

  it('purges exactly the pages carrying one of the tags, and says how many', async () => {
    const store = await make();
    await put(store, 'a', page(['product:A', 'store:nl']));
    await put(store, 'b', page(['product:B', 'store:nl']));
    await put(store, 'c', page(['product:A', 'product:C', 'store:de']));
    expect(await store.purgeTags(['product:A', 'product:none'])).toBe(2);
    expect(await hit(store, 'a')).toBe(false);
    expect(await hit(store, 'b')).toBe(true);
    expect(await hit(store, 'c')).toBe(false);
    expect(await store.purgeTags(['store:nl'])).toBe(1);
    expect(await hit(store, 'b')).toBe(false);
  });

  it('does not keep a page whose render began before a purge of one of its tags', async () => {
    const store = await make();
    const before = generationOf(await store.lookup('p'));
    await store.purgeTags(['product:A']);
    await store.set('p', page(['product:A', 'store:nl']), before, 60);
    await store.set('q', page(['product:B', 'store:nl']), before, 60);
    expect(await hit(store, 'p')).toBe(false);
    expect(await hit(store, 'q')).toBe(true);
    // Rendered after the purge: kept.
    await put(store, 'p', page(['product:A', 'store:nl']));
    expect(await hit(store, 'p')).toBe(true);
  });

  it('drops one page by its key', async () => {
    const store = await make();
    await put(store, 'x', page(['store:en']));
    await put(store, 'y', page(['store:en']));
    expect(await store.purgeKey('x')).toBe(1);
    expect(await store.purgeKey('x')).toBe(0);
    expect(await hit(store, 'x')).toBe(false);
    expect(await hit(store, 'y')).toBe(true);
  });

  it('answers readiness', async () => {
    expect(await (await make()).ping()).toBe(true);
  });

  it('property: after purges, a page is cached if and only if none of its tags was purged', async () => {
    const store = await make();
    let run = 0;
    const tag = fc.constantFrom('product:A', 'product:B', 'product:C', 'category:1', 'category:2', 'cms:9', 'store:nl', 'store:de', 'route:home');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uniqueArray(tag, { maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.uniqueArray(tag, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
        async (pages, purges) => {
          const ns = `r${String(run++)}`;
          const scoped = (t: string) => `${ns}-${t}`;
          for (const [i, tags] of pages.entries()) await put(store, `${ns}/${String(i)}`, page(tags.map(scoped)));
          for (const purge of purges) await store.purgeTags(purge.map(scoped));
          const purged = new Set(purges.flat());
          for (const [i, tags] of pages.entries()) expect(await hit(store, `${ns}/${String(i)}`)).toBe(!tags.some((t) => purged.has(t)));
        },
      ),
      { numRuns: kind === 'redis' ? 40 : 150 },
    );
  });
});

describe('the in-process page store', () => {
  const sized = (n: number): StoredPage => ({ ...page([]), body: new Uint8Array(n) });

  it('expires a page after its TTL', async () => {
    let now = 0;
    const store = new MemoryPageStore({ clock: { now: () => now } });
    await put(store, 'k', page(['store:en']), 86_400);
    now += 86_399_000;
    expect(await hit(store, 'k')).toBe(true);
    now += 1_000;
    expect(await hit(store, 'k')).toBe(false);
  });

  it('stays within its ceiling in bytes, least recently used out first', async () => {
    const store = new MemoryPageStore({ clock: { now: () => 0 }, maxBytes: 3 * 1250 });
    await put(store, 'a', sized(1000));
    await put(store, 'b', sized(1000));
    await put(store, 'c', sized(1000));
    expect(await hit(store, 'a')).toBe(true);
    await put(store, 'd', sized(1000));
    expect(await hit(store, 'b')).toBe(false);
    expect(await hit(store, 'a')).toBe(true);
    expect(store.size).toBe(3);
  });

  it('property: never holds more bytes than its ceiling, and keeps the newest page that fits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 20_000 })), { maxLength: 60 }),
        async (max, pages) => {
          const store = new MemoryPageStore({ clock: { now: () => 0 }, maxBytes: max });
          for (const [url, size] of pages) await store.set(`/${String(url)}`, sized(size), 0, 60);
          expect(store.bytes()).toBeLessThanOrEqual(max);
          const last = pages.at(-1);
          if (last !== undefined && last[1] + 300 < max) expect(await hit(store, `/${String(last[0])}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses a page bigger than the whole ceiling, and forgets its tags', async () => {
    const store = new MemoryPageStore({ clock: { now: () => 0 }, maxBytes: 500 });
    await put(store, 'big', { ...sized(1000), tags: ['product:A'] });
    expect(await hit(store, 'big')).toBe(false);
    expect(store.bytes()).toBe(0);
    expect(await store.purgeTags(['product:A'])).toBe(0);
  });
});

describe('the Redis page store when Redis fails', () => {
  it('serves no stale page even when a purge mark arrives between its lookup and a late store', async () => {
    const store = await makers['redis']?.();
    if (store === undefined) throw new Error('no maker');
    const generation = generationOf(await store.lookup('late'));
    await store.purgeTags(['product:Z']);
    await store.set('late', page(['product:Z']), generation, 60);
    expect(await hit(store, 'late')).toBe(false);
  });

  it('answers unavailable fast while Redis is down or frozen, logs one warning, and caches again when it is back', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const errors: string[] = [];
    const store = new RedisPageStore({
      url: redis.url,
      clock: new SystemClock(),
      logger: { warn: (_tag, message) => warnings.push(message), info: (_tag, message) => infos.push(message) },
      onError: (operation) => errors.push(operation),
      prefix: 'down:',
      pauseAfterFailureMs: 100,
    });
    stores.push(store);
    while (!(await store.ping())) await new Promise((r) => setTimeout(r, 20));
    await put(store, 'k', page(['store:nl']));
    expect(await hit(store, 'k')).toBe(true);

    await redis.stop();
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await store.lookup('k')).kind).toBe('unavailable');
      await store.set('k2', page(['store:nl']), 0, 60);
      expect(await store.purgeTags(['store:nl'])).toBe(0);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expect(await store.ping()).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(errors.length).toBeGreaterThan(5);

    await redis.start();
    for (let i = 0; i < 100 && !(await store.ping()); i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 120));
    expect((await store.lookup('k')).kind).toBe('miss');
    await put(store, 'k', page(['store:nl']));
    expect(await hit(store, 'k')).toBe(true);
    expect(infos.some((m) => m.includes('again'))).toBe(true);
  }, 20_000);

  it('gives up on a frozen Redis within the command timeout', async () => {
    const errors: string[] = [];
    const store = new RedisPageStore({
      url: redis.url,
      clock: new SystemClock(),
      logger: quiet,
      prefix: 'frozen:',
      commandTimeoutMs: 50,
      pauseAfterFailureMs: 60_000,
      onError: (operation) => errors.push(operation),
    });
    stores.push(store);
    while (!(await store.ping())) await new Promise((r) => setTimeout(r, 20));
    errors.length = 0; // the pings before the connection was up
    const admin = new Redis(redis.url);
    const pauseMs = 2_000;
    try {
      // CLIENT PAUSE holds every client's commands, as a Redis stuck on a slow command would.
      await admin.call('CLIENT', 'PAUSE', String(pauseMs), 'ALL');
      const started = performance.now();
      expect((await store.lookup('k')).kind).toBe('unavailable');
      // Given up while Redis still held the command (a bound far above the 50 ms timeout, so a busy machine passes).
      expect(performance.now() - started).toBeLessThan(pauseMs - 500);
      expect(errors).toHaveLength(1);
      // Paused after the failure: the next lookup does not try Redis (and so cannot wait) at all.
      expect((await store.lookup('k')).kind).toBe('unavailable');
      expect(errors).toHaveLength(1);
    } finally {
      await admin.call('CLIENT', 'UNPAUSE').catch(() => undefined);
      admin.disconnect();
    }
  }, 15_000);
});
