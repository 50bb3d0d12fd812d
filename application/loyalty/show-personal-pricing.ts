import { inject, injectable, optional } from 'inversify';
import { isLoyaltyLoggedIn } from '../../domain/session/loyalty-session';
import type { Money } from '../../domain/shared/money';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { EndExpiredSession } from '../session/end-expired-session';
import { type LoyaltySession, loyaltyCall } from './loyalty-call';
import { type PersonalPricingView, presentPersonalPricing } from './personal-pricing-presenter';

/**
 * The product page's personal price (cart spec §6, §7 personal-pricing check). Looking at a product is no user action,
 * so a guest or an expired session is simply shown nothing, without a call; a check that fails shows nothing either
 * (the catalogue price stays right). Only the server ending the session logs out with the warning, as every loyalty call.
 */
@injectable()
export class ShowPersonalPricing {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession, price?: Money): Promise<PersonalPricingView | undefined> {
    if (!isLoyaltyLoggedIn(session.hasProfile, session.sessionExpires, this.clock.now()) || session.token === undefined) return undefined;
    const result = await loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.personalPricing(token));
    return result.ok ? presentPersonalPricing(result.value.value, price) : undefined;
  }
}
