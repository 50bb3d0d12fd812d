import { memo, type SearchIndex } from './index-cache';
import { existsAt, parseField, scalarsAt, termKey, toDate, toNumber, typeOfScalar, type FieldType, type Scalar } from './values';

/** Values of one field per document in CSR form: values of doc d are `values[start[d] .. start[d+1])`. */
interface Csr<T> {
  readonly start: Int32Array;
  readonly values: T;
}

/** Exact values (String() identity): postings for term/terms, per-doc term ids for the terms aggregation. */
export interface KeywordField extends Csr<Int32Array> {
  readonly keys: readonly string[];
  /** First value seen for each key, in index order. */
  readonly firsts: readonly Scalar[];
  readonly idOf: ReadonlyMap<string, number>;
  /** Documents of key id k (ascending): `postingDocs[postingStart[k] .. postingStart[k+1])`. */
  readonly postingStart: Int32Array;
  readonly postingDocs: Int32Array;
}

export const keywordPosting = (kw: KeywordField, id: number): Int32Array => kw.postingDocs.subarray(kw.postingStart[id]!, kw.postingStart[id + 1]!);

export function keywordField(index: SearchIndex, field: string): KeywordField {
  return memo(index, `kw:${field}`, () => {
    const { path } = parseField(field);
    const keys: string[] = [];
    const firsts: Scalar[] = [];
    const idOf = new Map<string, number>();
    const lastDoc: number[] = [];
    const start = new Int32Array(index.size + 1);
    const values: number[] = [];
    for (let d = 0; d < index.size; d++) {
      start[d] = values.length;
      for (const v of scalarsAt(index.docs[d], path)) {
        const key = termKey(v);
        let id = idOf.get(key);
        if (id === undefined) {
          id = keys.length;
          idOf.set(key, id);
          keys.push(key);
          firsts.push(v);
          lastDoc.push(-1);
        }
        if (lastDoc[id] !== d) {
          lastDoc[id] = d;
          values.push(id);
        }
      }
    }
    start[index.size] = values.length;
    const csr = { start, values: Int32Array.from(values) };
    const { postingStart, postingDocs } = invert(csr, index.size, keys.length);
    return { ...csr, keys, firsts, idOf, postingStart, postingDocs };
  });
}

/** Turns per-document id lists (each id at most once per document) into per-id document lists, in one CSR. */
function invert(csr: Csr<Int32Array>, size: number, ids: number): { postingStart: Int32Array; postingDocs: Int32Array } {
  const postingStart = new Int32Array(ids + 1);
  for (let j = 0; j < csr.values.length; j++) postingStart[csr.values[j]! + 1]!++;
  for (let k = 0; k < ids; k++) postingStart[k + 1]! += postingStart[k]!;
  const fill = postingStart.slice(0, ids);
  const postingDocs = new Int32Array(csr.values.length);
  for (let d = 0; d < size; d++) {
    for (let j = csr.start[d]!; j < csr.start[d + 1]!; j++) postingDocs[fill[csr.values[j]!]!++] = d;
  }
  return { postingStart, postingDocs };
}

/** Numeric view of a field (numbers and numeric strings, or dates as epoch ms), plus a sorted copy for ranges. */
export interface NumericField extends Csr<Float64Array> {
  readonly sortedValues: Float64Array;
  readonly sortedDocs: Int32Array;
}

export type NumericMode = 'number' | 'date';

export function numericField(index: SearchIndex, field: string, mode: NumericMode): NumericField {
  return memo(index, `${mode}:${field}`, () => {
    const { path } = parseField(field);
    const read = mode === 'number' ? toNumber : toDate;
    const start = new Int32Array(index.size + 1);
    const values: number[] = [];
    for (let d = 0; d < index.size; d++) {
      start[d] = values.length;
      for (const v of scalarsAt(index.docs[d], path)) {
        const n = typeof v === 'boolean' ? undefined : read(v);
        if (n !== undefined) values.push(n);
      }
    }
    start[index.size] = values.length;
    const column = Float64Array.from(values);
    const owners = new Int32Array(column.length);
    for (let d = 0; d < index.size; d++) owners.fill(d, start[d]!, start[d + 1]!);
    const order = Int32Array.from({ length: column.length }, (_, i) => i).sort((a, b) => column[a]! - column[b]! || a - b);
    return {
      start,
      values: column,
      sortedValues: Float64Array.from(order, (i) => column[i]!),
      sortedDocs: Int32Array.from(order, (i) => owners[i]!),
    };
  });
}

export function existsMask(index: SearchIndex, field: string): Uint8Array {
  return memo(index, `exists:${field}`, () => {
    const { path } = parseField(field);
    return Uint8Array.from(index.docs, (doc) => (existsAt(doc, path) ? 1 : 0));
  });
}

/** Type of the first value of the field in index order (ES dynamic mapping): decides agg keys and sorting. */
export function fieldType(index: SearchIndex, field: string): FieldType {
  return memo(index, `type:${field}`, () => {
    const { path } = parseField(field);
    for (const doc of index.docs) {
      const first = scalarsAt(doc, path)[0];
      if (first !== undefined) return typeOfScalar(first);
    }
    return 'unmapped' as FieldType;
  });
}

/**
 * Sort keys: one number per document (NaN when missing), the min (ascending) or max (descending) of its values, and
 * the sort value ES reports. Numeric and boolean fields sort by number (non-numeric strings count as missing), date
 * fields by epoch ms (reported as such, like ES), string fields by String() code-unit order, through ranks.
 */
export interface SortColumn {
  readonly keys: Float64Array;
  readonly values: readonly (Scalar | null)[];
}

export function sortColumn(index: SearchIndex, field: string, mode: 'min' | 'max'): SortColumn {
  return memo(index, `sort:${mode}:${field}`, () => {
    const { path } = parseField(field);
    const type = fieldType(index, field);
    const keyOf = sortKeyReader(index, field, type);
    const keys = new Float64Array(index.size).fill(NaN);
    const values: (Scalar | null)[] = new Array<Scalar | null>(index.size).fill(null);
    for (let d = 0; d < index.size; d++) {
      for (const v of scalarsAt(index.docs[d], path)) {
        const k = keyOf(v);
        if (k === undefined) continue;
        const current = keys[d]!;
        if (Number.isNaN(current) || (mode === 'min' ? k < current : k > current)) {
          keys[d] = k;
          values[d] = type === 'string' ? String(v) : type === 'number' ? (toNumber(v) ?? k) : k;
        }
      }
    }
    return { keys, values };
  });
}

function sortKeyReader(index: SearchIndex, field: string, type: FieldType): (v: Scalar) => number | undefined {
  if (type === 'date') return (v) => (typeof v === 'boolean' ? undefined : toDate(v));
  if (type !== 'string') return (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : toNumber(v));
  const kw = keywordField(index, field);
  const ranked = kw.keys.map((k, i) => [k, i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const rank = new Map(ranked.map(([k], r) => [k, r]));
  return (v) => rank.get(String(v));
}
