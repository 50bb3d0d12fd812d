import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { money } from '../shared/money';
import { personalPercent, personalPrice, personalPricingApplies, type PersonalDiscount } from './personal-pricing';

const loyal5: PersonalDiscount = { code: 'LOYAL-5', percent: 5 };

describe('personal pricing (cart spec §6, §7)', () => {
  it('applies only when the extension is on and the check says so', () => {
    expect(personalPricingApplies({ enabled: true, hasPersonalPricing: true, discounts: [] })).toBe(true);
    expect(personalPricingApplies({ enabled: false, hasPersonalPricing: true, discounts: [loyal5] })).toBe(false);
    expect(personalPricingApplies({ enabled: true, hasPersonalPricing: false, discounts: [loyal5] })).toBe(false);
  });

  it('takes 5% off 59.95, rounding the discount once to the cent (3.00 off)', () => {
    expect(personalPrice(money(5995), [loyal5])).toEqual(money(5695));
  });

  it('stacks discounts, ignores impossible percentages and never passes 100%', () => {
    expect(personalPercent([loyal5, { code: 'EXTRA', percent: 10 }])).toBe(15);
    expect(
      personalPercent([
        { code: 'BAD', percent: -5 },
        { code: 'NAN', percent: Number.NaN },
        { code: 'HUGE', percent: 150 },
      ]),
    ).toBe(0);
    expect(
      personalPercent([
        { code: 'A', percent: 60 },
        { code: 'B', percent: 60 },
      ]),
    ).toBe(100);
  });

  it('has no personal price without a percentage or for a free item', () => {
    expect(personalPrice(money(5995), [])).toBeUndefined();
    expect(personalPrice(money(0), [loyal5])).toBeUndefined();
  });
});

const discounts = fc.array(
  fc.record({ code: fc.string({ minLength: 1 }), percent: fc.oneof(fc.integer({ min: -10, max: 120 }), fc.double({ noNaN: false })) }),
  { maxLength: 4 },
);
const cents = fc.integer({ min: 1, max: 10_000_000 });

describe('personal pricing properties', () => {
  test.prop([discounts])('the percentage stays within 0–100', (list) => {
    const percent = personalPercent(list);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  });

  test.prop([cents, discounts])('a personal price is whole cents, never negative and never above the shown price', (amount, list) => {
    const price = personalPrice(money(amount), list);
    if (price === undefined) {
      expect(personalPercent(list)).toBe(0);
    } else {
      expect(Number.isInteger(price.amount)).toBe(true);
      expect(price.amount).toBeGreaterThanOrEqual(0);
      expect(price.amount).toBeLessThanOrEqual(amount);
    }
  });

  test.prop([cents, fc.integer({ min: 1, max: 100 })])('the discount is the percentage of the price, rounded once', (amount, percent) => {
    const price = personalPrice(money(amount), [{ code: 'P', percent }]);
    expect(Math.abs(amount - (price?.amount ?? amount) - (amount * percent) / 100)).toBeLessThanOrEqual(0.5);
  });
});
