import { describe, expect, it } from 'vitest';
import { cartItemsHash } from '../../domain/cart/sync-needed';
import type { CartItem, TotalSegment } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { ScriptedStore } from '../../testing/scripted-store';
import { fc, test } from '../../testing/property-test';
import type { JsonValue, KeyValueStorePort } from '../ports/key-value-store-port';
import { CurrentCart, type CartView } from './current-cart';

const item = (sku: string, qty: number): CartItem => ({ sku, qty, name: sku }) as CartItem;
const lines = (cart: CurrentCart) => cart.view.items.map((i) => `${i.sku}×${i.qty}`);
const store = (storage: KeyValueStorePort, value: unknown) => storage.namespace('cart').set('current-cart', value as JsonValue);

/** What a cart with nothing in it and nothing remembered looks like once loaded. */
const emptyLoaded: CartView = { items: [], itemsHash: cartItemsHash([]), segments: [], connectBypassCount: 0, isAddingToCart: false, loaded: true };

async function loaded(storage: KeyValueStorePort, logger = new MemoryLogger()): Promise<CurrentCart> {
  const cart = new CurrentCart(storage, logger);
  await cart.load();
  return cart;
}

describe('CurrentCart on the device: a saved cart comes back as it was saved, and a damaged one is not trusted', () => {
  it('a cart that has not been loaded yet is empty and says it is not loaded', () => {
    const cart = new CurrentCart(new MemoryKeyValueStore(), new MemoryLogger());
    expect(cart.view).toStrictEqual({ ...emptyLoaded, loaded: false });
  });

  it('a device with no saved cart loads an empty cart that says it is loaded', async () => {
    const cart = await loaded(new MemoryKeyValueStore());
    expect(cart.view).toStrictEqual(emptyLoaded);
  });

  it('a saved cart loads as loaded, with its lines and their hash', async () => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [item('TEE-1', 2)], revision: 3 });
    const cart = await loaded(storage);
    expect(cart.view).toStrictEqual({ ...emptyLoaded, items: [item('TEE-1', 2)], itemsHash: cartItemsHash([item('TEE-1', 2)]) });
  });

  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const savedFields = fc.record({
    items: fc.array(fc.record({ sku: fc.constantFrom('TEE-1', 'DRS-1', 'SCF-3'), qty: fc.integer({ min: 1, max: 9 }) }, { noNullPrototype: true }), {
      maxLength: 3,
    }),
    token: optional(fc.oneof(fc.string({ minLength: 1 }), fc.integer({ min: 1 }))),
    syncedHash: optional(fc.string()),
    lastSyncDate: optional(fc.integer({ min: 0 })),
    coupon: optional(fc.string({ minLength: 1 })),
    lastCartBypassTs: optional(fc.integer({ min: 0 })),
  });

  test.prop([savedFields], { numRuns: 50 })('a saved cart comes back on reload with exactly what was saved, and nothing it did not have', async (fields) => {
    const storage = new MemoryKeyValueStore();
    const patch = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<CartView>;
    await (await loaded(storage)).set(patch);
    const reloaded = await loaded(storage);
    expect(reloaded.view).toStrictEqual({ ...emptyLoaded, ...patch, itemsHash: cartItemsHash(fields.items) });
  });

  it.each([
    ['no value at all', null],
    ['a list', [item('TEE-1', 1)]],
    ['text', 'TEE-1'],
    ['another version', { version: 2, items: [item('TEE-1', 1)] }],
    ['lines that are not a list', { version: 1, items: 'TEE-1' }],
  ])('a saved cart that is %s is dropped and an empty cart loads', async (_, value) => {
    const storage = new MemoryKeyValueStore();
    await store(storage, value);
    expect((await loaded(storage)).view).toStrictEqual(emptyLoaded);
  });

  it.each([
    ['no line at all', null],
    ['plain text', 'TEE-1'],
    ['a line without SKU', { qty: 1 }],
    ['a line whose SKU is not text', { sku: 7, qty: 1 }],
    ['a line whose quantity is text', { sku: 'TEE-1', qty: '2' }],
    ['a line without quantity', { sku: 'TEE-1' }],
    ['a line of quantity 0', { sku: 'TEE-1', qty: 0 }],
    ['a line of negative quantity', { sku: 'TEE-1', qty: -1 }],
    ['a line whose signature is not text', { sku: 'TEE-1', qty: 1, sgn: 5 }],
    ['a line whose signed price is not a number', { sku: 'TEE-1', qty: 1, signedPriceInclTax: '19.95' }],
  ])('a saved cart with %s among its lines is dropped whole', async (_, bad) => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [item('DRS-1', 1), bad], token: 'cart-1', revision: 2 });
    const cart = await loaded(storage);
    expect(cart.view).toStrictEqual(emptyLoaded);
    // A later change starts from the empty cart, not from the damaged one.
    await cart.set({ coupon: 'WELCOME10' });
    expect(lines(cart)).toEqual([]);
  });

  it('fields of the wrong type in a saved cart are left out and its lines kept', async () => {
    const storage = new MemoryKeyValueStore();
    await store(storage, {
      version: 1,
      items: [item('TEE-1', 1)],
      token: true,
      syncedHash: 5,
      lastSyncDate: '2026-11-01',
      coupon: 10,
      lastCartBypassTs: '1700000000000',
    });
    const cart = await loaded(storage);
    expect(cart.view).toStrictEqual({ ...emptyLoaded, items: [item('TEE-1', 1)], itemsHash: cartItemsHash([item('TEE-1', 1)]) });
  });

  it('a numeric cart token (a guest cart id) is kept', async () => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [], token: 4711 });
    expect((await loaded(storage)).view.token).toBe(4711);
  });

  it.each([
    ['a fraction', 1.5],
    ['text', '2'],
    ['beyond the safe integers', 2 ** 60],
  ])('a saved generation that is %s counts as the first one', async (_, generation) => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [], generation });
    expect((await loaded(storage)).generation).toBe(0);
  });

  it('a saved generation that is a whole number is the cart generation', async () => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [], generation: 3 });
    expect((await loaded(storage)).generation).toBe(3);
  });

  it.each([
    ['a fraction', 1.5],
    ['text', '5'],
    ['beyond the safe integers', 2 ** 60],
  ])('a saved revision that is %s counts as none, so the next cart another tab saves is adopted', async (_, revision) => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [item('TEE-1', 1)], revision });
    const cart = await loaded(storage);
    await store(storage, { version: 1, items: [item('DRS-1', 2)], revision: 1 });
    await cart.set({ coupon: 'WELCOME10' });
    expect(lines(cart)).toEqual(['DRS-1×2']);
  });

  it('a saved cart no newer than the one this tab loaded is not adopted over it', async () => {
    const storage = new MemoryKeyValueStore();
    await store(storage, { version: 1, items: [item('TEE-1', 1)], revision: 5 });
    const cart = await loaded(storage);
    await store(storage, { version: 1, items: [item('DRS-1', 2)], revision: 5 });
    await cart.set({ coupon: 'WELCOME10' });
    expect(lines(cart)).toEqual(['TEE-1×1']);
    expect(lines(await loaded(storage))).toEqual(['TEE-1×1']);
  });

  it('lines changed together with the adding flag are saved', async () => {
    const storage = new MemoryKeyValueStore();
    const cart = await loaded(storage);
    await cart.set({ items: [item('TEE-1', 1)], isAddingToCart: false });
    expect(lines(await loaded(storage))).toEqual(['TEE-1×1']);
  });
});

