import { describe, expect, it } from 'vitest';
import { test } from '../../testing/property-test';
import { syncConfigurableStock } from './stock-sync';
import { child, childrenArb, configurable } from '../../testing/catalog-arbitraries';

describe('syncConfigurableStock', () => {
  it('§4: a child that is out of stock or disabled is removed from the configurable children', () => {
    const product = configurable([child('A'), child('B', { stock: { is_in_stock: false } }), child('C', { status: 2 }), child('D', { stock: undefined })]);
    expect(syncConfigurableStock(product).configurable_children?.map((c) => c.sku)).toEqual(['A', 'D']);
  });

  it('§4: fresh stock replaces the indexed stock before syncing', () => {
    const product = configurable([child('A'), child('B', { stock: { is_in_stock: false } })]);
    const synced = syncConfigurableStock(product, { A: { is_in_stock: false }, B: { is_in_stock: true, qty: 2 } });
    expect(synced.configurable_children).toEqual([{ ...child('B'), stock: { is_in_stock: true, qty: 2 } }]);
  });

  it('§4: a parent out of stock gets the variants error', () => {
    const out = syncConfigurableStock(configurable([child('A')], { stock: { is_in_stock: false }, errors: { x: 'y' } }));
    expect(out.errors).toEqual({ x: 'y', variants: 'no-available-variants' });
    const fresh = syncConfigurableStock(configurable([child('A')], { stock: { is_in_stock: true } }), {
      'DRS-01': { is_in_stock: false },
    });
    expect(fresh.stock).toEqual({ is_in_stock: false });
    expect(fresh.errors?.variants).toBe('no-available-variants');
    const fine = syncConfigurableStock(configurable([child('A')], { stock: { is_in_stock: true } }));
    expect(fine.errors).toBeUndefined();
    expect(syncConfigurableStock(configurable([])).stock).toBeUndefined();
    expect(syncConfigurableStock({ ...configurable([]), configurable_children: undefined }).configurable_children).toEqual([]);
  });

  test.prop([childrenArb])('keeps exactly the in-stock, enabled children, in order', (kids) => {
    const synced = syncConfigurableStock(configurable(kids));
    expect(synced.configurable_children).toEqual(kids.filter((k) => k.stock?.is_in_stock && (k.status ?? 1) < 2));
    expect(syncConfigurableStock(synced)).toEqual(synced);
  });
});
