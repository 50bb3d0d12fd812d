import { type SearchIndex } from './index-cache';

/** What a clause needs: the index, and whether its scores are used (query context) or not (filter context). */
export interface EvalContext {
  readonly index: SearchIndex;
  readonly scoring: boolean;
}

/**
 * The result of evaluating one clause over the whole index: a 0/1 mask per document ordinal and the score of each
 * matching document, either per document or one constant (constant-score clauses, filter context).
 */
export interface Matches {
  readonly mask: Uint8Array;
  readonly scores: Float64Array | null;
  readonly constant: number;
}

export const scoreOf = (m: Matches, d: number): number => (m.scores === null ? m.constant : m.scores[d]!);

export function fromDocs(size: number, lists: readonly Int32Array[], constant: number): Matches {
  const mask = new Uint8Array(size);
  for (const docs of lists) for (let i = 0; i < docs.length; i++) mask[docs[i]!] = 1;
  return { mask, scores: null, constant };
}

/** Multiplies every score by `boost` (a constant stays constant). */
export function boosted(m: Matches, boost: number): Matches {
  if (boost === 1) return m;
  if (m.scores === null) return { ...m, constant: m.constant * boost };
  const scores = new Float64Array(m.scores.length);
  for (let d = 0; d < scores.length; d++) scores[d] = m.scores[d]! * boost;
  return { mask: m.mask, scores, constant: 0 };
}
