import { parsingError } from './errors';
import { fieldType, keywordField, numericField } from './field-index';
import { type SearchIndex } from './index-cache';
import { asBoolean, asInteger, asNumber, asObject, asString, checkKeys } from './json';
import { type Scalar } from './values';

export interface TermsBucket {
  readonly key: Scalar;
  readonly key_as_string?: string;
  readonly doc_count: number;
}

export interface TermsAggregation {
  readonly doc_count_error_upper_bound: number;
  readonly sum_other_doc_count: number;
  readonly buckets: readonly TermsBucket[];
}

export interface RangeBucket {
  readonly key: string;
  readonly from?: number;
  readonly to?: number;
  readonly doc_count: number;
}

export interface RangeAggregation {
  readonly buckets: readonly RangeBucket[] | Readonly<Record<string, Omit<RangeBucket, 'key'>>>;
}

export type Aggregation = TermsAggregation | RangeAggregation;

/** Evaluates `aggs`/`aggregations` (terms and range, no sub-aggregations) over the matching documents. */
export function aggregate(index: SearchIndex, aggs: unknown, hits: Int32Array): Record<string, Aggregation> {
  const out: Record<string, Aggregation> = {};
  for (const [name, spec] of Object.entries(asObject(aggs, 'aggs'))) {
    const obj = asObject(spec, `aggs.${name}`);
    const types = Object.keys(obj);
    for (const key of types) {
      if (key === 'aggs' || key === 'aggregations') throw parsingError(`[${name}] sub-aggregations are not supported`);
      if (key !== 'terms' && key !== 'range') throw parsingError(`unknown aggregation type [${key}] in [${name}]: only terms and range are supported`);
    }
    if (types.length !== 1) throw parsingError(`[${name}] expects exactly one aggregation type, found [${types.join(', ')}]`);
    out[name] = types[0] === 'terms' ? termsAggregation(index, name, obj['terms'], hits) : rangeAggregation(index, name, obj['range'], hits);
  }
  return out;
}

/**
 * `terms`: one bucket per distinct String() value (a document counts once per value), ordered by doc_count desc then
 * key asc (or `order` by _count/_key), top `size` (default 10). Keys take the field's type (first value in index
 * order): numbers for numeric fields, 1/0 with key_as_string for booleans, strings otherwise.
 */
function termsAggregation(index: SearchIndex, name: string, spec: unknown, hits: Int32Array): TermsAggregation {
  const obj = asObject(spec, `${name}.terms`);
  checkKeys(obj, ['field', 'size', 'order', 'min_doc_count', 'shard_size'], `${name}.terms`);
  const field = asString(obj['field'], `${name}.terms.field`);
  const size = obj['size'] === undefined ? 10 : asInteger(obj['size'], `${name}.terms.size`);
  if (size < 1) throw parsingError(`[size] must be greater than 0. Found [${size}] in [${name}]`);
  const minDocCount = obj['min_doc_count'] === undefined ? 1 : asInteger(obj['min_doc_count'], `${name}.terms.min_doc_count`);
  const compare = termsOrder(obj['order'], name);
  const kw = keywordField(index, field);
  const counts = new Int32Array(kw.keys.length);
  for (let i = 0; i < hits.length; i++) {
    const d = hits[i]!;
    for (let j = kw.start[d]!; j < kw.start[d + 1]!; j++) counts[kw.values[j]!]!++;
  }
  const type = fieldType(index, field);
  const all: TermsBucket[] = [];
  counts.forEach((count, id) => {
    if (count >= minDocCount) all.push(bucketKey(kw.keys[id]!, type, count));
  });
  all.sort(compare);
  const buckets = all.slice(0, size);
  const other = all.slice(size).reduce((sum, b) => sum + b.doc_count, 0);
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets };
}

function bucketKey(key: string, type: string, doc_count: number): TermsBucket {
  if (type === 'boolean' && (key === 'true' || key === 'false')) return { key: key === 'true' ? 1 : 0, key_as_string: key, doc_count };
  if (type === 'number' && key.trim() !== '' && Number.isFinite(Number(key))) return { key: Number(key), doc_count };
  return { key, doc_count };
}

function compareKeys(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  if (x !== y) return x < y ? -1 : 1;
  // A field of mixed types can give 1 (a boolean's key) and "1": the number first, so the order never depends on
  // where the values sit in the index (CI's property found it with seed 342119768).
  return typeof a === typeof b ? 0 : typeof a === 'number' ? -1 : 1;
}

