import { inject, injectable, optional } from 'inversify';
import { loyaltyCodes } from '../../domain/cart/coupon';
import type { Result } from '../../domain/shared/result';
import type { CartRef, CartTotals } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** Removes personal discounts (an array of codes, cart spec §5). */
@injectable()
export class RemoveLoyaltyDiscount {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(session: LoyaltySession, cart: CartRef, codes: readonly string[]): Promise<Result<LoyaltyOutcome<CartTotals>, LoyaltyFailure>> {
    return loyaltyCall({ clock: this.clock, expiry: this.expiry }, session, (token) => this.loyalty.removeDiscounts({ ...cart, token }, loyaltyCodes(codes)));
  }
}
