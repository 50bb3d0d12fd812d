import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inStockChild, inStockSimple, startTestMock } from '../../../testing/mock-backend/test-mock';
import { productSignature } from '../vsf/vsf-products';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const address = { firstname: 'A', lastname: 'B', street: ['Dam 1'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL', email: 'guest@example.com' };
const orderBody = (sku: string, qty: number, price: number, extra: Record<string, unknown> = {}) => ({
  user_id: '',
  cart_id: '',
  products: [{ sku, qty, price }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'checkmo',
    payment_method_additional: {},
  },
  ...extra,
});

describe('stock', () => {
  it('checks one sku by query and by path, and lists skus in input order', async () => {
    const a = inStockSimple(mock);
    const { childSku } = inStockChild(mock);
    const byQuery = await mock.call(`/api/stock/check?sku=${a.sku}`);
    expect(byQuery.body).toEqual({ code: 200, result: expect.objectContaining({ qty: a.qty, is_in_stock: true, stock_id: 1, manage_stock: true }) });
    expect((await mock.call(`/api/stock/check/${a.sku}`)).body.result.qty).toBe(a.qty);
    const list = await mock.call(`/api/stock/list?skus=${childSku},${a.sku}`);
    expect(list.body.result).toHaveLength(2);
    expect(list.body.result[1].qty).toBe(a.qty);
  });

  it('shapes errors differently: check → 500 with an object, list → 404 with a string', async () => {
    const check = await mock.call('/api/stock/check?sku=NOPE');
    expect(check.status).toBe(500);
    expect(check.body.result).toEqual({ errorMessage: 'The Product with the "NOPE" SKU doesn\'t exist.', code: 404 });
    const list = await mock.call('/api/stock/list?skus=NOPE');
    expect(list.status).toBe(404);
    expect(typeof list.body.result).toBe('string');
    expect((await mock.call('/api/stock/list')).body).toEqual({ code: 500, result: 'skus parameter is required' });
    expect((await mock.call('/api/stock/check')).status).toBe(500);
  });

  it('answers salable quantity per sku request with resultCode', async () => {
    const a = inStockSimple(mock);
    const { status, body } = await mock.call(
      `/api/ext/inventory/salable-quantity?stockId=1&skuRequests[0][sku]=${a.sku}&skuRequests[0][qty]=1&skuRequests[1][sku]=${a.sku}&skuRequests[1][qty]=${a.qty + 1}`,
    );
    expect(status).toBe(200);
    expect(body.resultCode).toBe(200);
    expect(body.result).toEqual([
      expect.objectContaining({ sku: a.sku, stock_id: 1, is_salable: true, errors: [] }),
      expect.objectContaining({ sku: a.sku, is_salable: false, errors: [expect.objectContaining({ code: 'is_salable_with_reservations-not_enough_qty' })] }),
    ]);
  });

  it('reports volatile items as in stock with qty 0', async () => {
    const volatile = mock.ctx.fixtures.catalog.nl.product.find((p) => p.stock.is_volatile === true);
    expect(volatile).toBeDefined();
    const { body } = await mock.call(`/api/stock/check?sku=${volatile?.sku}`);
    expect(body.result).toMatchObject({ is_in_stock: true, qty: 0, is_volatile: true });
  });

  it('sells a bundle as often as its required options can be filled (it keeps no stock of its own)', async () => {
    // EDGE-BUNDLE: option 1 is 2 × socks or 1 × belt (EDGE-ONE-SIZE), option 2 is 1 × scarf; each part has 25.
    const check = await mock.call('/api/stock/check?sku=EDGE-BUNDLE');
    expect(check.body.result).toMatchObject({ is_in_stock: true, qty: 25 });
    const cartId = (await mock.call('/api/cart/create', { method: 'POST' })).body.result as string;
    const bundle_options = [
      { option_id: 9001701, option_qty: 1, option_selections: ['90017002'] },
      { option_id: 9001702, option_qty: 1, option_selections: ['90017003'] },
    ];
    const added = await mock.call(`/api/cart/update?cartId=${cartId}`, {
      body: { cartItem: { sku: 'EDGE-BUNDLE', qty: 1, quoteId: cartId, product_option: { extension_attributes: { bundle_options } } } },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: 'EDGE-BUNDLE', qty: 1 });

    // With the scarf (the only selection of a required option) sold out, the bundle cannot be sold.
    mock.ctx.state.update((s) => void (s.stockSold['EDGE-GROUPED-SCARF'] = 25));
    const soldOut = await mock.call('/api/stock/check?sku=EDGE-BUNDLE');
    expect(soldOut.body.result).toMatchObject({ is_in_stock: false, qty: 0 });
  });
});

describe('POST /api/order', () => {
  it('places an order, consumes stock and closes the cart', async () => {
    const a = inStockSimple(mock);
    const cartId = (await mock.call('/api/cart/create', { method: 'POST' })).body.result as string;
    await mock.call(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: a.sku, qty: 2, quoteId: cartId } } });
    const { status, body } = await mock.call('/api/order', { body: orderBody(a.sku, 2, a.price, { cart_id: cartId, order_id: 'local-1' }) });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      magentoOrderId: expect.any(String),
      orderNumber: expect.stringMatching(/^\d{9}$/),
      backendOrderId: 'local-1',
      transferedAt: mock.now().toISOString(),
    });
    expect((await mock.call(`/api/stock/check?sku=${a.sku}`)).body.result.qty).toBe(a.qty - 2);
    expect((await mock.call(`/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    const order = mock.ctx.state.get().orders.find((o) => o.increment_id === body.result.orderNumber);
    expect(order).toMatchObject({ status: 'pending', customer_is_guest: 1, total_qty_ordered: 2, customer_email: 'guest@example.com' });
  });

  it('answers a resend with the same order_id with the same order, placing and taking stock once', async () => {
    const a = inStockSimple(mock);
    const first = await mock.call('/api/order', { body: orderBody(a.sku, 1, a.price, { order_id: 'device-key-1' }) });
    const again = await mock.call('/api/order', { body: orderBody(a.sku, 1, a.price, { order_id: 'device-key-1' }) });
    expect(again.status).toBe(200);
    expect(again.body.result.orderNumber).toBe(first.body.result.orderNumber);
    expect(mock.ctx.state.get().orders.filter((o) => o.ext_order_id === 'device-key-1')).toHaveLength(1);
    expect((await mock.call(`/api/stock/check?sku=${a.sku}`)).body.result.qty).toBe(a.qty - 1);
    // Another key is another order.
    const other = await mock.call('/api/order', { body: orderBody(a.sku, 1, a.price, { order_id: 'device-key-2' }) });
    expect(other.body.result.orderNumber).not.toBe(first.body.result.orderNumber);
  });

  it('refuses more than the stock once it has been consumed', async () => {
    const a = inStockSimple(mock);
    expect((await mock.call('/api/order', { body: orderBody(a.sku, a.qty, a.price) })).status).toBe(200);
    const second = await mock.call('/api/order', { body: orderBody(a.sku, 1, a.price) });
    expect(second.status).toBe(400);
    expect(second.body.result).toBe('De gevraagde hoeveelheid is niet beschikbaar');
  });

  it('shows a customer order in the order history', async () => {
    const a = inStockSimple(mock);
    const { token } = await mock.login('new.customer@example.com');
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    await mock.call(`/api/order?token=${token}`, { body: orderBody(a.sku, 1, a.price, { user_id: String(me.id) }) });
    const history = await mock.call(`/api/user/order-history?token=${token}`);
    expect(history.body.result.items).toEqual([expect.objectContaining({ customer_id: me.id, customer_is_guest: 0 })]);
  });

  it("places an order naming a user_id without that customer's token as a guest order, leaving the customer's history and cart alone", async () => {
    const a = inStockSimple(mock);
    const { token } = await mock.login('new.customer@example.com');
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    const cartId = String((await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' })).body.result);
    const { token: other } = await mock.login('jan.jansen@example.com');
    for (const query of ['', `?token=${other}`]) {
      const placed = await mock.call(`/api/order${query}`, { body: orderBody(a.sku, 1, a.price, { user_id: String(me.id), cart_id: cartId }) });
      expect(placed.status).toBe(200);
      const order = mock.ctx.state.get().orders.find((o) => o.increment_id === placed.body.result.orderNumber);
      expect(order?.customer_id).toBe(0);
    }
    expect((await mock.call(`/api/user/order-history?token=${token}`)).body.result.items).toEqual([]);
    expect(mock.ctx.state.get().carts[cartId]?.active).toBe(true);
  });

  it('answers 400 with AJV errors on schema failures', async () => {
    const a = inStockSimple(mock);
    const extra = await mock.call('/api/order', { body: orderBody(a.sku, 1, a.price, { foo: 1 }) });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ code: 400, result: [expect.objectContaining({ keyword: 'additionalProperties', params: { additionalProperty: 'foo' } })] });
    const cheap = await mock.call('/api/order', { body: orderBody(a.sku, 1, 0.5) });
    expect(cheap.body.result).toEqual([expect.objectContaining({ keyword: 'minimum', dataPath: '.products[0].price' })]);
    const none = await mock.call('/api/order', { body: { ...orderBody(a.sku, 1, a.price), products: [] } });
    expect(none.body.result[0].keyword).toBe('minItems');
    const noAddress = await mock.call('/api/order', { body: { products: [{ sku: a.sku, qty: 1, price: a.price }] } });
    expect(noAddress.body.result[0].params).toEqual({ missingProperty: 'addressInformation' });
    expect((await mock.call('/api/order', { body: 'not json' })).status).toBe(400);
  });

  it('checks the catalogue signature and answers a forged one with code 200 and a string (VSF quirk)', async () => {
    const a = inStockSimple(mock);
    const sgn = productSignature(mock.ctx.config.secret, a.price);
    const signed = orderBody(a.sku, 1, a.price);
    signed.products = [{ sku: a.sku, qty: 1, price: a.price, priceInclTax: a.price, sgn } as never];
    expect((await mock.call('/api/order', { body: signed })).body.result).toHaveProperty('orderNumber');
    signed.products = [{ sku: a.sku, qty: 1, price: 1, priceInclTax: 1, sgn } as never];
    const forged = await mock.call('/api/order', { body: signed });
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ code: 200, result: `Invalid signature validation of ${a.sku}` });
  });
});
