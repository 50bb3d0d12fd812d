import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import { addTaxed, applyTax, timesTaxed, zeroTaxed } from './tax-amount';

describe('applyTax', () => {
  it('§9: tax rate is percent divided by 100; prices without tax get tax added, rounded once to cents', () => {
    expect(applyTax(money(10000), 21, false)).toEqual({ excl: money(10000), incl: money(12100), tax: money(2100) });
    expect(applyTax(money(5995), 21, false)).toEqual({ excl: money(5995), incl: money(7254), tax: money(1259) });
    expect(applyTax(money(1), 50, false).tax).toEqual(money(1));
    expect(applyTax(money(1000), 7.5, false).tax).toEqual(money(75));
  });

  it('§9: source prices that include tax are split into price without tax and tax', () => {
    expect(applyTax(money(12100), 21, true)).toEqual({ excl: money(10000), incl: money(12100), tax: money(2100) });
    expect(applyTax(money(7995), 21, true)).toEqual({ excl: money(6607), incl: money(7995), tax: money(1388) });
    expect(applyTax(money(3), 50, true)).toEqual({ excl: money(2), incl: money(3), tax: money(1) });
  });

  it('tax is never negative: zero, negative amounts and negative or broken rates carry no tax', () => {
    expect(applyTax(money(0), 21, false)).toEqual({ excl: money(0), incl: money(0), tax: money(0) });
    expect(applyTax(money(-500), 21, true)).toEqual({ excl: money(-500), incl: money(-500), tax: money(0) });
    expect(applyTax(money(500), -21, false).tax).toEqual(money(0));
    expect(applyTax(money(500), Number.NaN, false).tax).toEqual(money(0));
  });

  it('sums and multiplies taxed amounts part by part', () => {
    const a = applyTax(money(1000), 21, false);
    expect(addTaxed(zeroTaxed(), a)).toEqual(a);
    expect(timesTaxed(a, 3)).toEqual({ excl: money(3000), incl: money(3630), tax: money(630) });
    expect(() => timesTaxed(a, 1.5)).toThrow('Quantity must be an integer, got 1.5');
  });

  test.prop([fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: 0, max: 10000 }).map((b) => b / 100), fc.boolean()])(
    'tax never negative, incl = excl + tax, and one rounding: within half a cent of the exact value',
    (cents, percent, includes) => {
      const { excl, incl, tax } = applyTax(money(cents), percent, includes);
      expect(tax.amount).toBeGreaterThanOrEqual(0);
      expect(incl.amount).toBe(excl.amount + tax.amount);
      if (cents <= 0) return;
      const exact = includes ? cents - cents / (1 + percent / 100) : (cents * percent) / 100;
      expect(Math.abs(tax.amount - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
    },
  );
});
