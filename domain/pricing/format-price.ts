import { money, type Money } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/** The price part of a store view's i18n config (lead's StoreView.i18n); only what formatting needs. */
export interface PriceFormat {
  readonly currencySign: string;
  readonly currencyDecimal: string;
  readonly currencyGroup: string;
  readonly fractionDigits: number;
  /** Where the sign goes: '{sign}{amount}' (default) or '{amount} {sign}'. */
  readonly priceFormat?: string;
}

/** EUR with a currency sign and a comma decimal; 2 decimals when no i18n config (catalogue spec §1, §9). */
export const DEFAULT_PRICE_FORMAT: Required<PriceFormat> = {
  currencySign: '€',
  currencyDecimal: ',',
  currencyGroup: '.',
  fractionDigits: 2,
  priceFormat: '{sign}{amount}',
};

/** The completed formats, by the (read-only) format objects callers pass: a store view's, the same for every price it shows. */
const completed = new WeakMap<Partial<PriceFormat>, Required<PriceFormat>>();

function withDefaults(format: Partial<PriceFormat> | undefined): Required<PriceFormat> {
  if (format === undefined) return DEFAULT_PRICE_FORMAT;
  let full = completed.get(format);
  if (full === undefined) {
    full = { ...DEFAULT_PRICE_FORMAT, ...format };
    completed.set(format, full);
  }
  return full;
}

function groupDigits(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3));
  return parts.join(separator);
}

/**
 * Formats money for display: currency sign, group separator, decimal mark and fraction digits of the store view; a
 * minus before negative amounts (catalogue spec §9). Fewer than 2 fraction digits round half away from zero, once.
 * A format object is read once and kept (it is a store view's constant): pass another object for another format.
 */
export function formatPrice(value: Money, format?: Partial<PriceFormat>): string {
  const { currencySign, currencyDecimal, currencyGroup, fractionDigits, priceFormat } = withDefaults(format);
  const digits = Math.max(0, Math.trunc(fractionDigits));
  const abs = Math.abs(value.amount);
  const drop = 10 ** Math.max(0, 2 - digits);
  const scaled = (Math.floor(abs / drop) + (2 * (abs % drop) >= drop ? 1 : 0)) * 10 ** Math.max(0, digits - 2);
  const unit = 10 ** digits;
  const major = groupDigits(String(Math.floor(scaled / unit)), currencyGroup);
  const fraction = digits > 0 ? currencyDecimal + String(scaled % unit).padStart(digits, '0') : '';
  const text = priceFormat.replace('{sign}', currencySign).replace('{amount}', major + fraction);
  return `${value.amount < 0 && scaled > 0 ? '-' : ''}${text}`;
}

export type ParsePriceFailure = { readonly kind: 'invalid-price'; readonly text: string };

/**
 * Reads a price written by formatPrice (or typed with the same marks) back to cents without float arithmetic;
 * fraction digits beyond cents must be zeros.
 */
export function parsePrice(text: string, format?: Partial<PriceFormat>): Result<Money, ParsePriceFailure> {
  const { currencySign, currencyDecimal, currencyGroup } = withDefaults(format);
  const fail = err({ kind: 'invalid-price' as const, text });
  let rest = text.trim();
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  const sign = currencySign.trim();
  if (rest.startsWith(sign)) rest = rest.slice(sign.length).trim();
  else if (rest.endsWith(sign)) rest = rest.slice(0, -sign.length).trim();
  const [whole = '', fraction = '', ...extra] = rest.split(currencyDecimal);
  const integer = whole.split(currencyGroup).join('');
  if (extra.length > 0 || !/^\d+$/.test(integer) || !/^\d*$/.test(fraction) || /[1-9]/.test(fraction.slice(2))) return fail;
  const cents = Number(integer) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return fail;
  return ok(money(negative && cents > 0 ? -cents : cents));
}
