import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { addMoney, compareMoney, fromMajor, money, multiplyMoney, sumMoney, toMajor } from './money';

describe('money (minor units, no float arithmetic)', () => {
  it('converts decimal amounts from the services to cents once', () => {
    expect(fromMajor(59.95)).toEqual(money(5995));
    expect(fromMajor(0.1 + 0.2)).toEqual(money(30));
    expect(fromMajor(-12.345)).toEqual(money(-1235));
    expect(fromMajor(-0.001)).toEqual(money(0));
  });

  it('rejects fractional minor units, mixed currencies and non-integer quantities', () => {
    expect(() => money(1.5)).toThrow(RangeError);
    expect(() => fromMajor(Number.NaN)).toThrow(RangeError);
    expect(() => multiplyMoney(money(100), 1.5)).toThrow(RangeError);
    expect(() => addMoney(money(1), { amount: 1, currency: 'USD' as 'EUR' })).toThrow(TypeError);
  });

  test.prop([fc.integer({ min: -1e9, max: 1e9 })])('cents → major → cents round-trips', (cents) => {
    expect(fromMajor(toMajor(money(cents)))).toEqual(money(cents));
  });

  test.prop([fc.array(fc.integer({ min: -1e6, max: 1e6 }))])('a sum equals the sum of its cents', (list) => {
    const total = sumMoney(list.map((c) => money(c)));
    expect(total.amount).toBe(list.reduce((a, b) => a + b, 0));
    expect(compareMoney(total, money(total.amount))).toBe(0);
    expect(multiplyMoney(money(7), 3).amount).toBe(21);
  });
});
