import type { Money } from '../shared/money';
import { parseCatalogDate, type Instant } from './catalog-date';

export interface SpecialPriceFields {
  readonly originalPrice: Money;
  readonly specialPrice?: Money;
  readonly specialFrom?: string | null;
  readonly specialTo?: string | null;
}

/** Special price counts only inside its from/to window (bounds inclusive) and below the original price (catalogue spec §4). */
export function activeSpecialPrice(p: SpecialPriceFields, now: Instant): Money | undefined {
  if (p.specialPrice === undefined || p.specialPrice.amount >= p.originalPrice.amount) return undefined;
  const from = parseCatalogDate(p.specialFrom);
  const to = parseCatalogDate(p.specialTo);
  if (from !== undefined && now < from) return undefined;
  if (to !== undefined && now > to) return undefined;
  return p.specialPrice;
}
