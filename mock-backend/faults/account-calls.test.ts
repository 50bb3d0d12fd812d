import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockSimple, startTestMock } from '../../testing/mock-backend/test-mock';

/**
 * The mock serves every account call with the spec's envelopes and errors, and its fault
 * injection can fail each one on its own (a rule naming the call's method and path fails it and nothing beside it).
 */
const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const ext = '/api/ext/magento';
const data = '/api/ext/customer-data';
const loyalty = '/api/ext/loyalty';
const notAuthorized = "The consumer isn't authorized to access %resources.";

interface Session {
  readonly token: string;
  readonly cartId: string;
  readonly userId: number;
  readonly addressId: number;
  readonly customKey: string;
  readonly transactionId: string;
  readonly customer: Record<string, unknown>;
}

/** Anna signed in through the extension (which starts the loyalty session), with a cart holding one product. */
async function anna(): Promise<Session> {
  const login = await mock.call(`${ext}/login`, { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = String(login.body.result);
  const me = (await mock.call(`${ext}/me?token=${token}`)).body.result as Record<string, unknown> & {
    id: number;
    addresses: { id: number }[];
    external_id: string;
  };
  const cartId = String((await mock.call(`${ext}/cart/create?token=${token}`, { method: 'POST' })).body.result);
  const product = inStockSimple(mock);
  await mock.call(`${ext}/cart/update?token=${token}&cartId=${cartId}`, { body: { cartItem: { sku: product.sku, qty: 2, quoteId: cartId } } });
  const transaction = mock.ctx.fixtures.loyalty.transactions.find((t) => t.customer_id === me.id);
  return {
    token,
    cartId,
    userId: me.id,
    addressId: me.addresses[0]?.id ?? 0,
    customKey: me.external_id,
    transactionId: transaction?.transaction_id ?? '',
    customer: me,
  };
}

interface AccountCall {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The fault rule's path pattern that names this call. */
  readonly pattern: string;
  readonly path: (s: Session, token: string) => string;
  readonly body?: (s: Session) => unknown;
  /** False for calls that need no customer token (the contact lookup). */
  readonly needsToken?: false;
}

/** Every account call (cart spec §7), as the shop sends it. */
const calls: readonly AccountCall[] = [
  {
    name: 'update profile',
    method: 'POST',
    pattern: 'me',
    path: (_s, t) => `${ext}/me?token=${t}`,
    body: (s) => ({ customer: { ...s.customer, firstname: 'Annemarie' } }),
  },
  {
    name: 'change password',
    method: 'POST',
    pattern: 'change-password',
    path: (_s, t) => `${ext}/change-password?token=${t}`,
    body: () => ({ currentPassword: DEMO_PASSWORD, newPassword: 'Another123!' }),
  },
  {
    name: 'save address',
    method: 'POST',
    pattern: 'address',
    path: (_s, t) => `${ext}/address?token=${t}`,
    body: () => ({ address: { street: ['Damrak 1', '2'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL', firstname: 'Anna', lastname: 'de Vries' } }),
  },
  { name: 'delete address', method: 'DELETE', pattern: 'address', path: (s, t) => `${ext}/address?token=${t}&user_id=${s.userId}&address_id=${s.addressId}` },
  { name: 'order history', method: 'GET', pattern: 'order-history', path: (_s, t) => `${ext}/order-history?token=${t}&pageSize=20&currentPage=1` },
  { name: 'my subscription', method: 'GET', pattern: 'mine/subscription', path: (_s, t) => `${data}/mine/subscription?token=${t}` },
  {
    name: 'subscribe in the account',
    method: 'POST',
    pattern: 'mine/subscription',
    path: (_s, t) => `${data}/mine/subscription?token=${t}`,
    body: () => ({ is_subscribed: true }),
  },
  { name: 'unsubscribe in the account', method: 'DELETE', pattern: 'mine/subscription', path: (_s, t) => `${data}/mine/subscription?token=${t}` },
  { name: 'contact id', method: 'GET', pattern: 'contact', path: (s) => `${data}/contact?customKey=${s.customKey}`, needsToken: false },
  { name: 'personal coupons', method: 'GET', pattern: 'personal-pricing/coupons', path: (_s, t) => `${loyalty}/personal-pricing/coupons?token=${t}` },
  {
    name: 'apply coupon',
    method: 'POST',
    pattern: 'loyalty/coupon',
    path: (s, t) => `${loyalty}/coupon?token=${t}&cartId=${s.cartId}`,
    body: () => ({ coupon: ['LOYAL-ANNA-15'] }),
  },
  {
    name: 'delete coupon',
    method: 'DELETE',
    pattern: 'loyalty/coupon',
    path: (s, t) => `${loyalty}/coupon?token=${t}&cartId=${s.cartId}`,
    body: () => ({ coupon: ['LOYAL-ANNA-15'] }),
  },
  {
    name: 'apply discount',
    method: 'POST',
    pattern: 'loyalty/discount',
    path: (s, t) => `${loyalty}/discount?token=${t}&cartId=${s.cartId}`,
    body: () => ({ discount: ['LOYAL-5'] }),
  },
  {
    name: 'delete discount',
    method: 'DELETE',
    pattern: 'loyalty/discount',
    path: (s, t) => `${loyalty}/discount?token=${t}&cartId=${s.cartId}`,
    body: () => ({ discount: ['LOYAL-5'] }),
  },
  { name: 'transactions', method: 'GET', pattern: 'loyalty/transactions', path: (_s, t) => `${loyalty}/transactions?token=${t}` },
  { name: 'one transaction', method: 'GET', pattern: 'loyalty/transactions/*', path: (s, t) => `${loyalty}/transactions/${s.transactionId}?token=${t}` },
  { name: 'personal-pricing check', method: 'GET', pattern: 'personal-pricing/check', path: (_s, t) => `${loyalty}/personal-pricing/check?token=${t}` },
  {
    name: 'validate quote',
    method: 'POST',
    pattern: 'personal-pricing/validate-quote',
    path: (s, t) => `${loyalty}/personal-pricing/validate-quote?token=${t}&cartId=${s.cartId}`,
  },
];

const send = (call: AccountCall, s: Session, token = s.token) => {
  const body = call.body?.(s);
  return mock.call(call.path(s, token), { method: call.method, ...(body === undefined ? {} : { body }) });
};
const setFaults = (spec: string) => mock.call('/__mock/faults', { body: { spec } });
const state = () => JSON.stringify(mock.ctx.state.get());

describe.each(calls)('$method $name', (call) => {
  it('answers the success envelope { code: 200, result }', async () => {
    const s = await anna();
    const { status, body } = await send(call, s);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, result: expect.anything() });
  });

  it(`"${call.method} ${call.pattern}=error:1:503" fails it with the error envelope and changes nothing`, async () => {
    const s = await anna();
    expect((await setFaults(`${call.method} ${call.pattern}=error:1:503`)).status).toBe(200);
    const before = state();
    const { status, body } = await send(call, s);
    expect(status).toBe(503);
    expect(body).toEqual({ code: 503, result: 'Service Unavailable' });
    expect(state()).toBe(before);
  });

  it(`"${call.method} ${call.pattern}=outage" drops it as a network error, and the same path by another method still answers`, async () => {
    const s = await anna();
    await setFaults(`${call.method} ${call.pattern}=outage`);
    await expect(send(call, s)).rejects.toThrow(TypeError);
    const other = calls.find((c) => c.pattern === call.pattern && c.method !== call.method);
    if (other !== undefined) expect((await send(other, s)).status).toBe(200);
    // The rule names this call only: the profile still loads.
    expect((await mock.call(`${ext}/me?token=${s.token}`)).status).toBe(200);
  });
});

describe.each(calls.filter((c) => c.needsToken !== false))('$method $name without a valid token', (call) => {
  it('answers the 401 envelope', async () => {
    const s = await anna();
    const { status, body } = await send(call, s, 'no-such-token');
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, result: notAuthorized });
  });
});

describe('account calls: errors the spec names', () => {
  it('DELETE mine/subscription unsubscribes the signed-in customer (the newsletter block of the account)', async () => {
    const s = await anna();
    expect((await mock.call(`${data}/mine/subscription?token=${s.token}`, { method: 'DELETE' })).body).toEqual({
      code: 200,
      result: { email: DEMO_EMAIL, is_subscribed: false },
    });
    expect((await mock.call(`${data}/newsletter-subscribe?email=${DEMO_EMAIL}`)).body.result).toBe('unsubscribed');
    expect((await mock.call(`${ext}/mine/subscription?token=${s.token}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('a 404 on apply coupon and on a discount carries the message the cart shows', async () => {
    const s = await anna();
    const coupon = await mock.call(`${loyalty}/coupon?token=${s.token}&cartId=${s.cartId}`, { body: { coupon: ['NO-SUCH-CODE'] } });
    expect(coupon.status).toBe(404);
    expect(coupon.body).toMatchObject({
      code: 404,
      result: "The coupon code isn't valid. Verify the code and try again.",
      meta: { session_expires: expect.any(Number) },
    });
    const discount = await mock.call(`${loyalty}/discount?token=${s.token}&cartId=${s.cartId}`, { body: { discount: ['NO-SUCH-CODE'] } });
    expect(discount.status).toBe(404);
    expect(typeof discount.body.result).toBe('string');
  });

  it('an expired loyalty session is the 401 with the session text', async () => {
    const s = await anna();
    // Inactivity ends the loyalty session before the token expires (both last an hour from the last call).
    mock.ctx.state.update((st) => void (st.loyaltySessions[String(s.userId)] = mock.now().getTime()));
    const { status, body } = await mock.call(`${loyalty}/transactions?token=${s.token}`);
    expect(status).toBe(401);
    expect(body.result).toBe('Your session has expired due to inactivity. Please log in again to continue.');
  });

  it('an unknown transaction or contact and a wrong current password answer their own error envelopes', async () => {
    const s = await anna();
    expect((await mock.call(`${loyalty}/transactions/NO-SUCH-TX?token=${s.token}`)).body).toMatchObject({
      code: 404,
      result: 'No such entity with transaction_id = NO-SUCH-TX',
    });
    expect((await mock.call(`${data}/contact?customKey=no-such-key`)).body).toEqual({ code: 404, result: 'No contact with customKey no-such-key' });
    const wrong = await mock.call(`${ext}/change-password?token=${s.token}`, { body: { currentPassword: 'Wrong-password1', newPassword: 'Another123!' } });
    expect(wrong.body).toEqual({ code: 500, result: "The password doesn't match this account. Verify the password and try again." });
  });
});
