import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { mockApiConfig } from '../../testing/mock-api-config';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockSimple } from '../../testing/mock-backend/test-mock';
import { cartMessages } from '../../domain/cart/messages';
import { storeViews } from '../../domain/store-view/store-views';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { ApplyLoyaltyCoupon } from './apply-loyalty-coupon';
import { ApplyLoyaltyDiscount } from './apply-loyalty-discount';
import { LoadLoyaltyTransactions } from './load-loyalty-transactions';
import { LoadPersonalCoupons } from './load-personal-coupons';
import { LoadPersonalPricing } from './load-personal-pricing';
import type { LoyaltySession } from './loyalty-call';
import { RemoveLoyaltyCoupon } from './remove-loyalty-coupon';
import { RemoveLoyaltyDiscount } from './remove-loyalty-discount';
import { ValidateLoyaltyQuote } from './validate-loyalty-quote';
import { newContainer } from '../../adapters/wiring/new-container';

/**
 * The loyalty use cases over the real HTTP adapter and the mock backend, each call failed
 * by the mock's fault injection. A failure answers what the spec asks (cart spec §7: a non-200 discount refreshes the
 * totals and shows the message; §4: a refused session logs out with the warning) and loses nothing: the cart's codes
 * on the server stay as they were and the customer stays signed in.
 */
let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

type Effect = 'error' | 'outage';
const fail = (method: string, pattern: string, effect: Effect) =>
  mock.ctx.faults.set([effect === 'error' ? { method, pattern, errorRate: 1, errorStatus: 503 } : { method, pattern, outage: true }]);
const serverText = (effect: Effect, path: string) => (effect === 'error' ? 'Service Unavailable' : `Cannot reach http://127.0.0.1/api/ext/loyalty/${path}`);

const post = async (path: string, body?: unknown) =>
  (
    (await (
      await fetch(`http://127.0.0.1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as { result: unknown }
  ).result;

/** Anna signed in through the shop's container over the mock, with a cart holding a product and her discount on it. */
async function member() {
  const container = newContainer();
  container.load(...serviceAdapters(mockApiConfig()), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  if (!(await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok) throw new Error('the demo account could not sign in');
  const auth = container.get(AuthSession);
  const token = auth.token ?? '';
  const cartId = String(await post(`/api/ext/magento/cart/create?token=${token}`));
  await post(`/api/ext/magento/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku: inStockSimple(mock).sku, qty: 2, quoteId: cartId } });
  await post(`/api/ext/loyalty/discount?token=${token}&cartId=${cartId}`, { discount: ['LOYAL-5'] });
  const session = (): LoyaltySession => ({
    token,
    hasProfile: auth.current.profile !== undefined,
    ...(auth.current.sessionExpires === undefined ? {} : { sessionExpires: auth.current.sessionExpires }),
  });
  /** The cart's codes as the server keeps them. */
  const codes = () => {
    const cart = mock.ctx.state.get().carts[cartId];
    return { coupon: cart?.coupon, discounts: cart?.discounts };
  };
  return { container, auth, token, cart: { cartId, storeCode: 'nl' as const }, session, codes };
}

