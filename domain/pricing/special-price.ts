import type { Money } from '../shared/money';
import { parseCatalogDate, type Instant } from './catalog-date';

export interface SpecialPriceFields {
  readonly originalPrice: Money;
  readonly specialPrice?: Money;
  readonly specialFrom?: string | null;
  readonly specialTo?: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The last instant a special price counts. Magento keeps special_to_date as a date ("2026-11-26 00:00:00") and its
 * price indexer compares it with the store's date, so a to-date at midnight means through the end of that day.
 */
export function specialPriceEnd(specialTo: string | null | undefined): Instant | undefined {
  const to = parseCatalogDate(specialTo);
  // Stryker disable next-line ConditionalExpression: equivalent, undefined % DAY_MS is NaN and the line below answers undefined too
  if (to === undefined) return undefined;
  return to % DAY_MS === 0 ? to + DAY_MS - 1 : to;
}

/** Special price counts only inside its from/to window (bounds inclusive) and below the original price (catalogue spec §4). */
export function activeSpecialPrice(p: SpecialPriceFields, now: Instant): Money | undefined {
  if (p.specialPrice === undefined || p.specialPrice.amount >= p.originalPrice.amount) return undefined;
  const from = parseCatalogDate(p.specialFrom);
  const end = specialPriceEnd(p.specialTo);
  // Stryker disable next-line ConditionalExpression: equivalent, a comparison with undefined is false
  if (from !== undefined && now < from) return undefined;
  // Stryker disable next-line ConditionalExpression: equivalent, a comparison with undefined is false
  if (end !== undefined && now > end) return undefined;
  return p.specialPrice;
}
