import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { cartItemKey, hasDistinguishingOptions, hashText, optionsChecksum } from './checksum';
import { cartItemsHash, isSyncNeeded } from './sync-needed';
import { addCartLine, cartQuantity, removeCartLine, setCartLineQty } from './cart-lines';
import type { BundleOptionSelection, CustomOptionSelection, ProductOption } from './types';

const opt = (bundle: BundleOptionSelection[] = [], custom: CustomOptionSelection[] = []): ProductOption => ({
  extension_attributes: { bundle_options: bundle, custom_options: custom },
});

describe('cart §4: line identity and checksum', () => {
  it('cart §4: configurables match by sku; bundle and custom options add an options checksum', () => {
    const configurable: ProductOption = { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 49 }] } };
    expect(cartItemKey({ sku: 'DRS-01-BLK-M', product_option: configurable })).toBe('DRS-01-BLK-M');
    expect(cartItemKey({ sku: 'A' })).toBe('A');
    const key = cartItemKey({ sku: 'BND', product_option: opt([{ option_id: 1, option_qty: 1, option_selections: [2] }]) });
    expect(key).toMatch(/^BND#[0-9a-f]{14}$/);
    expect(cartItemKey({ sku: 'BND', product_option: opt([], [{ option_id: 1, option_value: 'x' }]) })).not.toBe(key);
    expect(hasDistinguishingOptions(opt())).toBe(false);
    expect(hasDistinguishingOptions(undefined)).toBe(false);
  });

  it('ids as string or number give the same checksum; option order does not matter', () => {
    const a = opt(
      [
        { option_id: 1, option_qty: 2, option_selections: [3, 4] },
        { option_id: 2, option_qty: 1, option_selections: [5] },
      ],
      [{ option_id: 7, option_value: '8' }],
    );
    const b = opt(
      [
        { option_id: '2', option_qty: 1, option_selections: ['5'] },
        { option_id: '1', option_qty: 2, option_selections: ['4', '3'] },
      ],
      [{ option_id: '7', option_value: '8' }],
    );
    expect(optionsChecksum(a)).toBe(optionsChecksum(b));
    expect(optionsChecksum(opt([{ option_id: 1, option_qty: 3, option_selections: [3, 4] }]))).not.toBe(
      optionsChecksum(opt([{ option_id: 1, option_qty: 2, option_selections: [3, 4] }])),
    );
  });

  it('hashes are stable across releases, because stored carts keep their items hash', () => {
    expect(hashText('')).toBe('0bdcb81aee8d83');
    expect(hashText('abc')).toBe('11f9f91ac18c8d');
    expect(optionsChecksum(opt([{ option_id: 1, option_qty: 1, option_selections: [2] }]))).toBe(hashText('b[1:1:2]c[]'));
    expect(
      optionsChecksum(
        opt(
          [{ option_id: 1, option_qty: 1, option_selections: [2, 10] }],
          [
            { option_id: 3, option_value: 'x' },
            { option_id: 2, option_value: 'y' },
          ],
        ),
      ),
    ).toBe(hashText('b[1:1:10,2]c[2=y;3=x]'));
    expect(
      cartItemsHash([
        { sku: 'B', qty: 2 },
        { sku: 'A', qty: 1 },
      ]),
    ).toBe(hashText('A*1\nB*2'));
  });

  it('hashes text to 14 hex digits, deterministically', () => {
    expect(hashText('')).toMatch(/^[0-9a-f]{14}$/);
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
    expect(hashText('ab')).not.toBe(hashText('ba'));
  });

  test.prop([fc.string(), fc.string()])('different texts rarely collide; equal texts always agree', (a, b) => {
    expect(hashText(a) === hashText(b)).toBe(a === b);
  });

  const selectionsArb = fc.array(fc.record({ option_id: fc.nat(20), option_qty: fc.nat(3), option_selections: fc.array(fc.nat(9), { maxLength: 3 }) }), {
    maxLength: 4,
  });
  test.prop([selectionsArb])('the checksum ignores the order of options and selections', (bundle) => {
    const shuffled = [...bundle].reverse().map((o) => ({ ...o, option_selections: [...o.option_selections].reverse() }));
    expect(optionsChecksum(opt(shuffled))).toBe(optionsChecksum(opt(bundle)));
  });
});

describe('cart §4: items hash and "sync needed"', () => {
  it('cart §4: "Synchronisation runs only when connected and enabled, and the items hash changed, or there was no prior sync, or it is forced"', () => {
    const base = { connected: true, enabled: true, itemsHash: 'h1', lastSyncedHash: 'h1', lastSyncDate: 100, forced: false };
    expect(isSyncNeeded(base)).toBe(false);
    expect(isSyncNeeded({ ...base, itemsHash: 'h2' })).toBe(true);
    expect(isSyncNeeded({ ...base, lastSyncDate: undefined })).toBe(true);
    expect(isSyncNeeded({ ...base, forced: true })).toBe(true);
    expect(isSyncNeeded({ ...base, forced: true, connected: false })).toBe(false);
    expect(isSyncNeeded({ ...base, forced: true, enabled: false })).toBe(false);
  });

  test.prop([fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()])(
    'sync needed ⇔ connected ∧ enabled ∧ (changed ∨ never ∨ forced)',
    (connected, enabled, changed, never, forced) => {
      const check = { connected, enabled, itemsHash: 'h', lastSyncedHash: changed ? 'old' : 'h', lastSyncDate: never ? undefined : 5, forced };
      expect(isSyncNeeded(check)).toBe(connected && enabled && (changed || never || forced));
    },
  );

  const cartArb = fc.uniqueArray(fc.record({ sku: fc.string({ minLength: 1, maxLength: 3 }), qty: fc.integer({ min: 1, max: 9 }) }), {
    selector: (i) => i.sku,
  });
  test.prop([cartArb])('the items hash ignores line order and changes with any quantity', (items) => {
    expect(cartItemsHash([...items].reverse())).toBe(cartItemsHash(items));
    if (items.length > 0) expect(cartItemsHash(setCartLineQty(items, items[0]!.sku, items[0]!.qty + 1))).not.toBe(cartItemsHash(items));
  });
});

describe('cart lines', () => {
  it('adding the same line raises its quantity; removing drops it; the badge counts quantities', () => {
    const one = addCartLine([], { sku: 'A', qty: 1 });
    const two = addCartLine(one, { sku: 'A', qty: 2 });
    expect(two).toEqual([{ sku: 'A', qty: 3, prev_qty: 1 }]);
    expect(addCartLine(two, { sku: 'B', qty: 1 })).toEqual([
      { sku: 'A', qty: 3, prev_qty: 1 },
      { sku: 'B', qty: 1 },
    ]);
    expect(cartQuantity(addCartLine(two, { sku: 'B', qty: 1 }))).toBe(4);
    expect(removeCartLine(two, 'A')).toEqual([]);
    expect(setCartLineQty(two, 'A', 7)).toEqual([{ sku: 'A', qty: 7, prev_qty: 3 }]);
  });

  test.prop([fc.array(fc.record({ sku: fc.constantFrom('A', 'B', 'C'), qty: fc.integer({ min: 1, max: 5 }) }))])(
    'adding lines one by one keeps one line per sku and the total quantity',
    (adds) => {
      const cart = adds.reduce((items, add) => addCartLine(items, add), [] as readonly { sku: string; qty: number }[]);
      expect(new Set(cart.map((i) => i.sku)).size).toBe(cart.length);
      expect(cartQuantity(cart)).toBe(adds.reduce((s, a) => s + a.qty, 0));
    },
  );
});
