import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { parseCatalogDate } from './catalog-date';
import { money } from '../shared/money';
import { isPriceUnknown, resolvePrices } from './price-set';
import { specialPriceEnd } from './special-price';
import { tierPrice } from './tier-price';

const now = Date.UTC(2026, 10, 15);

describe('resolvePrices', () => {
  it('§4: a special price inside its window lowers the final price', () => {
    expect(resolvePrices({ price: 79.95, special_price: 59.95, final_price: 59.95 }, { now })).toEqual({
      price: money(7995),
      originalPrice: money(7995),
      specialPrice: money(5995),
      finalPrice: money(5995),
    });
  });

  it('§4: when final price is at or above regular price the special price is cleared', () => {
    expect(resolvePrices({ price: 50, special_price: 50, final_price: 50 }, { now })).toEqual({
      price: money(5000),
      originalPrice: money(5000),
      finalPrice: money(5000),
    });
    expect(resolvePrices({ price: 50, special_price: 45, final_price: 60, special_from_date: '2027-01-01' }, { now })).toEqual({
      price: money(5000),
      originalPrice: money(5000),
      finalPrice: money(5000),
    });
  });

  it('§4: an expired special price is not shown, even when the indexed final price mirrors it', () => {
    const expired = { price: 79.95, special_price: 59.95, final_price: 59.95, special_to_date: '2026-11-01 00:00:00' };
    expect(resolvePrices(expired, { now })).toEqual({ price: money(7995), originalPrice: money(7995), finalPrice: money(7995) });
  });

  it('§4: a stale index final price (a sale that ended, or one that has not begun) is never the price shown', () => {
    expect(resolvePrices({ price: 80, final_price: 70 }, { now })).toStrictEqual({ price: money(8000), originalPrice: money(8000), finalPrice: money(8000) });
    const willem = { price: 89.95, original_price: 89.95, final_price: 43.95, special_to_date: '2026-11-26 00:00:00' };
    expect(resolvePrices(willem, { now: Date.UTC(2026, 10, 28) })?.finalPrice).toEqual(money(8995));
    const future = { price: 89.95, special_price: 43.95, final_price: 43.95, special_from_date: '2026-12-01 00:00:00' };
    expect(resolvePrices(future, { now: Date.UTC(2026, 10, 28) })).toEqual({ price: money(8995), originalPrice: money(8995), finalPrice: money(8995) });
  });

  it('falls back for the regular price', () => {
    expect(resolvePrices({ regular_price: 80 }, { now })?.price).toEqual(money(8000));
    expect(resolvePrices({ original_price: 90 }, { now })).toEqual({ price: money(9000), originalPrice: money(9000), finalPrice: money(9000) });
    expect(resolvePrices({ price: 80, original_price: 100, special_price: 90 }, { now })?.specialPrice).toBeUndefined();
    expect(resolvePrices({ price: 80, original_price: 100, special_price: 80 }, { now })).toEqual({
      price: money(8000),
      originalPrice: money(10000),
      finalPrice: money(8000),
    });
    expect(resolvePrices({ price: 80, original_price: 100, special_price: 70 }, { now })?.specialPrice).toEqual(money(7000));
    expect(resolvePrices({ price: Number.NaN }, { now })).toBeUndefined();
    expect(resolvePrices({}, { now })).toBeUndefined();
  });

  it('§6: tier prices for the customer group count only when price tiers are on', () => {
    const fields = {
      price: 80,
      tier_prices: [
        { customer_group_id: 1, qty: 1, value: 70 },
        { customer_group_id: '32000', qty: 1, value: 75 },
        { customer_group_id: 1, qty: 5, value: 60 },
        { customer_group_id: 2, qty: 1, value: 10 },
      ],
    };
    expect(resolvePrices(fields, { now, tiers: { usePriceTiers: false, customerGroupId: 1 } })?.finalPrice).toEqual(money(8000));
    expect(resolvePrices(fields, { now, tiers: { usePriceTiers: true, customerGroupId: 1 } })?.finalPrice).toEqual(money(7000));
    expect(resolvePrices(fields, { now, tiers: { usePriceTiers: true, customerGroupId: '1', qty: 5 } })?.finalPrice).toEqual(money(6000));
    expect(resolvePrices(fields, { now, tiers: { usePriceTiers: true } })?.finalPrice).toEqual(money(7500));
    expect(tierPrice(undefined, { usePriceTiers: true })).toBeUndefined();
    const special = { ...fields, special_price: 60, final_price: 60 };
    expect(resolvePrices(special, { now, tiers: { usePriceTiers: true, customerGroupId: 1 } })?.finalPrice).toEqual(money(6000));
    expect(tierPrice(fields.tier_prices, { usePriceTiers: true, customerGroupId: 3 })).toEqual(money(7500));
  });

  it('cart spec: a price at or below 0 is unknown and blocks add to cart', () => {
    expect(isPriceUnknown({ price: 0 })).toBe(true);
    expect(isPriceUnknown({ price: -1 })).toBe(true);
    expect(isPriceUnknown({})).toBe(true);
    expect(isPriceUnknown({ price: Number.NaN })).toBe(true);
    expect(isPriceUnknown({ price: 0.01 })).toBe(false);
    expect(isPriceUnknown({ price: 10, price_incl_tax: 0 })).toBe(true);
    expect(isPriceUnknown({ final_price: 5 })).toBe(false);
  });
});

const DAY = 86_400_000;
const day = (offset: number): string => new Date(Date.UTC(2026, 10, 1) + offset * DAY).toISOString().slice(0, 10) + ' 00:00:00';

describe('resolvePrices (properties)', () => {
  test.prop([
    fc.integer({ min: 100, max: 50_000 }),
    fc.integer({ min: 1, max: 60_000 }),
    fc.option(fc.integer({ min: -40, max: 40 })),
    fc.option(fc.integer({ min: -40, max: 40 })),
    fc.option(fc.integer({ min: 1, max: 60_000 })),
    fc.integer({ min: -60, max: 60 }),
  ])('§4: no special price outside its window, whatever the index holds as final price', (priceCents, specialCents, from, to, storedFinal, clockDay) => {
    const fields = {
      price: priceCents / 100,
      special_price: specialCents / 100,
      special_from_date: from === null ? null : day(from),
      special_to_date: to === null ? null : day(to),
      ...(storedFinal === null ? {} : { final_price: storedFinal / 100 }),
    };
    const at = Date.UTC(2026, 10, 1) + clockDay * DAY + 12 * 3_600_000;
    const set = resolvePrices(fields, { now: at })!;
    const start = parseCatalogDate(fields.special_from_date);
    const end = specialPriceEnd(fields.special_to_date);
    const inside = (start === undefined || at >= start) && (end === undefined || at <= end);
    if (!inside || specialCents >= priceCents) {
      expect(set.specialPrice).toBeUndefined();
      expect(set.finalPrice).toEqual(money(priceCents));
    } else {
      expect(set.finalPrice).toEqual(money(specialCents));
    }
    expect(set.finalPrice.amount).toBeLessThanOrEqual(set.price.amount);
  });
});
