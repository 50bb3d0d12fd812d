import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/product-types';
import type { StoreCode } from '../../domain/store-view/store-view';
import type { CustomerPort } from '../../application/ports/customer-port';
import type { LoyaltyPort } from '../../application/ports/loyalty-port';
import type { NewsletterPort } from '../../application/ports/newsletter-port';
import { failure } from './port-failure';

/** A signed-in member (loyalty session started at login) with a cart holding a product. */
export interface AccountSession {
  readonly token: string;
  readonly password: string;
  readonly cartId: Id;
  readonly storeCode: StoreCode;
  readonly userId: Id;
  /** One of the member's saved addresses. */
  readonly addressId: Id;
  /** The profile's external_id, the contact's customKey. */
  readonly customKey: string;
  /** One of the member's loyalty transactions. */
  readonly transactionId: string;
  readonly coupon: string;
  readonly discount: string;
}

export interface AccountCallsHarness {
  readonly customer: CustomerPort;
  readonly newsletter: NewsletterPort;
  readonly loyalty: LoyaltyPort;
  signIn(): Promise<AccountSession>;
  /**
   * Makes the backend fail every request of this method whose path ends in `pattern` (the mock's fault language):
   * `error` answers the 503 error envelope `{ code: 503, result: 'Service Unavailable' }`, `outage` drops the connection.
   */
  fail(method: string, pattern: string, effect: 'error' | 'outage'): Promise<void>;
}

interface Ports {
  readonly customer: CustomerPort;
  readonly newsletter: NewsletterPort;
  readonly loyalty: LoyaltyPort;
}

/** One account call (cart spec §7) through its port; `token` replaces the session's to test an unknown one. */
interface AccountCall {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly pattern: string;
  readonly run: (p: Ports, s: AccountSession, token: string) => Promise<unknown>;
  /** The contact lookup needs no customer token. */
  readonly tokenless?: true;
}

const address: Address = {
  street: ['Damrak 1', '2 B'],
  city: 'Amsterdam',
  postcode: '1012JS',
  country_id: 'NL',
  is_default: '0',
  address_type: 'DELIVERY',
  firstname: 'Anna',
  lastname: 'de Vries',
  telephone: '0612345678',
};
const cart = (s: AccountSession, token: string) => ({ token, cartId: s.cartId, storeCode: s.storeCode });

/** The account calls (cart spec §7 Customer, Newsletter `mine/subscription`, customer-data contact, loyalty extension). */
export const accountCalls: readonly AccountCall[] = [
  {
    name: 'updateProfile (POST me)',
    method: 'POST',
    pattern: 'me',
    run: async (p, s, token) => p.customer.updateProfile(token, { ...(await p.customer.me(s.token)).profile, firstname: 'Annemarie' }),
  },
  { name: 'changePassword', method: 'POST', pattern: 'change-password', run: (p, s, token) => p.customer.changePassword(token, s.password, 'Another123!') },
  { name: 'saveAddress', method: 'POST', pattern: 'address', run: (p, _s, token) => p.customer.saveAddress(token, address) },
  { name: 'deleteAddress', method: 'DELETE', pattern: 'address', run: (p, s, token) => p.customer.deleteAddress(token, s.userId, s.addressId) },
  { name: 'orderHistory', method: 'GET', pattern: 'order-history', run: (p, _s, token) => p.customer.orderHistory(token, 20, 1) },
  { name: 'mySubscription', method: 'GET', pattern: 'mine/subscription', run: (p, _s, token) => p.newsletter.mySubscription(token) },
  { name: 'updateMySubscription', method: 'POST', pattern: 'mine/subscription', run: (p, _s, token) => p.newsletter.updateMySubscription(token, false) },
  { name: 'contactId', method: 'GET', pattern: 'contact', run: (p, s) => p.newsletter.contactId(s.customKey), tokenless: true },
  { name: 'personalCoupons', method: 'GET', pattern: 'personal-pricing/coupons', run: (p, _s, token) => p.loyalty.personalCoupons(token) },
  { name: 'applyCoupons', method: 'POST', pattern: 'loyalty/coupon', run: (p, s, token) => p.loyalty.applyCoupons(cart(s, token), [s.coupon]) },
  { name: 'removeCoupons', method: 'DELETE', pattern: 'loyalty/coupon', run: (p, s, token) => p.loyalty.removeCoupons(cart(s, token), [s.coupon]) },
  { name: 'applyDiscounts', method: 'POST', pattern: 'loyalty/discount', run: (p, s, token) => p.loyalty.applyDiscounts(cart(s, token), [s.discount]) },
  { name: 'removeDiscounts', method: 'DELETE', pattern: 'loyalty/discount', run: (p, s, token) => p.loyalty.removeDiscounts(cart(s, token), [s.discount]) },
  { name: 'transactions', method: 'GET', pattern: 'loyalty/transactions', run: (p, _s, token) => p.loyalty.transactions(token) },
  { name: 'transaction', method: 'GET', pattern: 'loyalty/transactions/*', run: (p, s, token) => p.loyalty.transaction(token, s.transactionId) },
  { name: 'personalPricing (check)', method: 'GET', pattern: 'personal-pricing/check', run: (p, _s, token) => p.loyalty.personalPricing(token) },
  { name: 'validateQuote', method: 'POST', pattern: 'personal-pricing/validate-quote', run: (p, s, token) => p.loyalty.validateQuote(cart(s, token)) },
];

/**
 * How the HTTP adapters of the account ports meet each account call's failures (cart spec §7, §8;
 * STYLE.md "Ports, errors and results"): the error envelope and a dropped connection are 'unavailable' with the
 * server's text, an unknown token is 'not-authorized'. Runs against a backend that injects faults (the mock).
 */
export function accountCallsContract(name: string, make: () => AccountCallsHarness): void {
  describe(`Account calls contract: ${name}`, () => {
    let h: AccountCallsHarness;
    beforeEach(() => {
      h = make();
    });

    describe.each(accountCalls)('$name ($method $pattern)', (call) => {
      it('answers a value for the signed-in member', async () => {
        const s = await h.signIn();
        await expect(call.run(h, s, s.token)).resolves.not.toBeInstanceOf(Error);
      });

      it("the 503 error envelope is 'unavailable' with the server's text and status", async () => {
        const s = await h.signIn();
        await h.fail(call.method, call.pattern, 'error');
        const error = await failure(call.run(h, s, s.token));
        expect(error.kind).toBe('unavailable');
        expect(error.message).toBe('Service Unavailable');
        expect(error.details.status).toBe(503);
      });

      it("a dropped connection is 'unavailable'", async () => {
        const s = await h.signIn();
        await h.fail(call.method, call.pattern, 'outage');
        const error = await failure(call.run(h, s, s.token));
        expect(error.kind).toBe('unavailable');
        expect(error.details.status).toBeUndefined();
      });
    });

    describe.each(accountCalls.filter((c) => c.tokenless !== true))('$name with an unknown token', (call) => {
      it("is 'not-authorized' (401), so the session logic, not the screen, decides", async () => {
        const s = await h.signIn();
        const error = await failure(call.run(h, s, 'no-such-token'));
        expect(error.kind).toBe('not-authorized');
        expect(error.details.status).toBe(401);
      });
    });
  });
}