describe('CurrentCart.clear: an emptied cart keeps only what outlives the lines', () => {
  const segment: TotalSegment = { code: 'grand_total', title: 'Totaal', value: money(1995) };

  async function fullCart(storage: KeyValueStorePort, bypass: boolean) {
    const cart = await loaded(storage);
    await cart.set({
      items: [item('TEE-1', 1)],
      token: 'cart-1',
      syncedHash: 'abc',
      lastSyncDate: 1_700_000_000_000,
      coupon: 'WELCOME10',
      ...(bypass ? { lastCartBypassTs: 1_700_000_000_001 } : {}),
    });
    await cart.set({ segments: [segment], connectBypassCount: 2, isAddingToCart: true });
    return cart;
  }

  it('clearing keeps the server cart token, the bypass count and time, and the generation; the rest is emptied', async () => {
    const storage = new MemoryKeyValueStore();
    const cart = await fullCart(storage, true);
    const generation = cart.generation;
    await cart.clear(false);
    const expected = { ...emptyLoaded, connectBypassCount: 2, token: 'cart-1', lastCartBypassTs: 1_700_000_000_001 };
    expect(cart.view).toStrictEqual(expected);
    expect(cart.generation).toBe(generation);
    expect(await cart.setInGeneration(generation, { items: [item('DRS-1', 1)] })).toBe(true);
    expect((await loaded(storage)).view).toStrictEqual({
      ...expected,
      connectBypassCount: 0,
      items: [item('DRS-1', 1)],
      itemsHash: cartItemsHash([item('DRS-1', 1)]),
    });
  });

  it('clearing with disconnect also forgets the server cart token and starts the next generation', async () => {
    const storage = new MemoryKeyValueStore();
    const cart = await fullCart(storage, true);
    await cart.clear(true);
    const expected = { ...emptyLoaded, connectBypassCount: 2, lastCartBypassTs: 1_700_000_000_001 };
    expect(cart.view).toStrictEqual(expected);
    expect(cart.generation).toBe(1);
    await cart.clear(true);
    expect(cart.generation).toBe(2);
    const reloaded = await loaded(storage);
    expect(reloaded.view).toStrictEqual({ ...expected, connectBypassCount: 0 });
    expect(reloaded.generation).toBe(2);
  });

  it('a cleared cart that never bypassed the server has no bypass time', async () => {
    const cart = await fullCart(new MemoryKeyValueStore(), false);
    await cart.clear(false);
    expect(cart.view).toStrictEqual({ ...emptyLoaded, connectBypassCount: 2, token: 'cart-1' });
    await cart.clear(true);
    expect(cart.view).toStrictEqual({ ...emptyLoaded, connectBypassCount: 2 });
  });
});

