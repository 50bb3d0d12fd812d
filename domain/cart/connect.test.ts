import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { nextConnectStep } from './connect';
import { couponOutcome, loyaltyCodes } from './coupon';
import { cartMessages } from './messages';

describe('cart §4: connecting the cart', () => {
  it('cart §4: "On 401 it retries as a guest cart up to the max bypass count. A failure other than 401 logs that cart sync is disabled"', () => {
    expect(nextConnectStep(200, 0, 2, 'connect')).toEqual({ kind: 'connected' });
    expect(nextConnectStep(401, 0, 2, 'connect')).toEqual({ kind: 'retry-as-guest', bypassCount: 1 });
    expect(nextConnectStep(401, 2, 2, 'connect')).toEqual({ kind: 'give-up', log: 'max-bypass-attempts-reached' });
    expect(nextConnectStep(500, 0, 2, 'connect')).toEqual({ kind: 'give-up', log: 'cart-sync-disabled' });
  });

  it('cart §4: "If the server answers with a code other than 200, the product reconnects with a guest cart, up to maxCartBypassAttempts times, then logs"', () => {
    expect(nextConnectStep(500, 1, 2, 'sync')).toEqual({ kind: 'retry-as-guest', bypassCount: 2 });
    expect(nextConnectStep(404, 2, 2, 'sync')).toEqual({ kind: 'give-up', log: 'max-bypass-attempts-reached' });
  });

  test.prop([fc.integer({ min: 100, max: 599 }), fc.nat(5), fc.nat(5), fc.constantFrom('connect' as const, 'sync' as const)])(
    'retries never exceed maxCartBypassAttempts',
    (status, count, max, during) => {
      const step = nextConnectStep(status, count, max, during);
      if (step.kind === 'retry-as-guest') expect(step.bypassCount).toBeLessThanOrEqual(max);
    },
  );
});

describe('cart §7/§8: coupons', () => {
  it("cart §8: \"Invalid coupon: 'The coupon code isn't valid. Verify the code and try again.'\"", () => {
    expect(couponOutcome('WELKOM10', 200, true)).toEqual({ kind: 'applied', code: 'WELKOM10' });
    expect(couponOutcome('X', 200, false)).toEqual({
      kind: 'refused',
      refreshTotals: false,
      notice: { type: 'warning', message: 'invalid-coupon', action1: { label: 'ok', action: 'close' } },
    });
    expect(couponOutcome('X', 500, null).kind).toBe('refused');
    expect(couponOutcome('X', 200, null).kind).toBe('refused');
    expect(couponOutcome('X', 200, undefined).kind).toBe('refused');
    expect(cartMessages['invalid-coupon']).toBe("The coupon code isn't valid. Verify the code and try again.");
  });

  it('cart §7: "Apply coupon with code 404 emits a totals-updated event and returns the result message"', () => {
    expect(couponOutcome('X', 404, 'Coupon expired')).toEqual({
      kind: 'refused',
      refreshTotals: true,
      notice: { type: 'warning', message: 'server-message', params: { message: 'Coupon expired' }, action1: { label: 'ok', action: 'close' } },
    });
    expect(couponOutcome('X', 404, '')).toMatchObject({ refreshTotals: true, notice: { message: 'invalid-coupon' } });
  });

  it('cart §5: "in the loyalty extension coupons and discounts are sent as arrays of codes"', () => {
    expect(loyaltyCodes(['A', ' B '], 'A')).toEqual(['A', 'B']);
    expect(loyaltyCodes([], ' ')).toEqual([]);
    expect(loyaltyCodes(['C'])).toEqual(['C']);
  });
});
