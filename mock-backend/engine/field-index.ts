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
  readonly postings: readonly Int32Array[];
}

export function keywordField(index: SearchIndex, field: string): KeywordField {
  return memo(index, `kw:${field}`, () => {
    const { path } = parseField(field);
    const keys: string[] = [];
    const firsts: Scalar[] = [];
    const idOf = new Map<string, number>();
    const postingLists: number[][] = [];
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
          postingLists.push([]);
        }
        const list = postingLists[id]!;
        if (list[list.length - 1] !== d) {
          list.push(d);
          values.push(id);
        }
      }
    }
    start[index.size] = values.length;
    return { start, values: Int32Array.from(values), keys, firsts, idOf, postings: postingLists.map((l) => Int32Array.from(l)) };
  });
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
    const owners = new Int32Array(values.length);
    for (let d = 0; d < index.size; d++) owners.fill(d, start[d]!, start[d + 1]!);
    const order = Array.from(values.keys()).sort((a, b) => values[a]! - values[b]! || a - b);
    return {
      start,
      values: Float64Array.from(values),
      sortedValues: Float64Array.from(order, (i) => values[i]!),
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
  readonly postings: ReadonlyMap<string, { readonly docs: Int32Array; readonly tfs: Uint16Array }>;
  readonly vocabulary: readonly string[];
  /** Vocabulary terms grouped by length, for bounded edit-distance scans. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  readonly lengths: Uint16Array;
  readonly docCount: number;
  readonly averageLength: number;
}

/** `keyword` text treats each whole value as one token (a `.keyword` sub-field). */
export function textField(index: SearchIndex, field: string): TextField {
  return memo(index, `text:${field}`, () => {
    const { path, keyword } = parseField(field);
    const lists = new Map<string, { docs: number[]; tfs: number[] }>();
    const lengths = new Uint16Array(index.size);
    let docCount = 0;
    let totalLength = 0;
    for (let d = 0; d < index.size; d++) {
      const tokens = scalarsAt(index.docs[d], path).flatMap((v) => (keyword ? [termKey(v)] : analyze(v)));
      if (tokens.length === 0) continue;
      docCount++;
      totalLength += tokens.length;
      lengths[d] = Math.min(tokens.length, 65535);
      for (const token of tokens) {
        let list = lists.get(token);
        if (list === undefined) {
          list = { docs: [], tfs: [] };
          lists.set(token, list);
        }
        const last = list.docs.length - 1;
        if (list.docs[last] === d) list.tfs[last]!++;
        else {
          list.docs.push(d);
          list.tfs.push(1);
        }
      }
    }
    const postings = new Map([...lists].map(([t, l]) => [t, { docs: Int32Array.from(l.docs), tfs: Uint16Array.from(l.tfs) }]));
    const vocabulary = [...lists.keys()].sort();
    const byLength = new Map<number, string[]>();
    for (const term of vocabulary) {
      const group = byLength.get(term.length);
      if (group === undefined) byLength.set(term.length, [term]);
      else group.push(term);
    }
    return { postings, vocabulary, byLength, lengths, docCount, averageLength: docCount === 0 ? 0 : totalLength / docCount };
  });
}
