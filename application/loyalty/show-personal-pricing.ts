import { inject, injectable, optional } from 'inversify';
import { isLoyaltyLoggedIn } from '../../domain/session/loyalty-session';
import { personalPricingApplies } from '../../domain/loyalty/personal-pricing';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type PersonalPricingStatus } from '../ports/loyalty-port';
import { EndExpiredSession } from '../session/end-expired-session';
import { type LoyaltySession, loyaltyCall } from './loyalty-call';

/**
 * The product page's personal pricing (cart spec §6, §7 personal-pricing check): the check's answer when personal
 * pricing applies, for presentPersonalPricing to price each variant without asking again. Looking at a product is no user action,
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

  async execute(session: LoyaltySession): Promise<PersonalPricingStatus | undefined> {
    if (!isLoyaltyLoggedIn(session.hasProfile, session.sessionExpires, this.clock.now()) || session.token === undefined) return undefined;
    const result = await loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.personalPricing(token));
    return result.ok && personalPricingApplies(result.value.value) ? result.value.value : undefined;
  }
}
