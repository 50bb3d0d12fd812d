import { inject, injectable, optional } from 'inversify';
import { couponOutcome, loyaltyCodes } from '../../domain/cart/coupon';
import type { Result } from '../../domain/shared/result';
import type { CartRef, CartTotals } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** Answer of a code call: the status and result the coupon rule reads (cart spec §7). */
export function refusedCode(code: string) {
  return (error: { readonly message: string; readonly details: { readonly status?: number } }): LoyaltyFailure | undefined => {
    const outcome = couponOutcome(code, error.details.status ?? 0, error.message);
    return outcome.kind === 'refused' ? { kind: 'refused', notice: outcome.notice, refreshTotals: outcome.refreshTotals } : undefined;
  };
}

/**
 * Applies a coupon through the loyalty extension, sent with the cart's other coupons as an array of codes (cart spec
 * §5). A 404 refreshes the totals and shows the server's message (cart spec §7).
 */
@injectable()
export class ApplyLoyaltyCoupon {
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
    return loyaltyCall(
      { clock: this.clock, expiry: this.expiry },
      session,
      (token) => this.loyalty.applyCoupons({ ...cart, token }, codes),
      refusedCode(code.trim()),
    );
  }
}
