import { describe, expect, it } from 'vitest';
import { money } from '../shared/money';
import { isPriceUnknown, resolvePrices } from './price-set';
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
      finalPrice: money(6000),
    });
  });

  it('§4: an expired special price is not shown, even when the indexed final price mirrors it', () => {
    const expired = { price: 79.95, special_price: 59.95, final_price: 59.95, special_to_date: '2026-11-01 00:00:00' };
    expect(resolvePrices(expired, { now })).toEqual({ price: money(7995), originalPrice: money(7995), finalPrice: money(7995) });
  });

  it('keeps a lower indexed final price (catalogue price rule) and falls back for the regular price', () => {
    expect(resolvePrices({ price: 80, final_price: 70 }, { now })).toStrictEqual({ price: money(8000), originalPrice: money(8000), finalPrice: money(7000) });
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
