import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inStockSimple, startTestMock } from '../../test-support';
import { CHALLENGE_PASSWORD, TEST_CARDS, failUrlOf } from './payment';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const address = { firstname: 'A', lastname: 'B', street: ['Dam 1'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL', email: 'pay@example.com' };

async function placeOrder() {
  const a = inStockSimple(mock);
  const order = await mock.call('/api/order', {
    body: { products: [{ sku: a.sku, qty: 1, price: a.price }], addressInformation: { billingAddress: address, shippingAddress: address, payment_method_code: 'adyen_cc', shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
  });
  return { orderNumber: order.body.result.orderNumber as string, sku: a.sku, qty: a.qty };
}

async function initiate(orderNumber: string) {
  const { body } = await mock.call('/api/ext/payment/initiate', { body: { orderNumber, returnUrl: 'http://shop.test/en/checkout-return' } });
  return body.result as { sessionId: string; action: { url: string } };
}

async function post(url: string, form: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
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
    const status = await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}`);
    expect(status.body.result).toMatchObject({ status: 'success', orderStatus: 'processing' });
    expect((await mock.call(`/api/ext/payment/payment-status?sessionId=${session.sessionId}`)).body.result).toMatchObject({ resultCode: 'Authorised', final: true });
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
    expect((await mock.call(`/api/ext/checkout/status?orderNumber=${orderNumber}`)).body.result).toMatchObject({ status: 'cancelled', orderStatus: 'canceled' });
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

  it('derives the failure url from the return url', () => {
    expect(failUrlOf('https://shop.test/de/checkout-return/')).toBe('https://shop.test/de/checkout-failed/');
    expect(failUrlOf('https://shop.test/back')).toBe('https://shop.test/checkout-failed');
  });
});
