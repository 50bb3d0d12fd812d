import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inStockSimple, startTestMock } from '../../../testing/mock-backend/test-mock';
import { CHALLENGE_PASSWORD, TEST_CARDS, failUrlOf } from './payment';

const mock = startTestMock({ config: { shopOrigin: 'http://shop.test' } });
/** Each test order's own key (the order_id the shop sent), by order number. */
const keys = new Map<string, string>();
const key = (orderNumber: string) => keys.get(orderNumber) ?? '';
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const address = { firstname: 'A', lastname: 'B', street: ['Dam 1'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL', email: 'pay@example.com' };

async function placeOrder() {
  const a = inStockSimple(mock);
  const orderId = crypto.randomUUID();
  const order = await mock.call('/api/order', {
    body: {
      order_id: orderId,
      products: [{ sku: a.sku, qty: 1, price: a.price }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        payment_method_code: 'adyen_cc',
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    },
  });
  keys.set(order.body.result.orderNumber as string, orderId);
  return { orderNumber: order.body.result.orderNumber as string, sku: a.sku, qty: a.qty };
}

async function initiate(orderNumber: string) {
  const { body } = await mock.call('/api/ext/payment/initiate', {
    body: { orderNumber, orderId: key(orderNumber), returnUrl: 'http://shop.test/en/checkout-return' },
  });
  return body.result as { sessionId: string; action: { url: string } };
}

async function post(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as { redirect: string };
}

describe('card payment provider', () => {
  it('lists payment methods and stores the payment information on the cart', async () => {
    const methods = await mock.call('/api/ext/payment/payment-methods');
    expect((await mock.call('/payment-provider/payment-methods')).body).toEqual(methods.body);
    expect(methods.body.result.paymentMethods).toContainEqual(expect.objectContaining({ type: 'scheme' }));
    const cartId = (await mock.call('/api/cart/create', { method: 'POST' })).body.result as string;
    const info = await mock.call(`/api/ext/payment/payment-information?cartId=${cartId}`, { body: { paymentMethod: { method: 'adyen_cc' } } });
    expect(info.body.result).toBe(true);
    expect(mock.ctx.state.get().carts[cartId]?.paymentMethod).toBe('adyen_cc');
  });

  it('serves a hosted page and returns to checkout-return after Pay; the order is then processing', async () => {
    const { orderNumber } = await placeOrder();
    const session = await initiate(orderNumber);
    expect(session.action.url).toBe(`http://127.0.0.1/payment-provider/hosted/${session.sessionId}`);
    const page = await fetch(session.action.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('>Pay<');
    expect(html).toContain('>Fail<');
    expect(html).toContain('>Cancel<');
    const { redirect } = await post(`${session.action.url}/pay`, { card: TEST_CARDS.plain.number });
    const back = new URL(redirect);
    expect(back.origin + back.pathname).toBe('http://shop.test/en/checkout-return');
    expect(back.searchParams.get('resultCode')).toBe('Authorised');
    expect(back.searchParams.get('orderNumber')).toBe(orderNumber);
    const details = await mock.call('/api/ext/payment/payments-details', { body: { details: { redirectResult: back.searchParams.get('redirectResult') } } });
    expect(details.body.result).toMatchObject({ resultCode: 'Authorised', merchantReference: orderNumber });
    const status = await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&orderId=${key(orderNumber)}`);
    expect(status.body.result).toMatchObject({ status: 'success', orderStatus: 'processing' });
    expect((await mock.call(`/api/ext/payment/payment-status?sessionId=${session.sessionId}`)).body.result).toMatchObject({
      resultCode: 'Authorised',
      final: true,
    });
  });

  it('runs a 3-D Secure challenge before authorising', async () => {
    const { orderNumber } = await placeOrder();
    const session = await initiate(orderNumber);
    const challenge = await post(`${session.action.url}/pay`, { card: TEST_CARDS.threeDS.number });
    expect(challenge.redirect).toBe(`${session.action.url}/challenge`);
    expect(await (await fetch(challenge.redirect)).text()).toContain('3-D Secure');
    const { redirect } = await post(`${session.action.url}/challenge`, { password: CHALLENGE_PASSWORD });
    expect(new URL(redirect).searchParams.get('resultCode')).toBe('Authorised');
  });

  it('returns to checkout-failed on Fail, Cancel or a wrong challenge password, and gives the stock back', async () => {
    const { orderNumber, sku, qty } = await placeOrder();
    expect((await mock.call(`/api/stock/check?sku=${sku}`)).body.result.qty).toBe(qty - 1);
    const session = await initiate(orderNumber);
    const { redirect } = await post(`${session.action.url}/cancel`, {});
    expect(new URL(redirect).pathname).toBe('/en/checkout-failed');
    expect(new URL(redirect).searchParams.get('resultCode')).toBe('Cancelled');
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&orderId=${key(orderNumber)}`)).body.result).toMatchObject({
      status: 'cancelled',
      orderStatus: 'canceled',
    });
    expect((await mock.call(`/api/stock/check?sku=${sku}`)).body.result.qty).toBe(qty);

    const other = await initiate((await placeOrder()).orderNumber);
    await post(`${other.action.url}/pay`, { card: TEST_CARDS.threeDS.number });
    const wrong = await post(`${other.action.url}/challenge`, { password: 'nope' });
    expect(new URL(wrong.redirect).searchParams.get('resultCode')).toBe('Refused');
  });

  it('processes 3DS2 results, redirect urls and Apple Pay merchant sessions through the API', async () => {
    const { orderNumber } = await placeOrder();
    const session = await initiate(orderNumber);
    expect((await mock.call(`/api/ext/payment/redirect-url?sessionId=${session.sessionId}`)).body.result.url).toBe(session.action.url);
    const pending = await mock.call('/api/ext/payment/3ds2/process', { body: { sessionId: session.sessionId } });
    expect(pending.body.result.resultCode).toBe('ChallengeShopper');
    const done = await mock.call('/api/ext/payment/3ds2/process', { body: { sessionId: session.sessionId, threeDSResult: 'Y' } });
    expect(done.body.result.resultCode).toBe('Authorised');
    const apple = await mock.call('/api/ext/payment/merchant-session', { body: { domainName: 'shop.test' } });
    expect(apple.body.result).toMatchObject({ domainName: 'shop.test', merchantSessionIdentifier: expect.stringMatching(/^SSH/) });
    expect((await mock.call('/api/ext/payment/initiate', { body: { orderNumber: '999' } })).status).toBe(404);
    expect((await fetch('http://127.0.0.1/payment-provider/hosted/nope')).status).toBe(404);
  });

  it('refuses on the hosted Fail button: checkout-failed, order canceled, stock given back', async () => {
    const { orderNumber, sku, qty } = await placeOrder();
    const session = await initiate(orderNumber);
    const { redirect } = await post(`${session.action.url}/fail`, {});
    const back = new URL(redirect);
    expect(back.pathname).toBe('/en/checkout-failed');
    expect(back.searchParams.get('resultCode')).toBe('Refused');
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&orderId=${key(orderNumber)}`)).body.result).toMatchObject({
      status: 'failed',
      orderStatus: 'canceled',
      resultCode: 'Refused',
    });
    expect((await mock.call(`/api/stock/check?sku=${sku}`)).body.result.qty).toBe(qty);
  });

  it('refuses the test card 4000 0000 0000 0002 without a challenge', async () => {
    const { orderNumber } = await placeOrder();
    const session = await initiate(orderNumber);
    const { redirect } = await post(`${session.action.url}/pay`, { card: '4000 0000 0000 0002' });
    expect(new URL(redirect).pathname).toBe('/en/checkout-failed');
    expect(new URL(redirect).searchParams.get('resultCode')).toBe('Refused');
    expect((await mock.call(`/api/ext/payment/payment-status?sessionId=${session.sessionId}`)).body.result).toMatchObject({
      resultCode: 'Refused',
      final: true,
    });
  });

  it('answers a plain form post with a 303 to the return url', async () => {
    const session = await initiate((await placeOrder()).orderNumber);
    const res = await fetch(`${session.action.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `card=${encodeURIComponent(TEST_CARDS.plain.number)}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('resultCode=Authorised');
  });

  it('answers 409 to any action on a finished session, 404 to an unknown action or session', async () => {
    const session = await initiate((await placeOrder()).orderNumber);
    const form = { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' } };
    const unknown = await fetch(`${session.action.url}/explode`, { ...form, body: '' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).result).toBe('Unknown action explode');
    await post(`${session.action.url}/pay`, { card: TEST_CARDS.plain.number });
    for (const action of ['pay', 'cancel', 'fail', 'challenge']) {
      const again = await fetch(`${session.action.url}/${action}`, { ...form, body: '' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ code: 409, result: 'Payment session already Authorised' });
    }
    expect((await fetch('http://127.0.0.1/payment-provider/hosted/nope/pay', { ...form, body: '' })).status).toBe(404);
    expect((await fetch('http://127.0.0.1/payment-provider/hosted/nope/challenge')).status).toBe(404);
  });

  it('answers payments-details without a known redirectResult with 422', async () => {
    const none = await mock.call('/api/ext/payment/payments-details', { body: { details: {} } });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ code: 422, result: 'Invalid payload provided: details.redirectResult' });
    const forged = await mock.call('/api/ext/payment/payments-details', { body: { details: { redirectResult: btoa('session:nope') } } });
    expect(forged.status).toBe(422);
    expect((await mock.call('/api/ext/payment/payments-details', { body: { details: { redirectResult: '%%%not-base64' } } })).status).toBe(422);
  });

  it('answers unknown sessions and orders on payment-status, checkout/status and redirect-url with 404', async () => {
    const status = await mock.call('/api/ext/payment/payment-status?sessionId=nope');
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ code: 404, result: 'Unknown payment session' });
    const checkout = await mock.call('/api/ext/checkout/status?orderNumber=999999999');
    expect(checkout.status).toBe(404);
    expect(checkout.body.result).toBe('Unknown order or payment session');
    expect((await mock.call('/api/ext/checkout/status')).status).toBe(404);
    expect((await mock.call('/api/ext/payment/redirect-url?sessionId=nope')).status).toBe(404);
  });

  it('reports a placed order with no payment session as pending on checkout/status', async () => {
    const { orderNumber } = await placeOrder();
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&orderId=${key(orderNumber)}`)).body.result).toMatchObject({
      status: 'pending',
      orderNumber,
      orderStatus: 'pending',
      resultCode: null,
    });
  });

  it('serves 3ds2-process as an alias of 3ds2/process, on the provider base too', async () => {
    const session = await initiate((await placeOrder()).orderNumber);
    const pending = await mock.call('/api/ext/payment/3ds2-process', { body: { sessionId: session.sessionId } });
    expect(pending.body.result).toMatchObject({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', url: `${session.action.url}/challenge` } });
    const refused = await mock.call('/payment-provider/3ds2-process', { body: { sessionId: session.sessionId, transStatus: 'N' } });
    expect(refused.body.result.resultCode).toBe('Refused');
    expect((await mock.call('/api/ext/payment/3ds2-process', { body: { sessionId: 'nope' } })).status).toBe(404);
  });

  it('derives the failure url from the return url', () => {
    expect(failUrlOf('https://shop.test/de/checkout-return/')).toBe('https://shop.test/de/checkout-failed/');
    expect(failUrlOf('https://shop.test/back')).toBe('https://shop.test/checkout-failed');
  });
});

describe("only the shop and the order's own caller", () => {
  it('refuses a returnUrl on another origin; a path or the shop origin is fine', async () => {
    const start = (returnUrl: unknown) =>
      mock.call('/api/ext/payment/initiate', { body: { amount: { value: 1000, currency: 'EUR' }, cartId: 'x', returnUrl } });
    for (const evil of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', 'http://shop.test.evil.example/x', 'https://shop.test/x']) {
      const refused = await start(evil);
      expect([evil, refused.status]).toEqual([evil, 400]);
    }
    expect((await start('/en/checkout-return')).status).toBe(200);
    expect((await start('http://shop.test/de/checkout-return')).status).toBe(200);
  });

  it("answers someone else's order number like an unknown one: no payment, no status, no cancel", async () => {
    const { orderNumber } = await placeOrder();
    const unknown = await mock.call('/api/ext/payment/initiate', { body: { orderNumber: '999999999' } });
    const foreign = await mock.call('/api/ext/payment/initiate', { body: { orderNumber } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.result).toBe(`No such entity with increment_id = ${orderNumber}`);
    expect(unknown.status).toBe(404);
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}`)).status).toBe(404);
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&orderId=guess`)).status).toBe(404);
    const session = await initiate(orderNumber);
    expect((await mock.call(`/api/ext/payment/payment-status?orderNumber=${orderNumber}`)).status).toBe(404);
    expect((await mock.call(`/api/ext/payment/payment-status?sessionId=${session.sessionId}`)).status).toBe(200);
    expect(mock.ctx.state.get().orders.find((o) => o.increment_id === orderNumber)?.status).toBe('pending');
  });

  it("opens a customer's order by number with that customer's token", async () => {
    const a = inStockSimple(mock);
    const { token } = await mock.login('new.customer@example.com');
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    const placed = await mock.call(`/api/order?token=${token}`, {
      body: {
        user_id: String(me.id),
        products: [{ sku: a.sku, qty: 1, price: a.price }],
        addressInformation: {
          billingAddress: address,
          shippingAddress: address,
          payment_method_code: 'adyen_cc',
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    });
    const orderNumber = placed.body.result.orderNumber as string;
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&token=${token}`)).body.result).toMatchObject({
      orderNumber,
      orderStatus: 'pending',
    });
    const { token: other } = await mock.login('jan.jansen@example.com');
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}&token=${other}`)).status).toBe(404);
  });
});
