/** How many calls of one kind a client or an account may make, and for how long a refusal lasts. */
export interface Limit {
  /** Calls allowed in `windowSeconds`. */
  readonly points: number;
  readonly windowSeconds: number;
  /** Refused for this long once the points are spent (default: until the window ends). */
  readonly blockSeconds?: number;
}

/** The throttled calls of the mock, each limited per client and (where it names one) per account. */
export type ThrottledAction = 'login' | 'reset-password' | 'register' | 'newsletter' | 'coupon' | 'review' | 'guest-cart';

export interface ThrottleLimits {
  readonly perClient: Readonly<Record<ThrottledAction, Limit>>;
  /** Per address (login, reset, register, newsletter), per cart (coupon), per product and author (review). */
  readonly perAccount: Readonly<Record<Exclude<ThrottledAction, 'guest-cart' | 'login'>, Limit>>;
  /**
   * Magento's customer lockout (Stores › Configuration › Customer Configuration › Password Options): after
   * `lockout_failures` (10) failed sign-ins in a row the account is locked for `lockout_threshold` (10 minutes).
   */
  readonly lockout: { readonly failures: number; readonly lockSeconds: number };
}

/**
 * Defaults: loose enough for a shopper and for the e2e suite (two browsers through one mounted mock share a
 * client), tight enough that guessing a password, a coupon or an address takes days instead of seconds.
 */
export const defaultThrottleLimits: ThrottleLimits = {
  perClient: {
    login: { points: 30, windowSeconds: 60 },
    'reset-password': { points: 10, windowSeconds: 60 },
    register: { points: 10, windowSeconds: 60 },
    newsletter: { points: 20, windowSeconds: 60 },
    coupon: { points: 30, windowSeconds: 60 },
    review: { points: 10, windowSeconds: 60 },
    'guest-cart': { points: 120, windowSeconds: 60 },
  },
  perAccount: {
    'reset-password': { points: 3, windowSeconds: 900 },
    register: { points: 5, windowSeconds: 300 },
    newsletter: { points: 5, windowSeconds: 300 },
    coupon: { points: 10, windowSeconds: 60 },
    review: { points: 3, windowSeconds: 300 },
  },
  lockout: { failures: 10, lockSeconds: 600 },
};
