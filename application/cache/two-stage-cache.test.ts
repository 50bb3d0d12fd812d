import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { type JsonValue } from '../ports/key-value-store-port';
import { PortError } from '../ports/port-error';
import { PersistentCache } from './persistent-cache';
import { ScriptedStore } from '../../testing/scripted-store';
import { type CacheStage, MemoryStage, TwoStageCache } from './two-stage-cache';

let clock: FakeClock;
let logger: MemoryLogger;
let store: ScriptedStore;
let cache: TwoStageCache;

beforeEach(() => {
  clock = new FakeClock();
  logger = new MemoryLogger();
  store = new ScriptedStore();
  cache = new TwoStageCache(new PersistentCache(store, clock, logger), clock, logger);
});

/** A memory stage whose every lookup costs `ms` on the fake clock (a big value's JSON.parse). */
function slowStage(ms: number): CacheStage & { lookups: number } {
  const inner = new MemoryStage(100);
  return {
    lookups: 0,
    get(key) {
      this.lookups++;
      clock.advance(ms);
      return inner.get(key);
    },
    set: (key, value: JsonValue) => inner.set(key, value),
    delete: (key) => inner.delete(key),
    clear: () => inner.clear(),
  };
}

describe('TwoStageCache', () => {
  it('reads through to the persistent stage once, then answers from memory', async () => {
    const products = cache.collection('products');
    await store.memory.namespace('products').set('p1', { v: 1, at: 0, size: 1, value: { sku: 'A' } });
    expect(await products.get('p1')).toEqual({ sku: 'A' });
    await store.memory.namespace('products').clear();
    expect(await products.get('p1')).toEqual({ sku: 'A' });
  });

  it('writes to both stages and removes from both', async () => {
    const products = cache.collection('products');
    expect(await products.set('p1', [1, 2])).toBe(true);
    expect(Object.keys(await store.contents('products'))).toEqual(['p1']);
    await products.remove('p1');
    expect(await products.get('p1')).toBeUndefined();
  });

  it('hands out copies: changing a returned value does not change the cache', async () => {
    const products = cache.collection('products');
    await products.set('p1', { qty: 1 });
    const read = (await products.get('p1')) as { qty: number };
    read.qty = 99;
    expect(await products.get('p1')).toEqual({ qty: 1 });
  });

  it('turns the first stage off once it is slower on average than the second (catalogue spec §4)', async () => {
    const first = slowStage(5);
    store.before = (op) => (op === 'get' ? clock.advance(1) : undefined);
    const products = cache.collection('products', { firstStage: first });
    await products.set('p1', { sku: 'A' });
    // Lookups spaced out (as shoppers do), so each background probe of the second stage finishes before the next.
    const lookup = async () => {
      await products.get('p1');
      await clock.advanceAsync(0);
    };
    for (let i = 0; i < 4; i++) await lookup();
    expect(products.firstStageEnabled).toBe(true);
    await lookup();
    expect(products.firstStageEnabled).toBe(false);
    expect(logger.messages('info')).toEqual(['Two-stage cache products: first stage (5.0 ms) slower than second (1.0 ms); first stage disabled']);
    const lookups = first.lookups;
    expect(await products.get('p1')).toEqual({ sku: 'A' });
    expect(first.lookups).toBe(lookups);
  });

  it('keeps the first stage while it is faster, over many lookups', async () => {
    store.before = (op) => (op === 'get' ? clock.advance(3) : undefined);
    const products = cache.collection('products', { firstStage: slowStage(1) });
    await products.set('p1', 1);
    for (let i = 0; i < 100; i++) {
      expect(await products.get('p1')).toBe(1);
      await clock.advanceAsync(0);
    }
    expect(products.firstStageEnabled).toBe(true);
  });

  it('never compares against a persistent stage whose reads are off (it answers instantly with nothing)', async () => {
    store.before = (op) => {
      if (op === 'get') throw new PortError('unavailable', 'IndexedDB gone');
    };
    const products = cache.collection('products', { firstStage: slowStage(5) });
    await products.set('p1', 1);
    for (let i = 0; i < 50; i++) expect(await products.get('p1')).toBe(1);
    await clock.advanceAsync(0);
    expect(products.firstStageEnabled).toBe(true);
  });

  it('clears every collection on clearAll (a store view change)', async () => {
    const products = cache.collection('products');
    const categories = cache.collection('categories');
    await products.set('p1', 1);
    await categories.set('c1', 2);
    await cache.clearAll();
    expect([await products.get('p1'), await categories.get('c1')]).toEqual([undefined, undefined]);
    expect(await store.contents('products')).toEqual({});
  });

  it('drops the least recently used entry beyond the memory stage capacity', () => {
    const stage = new MemoryStage(2);
    stage.set('a', 1);
    stage.set('b', 2);
    stage.get('a');
    stage.set('c', 3);
    expect([stage.get('a'), stage.get('b'), stage.get('c')]).toEqual([1, undefined, 3]);
  });
});
