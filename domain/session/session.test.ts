import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { IN_CHECKOUT_WINDOW_MS, isInCheckout } from './checkout-activity';
import { checkoutNavigationAfterExpiry, isLoyaltyLoggedIn, isLoyaltySessionExpired, needsProfileRefresh, sessionExpiredNotice } from './loyalty-session';
import { sessionMessages } from './messages';
import { sessionId, sessionIdTimestamp } from './session-id';
import { isTokenExpired, TOKEN_REFRESH_RETRY_MS } from './token';

const now = 1_700_000_000_500; // ms; 1_700_000_000 s

describe('cart §5: tokens', () => {
  it('cart §5: "A token is expired when its timestamp is earlier than the current time in seconds"', () => {
    expect(isTokenExpired(1_699_999_999, now)).toBe(true);
    expect(isTokenExpired(1_700_000_000, now)).toBe(false);
    expect(isTokenExpired(1_700_000_001, now)).toBe(false);
    expect(TOKEN_REFRESH_RETRY_MS).toBe(1000);
  });

  test.prop([fc.integer({ min: 0, max: 4e9 }), fc.integer({ min: 0, max: 4e12 })])('expired ⇔ expiry second < current second', (exp, nowMs) => {
    expect(isTokenExpired(exp, nowMs)).toBe(exp * 1000 + 999 < nowMs);
  });
});

describe('cart §4: loyalty session', () => {
  it("cart §4: \"When expired ... a warning 'Your session has expired due to inactivity...' with a 'Log in' action\"", () => {
    expect(isLoyaltySessionExpired(1_699_999_999, now)).toBe(true);
    expect(isLoyaltySessionExpired(undefined, now)).toBe(false);
    expect(sessionExpiredNotice).toEqual({ type: 'warning', message: 'session-expired', action1: { label: 'log-in', action: 'log-in' } });
    expect(sessionMessages['session-expired']).toBe('Your session has expired due to inactivity. Please log in again to continue.');
  });

  it('cart §4: "The profile is refreshed on navigation when within 900 seconds of expiry"', () => {
    expect(needsProfileRefresh(1_700_000_900, now)).toBe(true);
    expect(needsProfileRefresh(1_700_000_901, now)).toBe(false);
    expect(needsProfileRefresh(1_700_000_000, now)).toBe(true);
    expect(needsProfileRefresh(1_699_999_999, now)).toBe(false);
    expect(needsProfileRefresh(undefined, now)).toBe(false);
  });

  it('cart §4: "Logged in for this extension means a profile is present and the session has not expired"', () => {
    expect(isLoyaltyLoggedIn(true, 1_700_000_100, now)).toBe(true);
    expect(isLoyaltyLoggedIn(true, undefined, now)).toBe(true);
    expect(isLoyaltyLoggedIn(false, 1_700_000_100, now)).toBe(false);
    expect(isLoyaltyLoggedIn(true, 1_600_000_000, now)).toBe(false);
  });

  it('cart §2: "After the session expires, a navigation to checkout is sent to the home page"', () => {
    expect(checkoutNavigationAfterExpiry('checkout', true)).toBe('go-home');
    expect(checkoutNavigationAfterExpiry('en-checkout', true)).toBe('go-home');
    expect(checkoutNavigationAfterExpiry('checkout', false)).toBe('continue');
    expect(checkoutNavigationAfterExpiry('checkout-return', true)).toBe('continue');
    expect(checkoutNavigationAfterExpiry('cart', true)).toBe('continue');
  });

  test.prop([fc.integer({ min: 0, max: 4e9 }), fc.integer({ min: 0, max: 4e12 })])('a refresh is only asked for a live session', (exp, nowMs) => {
    if (needsProfileRefresh(exp, nowMs)) expect(isLoyaltySessionExpired(exp, nowMs)).toBe(false);
  });
});

describe('cart §4: in checkout', () => {
  it('cart §4: "The user counts as \'in checkout\' if the last modification was within 30 minutes" (1,800,000 ms)', () => {
    expect(IN_CHECKOUT_WINDOW_MS).toBe(1_800_000);
    expect(isInCheckout(now - 1_800_000, now)).toBe(true);
    expect(isInCheckout(now - 1_800_001, now)).toBe(false);
    expect(isInCheckout(undefined, now)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 4e6 })])('in checkout ⇔ at most 30 minutes since the change', (t, delta) => {
    expect(isInCheckout(t, t + delta)).toBe(delta <= 1_800_000);
  });
});

describe('cart §9: session id', () => {
  it('cart §9: "Session id format: timestamp plus a random id"', () => {
    expect(sessionId(now, 'k3j9x')).toBe('1700000000500-k3j9x');
    expect(sessionIdTimestamp('1700000000500-k3j9x')).toBe(now);
    expect(sessionIdTimestamp('nope')).toBeUndefined();
    expect(() => sessionId(now, '')).toThrow(RangeError);
    expect(() => sessionId(-1, 'a')).toThrow(RangeError);
    expect(() => sessionId(1.5, 'a')).toThrow('A session id needs an epoch-ms timestamp, got 1.5');
    expect(() => sessionId(now, 'a-b')).toThrow('A session id needs a non-empty alphanumeric random id');
    expect(() => sessionId(now, '-ab')).toThrow(RangeError);
    expect(() => sessionId(now, 'ab-')).toThrow(RangeError);
    expect(sessionId(0, 'a')).toBe('0-a');
    expect(sessionIdTimestamp('x12-ab')).toBeUndefined();
    expect(sessionIdTimestamp('12-ab!')).toBeUndefined();
  });

  test.prop([fc.integer({ min: 0, max: 1e13 }), fc.stringMatching(/^[A-Za-z0-9]{1,16}$/)])('the timestamp reads back from any session id', (t, r) => {
    expect(sessionIdTimestamp(sessionId(t, r))).toBe(t);
  });
});
