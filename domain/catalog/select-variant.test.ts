import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { configureVariant, selectVariant, withSelectedVariant } from './select-variant';
import { configurationPairs, isSelectable, matchCount } from './variant-availability';
import { child, childrenArb, configurable, configurationArb } from '../../testing/catalog-arbitraries';

const inStockOnly = { listOutOfStock: false };
const listAll = { listOutOfStock: true };

describe('selectVariant', () => {
  const red = child('R-M', { color: 49, size: 167, price: 80, final_price: 80 });
  const redCheap = child('R-M2', { color: 49, size: 167, price: 60, final_price: 60 });
  const blue = child('B-M', { color: 50, size: 167, price: 50, final_price: 50 });
  const soldOut = child('R-S', { color: 49, size: 166, stock: { is_in_stock: false } });
  const disabled = child('R-L', { color: 49, size: 168, status: 2 });

  it('§4: an exact sku match wins over matching attributes', () => {
    const result = selectVariant(configurable([red, blue]), { sku: 'B-M', configuration: { color: 49 } }, inStockOnly);
    expect(result).toEqual({ ok: true, value: blue });
  });

  it('§4: skip out-of-stock children (unless listing them is allowed)', () => {
    const product = configurable([soldOut, blue]);
    expect(selectVariant(product, { sku: 'R-S' }, inStockOnly)).toEqual({ ok: true, value: blue });
    expect(selectVariant(product, { sku: 'R-S' }, listAll)).toEqual({ ok: true, value: soldOut });
  });

  it('§4: skip children with status 2 or more, even when out-of-stock listing is allowed', () => {
    const product = configurable([disabled, blue]);
    expect(selectVariant(product, { sku: 'R-L' }, listAll)).toEqual({ ok: true, value: blue });
    expect(selectVariant(configurable([child('x', { status: 3 })]), {}, listAll).ok).toBe(false);
  });

  it('§4: the child matching the most configuration attributes wins', () => {
    const product = configurable([blue, red, child('R-L2', { color: 49, size: 168 })]);
    const result = selectVariant(product, { configuration: { color: 49, size: 168 } }, inStockOnly);
    expect(result.ok && result.value.sku).toBe('R-L2');
  });

  it('§4: ties broken by the lower price', () => {
    const product = configurable([red, redCheap, blue]);
    const result = selectVariant(product, { configuration: { color: '49' } }, inStockOnly);
    expect(result.ok && result.value.sku).toBe('R-M2');
    const equal = configurable([red, child('R-M3', { color: 49, price: 80, final_price: 80 })]);
    const first = selectVariant(equal, { configuration: { color: 49 } }, inStockOnly);
    expect(first.ok && first.value.sku).toBe('R-M');
  });

  it('§4: a child without a price loses a tie; price is used when final_price is missing', () => {
    const noPrice = child('N', { color: 49, price: undefined, final_price: undefined });
    const priceOnly = child('P', { color: 49, price: 10, final_price: undefined });
    const result = selectVariant(configurable([noPrice, priceOnly]), { configuration: { color: 49 } }, inStockOnly);
    expect(result.ok && result.value.sku).toBe('P');
  });

  it('§4: fall back to the first available child when nothing matches', () => {
    const product = configurable([soldOut, red, redCheap, blue]);
    const result = selectVariant(product, { configuration: { color: 77 } }, inStockOnly);
    expect(result.ok && result.value.sku).toBe('R-M');
    const none = selectVariant(product, {}, inStockOnly);
    expect(none.ok && none.value.sku).toBe('R-M');
  });

  it("§4: else the error 'No available product variants'", () => {
    expect(selectVariant(configurable([soldOut, disabled]), {}, inStockOnly)).toEqual({
      ok: false,
      error: { kind: 'no-available-variants', messageId: 'no-available-variants' },
    });
    expect(selectVariant({}, {}, listAll).ok).toBe(false);
  });

  it('§4: the error is set on the product; a found variant is set as selectedVariant', () => {
    const failed = withSelectedVariant(configurable([soldOut], { errors: { other: 'x' } }), {}, inStockOnly);
    expect(failed.errors).toEqual({ other: 'x', variants: 'no-available-variants' });
    expect(failed.selectedVariant).toBeNull();
    const chosen = withSelectedVariant(configurable([red], { errors: { variants: 'no-available-variants', x: 'y' } }), {}, inStockOnly);
    expect(chosen.selectedVariant).toBe(red);
    expect(chosen.is_configured).toBe(true);
    expect(chosen.errors).toEqual({ x: 'y' });
    expect(withSelectedVariant(configurable([red]), {}, inStockOnly).errors).toEqual({});
  });

  test.prop([childrenArb, configurationArb, fc.option(fc.string(), { nil: undefined }), fc.boolean()])(
    'the selected variant belongs to the product and is never disabled or out of stock unless allowed',
    (children, configuration, sku, listOutOfStock) => {
      const policy = { listOutOfStock };
      const result = selectVariant(configurable(children), { configuration, ...(sku === undefined ? {} : { sku }) }, policy);
      const selectable = children.filter((c) => isSelectable(c, policy));
      if (!result.ok) {
        expect(selectable).toEqual([]);
        return;
      }
      expect(children).toContain(result.value);
      expect(result.value.status ?? 1).toBeLessThan(2);
      if (!listOutOfStock) expect(result.value.stock?.is_in_stock).toBe(true);
      const best = Math.max(...selectable.map((c) => matchCount(c, configurationPairs(configuration))));
      expect(matchCount(result.value, configurationPairs(configuration))).toBe(best);
    },
  );
});

describe('configureVariant', () => {
  const m = child('R-M', { color: 49, size: 167 });
  const l = child('R-L', { color: 49, size: 168, price: 50, final_price: 50 });
  const blueL = child('B-L', { color: 50, size: 168 });

  it('§4: if a variant matches the chosen attributes it replaces the current product', () => {
    expect(configureVariant(configurable([m, l, blueL]), { color: '50', size: 168 }, inStockOnly)).toEqual({
      ok: true,
      value: blueL,
    });
    const partial = configureVariant(configurable([m, l]), { color: 49 }, inStockOnly);
    expect(partial.ok && partial.value.sku).toBe('R-L');
  });

  it("§8: no variant for chosen attributes gives the 'No such configuration' warning, never the closest child", () => {
    const result = configureVariant(configurable([m, l, blueL]), { color: 50, size: 167 }, inStockOnly);
    expect(result).toEqual({ ok: false, error: { kind: 'no-such-configuration', messageId: 'no-such-configuration' } });
    const soldOut = configurable([child('S', { color: 50, size: 167, stock: { is_in_stock: false } })]);
    expect(configureVariant(soldOut, { color: 50, size: 167 }, inStockOnly).ok).toBe(false);
    expect(configureVariant(soldOut, { color: 50, size: 167 }, listAll).ok).toBe(true);
    expect(configureVariant({}, { color: 50 }, listAll).ok).toBe(false);
  });

  test.prop([childrenArb, configurationArb, fc.boolean()])(
    'a configured variant carries every chosen value; a warning means no selectable child does',
    (children, configuration, listOutOfStock) => {
      const policy = { listOutOfStock };
      const result = configureVariant(configurable(children), configuration, policy);
      const wanted = Object.keys(configuration).length;
      const full = children.filter((c) => isSelectable(c, policy) && matchCount(c, configurationPairs(configuration)) === wanted);
      if (!result.ok) {
        expect(full).toEqual([]);
        return;
      }
      expect(full).toContain(result.value);
      expect(Math.min(...full.map((c) => c.final_price ?? Infinity))).toBe(result.value.final_price);
    },
  );
});
