import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import { parseCatalogDate } from './catalog-date';
import { activeSpecialPrice } from './special-price';

const at = (text: string): number => parseCatalogDate(text) ?? Number.NaN;

describe('activeSpecialPrice', () => {
  const fields = {
    originalPrice: money(7995),
    specialPrice: money(5995),
    specialFrom: '2026-11-01 00:00:00',
    specialTo: '2026-11-30 23:59:59',
  };

  it('§4: a special price counts only inside its from/to window', () => {
    expect(activeSpecialPrice(fields, at('2026-11-15 12:00:00'))).toEqual(money(5995));
    expect(activeSpecialPrice(fields, at('2026-11-01 00:00:00'))).toEqual(money(5995));
    expect(activeSpecialPrice(fields, at('2026-11-30 23:59:59'))).toEqual(money(5995));
    expect(activeSpecialPrice(fields, at('2026-10-31 23:59:59'))).toBeUndefined();
    expect(activeSpecialPrice(fields, at('2026-12-01 00:00:00'))).toBeUndefined();
    expect(activeSpecialPrice({ ...fields, specialFrom: null, specialTo: undefined }, 0)).toEqual(money(5995));
  });

  it('§4: and when below the original price', () => {
    const now = at('2026-11-15');
    expect(activeSpecialPrice({ ...fields, specialPrice: money(7995) }, now)).toBeUndefined();
    expect(activeSpecialPrice({ ...fields, specialPrice: money(9000) }, now)).toBeUndefined();
    expect(activeSpecialPrice({ ...fields, specialPrice: money(7994) }, now)).toEqual(money(7994));
    expect(activeSpecialPrice({ originalPrice: money(7995) }, now)).toBeUndefined();
  });

  it('§4: a to-date at midnight is a whole day, as Magento keeps it (the sale runs through that day)', () => {
    const endsOn26th = { ...fields, specialTo: '2026-11-26 00:00:00' };
    expect(activeSpecialPrice(endsOn26th, at('2026-11-26 00:00:00'))).toEqual(money(5995));
    expect(activeSpecialPrice(endsOn26th, at('2026-11-26 23:59:59'))).toEqual(money(5995));
    expect(activeSpecialPrice(endsOn26th, at('2026-11-27 00:00:00'))).toBeUndefined();
    expect(activeSpecialPrice(endsOn26th, at('2026-11-28 12:00:00'))).toBeUndefined();
    expect(activeSpecialPrice({ ...fields, specialTo: '2026-11-26' }, at('2026-11-26 18:00:00'))).toEqual(money(5995));
    expect(activeSpecialPrice({ ...fields, specialTo: '2026-11-26 10:00:00' }, at('2026-11-26 10:00:01'))).toBeUndefined();
  });

  it('reads Magento and ISO dates as UTC; unreadable dates are no bound', () => {
    expect(parseCatalogDate('2026-11-01 10:20:30')).toBe(Date.UTC(2026, 10, 1, 10, 20, 30));
    expect(parseCatalogDate('2026-11-01T10:20Z')).toBe(Date.UTC(2026, 10, 1, 10, 20, 0));
    expect(parseCatalogDate('2026-11-01')).toBe(Date.UTC(2026, 10, 1));
    expect(parseCatalogDate('')).toBeUndefined();
    expect(parseCatalogDate(null)).toBeUndefined();
    expect(parseCatalogDate('soon')).toBeUndefined();
    expect(parseCatalogDate('2026-99-99 99:99:99')).toBe(Date.UTC(2026, 98, 99, 99, 99, 99));
  });

  test.prop([
    fc.integer({ min: 1, max: 100000 }),
    fc.integer({ min: 1, max: 100000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
  ])('active exactly when inside the window and below the original price', (orig, special, from, to, now) => {
    const day = 86_400_000;
    const iso = (d: number): string => new Date(d * day).toISOString();
    const result = activeSpecialPrice({ originalPrice: money(orig), specialPrice: money(special), specialFrom: iso(from), specialTo: iso(to) }, now * day);
    const expected = special < orig && from <= now && now <= to;
    expect(result).toEqual(expected ? money(special) : undefined);
  });
});
