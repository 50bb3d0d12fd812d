import type { Notice } from '../notifications/types';

export type CouponOutcome =
  { readonly kind: 'applied'; readonly code: string } | { readonly kind: 'refused'; readonly notice: Notice; readonly refreshTotals: boolean };

/**
 * Interprets an apply-coupon answer: 200 with a result applies it; a 404 (or a loyalty discount answer other than 200)
 * refreshes the totals and shows the result message; anything else is the invalid-coupon notice (cart spec §7, §8).
 */
export function couponOutcome(code: string, status: number, result: unknown): CouponOutcome {
  if (status === 200 && result !== false && result !== null && result !== undefined) return { kind: 'applied', code };
  const ok = { label: 'ok', action: 'close' } as const;
  if (status === 404 && typeof result === 'string' && result !== '') {
    return { kind: 'refused', refreshTotals: true, notice: { type: 'warning', message: 'server-message', params: { message: result }, action1: ok } };
  }
  return { kind: 'refused', refreshTotals: status === 404, notice: { type: 'warning', message: 'invalid-coupon', action1: ok } };
}

/** The loyalty extension sends coupons and discounts as arrays of codes (cart spec §5). */
export function loyaltyCodes(codes: readonly string[], added?: string): readonly string[] {
  const all = added === undefined ? codes : [...codes, added];
  return [...new Set(all.map((c) => c.trim()).filter((c) => c !== ''))];
}
