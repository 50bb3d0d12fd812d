import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import type { CartRef } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort, type QuoteValidation } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';

/** Drops personal codes that no longer apply to the cart and answers the new totals (cart spec §7 validate-quote). */
@injectable()
export class ValidateLoyaltyQuote {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(session: LoyaltySession, cart: CartRef): Promise<Result<LoyaltyOutcome<QuoteValidation>, LoyaltyFailure>> {
    return loyaltyCall(this.clock, session, (token) => this.loyalty.validateQuote({ ...cart, token }));
  }
}
