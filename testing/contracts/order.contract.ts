import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAddress } from '../../application/ports/cart-port';
import type { OrderPort, OrderRequest } from '../../application/ports/order-port';
import { isPortError } from '../../application/ports/port-error';

export interface OrderHarness {
  readonly orders: OrderPort;
  /** A product the backend sells, with its price incl. tax in major units. */
  readonly product: { readonly sku: string; readonly price: number };
  /** Makes the backend answer a refusal text with code 200 (a forged signature) for the next order. */
  readonly forgeSignature: (order: OrderRequest) => OrderRequest;
}

const address: OrderAddress = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Dam', '1'],
  city: 'Amsterdam',
  postcode: '1012JS',
  country_id: 'NL',
  telephone: '0612345678',
};

export const sampleOrder = (sku: string, price: number, orderId = 'order-1'): OrderRequest => ({
  orderId,
  storeCode: 'nl',
  createdAt: Date.UTC(2026, 10, 1),
  products: [{ sku, qty: 1, price, priceInclTax: price }],
  shippingAddress: address,
  billingAddress: address,
  shippingMethodCode: 'flatrate',
  shippingCarrierCode: 'flatrate',
  paymentMethodCode: 'checkmo',
  paymentMethodAdditional: {},
});

/** What every OrderPort adapter does (cart spec §4, §7; wire-reference §1 order body and quirks). */
export function orderContract(name: string, make: () => OrderHarness): void {
  describe(`OrderPort contract: ${name}`, () => {
    let h: OrderHarness;
    beforeAll(() => {
      h = make();
    });

    it('places an order and answers its number', async () => {
      const answer = await h.orders.place(sampleOrder(h.product.sku, h.product.price));
      expect(answer).toMatchObject({ kind: 'placed' });
      expect(answer.kind === 'placed' && answer.orderNumber).toMatch(/^\d+$/);
    });

    it('answers a refusal for a bad signature, which the server sends with code 200', async () => {
      const answer = await h.orders.place(h.forgeSignature(sampleOrder(h.product.sku, h.product.price, 'order-2')));
      expect(answer).toEqual({ kind: 'refused', message: `Invalid signature validation of ${h.product.sku}` });
    });

    it('refuses an order without products', async () => {
      const error = await h.orders.place({ ...sampleOrder(h.product.sku, h.product.price, 'order-3'), products: [] }).catch((e: unknown) => e);
      expect(isPortError(error, 'rejected')).toBe(true);
    });
  });
}
