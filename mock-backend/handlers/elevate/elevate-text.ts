/** Text matching of the search provider: fuzzy-ish word matching, the vocabulary, did-you-mean. */
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { cached } from '../shared/common';
import { type Entry, entries } from './elevate-catalog';

// ── Text matching ──

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/**
 * Text score of an entry for a query: every query token must match a word of the product (exactly, as a prefix, or
 * within one edit for tokens of 4+ letters, two for 7+). 0 means no match.
 */
export function textScore(e: Entry, queryTokens: readonly string[]): number {
  const words = tokens(e.text);
  let score = 0;
  for (const q of queryTokens) {
    let best = 0;
    for (const w of words) {
      if (w === q) best = Math.max(best, 3);
      else if (w.startsWith(q)) best = Math.max(best, 2);
      else if (q.length >= 4 && editDistance(q, w, q.length >= 7 ? 2 : 1) <= (q.length >= 7 ? 2 : 1)) best = Math.max(best, 1);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** Words of product names, brands, colours and categories of a store (for did-you-mean and phrase suggestions). */
export function vocabulary(ctx: MockContext, store: StoreCode): string[] {
  return cached(ctx, `elevate:vocab:${store}`, () => {
    const words = new Map<string, number>();
    for (const e of entries(ctx, store)) for (const w of tokens(e.text)) if (w.length >= 3 && !/\d/.test(w)) words.set(w, (words.get(w) ?? 0) + 1);
    return [...words.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  });
}

/** The closest vocabulary word to each token (for did-you-mean), or undefined when nothing is near. */
export function correct(ctx: MockContext, store: StoreCode, q: string): string | undefined {
  const words = vocabulary(ctx, store);
  const corrected = tokens(q).map((t) => {
    if (words.includes(t)) return t;
    let best: string | undefined;
    let bestDistance = 3;
    for (const w of words) {
      const d = editDistance(t, w, 2);
      if (d < bestDistance) {
        best = w;
        bestDistance = d;
      }
    }
    return best;
  });
  if (corrected.some((c) => c === undefined)) return undefined;
  const joined = corrected.join(' ');
  return joined === tokens(q).join(' ') ? undefined : joined;
}
