import { money, type Money } from '../shared/money';

/** A personal discount of the personal-pricing extension: its code and the percentage it takes off every price. */
export interface PersonalDiscount {
  readonly code: string;
  readonly percent: number;
}

/** The part of the personal-pricing check that decides what a shopper sees (cart spec §7 personal-pricing check). */
export interface PersonalPricingFacts {
  readonly enabled: boolean;
  readonly hasPersonalPricing: boolean;
  readonly discounts: readonly PersonalDiscount[];
}

/** Personal pricing shows only when the extension is on and the check says it applies to the customer (cart spec §6, §7). */
export function personalPricingApplies(facts: PersonalPricingFacts): boolean {
  return facts.enabled && facts.hasPersonalPricing;
}

/**
 * The customer's personal percentage: the personal discounts stack on one price as the platform adds them up on a
 * cart row; a percentage outside 0–100 is ignored and the sum never passes 100 (cart spec §7 personal pricing).
 */
export function personalPercent(discounts: readonly PersonalDiscount[]): number {
  const sum = discounts.filter((d) => Number.isFinite(d.percent) && d.percent > 0 && d.percent <= 100).reduce((total, d) => total + d.percent, 0);
  return Math.min(100, sum);
}

/**
 * The personal price of one item: the shown price incl. tax less the personal percentage, rounded once to the cent
 * as the platform rounds a row's discount; undefined when no personal percentage applies (cart spec §7).
 */
export function personalPrice(price: Money, discounts: readonly PersonalDiscount[]): Money | undefined {
  const percent = personalPercent(discounts);
  if (percent === 0 || price.amount <= 0) return undefined;
  return money(price.amount - Math.round((price.amount * percent) / 100), price.currency);
}
