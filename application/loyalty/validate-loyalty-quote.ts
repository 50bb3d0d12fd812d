import { inject, injectable, optional } from 'inversify';
import type { Result } from '../../domain/shared/result';
import type { CartRef } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type QuoteValidation } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** Drops personal codes that no longer apply to the cart and answers the new totals (cart spec §7 validate-quote). */
@injectable()
export class ValidateLoyaltyQuote {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession, cart: CartRef): Promise<Result<LoyaltyOutcome<QuoteValidation>, LoyaltyFailure>> {
    return loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.validateQuote({ ...cart, token }));
  }
}
