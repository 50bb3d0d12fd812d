import { parsingError } from './errors';
import { sortColumn } from './field-index';
import { type SearchIndex } from './index-cache';
import { asString, isObject } from './json';
import { type Scalar } from './values';

/** One sort criterion, resolved: keys per document ordinal (NaN = missing). */
export interface SortSpec {
  readonly field: string;
  readonly desc: boolean;
  readonly missingFirst: boolean;
  /** A number to use for missing values (`missing: <n>`), or undefined for `_first`/`_last`. */
  readonly missingValue: number | undefined;
  /** Which of a multi-valued field's values counts: min (default ascending) or max (default descending). */
  readonly mode: 'min' | 'max';
}

/**
 * Sort in any form ES accepts: 'field', 'field:desc', '_score', `{ field: 'asc' }`, `{ field: { order, missing,
 * mode, unmapped_type } }`, or an array of those; query-string sorts are comma-separated 'field:order' pairs.
 */
export function parseSort(value: unknown): SortSpec[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => parseSort(v));
  if (typeof value === 'string')
    return value
      .split(',')
      .filter((s) => s.trim() !== '')
      .map((s) => fromString(s.trim()));
  if (isObject(value)) return Object.entries(value).map(([field, spec]) => fromObject(field, spec));
  throw parsingError(`[sort] malformed: ${JSON.stringify(value)}`);
}

const defaultDesc = (field: string): boolean => field === '_score';

function order(value: unknown, field: string): boolean {
  const text = asString(value, `sort.${field}.order`).toLowerCase();
  if (text !== 'asc' && text !== 'desc') throw parsingError(`[sort] unknown order [${text}] for [${field}]`);
  return text === 'desc';
}

function fromString(text: string): SortSpec {
  const at = text.lastIndexOf(':');
  const field = at < 0 ? text : text.slice(0, at);
  const desc = at < 0 ? defaultDesc(field) : order(text.slice(at + 1), field);
  return { field, desc, missingFirst: false, missingValue: undefined, mode: desc ? 'max' : 'min' };
}

function fromObject(field: string, spec: unknown): SortSpec {
  if (typeof spec === 'string') {
    const desc = order(spec, field);
    return { field, desc, missingFirst: false, missingValue: undefined, mode: desc ? 'max' : 'min' };
  }
  if (!isObject(spec)) throw parsingError(`[sort] malformed option for [${field}]`);
  let missingFirst = false;
  let missingValue: number | undefined;
  for (const [key, v] of Object.entries(spec)) {
    if (key === 'order' || key === 'unmapped_type') continue;
    if (key === 'mode') {
      if (v !== 'min' && v !== 'max') throw parsingError(`[sort] mode [${String(v)}] for [${field}] is not supported (min or max)`);
      continue;
    }
    if (key === 'missing') {
      if (v === '_first') missingFirst = true;
      else if (v === '_last') missingFirst = false;
      else if (typeof v === 'number') missingValue = v;
      else throw parsingError(`[sort] [missing] for [${field}] must be _first, _last or a number`);
      continue;
    }
    throw parsingError(`[sort] option [${key}] for [${field}] is not supported`);
  }
  const desc = spec['order'] === undefined ? defaultDesc(field) : order(spec['order'], field);
  const mode = spec['mode'] === undefined ? (desc ? 'max' : 'min') : (spec['mode'] as 'min' | 'max');
  return { field, desc, missingFirst, missingValue, mode };
}

export interface ResolvedSort {
  readonly specs: readonly SortSpec[];
  readonly keys: readonly Float64Array[];
  readonly values: readonly ((d: number) => Scalar | number | null)[];
}

/** Keys per criterion: scores for `_score`, the ordinal for `_doc`, otherwise min (asc) or max (desc) of the field. */
export function resolveSort(index: SearchIndex, specs: readonly SortSpec[], scores: Float64Array): ResolvedSort {
  const keys: Float64Array[] = [];
  const values: ((d: number) => Scalar | number | null)[] = [];
  for (const spec of specs) {
    if (spec.field === '_score') {
      keys.push(scores);
      values.push((d) => scores[d]!);
    } else if (spec.field === '_doc') {
      keys.push(Float64Array.from({ length: index.size }, (_, d) => d));
      values.push((d) => d);
    } else {
      const column = sortColumn(index, spec.field, spec.mode);
      if (spec.missingValue === undefined) {
        keys.push(column.keys);
        values.push((d) => column.values[d] ?? null);
      } else {
        const fill = spec.missingValue;
        keys.push(column.keys.map((k) => (Number.isNaN(k) ? fill : k)));
        values.push((d) => column.values[d] ?? fill);
      }
    }
  }
  return { specs, keys, values };
}

/** Negative when document `a` ranks before `b`; ties go to index order, so every sort is total and deterministic. */
export function comparator(sort: ResolvedSort): (a: number, b: number) => number {
  const { specs, keys } = sort;
  return (a, b) => {
    for (let i = 0; i < specs.length; i++) {
      const k = keys[i]!;
      const ka = k[a]!;
      const kb = k[b]!;
      const am = Number.isNaN(ka);
      const bm = Number.isNaN(kb);
      if (am || bm) {
        if (am && bm) continue;
        return (am ? 1 : -1) * (specs[i]!.missingFirst ? -1 : 1);
      }
      if (ka !== kb) return (ka < kb ? -1 : 1) * (specs[i]!.desc ? -1 : 1);
    }
    return a - b;
  };
}

/** The first `k` of `docs` in `compare` order, without sorting all of them (a bounded max-heap). */
export function topK(docs: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (docs.length <= k * 4) return Array.from(docs).sort(compare).slice(0, k);
  const heap: number[] = [];
  const worse = (i: number, j: number): boolean => compare(heap[i]!, heap[j]!) > 0;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (heap.length < k) {
      heap.push(d);
      let c = heap.length - 1;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!worse(c, p)) break;
        [heap[c], heap[p]] = [heap[p]!, heap[c]!];
        c = p;
      }
    } else if (compare(d, heap[0]!) < 0) {
      heap[0] = d;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < heap.length && worse(l, m)) m = l;
        if (r < heap.length && worse(r, m)) m = r;
        if (m === p) break;
        [heap[m], heap[p]] = [heap[p]!, heap[m]!];
        p = m;
      }
    }
  }
  return heap.sort(compare);
}
