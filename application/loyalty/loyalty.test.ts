import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { demoLoyalty, InMemoryLoyalty } from '../../adapters/memory/in-memory-loyalty';
import { cartMessages } from '../../domain/cart/messages';
import { sessionMessages } from '../../domain/session/messages';
import { ApplyLoyaltyCoupon } from './apply-loyalty-coupon';
import { ApplyLoyaltyDiscount } from './apply-loyalty-discount';
import { LoadLoyaltyTransactions } from './load-loyalty-transactions';
import { LoadPersonalCoupons } from './load-personal-coupons';
import { LoadPersonalPricing } from './load-personal-pricing';
import { RemoveLoyaltyCoupon } from './remove-loyalty-coupon';
import { RemoveLoyaltyDiscount } from './remove-loyalty-discount';
import { ValidateLoyaltyQuote } from './validate-loyalty-quote';

const start = Date.UTC(2026, 10, 1, 10);
const world = () => {
  const clock = new FakeClock(start);
  const loyalty = new InMemoryLoyalty({ ...demoLoyalty, now: () => clock.now() });
  const session = { token: 'token-anna', hasProfile: true, sessionExpires: start / 1000 + 3600 };
  return { clock, loyalty, session, cart: { cartId: 7 } };
};

describe('loyalty session (cart spec §4, §6, §8 "Session expired")', () => {
  it("an expired session is refused without a call, with the warning and its 'Log in' action", async () => {
    const w = world();
    w.clock.advance(3601 * 1000);
    const result = await new LoadPersonalCoupons(w.loyalty, w.clock).execute(w.session);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'session-expired', notice: { type: 'warning', message: 'session-expired', action1: { label: 'log-in', action: 'log-in' } } },
    });
    expect(sessionMessages['session-expired']).toBe('Your session has expired due to inactivity. Please log in again to continue.');
  });

  it('the server ending the session is the same session-expired failure', async () => {
    const w = world();
    w.loyalty.expire('token-anna');
    const result = await new LoadLoyaltyTransactions(w.loyalty, w.clock).execute(w.session);
    expect(!result.ok && result.error.kind).toBe('session-expired');
  });

  it('needs a logged-in user: a profile and a token', async () => {
    const w = world();
    expect(await new LoadPersonalPricing(w.loyalty, w.clock).execute({ hasProfile: false, token: 'token-anna' })).toEqual({
      ok: false,
      error: { kind: 'not-logged-in' },
    });
    expect(await new LoadPersonalPricing(w.loyalty, w.clock).execute({ hasProfile: true })).toEqual({ ok: false, error: { kind: 'not-logged-in' } });
  });

  it('every answer hands back the next session expiry to store', async () => {
    const w = world();
    w.clock.advance(60_000);
    const result = await new LoadPersonalCoupons(w.loyalty, w.clock).execute(w.session);
    expect(result.ok && result.value.sessionExpires).toBe(start / 1000 + 60 + 3600);
    expect(result.ok && result.value.value.map((c) => c.code)).toEqual(['LOYAL-ANNA-15', 'LOYAL-ANNA-5EUR']);
  });
});

describe('loyalty coupons and discounts (cart spec §5, §7)', () => {
  it('applies a coupon together with the ones already applied, and removes it', async () => {
    const w = world();
    const applied = await new ApplyLoyaltyCoupon(w.loyalty, w.clock).execute(w.session, w.cart, ' LOYAL-ANNA-15 ');
    expect(applied.ok && applied.value.value.couponCode).toBe('LOYAL-ANNA-15');
    const removed = await new RemoveLoyaltyCoupon(w.loyalty, w.clock).execute(w.session, w.cart, ['LOYAL-ANNA-15']);
    expect(removed.ok && removed.value.value.couponCode).toBeUndefined();
  });

  it("a coupon answered 404 refreshes the totals and shows the server's message", async () => {
    const w = world();
    const result = await new ApplyLoyaltyCoupon(w.loyalty, w.clock).execute(w.session, w.cart, 'NOPE');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        refreshTotals: true,
        notice: { type: 'warning', message: 'server-message', params: { message: cartMessages['invalid-coupon'] }, action1: { label: 'ok', action: 'close' } },
      },
    });
  });

  it('a discount answered other than 200 behaves the same; a valid one lowers the total and can be removed', async () => {
    const w = world();
    const refused = await new ApplyLoyaltyDiscount(w.loyalty, w.clock).execute(w.session, w.cart, 'NOPE');
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'refused', refreshTotals: true });
    const applied = await new ApplyLoyaltyDiscount(w.loyalty, w.clock).execute(w.session, w.cart, 'LOYAL-5');
    expect(applied.ok && applied.value.value.discountAmount.amount).toBe(-500);
    const removed = await new RemoveLoyaltyDiscount(w.loyalty, w.clock).execute(w.session, w.cart, ['LOYAL-5']);
    expect(removed.ok && removed.value.value.discountAmount.amount).toBe(0);
  });

  it('validates the quote and reads the personal pricing status', async () => {
    const w = world();
    await new ApplyLoyaltyDiscount(w.loyalty, w.clock).execute(w.session, w.cart, 'LOYAL-5');
    const validation = await new ValidateLoyaltyQuote(w.loyalty, w.clock).execute(w.session, w.cart);
    expect(validation.ok && validation.value.value).toMatchObject({ valid: true, removedCodes: [] });
    const status = await new LoadPersonalPricing(w.loyalty, w.clock).execute(w.session);
    expect(status.ok && status.value.value).toMatchObject({ enabled: true, hasPersonalPricing: true, couponCount: 2 });
  });
});

describe('LoadLoyaltyTransactions (cart spec §3: list and current)', () => {
  it('loads the list, then one as current keeping the list', async () => {
    const w = world();
    const use = new LoadLoyaltyTransactions(w.loyalty, w.clock);
    const list = await use.execute(w.session);
    if (!list.ok) throw new Error('failed');
    expect(list.value.value.list.map((t) => t.transaction_id)).toEqual(['TX-2', 'TX-1']);
    const one = await use.execute(w.session, 'TX-1', list.value.value.list);
    expect(one.ok && one.value.value.current?.transaction_id).toBe('TX-1');
    expect(one.ok && one.value.value.list).toHaveLength(2);
    expect(await use.execute(w.session, 'TX-9')).toEqual({ ok: false, error: { kind: 'not-found' } });
  });
});
