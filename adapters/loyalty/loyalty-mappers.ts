import type { LoyaltyTransaction } from '../../domain/account/types';
import { fromMajor } from '../../domain/shared/money';
import type { PersonalCoupon, PersonalPricingStatus } from '../../application/ports/loyalty-port';
import type { PersonalCouponsWire, PersonalPricingWire } from './loyalty-wire';

/** Magento's 'YYYY-MM-DD HH:mm:ss' is UTC; an unreadable date is left out rather than guessed. */
function epochMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(ms) ? undefined : ms;
}

export function toPersonalCoupons(wire: PersonalCouponsWire): readonly PersonalCoupon[] {
  return wire.ppr_coupon_result.map((c) => {
    const expiresAt = epochMs(c.expires_at);
    return {
      code: c.code,
      description: c.description ?? '',
      discount: c.type === 'by_percent' ? { kind: 'by_percent', percent: c.discount_amount } : { kind: 'by_fixed', amount: fromMajor(c.discount_amount) },
      ...(expiresAt === undefined ? {} : { expiresAt }),
    };
  });
}

export function toTransaction(wire: { readonly transaction_id: string | number } & Readonly<Record<string, unknown>>): LoyaltyTransaction {
  return { ...wire, transaction_id: wire.transaction_id };
}

export function toPersonalPricing(wire: PersonalPricingWire): PersonalPricingStatus {
  return {
    enabled: wire.enabled,
    hasPersonalPricing: wire.has_personal_pricing,
    couponCount: wire.coupon_count,
    discountCodes: wire.discount_codes.map((d) => (typeof d === 'string' ? d : d.code)),
    discounts: wire.discount_codes.flatMap((d) => (typeof d === 'string' || d.percent === undefined ? [] : [{ code: d.code, percent: d.percent }])),
  };
}
