import { memo, type SearchIndex } from './index-cache';
import { analyze, parseField, scalarsAt, termKey } from './values';

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
    return {
      termIds,
      postingStart,
      postingDocs,
      postingTfs,
      vocabulary,
      byLength,
      lengths,
      docCount,
      averageLength: docCount === 0 ? 0 : totalLength / docCount,
    };
  });
}
