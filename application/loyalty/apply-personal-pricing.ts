import { inject, injectable, optional } from 'inversify';
import type { Notice } from '../../domain/notifications/types';
import { isLoyaltyLoggedIn } from '../../domain/session/loyalty-session';
import type { CartRef } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { EndExpiredSession } from '../session/end-expired-session';
import { type LoyaltySession, loyaltyCall } from './loyalty-call';
import { droppedCodeNotices, type PersonalPricingView, presentPersonalPricing } from './personal-pricing-presenter';

/** What the cart and the checkout summary show after the quote was brought in line with personal pricing. */
export interface PersonalQuote {
  /** The personal pricing that applies, or undefined. */
  readonly view?: PersonalPricingView;
  /** A warning per code that no longer applied and was dropped. */
  readonly notices: readonly Notice[];
  /** The server changed the quote (a personal discount applied, a code dropped): reload the totals. */
  readonly totalsChanged: boolean;
}

/**
 * Brings the cart in line with the customer's personal pricing when the cart or the checkout opens (cart spec §6,
 * §7 personal pricing check and validate-quote): the check says which personal discounts apply, the ones with a
 * percentage go onto the quote as one array of codes (the platform ignores codes already there), and validate-quote
 * drops the codes that no longer apply, each with a warning. Guests and expired sessions get nothing and no call; a
 * failed call leaves the cart as it was (the totals stay the server's).
 */
@injectable()
export class ApplyPersonalPricing {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession, cart: CartRef): Promise<PersonalQuote> {
    const nothing: PersonalQuote = { notices: [], totalsChanged: false };
    if (!isLoyaltyLoggedIn(session.hasProfile, session.sessionExpires, this.clock.now()) || session.token === undefined) return nothing;
    const guard = { clock: this.clock, expiry: this.expiry };
    const check = await loyaltyCall(guard, session, (token) => this.loyalty.personalPricing(token));
    if (!check.ok || !check.value.value.enabled) return nothing;
    const status = check.value.value;
    const view = presentPersonalPricing(status);
    let totalsChanged = false;
    if (view !== undefined && view.codes.length > 0) {
      // A code the platform refuses here is dropped by validate-quote below, with its warning.
      const applied = await loyaltyCall(guard, session, (token) => this.loyalty.applyDiscounts({ ...cart, token }, view.codes));
      if (!applied.ok && applied.error.kind === 'session-expired') return nothing;
      totalsChanged = applied.ok;
    }
    const validated = await loyaltyCall(guard, session, (token) => this.loyalty.validateQuote({ ...cart, token }));
    if (!validated.ok) return { ...(view === undefined ? {} : { view }), notices: [], totalsChanged };
    const removed = validated.value.value.removedCodes;
    const kept = presentPersonalPricing({ ...status, discounts: status.discounts.filter((d) => !removed.includes(d.code)) });
    return {
      ...(kept === undefined ? {} : { view: kept }),
      notices: droppedCodeNotices(removed),
      totalsChanged: totalsChanged || removed.length > 0,
    };
  }
}
