import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inStockChild, inStockSimple, startTestMock } from '../../../testing/mock-backend/test-mock';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

async function guestCart(): Promise<string> {
  const { body } = await mock.call('/api/cart/create', { method: 'POST' });
  return body.result as string;
}

describe('cart create', () => {
  it('gives a guest a 32-character masked quote id and a customer a numeric one', async () => {
    const guest = await mock.call('/api/cart/create', { method: 'POST' });
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ code: 200, result: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
    const { token } = await mock.login();
    const customer = await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' });
    expect(typeof customer.body.result).toBe('number');
    const again = await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' });
    expect(again.body.result).toBe(customer.body.result);
  });

  it('answers 401 to a bad token, so the client falls back to a guest cart', async () => {
    const { status, body } = await mock.call('/api/cart/create?token=nope', { method: 'POST' });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it('is also served under the extension base', async () => {
    const { body } = await mock.call('/api/ext/magento/cart/create', { method: 'POST' });
    expect(body.result).toHaveLength(32);
  });
});

describe('cart items', () => {
  it('adds, pulls, updates and deletes items', async () => {
    const cartId = await guestCart();
    const { sku } = inStockSimple(mock);
    const added = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku, qty: 1, quoteId: cartId } } });
    expect(added.body.result).toMatchObject({ sku, qty: 1, quote_id: cartId, item_id: expect.any(Number) });
    const again = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku, qty: 1, quoteId: cartId } } });
    expect(again.body.result.qty).toBe(2);
    const itemId = added.body.result.item_id as number;
    const set = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku, qty: 3, item_id: itemId, quoteId: cartId } } });
    expect(set.body.result.qty).toBe(3);
    const pulled = await mock.call(`/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku, qty: 3, item_id: itemId })]);
    const deleted = await mock.call(`/api/cart/delete?cartId=${cartId}`, { body: { cartItem: { sku, item_id: itemId, quoteId: cartId } } });
    expect(deleted.body).toEqual({ code: 200, result: true });
    expect((await mock.call(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('resolves a configurable parent sku with options to the child', async () => {
    const cartId = await guestCart();
    const { parentSku, childSku, options } = inStockChild(mock);
    const product_option = { extension_attributes: { configurable_item_options: options } };
    const { body } = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: parentSku, qty: 1, quoteId: cartId, product_option } } });
    expect(body.result).toMatchObject({ sku: childSku, product_type: 'configurable' });
  });

  it('answers 404 for an unknown cart and for a customer-numbered id without a token', async () => {
    const unknown = await mock.call('/api/cart/pull?cartId=doesnotexist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: 'No such entity with cartId = doesnotexist' });
    expect((await mock.call('/api/cart/pull?cartId=1001')).status).toBe(404);
  });

  it('answers 500 with a string when cartItem is missing (VSF validation quirk)', async () => {
    const cartId = await guestCart();
    const { status, body } = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: {} });
    expect(status).toBe(500);
    expect(body.result).toBe('No cartItem element provided within the request body');
  });

  it('refuses more than the salable quantity with the store view message', async () => {
    const cartId = await guestCart();
    const { sku, qty } = inStockSimple(mock);
    const { status, body } = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku, qty: qty + 1, quoteId: cartId } } });
    expect(status).toBe(400);
    expect(body.result).toBe('De gevraagde hoeveelheid is niet beschikbaar');
  });

  it("enforces max_sale_qty with Magento's message", async () => {
    const cartId = await guestCart();
    const doc = mock.ctx.fixtures.catalog.nl.product.find((p) => p.sku === 'EDGE-MAX-QTY');
    const max = doc?.stock.max_sale_qty ?? 0;
    const { status, body } = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: 'EDGE-MAX-QTY', qty: max + 1 } } });
    expect(status).toBe(400);
    expect(body.result).toBe(`The most you may purchase is ${max}.`);
  });

  it('answers 404 for an unknown sku', async () => {
    const cartId = await guestCart();
    const { status } = await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: 'NOPE', qty: 1 } } });
    expect(status).toBe(404);
  });
});

describe('totals, coupons and methods', () => {
  async function cartWith(qty: number) {
    const cartId = await guestCart();
    const product = inStockSimple(mock);
    await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: product.sku, qty, quoteId: cartId } } });
    return { cartId, ...product };
  }

  it('computes totals with 21 % tax included and total segments', async () => {
    const { cartId, price } = await cartWith(2);
    const { body } = await mock.call(`/api/cart/totals?cartId=${cartId}`);
    const t = body.result;
    expect(t.subtotal_incl_tax).toBeCloseTo(price * 2, 2);
    expect(t.grand_total).toBeCloseTo(price * 2, 2);
    expect(t.tax_amount).toBeCloseTo((price * 2 * 21) / 121, 1);
    expect(t.items[0]).toMatchObject({ qty: 2, tax_percent: 21, row_total_incl_tax: expect.closeTo(price * 2, 2) });
    expect(t.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  it('applies a valid 10 % coupon, rejects expired and unknown codes alike (404), and removes it again', async () => {
    const { cartId, price } = await cartWith(1);
    const ok = await mock.call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME10`, { method: 'POST' });
    expect(ok.body).toEqual({ code: 200, result: true });
    expect((await mock.call(`/api/cart/coupon?cartId=${cartId}`)).body.result).toBe('WELCOME10');
    const totals = (await mock.call(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.discount_amount).toBeCloseTo(-Math.round(price * 10) / 100, 2);
    expect(totals.grand_total).toBeCloseTo(price + totals.discount_amount, 2);
    expect(totals.total_segments).toContainEqual(expect.objectContaining({ code: 'discount', title: 'Discount (WELCOME10)' }));

    const invalid = await mock.call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`, { method: 'POST' });
    expect(invalid.status).toBe(404);
    expect(invalid.body.result).toBe("The coupon code isn't valid. Verify the code and try again.");
    // No answer tells a code that exists (expired, not yet valid, inactive, minimum not met) from one that does not.
    for (const code of ['EXPIRED20', 'FUTURE15', 'INACTIVE5', 'SPEND100']) {
      const known = await mock.call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`, { method: 'POST' });
      expect([known.status, known.body]).toEqual([invalid.status, invalid.body]);
    }
    const missing = await mock.call(`/api/cart/apply-coupon?cartId=${cartId}`, { method: 'POST' });
    expect(missing.status).toBe(500);

    await mock.call(`/api/cart/delete-coupon?cartId=${cartId}`, { method: 'POST' });
    expect((await mock.call(`/api/cart/coupon?cartId=${cartId}`)).body.result).toBeNull();
  });

  it('titles shipping and payment methods in the store view the call names (x-vs-store-code), as Magento does', async () => {
    const { cartId } = await cartWith(1);
    const titles = async (store: string) => {
      const headers = { 'x-vs-store-code': store };
      const shipping = await mock.call(`/api/cart/shipping-methods?cartId=${cartId}`, { body: { address: { country_id: 'NL' } }, headers });
      const payment = await mock.call(`/api/cart/payment-methods?cartId=${cartId}`, { headers });
      const info = await mock.call(`/api/cart/shipping-information?cartId=${cartId}`, {
        headers,
        body: { addressInformation: { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', billingAddress: { country_id: 'NL' } } },
      });
      const title = (list: { code: string; title: string }[], code: string) => list.find((m) => m.code === code)?.title;
      return {
        flatrate: (shipping.body.result as { carrier_code: string; method_title: string }[]).find((m) => m.carrier_code === 'flatrate')?.method_title,
        banktransfer: title(payment.body.result, 'banktransfer'),
        cashondelivery: title(info.body.result.payment_methods, 'cashondelivery'),
      };
    };
    expect(await titles('nl')).toEqual({ flatrate: 'Standaard (PostNL)', banktransfer: 'Bankoverschrijving', cashondelivery: 'Rembours' });
    expect(await titles('en')).toEqual({ flatrate: 'Standard (PostNL)', banktransfer: 'Bank transfer', cashondelivery: 'Cash on delivery' });
    expect(await titles('de')).toEqual({ flatrate: 'Standard (PostNL)', banktransfer: 'Banküberweisung', cashondelivery: 'Nachnahme' });
  });

  it('lists shipping and payment methods and takes shipping information and methods into totals', async () => {
    const { cartId, price } = await cartWith(1);
    const shipping = await mock.call(`/api/cart/shipping-methods?cartId=${cartId}`, { body: { address: { country_id: 'NL' } } });
    const flat = shipping.body.result.find((m: { carrier_code: string }) => m.carrier_code === 'flatrate');
    expect(flat).toMatchObject({ method_code: 'flatrate', available: true });
    const payment = await mock.call(`/api/cart/payment-methods?cartId=${cartId}`);
    expect(payment.body.result).toContainEqual({ code: 'checkmo', title: expect.any(String) });
    expect((await mock.call(`/api/cart/shipping-methods?cartId=${cartId}`, { body: {} })).status).toBe(500);

    const address = { firstname: 'A', lastname: 'B', street: ['Dam 1'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL' };
    const info = await mock.call(`/api/cart/shipping-information?cartId=${cartId}`, {
      body: { addressInformation: { shippingAddress: address, billingAddress: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
    });
    expect(info.body.result.payment_methods.length).toBeGreaterThan(0);
    const expectedShipping = price >= 50 ? 0 : flat.price_incl_tax;
    expect(info.body.result.totals.grand_total).toBeCloseTo(price + expectedShipping, 2);
    expect(info.body.result.totals.total_segments.map((s: { code: string }) => s.code)).toContain('shipping');

    const collected = await mock.call(`/api/cart/collect-totals?cartId=${cartId}`, {
      body: { methods: { paymentMethod: { method: 'checkmo' }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } },
    });
    expect(collected.body.result.grand_total).toBeCloseTo(price + expectedShipping, 2);
    const unknown = await mock.call(`/api/cart/collect-totals?cartId=${cartId}`, { body: { methods: { shippingCarrierCode: 'x', shippingMethodCode: 'y' } } });
    expect(unknown.status).toBe(400);
  });
});

describe('login merge', () => {
  it('merges the guest cart into the customer cart when create is called with the token and the guest cart id', async () => {
    const guestId = await guestCart();
    const { sku } = inStockSimple(mock);
    await mock.call(`/api/cart/update?cartId=${guestId}`, { body: { cartItem: { sku, qty: 1, quoteId: guestId } } });
    const { token } = await mock.login();
    const first = await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' });
    await mock.call(`/api/cart/update?cartId=${first.body.result}&token=${token}`, { body: { cartItem: { sku, qty: 1 } } });
    const merged = await mock.call(`/api/cart/create?token=${token}&cartId=${guestId}`, { method: 'POST' });
    expect(merged.body.result).toBe(first.body.result);
    const items = (await mock.call(`/api/cart/pull?cartId=${merged.body.result}&token=${token}`)).body.result;
    expect(items).toEqual([expect.objectContaining({ sku, qty: 2 })]);
    expect((await mock.call(`/api/cart/pull?cartId=${guestId}`)).status).toBe(404);
  });
});
