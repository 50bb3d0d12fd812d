import { inject, injectable, optional } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type PersonalCoupon } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** The customer's personal coupons (cart spec §7 personal-pricing client coupons). */
@injectable()
export class LoadPersonalCoupons {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession): Promise<Result<LoyaltyOutcome<readonly PersonalCoupon[]>, LoyaltyFailure>> {
    return loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.personalCoupons(token));
  }
}
