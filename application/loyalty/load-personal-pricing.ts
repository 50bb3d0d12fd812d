import { inject, injectable, optional } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type PersonalPricingStatus } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** Whether personal pricing applies to the customer (cart spec §7 personal-pricing check). */
@injectable()
export class LoadPersonalPricing {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession): Promise<Result<LoyaltyOutcome<PersonalPricingStatus>, LoyaltyFailure>> {
    return loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.personalPricing(token));
  }
}
