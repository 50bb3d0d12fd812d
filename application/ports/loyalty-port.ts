import type { LoyaltyTransaction } from '../../domain/account/types';
import type { PersonalDiscount } from '../../domain/loyalty/personal-pricing';
import type { Money } from '../../domain/shared/money';
import type { CartRef, CartTotals } from './cart-port';

export const LoyaltyPort = Symbol.for('LoyaltyPort');

/** Every loyalty answer slides the loyalty session on: its new expiry, epoch seconds (meta.session_expires, cart spec §4). */
export interface LoyaltyAnswer<T> {
  readonly value: T;
  readonly sessionExpires?: number;
}

/** A personal coupon of the personal-pricing extension (cart spec §7 ppr_coupon_result). */
export interface PersonalCoupon {
  readonly code: string;
  readonly description: string;
  /** A percentage for 'by_percent', an amount for 'by_fixed'. */
  readonly discount: { readonly kind: 'by_percent'; readonly percent: number } | { readonly kind: 'by_fixed'; readonly amount: Money };
  /** Epoch ms, when the coupon expires. */
  readonly expiresAt?: number;
}

/**
 * Whether personal pricing applies to the customer (cart spec §7 personal-pricing check; the wire is the shop's own
 * design, see README "The account" → Loyalty): the personal discount codes, and of those the ones with a percentage
 * off every price (`discounts`), which the product page shows as the personal price and the cart applies.
 */
export interface PersonalPricingStatus {
  readonly enabled: boolean;
  readonly hasPersonalPricing: boolean;
  readonly couponCount: number;
  readonly discountCodes: readonly string[];
  readonly discounts: readonly PersonalDiscount[];
}

/** What validate-quote did to the cart: the codes that no longer apply were dropped. */
export interface QuoteValidation {
  readonly valid: boolean;
  readonly removedCodes: readonly string[];
  readonly totals: CartTotals;
}

/**
 * The loyalty and personal-pricing extension (cart spec §4, §7). It needs a customer token (`cart.token`); a
 * missing or expired token or loyalty session throws PortError('not-authorized'); a code that does not apply throws
 * PortError('not-found') with the server's message (the apply-coupon 404 of cart spec §7).
 * Coupons and discounts go as arrays of codes (cart spec §5).
 */
export interface LoyaltyPort {
  applyCoupons(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>>;
  removeCoupons(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>>;
  applyDiscounts(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>>;
  removeDiscounts(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>>;
  personalCoupons(token: string): Promise<LoyaltyAnswer<readonly PersonalCoupon[]>>;
  /** The customer's transactions, newest first. */
  transactions(token: string): Promise<LoyaltyAnswer<readonly LoyaltyTransaction[]>>;
  /** One transaction; PortError('not-found') for another customer's or an unknown id. */
  transaction(token: string, transactionId: string): Promise<LoyaltyAnswer<LoyaltyTransaction>>;
  validateQuote(cart: CartRef): Promise<LoyaltyAnswer<QuoteValidation>>;
  personalPricing(token: string): Promise<LoyaltyAnswer<PersonalPricingStatus>>;
}
