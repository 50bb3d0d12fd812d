import { inject, injectable, optional } from 'inversify';
import { loyaltyCodes } from '../../domain/cart/coupon';
import type { Result } from '../../domain/shared/result';
import type { CartRef, CartTotals } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { refusedCode } from './apply-loyalty-coupon';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** Applies a personal discount (an array of codes); an answer other than 200 behaves as the coupon's 404 (cart spec §7). */
@injectable()
export class ApplyLoyaltyDiscount {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(
    session: LoyaltySession,
    cart: CartRef,
    code: string,
    applied: readonly string[] = [],
  ): Promise<Result<LoyaltyOutcome<CartTotals>, LoyaltyFailure>> {
    const codes = loyaltyCodes(applied, code);
    const refused = refusedCode(code.trim());
    // "A discount answer other than 200 behaves the same" as the coupon's 404: refresh the totals, show the message.
    return loyaltyCall(
      { clock: this.clock, expiry: this.expiry },
      session,
      (token) => this.loyalty.applyDiscounts({ ...cart, token }, codes),
      (error) => refused({ message: error.message, details: { status: 404 } }),
    );
  }
}
