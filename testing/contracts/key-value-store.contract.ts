import { fc, test } from '../property-test';
import { beforeEach, describe, expect, it } from 'vitest';
import { type JsonValue, type KeyValueStorePort, isQuotaExceeded } from '../../application/ports/key-value-store-port';

export interface KeyValueStoreContractOptions {
  /** Runs per property; slow stores (files) use fewer. */
  readonly numRuns?: number;
  /** A store whose device quota holds about `chars` characters, when the adapter can simulate one. */
  readonly withQuota?: (chars: number) => KeyValueStorePort | Promise<KeyValueStorePort>;
}

/** The behaviour every KeyValueStorePort adapter shares. Call from the adapter's `*.test.ts`. */
export function keyValueStoreContract(
  name: string,
  makeStore: () => KeyValueStorePort | Promise<KeyValueStorePort>,
  options: KeyValueStoreContractOptions = {},
): void {
  const numRuns = options.numRuns ?? 100;

  describe(`KeyValueStorePort contract: ${name}`, () => {
    let store: KeyValueStorePort;
    beforeEach(async () => {
      store = await makeStore();
    });

    it('answers undefined for a key never set', async () => {
      expect(await store.namespace('cart').get('missing')).toBeUndefined();
    });

    it('returns a copy of what was set, not the object itself', async () => {
      const cart = store.namespace('cart');
      const value = { items: [{ sku: 'WS12-M-Red', qty: 2 }], token: null };
      await cart.set('current-cart', value);
      value.items[0]!.qty = 9;
      const read = await cart.get('current-cart');
      expect(read).toEqual({ items: [{ sku: 'WS12-M-Red', qty: 2 }], token: null });
      (read as { token: unknown }).token = 'changed';
      expect(await cart.get('current-cart')).toEqual({ items: [{ sku: 'WS12-M-Red', qty: 2 }], token: null });
    });

    it('replaces a value, removes a key, and removing an absent key is fine', async () => {
      const user = store.namespace('user');
      await user.set('token', 'a');
      await user.set('token', 'b');
      expect(await user.get('token')).toBe('b');
      await user.remove('token');
      await user.remove('token');
      expect(await user.get('token')).toBeUndefined();
      expect(await user.keys()).toEqual([]);
    });

    it('keeps namespaces apart: same key, keys() and clear() stay inside one namespace', async () => {
      const cart = store.namespace('cart');
      const urls = store.namespace('url-cache');
      await cart.set('k', 1);
      await urls.set('k', 2);
      await urls.set('other', 3);
      expect(await cart.get('k')).toBe(1);
      expect([...(await urls.keys())].sort()).toEqual(['k', 'other']);
      await urls.clear();
      expect(await urls.keys()).toEqual([]);
      expect(await cart.keys()).toEqual(['k']);
      expect(await cart.get('k')).toBe(1);
    });

    it('gives two handles of one namespace the same data, also after reconnect()', async () => {
      await store.namespace('orders').set('history', [1, 2, 3]);
      await store.reconnect();
      expect(await store.namespace('orders').get('history')).toEqual([1, 2, 3]);
    });

    it('keeps keys with separators, prototype names and non-ASCII text', async () => {
      const ns = store.namespace('odd');
      const keys = ['', 'a:b', '__proto__', 'constructor', 'größe/maat', '😀'];
      for (const [i, key] of keys.entries()) await ns.set(key, i);
      for (const [i, key] of keys.entries()) expect(await ns.get(key)).toBe(i);
      expect([...(await ns.keys())].sort()).toEqual([...keys].sort());
    });

    it('lands every one of many concurrent writes', async () => {
      const ns = store.namespace('queue');
      await Promise.all(Array.from({ length: 20 }, (_, i) => ns.set(`task-${i}`, { i })));
      expect((await ns.keys()).length).toBe(20);
      expect(await ns.get('task-13')).toEqual({ i: 13 });
    });

    it('refuses a namespace name that cannot be a file name or key prefix', () => {
      for (const bad of ['', 'a:b', '../etc', 'x y', 'a'.repeat(65)]) expect(() => store.namespace(bad)).toThrow(TypeError);
    });

    // JSON has no negative zero: fast-check's jsonValue() may yield -0, which every store gives back as 0.
    test.prop([fc.string(), fc.jsonValue()], { numRuns })('set-then-get returns the value for any JSON value', async (key, value) => {
      const ns = store.namespace('prop');
      await ns.set(key, value as JsonValue);
      expect(await ns.get(key)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    });

    it('gives -0 back as 0, as JSON does', async () => {
      await store.namespace('prop').set('zero', [-0]);
      expect(Object.is(((await store.namespace('prop').get('zero')) as number[])[0], 0)).toBe(true);
    });

    const op = fc.oneof(
      fc.record({ type: fc.constant('set' as const), key: fc.string({ maxLength: 4 }), value: fc.integer() }),
      fc.record({ type: fc.constant('remove' as const), key: fc.string({ maxLength: 4 }) }),
    );
    test.prop([fc.array(op, { maxLength: 20 })], { numRuns })('keys() reflects every set and remove', async (ops) => {
      const ns = store.namespace('model');
      await ns.clear();
      const model = new Set<string>();
      for (const o of ops) {
        if (o.type === 'set') {
          await ns.set(o.key, o.value);
          model.add(o.key);
        } else {
          await ns.remove(o.key);
          model.delete(o.key);
        }
      }
      expect([...(await ns.keys())].sort()).toEqual([...model].sort());
    });

    const withQuota = options.withQuota;
    if (withQuota) {
      it('reports a full quota as PortError rejected / quota-exceeded and keeps the old value', async () => {
        const small = (await withQuota(2_000)).namespace('cache');
        await small.set('page', 'small');
        const failure = await small.set('page', 'x'.repeat(5_000)).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isQuotaExceeded(failure)).toBe(true);
        expect(failure).toMatchObject({ name: 'PortError', kind: 'rejected', reason: 'quota-exceeded' });
        expect(await small.get('page')).toBe('small');
      });
    }
  });
}
