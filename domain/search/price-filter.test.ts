import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { PRICE_RANGES, parsePriceFilter, priceFilter, priceRangeLabel, priceRangeValue } from './price-filter';

describe('price filter', () => {
  it("§9: price filter ranges 0-50, 50-100, 100-150, 150+ with labels '< ', '> ' and ' - ' and the currency sign", () => {
    expect(PRICE_RANGES.map((r) => priceRangeLabel(r))).toEqual(['< €50', '€50 - €100', '€100 - €150', '> €150']);
    expect(PRICE_RANGES.map(priceRangeValue)).toEqual(['0-50', '50-100', '100-150', '150-']);
    expect(priceRangeLabel({ from: 1000, to: 2000 }, { currencySign: '$', currencyGroup: ',' })).toBe('$1,000 - $2,000');
  });

  it("§5: price filter values are read as 'from-to' integers and bounds apply only when set", () => {
    expect(parsePriceFilter('50-100')).toEqual({ from: 50, to: 100 });
    expect(parsePriceFilter('150-')).toEqual({ from: 150 });
    expect(parsePriceFilter('-50')).toEqual({ to: 50 });
    expect(parsePriceFilter('49.95-99.5')).toEqual({ from: 49, to: 99 });
    expect(parsePriceFilter('')).toEqual({});
    expect(parsePriceFilter('abc-def')).toEqual({});
    expect(priceFilter('50-100')).toEqual({ attribute: 'price', op: 'range', value: { gte: 50, lt: 100 } });
    expect(priceFilter('150-', 'final_price')).toEqual({ attribute: 'final_price', op: 'range', value: { gte: 150 } });
    expect(priceFilter('-50')).toEqual({ attribute: 'price', op: 'range', value: { lt: 50 } });
    expect(priceFilter('x')).toBeUndefined();
  });

  test.prop([fc.nat(100000), fc.option(fc.nat(100000), { nil: undefined })])('range value → parse round-trips', (from, to) => {
    const range = to === undefined ? { from } : { from, to };
    expect(parsePriceFilter(priceRangeValue(range))).toEqual(range);
  });
});
