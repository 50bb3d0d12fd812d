import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { ScriptedStore } from '../../testing/scripted-store';
import { PersistentCache } from './persistent-cache';

let clock: FakeClock;
let logger: MemoryLogger;
let store: ScriptedStore;

beforeEach(() => {
  clock = new FakeClock();
  logger = new MemoryLogger();
  store = new ScriptedStore();
});

/** Key 'pN' (2 bytes) and a JSON string of 292 bytes: 294 bytes an entry. */
const ENTRY = 294;
const value = 'x'.repeat(290);

describe('PersistentCache size budget (catalogue spec §9)', () => {
  it('stores a value exactly as large as the budget, and logs why a larger one is not stored', async () => {
    const col = new PersistentCache(store, clock, logger).collection('tiny', { budgetBytes: ENTRY });
    expect(await col.set('p0', value)).toBe(true);
    expect(await col.set('p1', `${value}y`)).toBe(false);
    expect(logger.entries).toEqual([
      { level: 'debug', tag: 'cache', message: `Not caching tiny/p1: ${ENTRY + 1} bytes exceed the budget of ${ENTRY}`, data: undefined },
    ]);
  });

  it('evicts by write time, oldest first, down to the budget and no further', async () => {
    const col = new PersistentCache(store, clock, logger).collection('products', { budgetBytes: 2 * ENTRY });
    for (const key of ['p0', 'p1', 'p2']) {
      await col.set(key, value);
      clock.advance(1_000);
    }
    // Written again last: the newest, though the store still lists it first.
    await col.set('p0', value);
    clock.advance(1_000);
    await col.checkQuota();
    expect(Object.keys(await store.contents('products')).sort()).toEqual(['p0', 'p2']);
    expect(logger.entries.filter((e) => e.level === 'info')).toEqual([
      { level: 'info', tag: 'cache', message: `Removed the 1 oldest entries of products to fit ${2 * ENTRY} bytes`, data: undefined },
    ]);
  });

  it('leaves a collection exactly at its budget alone', async () => {
    const col = new PersistentCache(store, clock, logger).collection('products', { budgetBytes: 2 * ENTRY });
    await col.set('p0', value);
    await col.set('p1', value);
    await col.checkQuota();
    expect(Object.keys(await store.contents('products')).sort()).toEqual(['p0', 'p1']);
    expect(logger.entries).toEqual([]);
  });

  it('drops what is not a cache entry while checking, and keeps reading', async () => {
    const col = new PersistentCache(store, clock, logger).collection('products');
    await col.set('p0', value);
    await store.memory.namespace('products').set('stray', { written: 'by an older shop' });
    await col.checkQuota();
    expect(Object.keys(await store.contents('products'))).toEqual(['p0']);
    expect(col.readsEnabled).toBe(true);
    expect(await col.get('p0')).toBe(value);
  });
});
