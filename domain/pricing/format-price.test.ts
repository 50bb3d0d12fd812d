import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import { formatPrice, parsePrice, type PriceFormat } from './format-price';

const nl: PriceFormat = { currencySign: '€', currencyDecimal: ',', currencyGroup: '.', fractionDigits: 2 };

describe('formatPrice and parsePrice', () => {
  it('§1/§9: prices show in EUR with a currency sign and comma decimal; negatives get a minus', () => {
    expect(formatPrice(money(5995), nl)).toBe('€59,95');
    expect(formatPrice(money(123456789), nl)).toBe('€1.234.567,89');
    expect(formatPrice(money(-500), nl)).toBe('-€5,00');
    expect(formatPrice(money(5), nl)).toBe('€0,05');
    expect(formatPrice(money(100000), { ...nl, currencySign: '$', currencyDecimal: '.', currencyGroup: ',' })).toBe('$1,000.00');
  });

  it("the store view's priceFormat places the sign; parse reads both placements", () => {
    const after = { ...nl, priceFormat: '{amount} {sign}' };
    expect(formatPrice(money(-5995), after)).toBe('-59,95 €');
    expect(parsePrice('-59,95 €', after)).toEqual({ ok: true, value: money(-5995) });
    expect(parsePrice('59,95€', nl)).toEqual({ ok: true, value: money(5995) });
    expect(parsePrice('5,00 EUR', { ...nl, currencySign: 'EUR ' })).toEqual({ ok: true, value: money(500) });
  });

  it('§9: price display defaults to 2 decimals when no i18n config', () => {
    expect(formatPrice(money(5995))).toBe('€59,95');
    expect(formatPrice(money(7), {})).toBe('€0,07');
  });

  it('fraction digits of the store view: fewer round half away from zero once, more pad with zeros', () => {
    expect(formatPrice(money(5050), { ...nl, fractionDigits: 0 })).toBe('€51');
    expect(formatPrice(money(5049), { ...nl, fractionDigits: 0 })).toBe('€50');
    expect(formatPrice(money(-5050), { ...nl, fractionDigits: 0 })).toBe('-€51');
    expect(formatPrice(money(-49), { ...nl, fractionDigits: 0 })).toBe('€0');
    expect(formatPrice(money(5995), { ...nl, fractionDigits: 1 })).toBe('€60,0');
    expect(formatPrice(money(5995), { ...nl, fractionDigits: 3 })).toBe('€59,950');
    expect(formatPrice(money(99999), { ...nl, fractionDigits: 0 })).toBe('€1.000');
    expect(formatPrice(money(12345600), nl)).toBe('€123.456,00');
    expect(formatPrice(money(5050), { ...nl, fractionDigits: -1 })).toBe('€51');
    expect(formatPrice(money(5055), { ...nl, fractionDigits: 2.7 })).toBe('€50,55');
  });

  it('parses what shoppers and the formatter write, without floats', () => {
    expect(parsePrice('€1.234,5', nl)).toEqual({ ok: true, value: money(123450) });
    expect(parsePrice(' -€ 5 ', nl)).toEqual({ ok: true, value: money(-500) });
    expect(parsePrice('12,300', nl)).toEqual({ ok: true, value: money(1230) });
    expect(parsePrice('-0,00', nl)).toEqual({ ok: true, value: money(0) });
    expect(parsePrice('1000', { ...nl, currencySign: '', currencyGroup: '' })).toEqual({ ok: true, value: money(100000) });
    for (const bad of ['', '€', '12,345', '1,2,3', 'abc', '€1x', '1e3', '9'.repeat(20)]) {
      expect(parsePrice(bad, nl)).toEqual({ ok: false, error: { kind: 'invalid-price', text: bad } });
    }
  });

  const formats = fc
    .record({
      currencySign: fc.constantFrom('€', 'EUR ', '', '$'),
      sep: fc.constantFrom<[string, string]>([',', '.'], ['.', ','], [',', ' '], ['.', '']),
      fractionDigits: fc.integer({ min: 2, max: 4 }),
      priceFormat: fc.constantFrom('{sign}{amount}', '{amount} {sign}'),
    })
    .map(({ sep: [currencyDecimal, currencyGroup], ...rest }) => ({ ...rest, currencyDecimal, currencyGroup }));

  test.prop([fc.integer({ min: -1e12, max: 1e12 }), formats])('format → parse round-trips', (cents, format) => {
    expect(parsePrice(formatPrice(money(cents), format), format)).toEqual({ ok: true, value: money(cents) });
  });
});
