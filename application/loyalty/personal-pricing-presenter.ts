import { personalPercent, personalPrice, personalPricingApplies } from '../../domain/loyalty/personal-pricing';
import type { Notice } from '../../domain/notifications/types';
import type { Money } from '../../domain/shared/money';
import type { PersonalPricingStatus } from '../ports/loyalty-port';

/** What product page, cart and checkout show of personal pricing (cart spec §6, §7 personal pricing). */
export interface PersonalPricingView {
  /** The personal percentage off every price; 0 when only personal coupons apply. */
  readonly percent: number;
  /** The item's personal price incl. tax, when a price was given and a percentage applies. */
  readonly price?: Money;
  /** The personal discount codes behind the percentage, in the check's order. */
  readonly codes: readonly string[];
  /** How many personal coupons wait in the account. */
  readonly couponCount: number;
}

/** The view of a personal-pricing check, or undefined when personal pricing does not apply (cart spec §6, §7). */
export function presentPersonalPricing(status: PersonalPricingStatus, price?: Money): PersonalPricingView | undefined {
  if (!personalPricingApplies(status)) return undefined;
  const percent = personalPercent(status.discounts);
  const personal = price === undefined ? undefined : personalPrice(price, status.discounts);
  if (percent === 0 && status.couponCount <= 0) return undefined;
  return {
    percent,
    ...(personal === undefined ? {} : { price: personal }),
    codes: status.discounts.filter((d) => d.percent > 0).map((d) => d.code),
    couponCount: Math.max(0, status.couponCount),
  };
}

/** One warning per code validate-quote dropped from the cart, each code once (cart spec §7 validate-quote). */
export function droppedCodeNotices(removedCodes: readonly string[]): readonly Notice[] {
  return [...new Set(removedCodes.map((c) => c.trim()).filter((c) => c.length > 0))].map((code) => ({
    type: 'warning',
    message: 'personal-code-dropped',
    params: { code },
  }));
}
