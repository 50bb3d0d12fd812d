import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type JsonValue,
  type KeyValueNamespace,
  type KeyValueStorePort,
  QuotaExceededError,
  isQuotaExceeded,
} from '../../application/ports/key-value-store-port';
import { MemoryKeyValueStore } from '../memory/memory-key-value-store';
import { MemoryLogger } from '../memory/memory-logger';
import { RoomMakingKeyValueStore } from './room-making-key-value-store';

/** Storage with a byte budget over all namespaces, as a browser profile's quota is. */
class BudgetStorage implements KeyValueStorePort {
  private readonly inner = new MemoryKeyValueStore();
  private readonly sizes = new Map<string, number>();
  constructor(private readonly budget: number) {}
  private used = () => [...this.sizes.values()].reduce((a, b) => a + b, 0);
  namespace(name: string): KeyValueNamespace {
    const ns = this.inner.namespace(name);
    const id = (key: string) => `${name}/${key}`;
    return {
      name,
      get: (key) => ns.get(key),
      keys: () => ns.keys(),
      remove: async (key) => {
        this.sizes.delete(id(key));
        await ns.remove(key);
      },
      clear: async () => {
        for (const key of await ns.keys()) this.sizes.delete(id(key));
        await ns.clear();
      },
      set: async (key: string, value: JsonValue) => {
        const size = JSON.stringify(value).length;
        if (this.used() - (this.sizes.get(id(key)) ?? 0) + size > this.budget) throw new QuotaExceededError(name, new Error('QuotaExceededError'));
        this.sizes.set(id(key), size);
        await ns.set(key, value);
      },
    };
  }
  reconnect = async () => {};
}

describe('RoomMakingKeyValueStore (cart spec §8 "Storage quota exceeded": the cache is cleared and retried)', () => {
  it('clears the caches when the cart does not fit, and keeps the cart', async () => {
    const store = new RoomMakingKeyValueStore(new BudgetStorage(200), new MemoryLogger());
    const cache = store.namespace('catalog-products');
    await cache.set('p1', 'x'.repeat(150));
    await store.namespace('cart').set('current-cart', { items: 'y'.repeat(100) });
    expect(await store.namespace('cart').get('current-cart')).toEqual({ items: 'y'.repeat(100) });
    expect(await cache.keys()).toEqual([]);
  });

  it("never clears a namespace with the shopper's data, and throws when the data alone does not fit", async () => {
    const store = new RoomMakingKeyValueStore(new BudgetStorage(200), new MemoryLogger());
    await store.namespace('orders').set('o1', 'z'.repeat(150));
    store.namespace('catalog-products');
    const error = await store
      .namespace('cart')
      .set('current-cart', 'y'.repeat(100))
      .catch((e: unknown) => e);
    expect(isQuotaExceeded(error)).toBe(true);
    expect(await store.namespace('orders').get('o1')).toBe('z'.repeat(150));
  });

  it('property: an essential write that fits without the caches always succeeds, and essential data is never lost', async () => {
    const write = fc.record({ essential: fc.boolean(), key: fc.constantFrom('a', 'b', 'c'), size: fc.integer({ min: 1, max: 60 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 30 }), async (writes) => {
        const store = new RoomMakingKeyValueStore(new BudgetStorage(200), new MemoryLogger());
        const essential = new Map<string, number>();
        for (const w of writes) {
          const ns = store.namespace(w.essential ? 'cart' : 'catalog-products');
          const fitsAlone = [...essential.entries()].filter(([k]) => k !== w.key).reduce((sum, [, size]) => sum + size + 2, 0) + w.size + 2 <= 200;
          const done = await ns.set(w.key, 'x'.repeat(w.size)).then(
            () => true,
            () => false,
          );
          if (w.essential && fitsAlone) expect(done).toBe(true);
          if (w.essential && done) essential.set(w.key, w.size);
        }
        for (const [key, size] of essential) expect(await store.namespace('cart').get(key)).toBe('x'.repeat(size));
      }),
      { numRuns: 200 },
    );
  });
});
