import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import type { OfflineOrder } from '../../domain/orders/types';
import type { JsonValue } from '../ports/key-value-store-port';
import { OfflineOrderStore } from './offline-order-store';

const order = (id: string, createdAt: number, transmited = false): OfflineOrder => ({ id, order: { orderId: id }, transmited, created_at: createdAt });

describe('OfflineOrderStore (cart spec §3 "Offline order carries a transmited flag")', () => {
  it('answers the stored orders oldest first, whatever order they were stored in', async () => {
    const store = new OfflineOrderStore(new MemoryKeyValueStore());
    await store.put(order('c', 3_000));
    await store.put(order('a', 1_000));
    await store.put(order('b', 2_000, true));
    expect((await store.all()).map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps one order per id and forgets a removed one', async () => {
    const store = new OfflineOrderStore(new MemoryKeyValueStore());
    await store.put(order('a', 1_000));
    await store.put(order('a', 1_000, true));
    await store.put(order('b', 2_000));
    await store.remove('b');
    expect(await store.all()).toEqual([order('a', 1_000, true)]);
  });

  it.each<[string, JsonValue]>([
    ['nothing', null],
    ['a text', 'order 7'],
    ['a number', 7],
    ['an id that is not a text', { id: 7, order: {}, transmited: false, created_at: 1 }],
    ['no id', { order: {}, transmited: false, created_at: 1 }],
    ['a transmited flag that is not a boolean', { id: 'x', order: {}, transmited: 'no', created_at: 1 }],
    ['no transmited flag', { id: 'x', order: {}, created_at: 1 }],
    ['no order request', { id: 'x', transmited: false, created_at: 1 }],
    ['an order request that is a text', { id: 'x', order: 'POST /api/order', transmited: false, created_at: 1 }],
    ['only an order request', { order: {} }],
  ])('skips a stored value with %s next to the orders it keeps', async (_name, value) => {
    const storage = new MemoryKeyValueStore();
    const store = new OfflineOrderStore(storage);
    await store.put(order('a', 1_000));
    await storage.namespace('orders').set('damaged', value);
    expect(await store.all()).toEqual([order('a', 1_000)]);
  });
});
