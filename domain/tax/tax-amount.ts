import { money, type Money } from '../shared/money';

/** An amount with and without tax; `tax` is never negative. */
export interface TaxedAmount {
  readonly excl: Money;
  readonly incl: Money;
  readonly tax: Money;
}

/** Percent in millionths of a unit (21 % → 210 000), so rates like 7.5 % stay integers. */
const SCALE = 1_000_000;
const rateUnits = (percent: number): number => Math.round(Math.max(0, Number.isFinite(percent) ? percent : 0) * 10_000);

/** Integer division rounded half away from zero, for non-negative operands: the one rounding to cents. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

/**
 * Adds tax to, or takes it out of, an amount (catalogue spec §9: rate = percent / 100; source prices with or without
 * tax per store view). Rounds once to cents; tax is never negative, so amounts at or below 0 carry no tax.
 */
export function applyTax(amount: Money, ratePercent: number, sourcePriceIncludesTax: boolean): TaxedAmount {
  const zero = money(0, amount.currency);
  if (amount.amount <= 0) return { excl: amount, incl: amount, tax: zero };
  const units = rateUnits(ratePercent);
  if (sourcePriceIncludesTax) {
    const excl = money(divideRounded(amount.amount * SCALE, SCALE + units), amount.currency);
    return { excl, incl: amount, tax: money(amount.amount - excl.amount, amount.currency) };
  }
  const tax = money(divideRounded(amount.amount * units, SCALE), amount.currency);
  return { excl: amount, incl: money(amount.amount + tax.amount, amount.currency), tax };
}

/** Sums taxed amounts part by part (grouped and bundle prices, catalogue spec §4). */
export function addTaxed(a: TaxedAmount, b: TaxedAmount): TaxedAmount {
  return {
    excl: money(a.excl.amount + b.excl.amount, a.excl.currency),
    incl: money(a.incl.amount + b.incl.amount, a.incl.currency),
    tax: money(a.tax.amount + b.tax.amount, a.tax.currency),
  };
}

/** Multiplies a taxed amount by an integer quantity. */
export function timesTaxed(a: TaxedAmount, quantity: number): TaxedAmount {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  return {
    excl: money(a.excl.amount * quantity, a.excl.currency),
    incl: money(a.incl.amount * quantity, a.incl.currency),
    tax: money(a.tax.amount * quantity, a.tax.currency),
  };
}

export const zeroTaxed = (): TaxedAmount => ({ excl: money(0), incl: money(0), tax: money(0) });
