import { inject, injectable, optional } from 'inversify';
import { isLoyaltyLoggedIn } from '../../domain/session/loyalty-session';
import type { Money } from '../../domain/shared/money';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type PersonalPricingStatus } from '../ports/loyalty-port';
import { EndExpiredSession } from '../session/end-expired-session';
import { type LoyaltySession, loyaltyCall } from './loyalty-call';
import { type PersonalPricingView, presentPersonalPricing } from './personal-pricing-presenter';

/** How long one check answers for the same customer: choosing another size or colour asks no second time. */
export const PERSONAL_PRICING_CHECK_TTL_MS = 60_000;

/**
 * The product page's personal price (cart spec §6, §7 personal-pricing check) for the shown price. Looking at a product
 * is no user action, so a guest or an expired session is simply shown nothing, without a call; a check that fails
 * shows nothing either (the catalogue price stays right). Only the server ending the session logs out with the
 * warning, as every loyalty call does. One check serves the same customer for a minute.
 */
@injectable()
export class ShowPersonalPricing {
  private last: { readonly token: string; readonly at: number; readonly status: PersonalPricingStatus } | undefined;

  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession, price?: Money): Promise<PersonalPricingView | undefined> {
    const now = this.clock.now();
    if (!isLoyaltyLoggedIn(session.hasProfile, session.sessionExpires, now) || session.token === undefined) return undefined;
    const token = session.token;
    if (this.last?.token !== token || now - this.last.at >= PERSONAL_PRICING_CHECK_TTL_MS) {
      const result = await loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (t) => this.loyalty.personalPricing(t));
      if (!result.ok) return undefined;
      this.last = { token, at: now, status: result.value.value };
    }
    return presentPersonalPricing(this.last.status, price);
  }
}
