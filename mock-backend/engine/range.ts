import { parsingError } from './errors';
import { keywordField, keywordPosting, numericField, type NumericField } from './field-index';
import { asNumber, checkKeys, isObject, singleEntry } from './json';
import { fromDocs, type EvalContext, type Matches } from './matches';
import { isDateString, toDate, toNumber } from './values';

type Bound = 'gt' | 'gte' | 'lt' | 'lte';
const BOUNDS: readonly Bound[] = ['gt', 'gte', 'lt', 'lte'];

/**
 * `range` with gt/gte/lt/lte. The bounds decide the comparison: all numeric (numbers or numeric strings) compares
 * numbers, all dates ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', ISO) compares instants, anything else compares String()
 * forms in code-unit order. Document values that cannot be read that way do not match. Score: boost.
 */
export function rangeQuery(ctx: EvalContext, body: unknown): Matches {
  const [field, spec] = singleEntry(body, 'range');
  if (!isObject(spec)) throw parsingError(`[range] query malformed, [${field}] expects an object of bounds`);
  checkKeys(spec, [...BOUNDS, 'boost'], 'range');
  const boost = spec['boost'] === undefined ? 1 : asNumber(spec['boost'], 'range.boost');
  const given = BOUNDS.filter((b) => spec[b] !== undefined && spec[b] !== null);
  for (const b of given) {
    const v = spec[b];
    if (typeof v !== 'string' && typeof v !== 'number') throw parsingError(`[range] bound [${b}] of [${field}] must be a number or a string`);
    if (typeof v === 'string' && /^now\b/.test(v)) throw parsingError(`[range] date math [${v}] on [${field}] is not supported`);
  }
  const kind = given.every((b) => toNumber(spec[b]) !== undefined) ? 'number' : given.every((b) => isDateString(spec[b])) ? 'date' : 'string';
  if (kind === 'string') return stringRange(ctx, field, spec, given, boost);
  const read = kind === 'number' ? toNumber : toDate;
  const bounds = Object.fromEntries(given.map((b) => [b, read(spec[b])!])) as Partial<Record<Bound, number>>;
  return numericRange(ctx, numericField(ctx.index, field, kind), bounds, boost);
}

function numericRange(ctx: EvalContext, f: NumericField, b: Partial<Record<Bound, number>>, boost: number): Matches {
  // Every given bound applies (gt and gte together: both must hold).
  const sorted = f.sortedValues;
  let from = 0;
  let to = sorted.length;
  if (b.gte !== undefined) from = Math.max(from, lowerBound(sorted, b.gte, false));
  if (b.gt !== undefined) from = Math.max(from, lowerBound(sorted, b.gt, true));
  if (b.lte !== undefined) to = Math.min(to, lowerBound(sorted, b.lte, true));
  if (b.lt !== undefined) to = Math.min(to, lowerBound(sorted, b.lt, false));
  return fromDocs(ctx.index.size, from < to ? [f.sortedDocs.subarray(from, to)] : [], boost);
}

/** First position whose value is >= x (or > x when `strict`). */
function lowerBound(sorted: Float64Array, x: number, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (strict ? v <= x : v < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function stringRange(ctx: EvalContext, field: string, spec: Readonly<Record<string, unknown>>, given: readonly Bound[], boost: number): Matches {
  const kw = keywordField(ctx.index, field);
  const lists: Int32Array[] = [];
  kw.keys.forEach((key, id) => {
    const ok = given.every((b) => {
      const bound = String(spec[b]);
      return b === 'gt' ? key > bound : b === 'gte' ? key >= bound : b === 'lt' ? key < bound : key <= bound;
    });
    if (ok) lists.push(keywordPosting(kw, id));
  });
  return fromDocs(ctx.index.size, lists, boost);
}
