import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import { analyticsItemOf, nextContactId, sendsEmptyCart } from './analytics-item';
import { analyticsMessages } from './messages';

describe('cart §3: analytics item', () => {
  it('cart §3: "item_id, item_name, coupon, currency, discount, index, item_brand, category, item_variant, price, quantity"', () => {
    const item = { sku: 'DRS-01-BLK-M', parentSku: 'DRS-01', qty: 2, name: 'Jurk', price_incl_tax: money(5995) };
    expect(analyticsItemOf(item, { index: 0, brand: 'Wever', category: 'Jurken', coupon: 'WELKOM10', discount: money(600) })).toEqual({
      item_id: 'DRS-01',
      item_name: 'Jurk',
      currency: 'EUR',
      price: 59.95,
      quantity: 2,
      item_variant: 'DRS-01-BLK-M',
      index: 0,
      item_brand: 'Wever',
      category: 'Jurken',
      coupon: 'WELKOM10',
      discount: 6,
    });
  });

  it('falls back to the totals, then to the sku and a zero price', () => {
    expect(analyticsItemOf({ sku: 'A', qty: 1, totals: { name: 'Rok', price_incl_tax: money(1000), discount_amount: money(100) } })).toStrictEqual({
      item_id: 'A',
      item_name: 'Rok',
      currency: 'EUR',
      price: 10,
      quantity: 1,
      discount: 1,
    });
    expect(analyticsItemOf({ sku: 'A', qty: 1, parentSku: 'A' })).toStrictEqual({ item_id: 'A', item_name: 'A', currency: 'EUR', price: 0, quantity: 1 });
  });

  it('cart §4: "cart tracking sends emptyCart on logout, on order placement, or when the cart token changes"', () => {
    expect(sendsEmptyCart('logout')).toBe(true);
    expect(sendsEmptyCart('order-placed')).toBe(true);
    expect(sendsEmptyCart('cart-token-changed', 'a', 'b')).toBe(true);
    expect(sendsEmptyCart('cart-token-changed', 'a', 'a')).toBe(false);
    expect(sendsEmptyCart('other')).toBe(false);
  });

  it('cart §4: "the contact id is only set if none is set"; §8 tag manager warning', () => {
    expect(nextContactId(undefined, 'c2')).toBe('c2');
    expect(nextContactId('c1', 'c2')).toBe('c1');
    expect(analyticsMessages['tag-manager-missing']).toBe('Google Tag Manager extensions is not working...');
  });

  test.prop([fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 99 })])(
    'the price is the cents divided by 100 and the quantity is kept',
    (cents, qty) => {
      const a = analyticsItemOf({ sku: 'A', qty, price_incl_tax: money(cents) });
      expect(Math.round(a.price * 100)).toBe(cents);
      expect(a.quantity).toBe(qty);
    },
  );
});