describe.each(['error', 'outage'] as const)('loyalty use cases when the call fails (%s)', (effect) => {
  it('ApplyLoyaltyDiscount: a non-200 refreshes the totals and shows the message; the cart keeps its codes', async () => {
    const m = await member();
    const before = m.codes();
    fail('POST', 'loyalty/discount', effect);
    const result = await m.container.get(ApplyLoyaltyDiscount).execute(m.session(), m.cart, 'LOYAL-5');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        refreshTotals: true,
        notice: { type: 'warning', message: 'server-message', params: { message: serverText(effect, 'discount') }, action1: { label: 'ok', action: 'close' } },
      },
    });
    expect(m.codes()).toEqual(before);
  });

  it("ApplyLoyaltyCoupon: a failure other than the 404 is the spec's invalid-coupon warning, without a totals refresh; nothing is applied", async () => {
    const m = await member();
    fail('POST', 'loyalty/coupon', effect);
    const result = await m.container.get(ApplyLoyaltyCoupon).execute(m.session(), m.cart, 'LOYAL-ANNA-15');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'refused', refreshTotals: false, notice: { type: 'warning', message: 'invalid-coupon', action1: { label: 'ok', action: 'close' } } },
    });
    expect(cartMessages['invalid-coupon']).toBe("The coupon code isn't valid. Verify the code and try again.");
    expect(m.codes().coupon).toBeUndefined();
  });

  it("removing a coupon or a discount fails as 'unavailable' and the cart keeps them", async () => {
    const m = await member();
    await post(`/api/ext/loyalty/coupon?token=${m.token}&cartId=${m.cart.cartId}`, { coupon: ['LOYAL-ANNA-15'] });
    const before = m.codes();
    expect(before).toEqual({ coupon: 'LOYAL-ANNA-15', discounts: ['LOYAL-5'] });
    fail('DELETE', 'loyalty/coupon', effect);
    expect(await m.container.get(RemoveLoyaltyCoupon).execute(m.session(), m.cart, ['LOYAL-ANNA-15'])).toEqual({ ok: false, error: { kind: 'unavailable' } });
    fail('DELETE', 'loyalty/discount', effect);
    expect(await m.container.get(RemoveLoyaltyDiscount).execute(m.session(), m.cart, ['LOYAL-5'])).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(m.codes()).toEqual(before);
  });

  it.each([
    [
      'personal coupons',
      'GET',
      'personal-pricing/coupons',
      (m: Awaited<ReturnType<typeof member>>) => m.container.get(LoadPersonalCoupons).execute(m.session()),
    ],
    ['transactions', 'GET', 'loyalty/transactions', (m: Awaited<ReturnType<typeof member>>) => m.container.get(LoadLoyaltyTransactions).execute(m.session())],
    [
      'one transaction',
      'GET',
      'loyalty/transactions/*',
      (m: Awaited<ReturnType<typeof member>>) => m.container.get(LoadLoyaltyTransactions).execute(m.session(), 'S00000001'),
    ],
    [
      'personal-pricing check',
      'GET',
      'personal-pricing/check',
      (m: Awaited<ReturnType<typeof member>>) => m.container.get(LoadPersonalPricing).execute(m.session()),
    ],
    [
      'validate quote',
      'POST',
      'personal-pricing/validate-quote',
      (m: Awaited<ReturnType<typeof member>>) => m.container.get(ValidateLoyaltyQuote).execute(m.session(), m.cart),
    ],
  ])("%s: 'unavailable', the customer stays signed in and the cart keeps its codes", async (_name, method, pattern, run) => {
    const m = await member();
    const before = m.codes();
    fail(method, pattern, effect);
    expect(await run(m)).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(m.auth.token).toBe(m.token);
    expect(m.codes()).toEqual(before);
  });
});

describe('codes the extension refuses (cart spec §7)', () => {
  it("a 404 on apply coupon and on a discount refreshes the totals and shows the server's message", async () => {
    const m = await member();
    const before = m.codes();
    const coupon = await m.container.get(ApplyLoyaltyCoupon).execute(m.session(), m.cart, 'NO-SUCH-CODE');
    expect(!coupon.ok && coupon.error).toEqual({
      kind: 'refused',
      refreshTotals: true,
      notice: { type: 'warning', message: 'server-message', params: { message: cartMessages['invalid-coupon'] }, action1: { label: 'ok', action: 'close' } },
    });
    const discount = await m.container.get(ApplyLoyaltyDiscount).execute(m.session(), m.cart, 'NO-SUCH-CODE');
    expect(!discount.ok && discount.error).toMatchObject({
      kind: 'refused',
      refreshTotals: true,
      notice: { message: 'server-message', params: { message: "The discount code isn't valid. Verify the code and try again." } },
    });
    expect(m.codes()).toEqual(before);
  });
});

describe('loyalty use cases when the server refuses the session (cart spec §4 "Loyalty session", §8)', () => {
  it("a 401 logs out and warns 'Your session has expired due to inactivity…' with 'Log in'", async () => {
    const m = await member();
    // Inactivity ended the loyalty session on the server while this device still counts it as open.
    const customerId = Object.entries(mock.ctx.state.get().customers).find(([, c]) => c.customer.email === DEMO_EMAIL)?.[0] ?? '';
    mock.ctx.state.update((s) => void (s.loyaltySessions[customerId] = mock.ctx.clock().getTime()));
    const result = await m.container.get(LoadPersonalCoupons).execute(m.session());
    expect(result).toEqual({
      ok: false,
      error: { kind: 'session-expired', notice: { type: 'warning', message: 'session-expired', action1: { label: 'log-in', action: 'log-in' } } },
    });
    expect(m.auth.token).toBeUndefined();
  });
});
