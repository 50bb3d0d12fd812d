import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { ScriptedStore, type StoreOperation } from '../../testing/scripted-store';
import { PortError } from '../ports/port-error';
import { PersistentCache, type PersistentCollection } from './persistent-cache';

let clock: FakeClock;
let logger: MemoryLogger;
let store: ScriptedStore;
let cache: PersistentCollection;

beforeEach(() => {
  clock = new FakeClock();
  logger = new MemoryLogger();
  store = new ScriptedStore();
  cache = new PersistentCache(store, clock, logger).collection('urls');
});

const failing =
  (...operations: StoreOperation[]) =>
  (operation: StoreOperation) => {
    if (operations.includes(operation)) throw new PortError('unavailable', 'IndexedDB gone');
  };

/** Runs a cache call while the fake clock passes the 800 ms a store call gets. */
async function pastTimeout<T>(call: Promise<T>): Promise<T> {
  await clock.advanceAsync(800);
  return call;
}

describe('PersistentCache when the store fails (catalogue spec §4)', () => {
  it('gives the same collection for the same name, so its error counts are shared', async () => {
    const caches = new PersistentCache(store, clock, logger);
    const urls = caches.collection('urls');
    expect(caches.collection('urls')).toBe(urls);
    store.before = failing('get');
    await urls.get('a');
    expect(caches.collection('urls').readsEnabled).toBe(false);
  });

  it("logs each failure as a warning with the store's error, and one error when the kind is turned off", async () => {
    store.before = failing('set');
    for (let i = 0; i < 29; i++) await cache.set(`k${i}`, i);
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
    await cache.set('k29', 29);
    const warnings = logger.entries.filter((e) => e.level === 'warn');
    expect(warnings).toHaveLength(30);
    expect(warnings[0]).toEqual({
      level: 'warn',
      tag: 'cache',
      message: 'Persistent cache write failed for urls',
      data: new PortError('unavailable', 'IndexedDB gone'),
    });
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([
      { level: 'error', tag: 'cache', message: 'Persistent cache urls: writes disabled after 30 error(s)', data: undefined },
    ]);
  });

  it('does not recreate the store for a failure that came quickly', async () => {
    store.before = failing('get', 'set');
    await cache.get('a');
    await cache.set('a', 1);
    expect(store.reconnects).toBe(0);
  });

  it('names the collection and the time limit when the store does not answer, and recreates it each time', async () => {
    store.before = (op) => (op === 'set' ? clock.sleep(60_000) : undefined);
    expect(await pastTimeout(cache.set('a', 1))).toBe(false);
    expect(logger.entries.find((e) => e.level === 'warn')?.data).toMatchObject({ kind: 'unavailable', message: 'Cache not responding within 800 ms for urls' });
    expect(await pastTimeout(cache.set('b', 1))).toBe(false);
    expect(store.reconnects).toBe(2);
  });

  it('logs a store that cannot be recreated, and goes on answering', async () => {
    const blocked = new (class extends ScriptedStore {
      override async reconnect(): Promise<void> {
        this.reconnects++;
        throw new Error('database blocked by another tab');
      }
    })();
    const col = new PersistentCache(blocked, clock, logger).collection('urls');
    blocked.before = (op) => (op === 'get' ? clock.sleep(60_000) : undefined);
    expect(await pastTimeout(col.get('a'))).toBeUndefined();
    await clock.advanceAsync(0);
    expect(logger.entries).toContainEqual({
      level: 'error',
      tag: 'cache',
      message: 'Could not recreate the store of urls',
      data: new Error('database blocked by another tab'),
    });
  });

  it('answers a missing key as a miss, without touching the store further', async () => {
    store.before = failing('remove');
    expect(await cache.get('nothing-here')).toBeUndefined();
    expect(cache.readsEnabled).toBe(true);
    expect(logger.entries).toEqual([]);
  });

  it('counts a failed remove or clear as a failed write, and never throws for them', async () => {
    await cache.set('a', 1);
    store.before = failing('remove', 'clear');
    for (let i = 0; i < 15; i++) {
      await expect(cache.remove('a')).resolves.toBeUndefined();
      await expect(cache.clear()).resolves.toBeUndefined();
    }
    expect(cache.writesEnabled).toBe(false);
    expect(logger.messages('warn')).toEqual(Array.from({ length: 30 }, () => 'Persistent cache write failed for urls'));
  });

  it('with writes turned off neither removes an entry nor evicts', async () => {
    const small = new PersistentCache(store, clock, logger).collection('products', { budgetBytes: 100 });
    await small.set('a', 'x'.repeat(60));
    await small.set('b', 'x'.repeat(60));
    store.before = failing('set');
    for (let i = 0; i < 30; i++) await small.set('c', 1);
    store.before = () => undefined;
    await small.remove('a');
    await small.checkQuota();
    expect(Object.keys(await store.contents('products'))).toEqual(['a', 'b']);
  });

  it('logs a cleared quota and a retry that still fails as one failed write', async () => {
    store.quotaChars = 10;
    expect(await cache.set('huge', 'z'.repeat(100))).toBe(false);
    expect(logger.entries.map((e) => [e.level, e.tag, e.message])).toEqual([
      ['warn', 'cache', 'Storage quota exceeded for urls: clearing it and retrying the write'],
      ['warn', 'cache', 'Persistent cache write failed for urls'],
    ]);
  });
});