describe('CurrentCart when the device storage fails: the shopper keeps the cart, support sees why', () => {
  it('a change goes on when the saved cart cannot be read, and a warning is logged', async () => {
    const storage = new ScriptedStore();
    const logger = new MemoryLogger();
    const cart = new CurrentCart(storage, logger);
    storage.before = (operation) => {
      if (operation === 'get') throw new Error('storage is locked');
    };
    await cart.exclusive(() => cart.set({ items: [item('TEE-1', 1)] }));
    expect(lines(cart)).toEqual(['TEE-1×1']);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', tag: 'cart', message: 'The cart saved on this device could not be read' }));
    expect(await storage.contents('cart')).toMatchObject({ 'current-cart': { items: [item('TEE-1', 1)] } });
  });

  it('a saved cart that cannot be read at start leaves the cart empty and loaded, and the first change adopts it once it can', async () => {
    const storage = new ScriptedStore();
    const logger = new MemoryLogger();
    await new CurrentCart(storage, logger).set({ items: [item('DRS-1', 2)] });
    storage.before = (operation) => {
      if (operation === 'get') throw new Error('storage is locked');
    };
    const cart = new CurrentCart(storage, logger);
    await expect(cart.load()).resolves.toMatchObject({ loaded: true, items: [] });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', tag: 'cart', message: 'The cart saved on this device could not be read' }));
    storage.before = () => undefined;
    await cart.exclusive(() => cart.set({ items: [...cart.view.items, item('TEE-1', 1)] }));
    expect(lines(cart)).toEqual(['DRS-1×2', 'TEE-1×1']);
  });

  it('a cart that cannot be saved stays in this tab, and an error is logged', async () => {
    const storage = new ScriptedStore();
    const logger = new MemoryLogger();
    const cart = await loaded(storage, logger);
    storage.before = (operation) => {
      if (operation === 'set') throw new Error('quota');
    };
    await expect(cart.set({ items: [item('TEE-1', 1)] })).resolves.toMatchObject({ items: [item('TEE-1', 1)] });
    expect(lines(cart)).toEqual(['TEE-1×1']);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', tag: 'cart', message: 'The cart could not be saved on this device' }));
  });
});
