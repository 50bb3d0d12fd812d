import { fc, test } from '../../testing/property-test';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { PortError } from '../ports/port-error';
import { utf8Length } from './cache-entry';
import { PersistentCache, type PersistentCollection, persistentCacheRules } from './persistent-cache';
import { ScriptedStore } from '../../testing/scripted-store';

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

/** Settles a cache call while the fake clock moves `ms`, and reports whether it settled earlier. */
async function within<T>(call: Promise<T>, ms: number): Promise<{ settledBefore: boolean; value: T }> {
  let settled = false;
  void call.then(() => (settled = true));
  await clock.advanceAsync(ms - 1);
  const settledBefore = settled;
  await clock.advanceAsync(1);
  return { settledBefore, value: await call };
}

describe('PersistentCache', () => {
  it('keeps the spec constants (catalogue spec §4, §9)', () => {
    expect(persistentCacheRules).toEqual({
      unresponsiveAfterMs: 800,
      iterateUnresponsiveAfterMs: 2_000,
      quotaCheckEveryMs: 30_000,
      defaultBudgetBytes: 4_194_304,
      readErrorLimit: 1,
      writeErrorLimit: 30,
    });
  });

  it('stores a versioned entry with write time and size, and reads the value back', async () => {
    expect(await cache.set('/en/women', { id: 12 })).toBe(true);
    expect(await cache.get('/en/women')).toEqual({ id: 12 });
    expect(await store.contents('urls')).toEqual({ '/en/women': { v: 1, at: clock.now(), size: 9 + 9, value: { id: 12 } } });
  });

  it('drops an entry of another version or shape when it is read', async () => {
    await store.memory.namespace('urls').set('old', { version: 0, data: 1 });
    expect(await cache.get('old')).toBeUndefined();
    expect(await store.contents('urls')).toEqual({});
    expect(cache.readsEnabled).toBe(true);
  });

  it('turns reads off after 1 failed read, and keeps writing', async () => {
    store.before = (op) => {
      if (op === 'get') throw new PortError('unavailable', 'IndexedDB gone');
    };
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.readsEnabled).toBe(false);
    store.before = () => undefined;
    expect(await cache.set('a', 1)).toBe(true);
    expect(await cache.get('a')).toBeUndefined();
    expect(logger.messages('error')).toEqual(['Persistent cache urls: reads disabled after 1 error(s)']);
  });

  it('turns writes off after 30 failed writes, not before', async () => {
    store.before = (op) => {
      if (op === 'set') throw new PortError('unavailable', 'disk full of something else');
    };
    for (let i = 0; i < 29; i++) await cache.set(`k${i}`, i);
    expect(cache.writesEnabled).toBe(true);
    expect(await cache.set('k29', 29)).toBe(false);
    expect(cache.writesEnabled).toBe(false);
    store.before = () => undefined;
    expect(await cache.set('late', 1)).toBe(false);
    expect(await store.contents('urls')).toEqual({});
    expect(cache.readsEnabled).toBe(true);
  });

  it('clears the namespace and retries once when the quota is exceeded (cart spec §8)', async () => {
    const other = new PersistentCache(store, clock, logger).collection('cart');
    await other.set('current-cart', { items: [] });
    for (let i = 0; i < 5; i++) await cache.set(`old-${i}`, 'x'.repeat(50));
    store.quotaChars = 400;
    expect(await cache.set('new', 'y'.repeat(200))).toBe(true);
    expect(Object.keys(await store.contents('urls'))).toEqual(['new']);
    expect(Object.keys(await store.contents('cart'))).toEqual(['current-cart']);
    expect(logger.messages('warn')).toContain('Storage quota exceeded for urls: clearing it and retrying the write');
    expect(cache.writesEnabled).toBe(true);
  });

  it('counts one write error when the retry after clearing still does not fit', async () => {
    store.quotaChars = 10;
    expect(await cache.set('huge', 'z'.repeat(100))).toBe(false);
    expect(await store.contents('urls')).toEqual({});
    for (let i = 0; i < 28; i++) await cache.set(`h${i}`, 'z'.repeat(100));
    expect(cache.writesEnabled).toBe(true);
    await cache.set('h29', 'z'.repeat(100));
    expect(cache.writesEnabled).toBe(false);
  });

  it('answers a read after 800 ms without the store, recreates the store and turns reads off', async () => {
    store.before = (op) => (op === 'get' ? clock.sleep(60_000) : undefined);
    const read = await within(cache.get('a'), 800);
    expect(read).toEqual({ settledBefore: false, value: undefined });
    expect(store.reconnects).toBe(1);
    expect(cache.readsEnabled).toBe(false);
    expect(logger.messages('warn')).toContain('Persistent cache read failed for urls');
  });

  it('accepts a read that answers within 800 ms', async () => {
    await cache.set('a', 1);
    store.before = (op) => (op === 'get' ? clock.sleep(799) : undefined);
    expect((await within(cache.get('a'), 799)).value).toBe(1);
    expect(cache.readsEnabled).toBe(true);
    expect(store.reconnects).toBe(0);
  });

  it('gives up a write after 800 ms and counts it as a write error', async () => {
    store.before = (op) => (op === 'set' ? clock.sleep(60_000) : undefined);
    expect((await within(cache.set('a', 1), 800)).value).toBe(false);
    expect(store.reconnects).toBe(1);
    expect(cache.writesEnabled).toBe(true);
  });

  it('removes the oldest entries when over budget, at the first write 30 s after the last check', async () => {
    const small = new PersistentCache(store, clock, logger).collection('products', { budgetBytes: 1_000 });
    for (let i = 0; i < 5; i++) {
      await small.set(`p${i}`, 'x'.repeat(290));
      clock.advance(1_000);
    }
    expect(Object.keys(await store.contents('products'))).toHaveLength(5);
    clock.advance(30_000 - 5_000);
    await small.set('p5', 'x'.repeat(290));
    expect(Object.keys(await store.contents('products')).sort()).toEqual(['p3', 'p4', 'p5']);
    expect(logger.messages('info')).toEqual(['Removed the 3 oldest entries of products to fit 1000 bytes']);
  });

  it('does not store a value larger than the whole budget', async () => {
    const tiny = new PersistentCache(store, clock, logger).collection('tiny', { budgetBytes: 100 });
    expect(await tiny.set('big', 'x'.repeat(200))).toBe(false);
    expect(tiny.writesEnabled).toBe(true);
  });

  it('treats a quota scan that takes over 2000 ms as unresponsive', async () => {
    await cache.set('a', 1);
    store.before = (op) => (op === 'keys' ? clock.sleep(60_000) : undefined);
    const check = await within(cache.checkQuota(), 2_000);
    expect(check.settledBefore).toBe(false);
    expect(store.reconnects).toBe(1);
    expect(cache.readsEnabled).toBe(false);
  });

  const step = fc.record({ op: fc.constantFrom('get' as const, 'set' as const), key: fc.constantFrom('a', 'b'), fails: fc.boolean() });
  test.prop([fc.array(step, { maxLength: 80 })])('never throws, and turns reads off at 1 and writes off at 30 failures', async (steps) => {
    const scripted = new ScriptedStore();
    const col = new PersistentCache(scripted, new FakeClock(), new MemoryLogger()).collection('prop');
    let readErrors = 0;
    let writeErrors = 0;
    for (const s of steps) {
      scripted.before = (op) => {
        if (s.fails && op === s.op) throw new PortError('unavailable', 'scripted');
      };
      if (s.op === 'get') {
        if (s.fails && readErrors < 1) readErrors++;
        await col.get(s.key);
      } else {
        if (s.fails && writeErrors < 30) writeErrors++;
        await col.set(s.key, 1);
      }
      expect([col.readsEnabled, col.writesEnabled]).toEqual([readErrors < 1, writeErrors < 30]);
    }
  });

  test.prop([fc.string({ unit: 'binary' })])('counts UTF-8 bytes like TextEncoder', (text) => {
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('counts lone and doubled surrogates as TextEncoder does (3 bytes each)', () => {
    for (const text of ['\uD800\uD800', '\uD800a', '\uDC00', 'a\uD800', '😀']) expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });
});
