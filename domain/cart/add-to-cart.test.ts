import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { addToCartFailedNotice, canPressAddToCart, decideAddToCart, isQuantityNotAvailableAnswer, type AddToCartRequest } from './add-to-cart';
import { cartMessages } from './messages';

const base: AddToCartRequest = { stock: 'ok', priceAmount: 5995, productErrors: {}, allowOutOfStockInCart: true, alreadyInCart: false };
const added = {
  type: 'success',
  message: 'product-added',
  action1: { label: 'ok', action: 'close' },
  action2: { label: 'proceed-to-checkout', action: 'proceed-to-checkout' },
};

describe('cart §4: add to cart', () => {
  it('cart §4: "Status ok or volatile adds the item" and "Success shows a success notice with a \'Proceed to checkout\' action"', () => {
    expect(decideAddToCart(base)).toEqual({ ok: true, value: { notices: [added] } });
    expect(decideAddToCart({ ...base, stock: 'volatile' })).toEqual({ ok: true, value: { notices: [added] } });
    expect(decideAddToCart({ ...base, allowOutOfStockInCart: false })).toEqual({ ok: true, value: { notices: [added] } });
    expect(decideAddToCart({ ...base, alreadyInCart: true })).toEqual({ ok: true, value: { notices: [{ ...added, message: 'quantity-updated' }] } });
  });

  it('cart §4: "Volatile shows an \'unsafe quantity\' notice unless out-of-stock carts are allowed"', () => {
    const result = decideAddToCart({ ...base, stock: 'volatile', allowOutOfStockInCart: false });
    expect(result).toEqual({
      ok: true,
      value: { notices: [{ type: 'warning', message: 'volatile-stock', action1: { label: 'ok', action: 'close' } }, added] },
    });
  });

  it('cart §4: out_of_stock shows the out-of-stock notice, but this shop allows out-of-stock items in the cart ("so out-of-stock items may be added")', () => {
    const refused = {
      ok: false,
      error: { kind: 'out-of-stock', notice: { type: 'danger', message: 'out-of-stock', action1: { label: 'ok', action: 'close' } } },
    };
    expect(decideAddToCart({ ...base, stock: 'out_of_stock', allowOutOfStockInCart: false })).toEqual(refused);
    expect(decideAddToCart({ ...base, stock: 'out_of_stock' })).toEqual({ ok: true, value: { notices: [added] } });
    expect(cartMessages['out-of-stock']).toBe('The product is out of stock and cannot be added to the cart!');
  });

  it('cart §4: "A product with unknown price (price at or below 0) or with errors cannot be added"', () => {
    expect(decideAddToCart({ ...base, priceAmount: 0 })).toMatchObject({
      ok: false,
      error: { kind: 'unknown-price', notice: { type: 'danger', message: 'unknown-price' } },
    });
    expect(decideAddToCart({ ...base, priceAmount: 1 }).ok).toBe(true);
    expect(decideAddToCart({ ...base, productErrors: { variants: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'product-has-errors', notice: { type: 'danger', message: 'product-has-errors', action1: { label: 'ok', action: 'close' } } },
    });
    expect(cartMessages['unknown-price']).toBe('Product price is unknown, product cannot be added to the cart!');
  });

  it('cart §4: "The add button is disabled while the product has errors or while an add is in progress"', () => {
    expect(canPressAddToCart({}, false)).toBe(true);
    expect(canPressAddToCart({}, true)).toBe(false);
    expect(canPressAddToCart({ variants: 'no-variant' }, false)).toBe(false);
  });

  it('cart §4/§8: a failure shows a danger notice with the error; the Dutch quantity answer is recognised', () => {
    expect(addToCartFailedNotice('boom')).toEqual({
      type: 'danger',
      message: 'server-message',
      params: { message: 'boom' },
      action1: { label: 'ok', action: 'close' },
    });
    expect(isQuantityNotAvailableAnswer('De gevraagde hoeveelheid is niet beschikbaar')).toBe(true);
    expect(isQuantityNotAvailableAnswer('Other')).toBe(false);
  });
});

const requestArb = fc.record({
  stock: fc.constantFrom('ok' as const, 'volatile' as const, 'out_of_stock' as const),
  priceAmount: fc.integer({ min: -1000, max: 100000 }),
  productErrors: fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { maxKeys: 2 }),
  allowOutOfStockInCart: fc.boolean(),
  alreadyInCart: fc.boolean(),
});

describe('cart §4: add to cart properties', () => {
  test.prop([requestArb])('an item is added exactly when it has no errors, a known price and acceptable stock', (r) => {
    const acceptable = r.stock !== 'out_of_stock' || r.allowOutOfStockInCart;
    const expected = Object.keys(r.productErrors).length === 0 && r.priceAmount > 0 && acceptable;
    expect(decideAddToCart(r).ok).toBe(expected);
  });

  test.prop([requestArb])('every success ends with a success notice offering checkout; every failure is a danger notice', (r) => {
    const result = decideAddToCart(r);
    if (result.ok) expect(result.value.notices.at(-1)).toMatchObject({ type: 'success', action2: { action: 'proceed-to-checkout' } });
    else expect(result.error.notice.type).toBe('danger');
  });
});
