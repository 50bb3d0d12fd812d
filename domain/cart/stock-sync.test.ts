import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { cartMessages } from './messages';
import { syncCartItemStock } from './stock-sync';

const allow = { allowOutOfStockInCart: true, cartSynchronize: false };

describe('cart §4: stock sync of the cart', () => {
  it('cart §4: "in stock sets info \'In stock!\'"', () => {
    expect(syncCartItemStock({ sku: 'A', qty: 1, errors: { stock: 'out-of-the-stock', other: 'x' } }, true, allow)).toEqual({
      kind: 'keep',
      item: { sku: 'A', qty: 1, is_in_stock: true, info: { stock: 'in-stock' }, errors: { other: 'x' } },
    });
    expect(cartMessages['in-stock']).toBe('In stock!');
  });

  it('cart §4: "Out of stock sets error \'Out of the stock!\' when out-of-stock carts or sync are allowed; otherwise the item is removed"', () => {
    const item = { sku: 'A', qty: 1, info: { stock: 'in-stock' } };
    const marked = { kind: 'keep', item: { sku: 'A', qty: 1, is_in_stock: false, errors: { stock: 'out-of-the-stock' }, info: {} } };
    expect(syncCartItemStock(item, false, allow)).toEqual(marked);
    expect(syncCartItemStock(item, false, { allowOutOfStockInCart: false, cartSynchronize: true })).toEqual(marked);
    expect(syncCartItemStock(item, false, { allowOutOfStockInCart: false, cartSynchronize: false })).toEqual({ kind: 'remove' });
    expect(cartMessages['out-of-the-stock']).toBe('Out of the stock!');
  });

  test.prop([fc.boolean(), fc.boolean(), fc.boolean()])('a kept line carries exactly one stock note that matches its stock', (inStock, a, s) => {
    const outcome = syncCartItemStock({ sku: 'A', qty: 1 }, inStock, { allowOutOfStockInCart: a, cartSynchronize: s });
    if (outcome.kind === 'remove') {
      expect(inStock || a || s).toBe(false);
      return;
    }
    expect(outcome.item.is_in_stock).toBe(inStock);
    expect(outcome.item.info?.['stock'] === 'in-stock').toBe(inStock);
    expect(outcome.item.errors?.['stock'] === 'out-of-the-stock').toBe(!inStock);
  });
});
