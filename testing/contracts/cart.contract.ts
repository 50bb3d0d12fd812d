import { beforeAll, describe, expect, it } from 'vitest';
import { isQuantityNotAvailableAnswer } from '../../domain/cart/add-to-cart';
import type { ShippingAddressQuery } from '../../domain/checkout/types';
import type { CartPort } from '../../application/ports/cart-port';
import { isPortError, type PortError } from '../../application/ports/port-error';

export interface CartHarness {
  readonly cart: CartPort;
  /** A simple product the backend sells, with at least 5 in stock. */
  readonly sku: string;
  /** A quantity of `sku` above what is available. */
  readonly tooMany: number;
  /** A coupon the backend accepts. */
  readonly coupon: string;
  /** Logs a customer in and answers a fresh token. */
  readonly customerToken: () => Promise<string>;
}

export const nlAddress: ShippingAddressQuery = {
  country_id: 'NL',
  region: '',
  region_id: 0,
  region_code: '',
  street: ['Dam', '1'],
  postcode: '1012JS',
  city: 'Amsterdam',
};

async function failure(promise: Promise<unknown>): Promise<PortError> {
  try {
    await promise;
  } catch (error) {
    if (isPortError(error)) return error;
    throw error;
  }
  throw new Error('expected a PortError');
}

/** What every CartPort adapter does (cart spec §4, §7; wire-reference §1). */
export function cartContract(name: string, make: () => CartHarness): void {
  describe(`CartPort contract: ${name}`, () => {
    let h: CartHarness;
    beforeAll(() => {
      h = make();
    });

    it('creates a guest cart with a masked id, adds, sets, pulls and deletes a line', async () => {
      const cartId = await h.cart.create();
      expect(typeof cartId).toBe('string');
      expect(await h.cart.pull({ cartId })).toEqual([]);
      const added = await h.cart.update({ cartId }, { sku: h.sku, qty: 1 });
      expect(added).toMatchObject({ sku: h.sku, qty: 1 });
      const again = await h.cart.update({ cartId }, { sku: h.sku, qty: 1 });
      expect(again.qty).toBe(2);
      const set = await h.cart.update({ cartId }, { sku: h.sku, qty: 3, itemId: added.item_id });
      expect(set.qty).toBe(3);
      expect((await h.cart.pull({ cartId })).map((i) => [i.sku, i.qty])).toEqual([[h.sku, 3]]);
      await h.cart.delete({ cartId }, { sku: h.sku, itemId: added.item_id });
      expect(await h.cart.pull({ cartId })).toEqual([]);
    });

    it('gives a customer a numeric cart and merges a guest cart into it on login', async () => {
      const token = await h.customerToken();
      const guest = await h.cart.create();
      await h.cart.update({ cartId: guest }, { sku: h.sku, qty: 1 });
      const cartId = await h.cart.create(token, { mergeGuestCartId: guest });
      expect(String(cartId)).toMatch(/^\d+$/);
      const lines = await h.cart.pull({ cartId, token });
      expect(lines.find((l) => l.sku === h.sku)?.qty).toBeGreaterThanOrEqual(1);
      expect((await failure(h.cart.pull({ cartId: guest }))).kind).toBe('not-found');
    });

    it('refuses an unknown cart and an invalid token', async () => {
      expect((await failure(h.cart.pull({ cartId: 'x'.repeat(32) }))).kind).toBe('not-found');
      expect((await failure(h.cart.create('not-a-token'))).kind).toBe('not-authorized');
    });

    it('keeps the server text of a quantity that is not available', async () => {
      const cartId = await h.cart.create();
      const error = await failure(h.cart.update({ cartId }, { sku: h.sku, qty: h.tooMany }));
      expect(error.kind).toBe('rejected');
      expect(isQuantityNotAvailableAnswer(error.message)).toBe(true);
    });

    it('answers totals, applies and removes a coupon, refuses an unknown one', async () => {
      const cartId = await h.cart.create();
      await h.cart.update({ cartId }, { sku: h.sku, qty: 2 });
      const totals = await h.cart.totals({ cartId });
      expect(totals.grandTotal.amount).toBeGreaterThan(0);
      expect(totals.items).toHaveLength(1);
      const refused = await failure(h.cart.applyCoupon({ cartId }, 'NO-SUCH-COUPON'));
      expect(refused.details.status).toBe(404);
      expect(refused.message).toBe("The coupon code isn't valid. Verify the code and try again.");
      await h.cart.applyCoupon({ cartId }, h.coupon);
      expect((await h.cart.totals({ cartId })).couponCode).toBe(h.coupon);
      await h.cart.deleteCoupon({ cartId });
      expect((await h.cart.totals({ cartId })).couponCode).toBeUndefined();
    });

    it('lists payment and shipping methods and collects totals', async () => {
      const cartId = await h.cart.create();
      await h.cart.update({ cartId }, { sku: h.sku, qty: 1 });
      const payment = await h.cart.paymentMethods({ cartId });
      expect(payment.length).toBeGreaterThan(0);
      const shipping = await h.cart.shippingMethods({ cartId }, nlAddress);
      expect(shipping.length).toBeGreaterThan(0);
      const method = shipping.find((m) => m.available !== false) ?? shipping[0]!;
      const totals = await h.cart.collectTotals(
        { cartId },
        { paymentMethod: payment[0]!.code, shippingCarrierCode: method.carrier_code, shippingMethodCode: method.method_code },
      );
      expect(totals.grandTotal.amount).toBeGreaterThan(0);
    });
  });
}