function termsOrder(order: unknown, name: string): (a: TermsBucket, b: TermsBucket) => number {
  const byCountDesc = (a: TermsBucket, b: TermsBucket): number => b.doc_count - a.doc_count || compareKeys(a.key, b.key);
  if (order === undefined) return byCountDesc;
  const entries = Array.isArray(order)
    ? order.flatMap((o) => Object.entries(asObject(o, `${name}.terms.order`)))
    : Object.entries(asObject(order, `${name}.terms.order`));
  const parts = entries.map(([by, dir]) => {
    if (by !== '_count' && by !== '_key') throw parsingError(`[${name}] terms order by [${by}] is not supported (_count or _key)`);
    if (dir !== 'asc' && dir !== 'desc') throw parsingError(`[${name}] unknown terms order direction [${String(dir)}]`);
    const sign = dir === 'asc' ? 1 : -1;
    return by === '_count'
      ? (a: TermsBucket, b: TermsBucket) => sign * (a.doc_count - b.doc_count)
      : (a: TermsBucket, b: TermsBucket) => sign * compareKeys(a.key, b.key);
  });
  // ES breaks remaining ties by key ascending.
  return (a, b) => {
    for (const p of parts) {
      const c = p(a, b);
      if (c !== 0) return c;
    }
    return compareKeys(a.key, b.key);
  };
}

interface Range {
  readonly key: string;
  readonly from: number | undefined;
  readonly to: number | undefined;
}

/**
 * `range`: from inclusive, to exclusive, over numeric values (numbers and numeric strings); a document counts once
 * per bucket. Buckets come back sorted by from, then to (ES sorts the ranges), keyed '0.0-50.0', '*-50.0', '50.0-*'.
 */
function rangeAggregation(index: SearchIndex, name: string, spec: unknown, hits: Int32Array): RangeAggregation {
  const obj = asObject(spec, `${name}.range`);
  checkKeys(obj, ['field', 'ranges', 'keyed'], `${name}.range`);
  const field = asString(obj['field'], `${name}.range.field`);
  const keyed = obj['keyed'] === undefined ? false : asBoolean(obj['keyed'], `${name}.range.keyed`);
  if (!Array.isArray(obj['ranges']) || obj['ranges'].length === 0) throw parsingError(`[${name}] No [ranges] specified for the [range] aggregation`);
  const ranges: Range[] = obj['ranges'].map((r, i) => {
    const o = asObject(r, `${name}.range.ranges[${i}]`);
    checkKeys(o, ['from', 'to', 'key'], `${name}.range.ranges`);
    const from = o['from'] === undefined || o['from'] === null ? undefined : asNumber(o['from'], `${name}.range.from`);
    const to = o['to'] === undefined || o['to'] === null ? undefined : asNumber(o['to'], `${name}.range.to`);
    const key =
      o['key'] === undefined
        ? `${from === undefined ? '*' : javaDouble(from)}-${to === undefined ? '*' : javaDouble(to)}`
        : asString(o['key'], `${name}.range.key`);
    return { key, from, to };
  });
  ranges.sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity) || (a.to ?? Infinity) - (b.to ?? Infinity));
  const num = numericField(index, field, 'number');
  const counts = ranges.map(() => 0);
  for (let i = 0; i < hits.length; i++) {
    const d = hits[i]!;
    const lo = num.start[d]!;
    const hi = num.start[d + 1]!;
    if (lo === hi) continue;
    ranges.forEach((r, k) => {
      for (let j = lo; j < hi; j++) {
        const v = num.values[j]!;
        if ((r.from === undefined || v >= r.from) && (r.to === undefined || v < r.to)) {
          counts[k]!++;
          return;
        }
      }
    });
  }
  const buckets = ranges.map((r, k): RangeBucket => ({
    key: r.key,
    ...(r.from === undefined ? {} : { from: r.from }),
    ...(r.to === undefined ? {} : { to: r.to }),
    doc_count: counts[k]!,
  }));
  if (!keyed) return { buckets };
  // Keyed buckets carry their key as the property name only (ES).
  return { buckets: Object.fromEntries(buckets.map(({ key, ...rest }) => [key, rest])) };
}

/** Java's Double.toString, which ES uses for range keys: 50 → '50.0', 1e7 → '1.0E7'. */
export function javaDouble(x: number): string {
  const abs = Math.abs(x);
  if (x !== 0 && (abs >= 1e7 || abs < 1e-3)) {
    const [mantissa, exponent] = x.toExponential().split('e');
    const m = mantissa!.includes('.') ? mantissa! : `${mantissa!}.0`;
    return `${m}E${Number(exponent)}`;
  }
  return Number.isInteger(x) ? x.toFixed(1) : String(x);
}
