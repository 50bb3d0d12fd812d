import { money } from '../shared/money';
import { formatPrice, type PriceFormat } from '../pricing/format-price';
import type { SearchFilter } from './search-query';

/** A price range in whole euros; `to` absent for the open top range. */
export interface PriceRange {
  readonly from: number;
  readonly to?: number;
}

/** Price filter ranges 0-50, 50-100, 100-150, 150+ (catalogue spec §9). */
export const PRICE_RANGES: readonly PriceRange[] = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

/** Range labels use '< ', '> ' and ' - ' with the currency sign: '< €50', '€50 - €100', '> €150' (catalogue spec §9). */
export function priceRangeLabel(range: PriceRange, format?: Partial<PriceFormat>): string {
  const whole = (euros: number): string => formatPrice(money(euros * 100), { ...format, fractionDigits: 0 });
  if (range.to === undefined) return `> ${whole(range.from)}`;
  if (range.from <= 0) return `< ${whole(range.to)}`;
  return `${whole(range.from)} - ${whole(range.to)}`;
}

/** The 'from-to' value of a range as the URL and filters carry it ('150-' for the top range). */
export const priceRangeValue = (range: PriceRange): string => `${range.from}-${range.to ?? ''}`;

/** Price filter values are read as 'from-to' integers; bounds apply only when set (catalogue spec §5). */
export function parsePriceFilter(value: string): { readonly from?: number; readonly to?: number } {
  const [fromText = '', toText = ''] = value.split('-');
  const from = Number.parseInt(fromText, 10);
  const to = Number.parseInt(toText, 10);
  return { ...(Number.isNaN(from) ? {} : { from }), ...(Number.isNaN(to) ? {} : { to }) };
}

/**
 * The search filter for a 'from-to' price value; undefined when neither bound is set. The range is [from, to), as the
 * labels and the price facet's range buckets count it: an item at exactly € 50 is in '€ 50 - € 100' only.
 */
export function priceFilter(value: string, attribute = 'price'): SearchFilter | undefined {
  const { from, to } = parsePriceFilter(value);
  if (from === undefined && to === undefined) return undefined;
  return { attribute, op: 'range', value: { ...(from === undefined ? {} : { gte: from }), ...(to === undefined ? {} : { lt: to }) } };
}
