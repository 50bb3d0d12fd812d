import {
  analyze, existsAt, isScalar, parseField, scalarsAt, termKey, toDate, toNumber, typeOfScalar,
  type Doc, type FieldType, type Scalar,
} from './values';

/**
 * The searchable catalogue: documents by ordinal (index order) and, per field, the structures queries need. Each
 * per-field structure is built once, in one pass over the documents (at createIndex for `warm` fields, otherwise on
 * first use), and kept: every later query reads it without touching the documents.
 */
export interface SearchIndex {
  readonly size: number;
  readonly docs: readonly Doc[];
  readonly ids: readonly string[];
  /** Per-field structures keyed by `<kind>:<field>`; see the builders below. */
  readonly cache: Map<string, unknown>;
}

export interface CreateIndexOptions {
  /** Document field used as `_id` (default `id`); documents without it get their ordinal. */
  readonly idField?: string;
  /** Fields whose keyword, numeric and text structures are built now rather than on the first query. */
  readonly warm?: readonly string[];
}

export function createIndex(docs: readonly Doc[], options: CreateIndexOptions = {}): SearchIndex {
  const idField = options.idField ?? 'id';
  const ids = docs.map((doc, i) => {
    const id = doc[idField];
    return isScalar(id) ? String(id) : String(i);
  });
  const index: SearchIndex = { size: docs.length, docs, ids, cache: new Map() };
  for (const field of options.warm ?? []) {
    keywordField(index, field);
    numericField(index, field, 'number');
    textField(index, field);
    fieldType(index, field);
  }
  return index;
}

function memo<T>(index: SearchIndex, key: string, build: () => T): T {
  const hit = index.cache.get(key);
  if (hit !== undefined) return hit as T;
  const built = build();
  index.cache.set(key, built);
  return built;
}

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
          values[d] = type === 'string' ? String(v) : type === 'number' ? toNumber(v) ?? k : k;
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

/** Analysed text of a field: postings with term frequencies, field lengths, and the vocabulary for fuzzy expansion. */
export interface TextField {
  readonly termIds: ReadonlyMap<string, number>;
  /** Postings of term id t: `postingDocs`/`postingTfs` from `postingStart[t]` to `postingStart[t+1]`. */
  readonly postingStart: Int32Array;
  readonly postingDocs: Int32Array;
  readonly postingTfs: Uint16Array;
  /** Sorted vocabulary. */
  readonly vocabulary: readonly string[];
  /** Vocabulary terms grouped by length, for bounded edit-distance scans. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  readonly lengths: Uint16Array;
  readonly docCount: number;
  readonly averageLength: number;
}

export interface Posting {
  readonly docs: Int32Array;
  readonly tfs: Uint16Array;
}

export function textPosting(f: TextField, term: string): Posting | undefined {
  const id = f.termIds.get(term);
  if (id === undefined) return undefined;
  const from = f.postingStart[id]!;
  const to = f.postingStart[id + 1]!;
  return { docs: f.postingDocs.subarray(from, to), tfs: f.postingTfs.subarray(from, to) };
}

/** `keyword` text treats each whole value as one token (a `.keyword` sub-field). */
export function textField(index: SearchIndex, field: string): TextField {
  return memo(index, `text:${field}`, () => {
    const { path, keyword } = parseField(field);
    const termIds = new Map<string, number>();
    const terms: string[] = [];
    const df: number[] = [];
    const lastDoc: number[] = [];
    const start = new Int32Array(index.size + 1);
    const stream: number[] = [];
    const lengths = new Uint16Array(index.size);
    let docCount = 0;
    let totalLength = 0;
    for (let d = 0; d < index.size; d++) {
      start[d] = stream.length;
      for (const v of scalarsAt(index.docs[d], path)) {
        for (const token of keyword ? [termKey(v)] : analyze(v)) {
          let id = termIds.get(token);
          if (id === undefined) {
            id = terms.length;
            termIds.set(token, id);
            terms.push(token);
            df.push(0);
            lastDoc.push(-1);
          }
          if (lastDoc[id] !== d) {
            lastDoc[id] = d;
            df[id]!++;
          }
          stream.push(id);
        }
      }
      const length = stream.length - start[d]!;
      if (length === 0) continue;
      docCount++;
      totalLength += length;
      lengths[d] = Math.min(length, 65535);
    }
    start[index.size] = stream.length;
    const postingStart = new Int32Array(terms.length + 1);
    for (let t = 0; t < terms.length; t++) postingStart[t + 1] = postingStart[t]! + df[t]!;
    const postingDocs = new Int32Array(postingStart[terms.length]!);
    const postingTfs = new Uint16Array(postingDocs.length);
    const next = postingStart.slice(0, terms.length);
    for (let d = 0; d < index.size; d++) {
      for (let j = start[d]!; j < start[d + 1]!; j++) {
        const id = stream[j]!;
        const at = next[id]!;
        if (at > postingStart[id]! && postingDocs[at - 1] === d) {
          if (postingTfs[at - 1]! < 65535) postingTfs[at - 1]!++;
        } else {
          postingDocs[at] = d;
          postingTfs[at] = 1;
          next[id] = at + 1;
        }
      }
    }
    const vocabulary = [...terms].sort();
    const byLength = new Map<number, string[]>();
    for (const term of vocabulary) {
      const group = byLength.get(term.length);
      if (group === undefined) byLength.set(term.length, [term]);
      else group.push(term);
    }
    return { termIds, postingStart, postingDocs, postingTfs, vocabulary, byLength, lengths, docCount, averageLength: docCount === 0 ? 0 : totalLength / docCount };
  });
}
