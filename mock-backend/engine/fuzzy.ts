import { parsingError } from './errors';
import { type TextField } from './text-index';

/** `fuzziness`: a fixed edit distance 0..2, or AUTO[:low,high] (0 below `low` chars, 1 below `high`, else 2). */
export type Fuzziness = { readonly kind: 'fixed'; readonly edits: number } | { readonly kind: 'auto'; readonly low: number; readonly high: number };

export function parseFuzziness(value: unknown, clause: string): Fuzziness {
  if (value === undefined) return { kind: 'fixed', edits: 0 };
  const text = String(value).trim();
  const auto = /^AUTO(?::(\d+),(\d+))?$/i.exec(text);
  if (auto !== null) return { kind: 'auto', low: Number(auto[1] ?? 3), high: Number(auto[2] ?? 6) };
  if (/^[0-2](\.0+)?$/.test(text)) return { kind: 'fixed', edits: Number(text) };
  throw parsingError(`[${clause}] unsupported [fuzziness] ${JSON.stringify(value)}: valid edit distances are [0, 1, 2] or AUTO`);
}

export function editsFor(f: Fuzziness, token: string): number {
  if (f.kind === 'fixed') return f.edits;
  const length = [...token].length;
  return length < f.low ? 0 : length < f.high ? 1 : 2;
}

export interface Expansion {
  readonly term: string;
  /** Lucene's fuzzy-term boost: 1 - edits / min(length of token, length of term); 1 for the exact term. */
  readonly similarity: number;
}

/**
 * Vocabulary terms within `edits` of `token` sharing its first `prefixLength` characters; at most `maxExpansions`,
 * the most similar first, then alphabetical (Lucene keeps the top terms by this boost).
 */
export function expand(field: TextField, token: string, edits: number, prefixLength: number, maxExpansions: number, transpositions: boolean): Expansion[] {
  if (edits === 0) return field.termIds.has(token) ? [{ term: token, similarity: 1 }] : [];
  const prefix = token.slice(0, prefixLength);
  const found: { term: string; distance: number }[] = [];
  const consider = (term: string): void => {
    if (Math.abs(term.length - token.length) > edits || !term.startsWith(prefix)) return;
    const distance = boundedDistance(token, term, edits, transpositions);
    if (distance <= edits) found.push({ term, distance });
  };
  if (prefix !== '') {
    // The vocabulary is sorted: terms sharing the prefix are one run of it.
    const v = field.vocabulary;
    for (let i = firstAtLeast(v, prefix); i < v.length && v[i]!.startsWith(prefix); i++) consider(v[i]!);
  } else {
    for (let length = Math.max(1, token.length - edits); length <= token.length + edits; length++) {
      for (const term of field.byLength.get(length) ?? []) consider(term);
    }
  }
  const scored = found
    .map(({ term, distance }) => ({ term, similarity: distance === 0 ? 1 : 1 - distance / Math.min(token.length, term.length) }))
    .filter((e) => e.similarity > 0);
  scored.sort((a, b) => b.similarity - a.similarity || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, maxExpansions);
}

/**
 * Levenshtein distance, with adjacent transpositions counted as one edit when `transpositions` (optimal string
 * alignment, as Lucene's fuzzy automata do); returns `max + 1` as soon as the distance must exceed `max`.
 */
export function boundedDistance(a: string, b: string, max: number, transpositions: boolean): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let prev2 = new Int32Array(width);
  let prev = Int32Array.from({ length: width }, (_, j) => j);
  let row = new Int32Array(width);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[b.length]!, max + 1);
}

function firstAtLeast(sorted: readonly string[], x: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
