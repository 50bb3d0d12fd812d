import { fc, test } from '../../testing/property-test';
import { describe, expect } from 'vitest';
import { createIndex, search } from './index';

/** Text made of a few words, mixed case and separators, so analysis has something to do. */
const word = fc.constantFrom('jurk', 'Jurk', 'JURK', 'rok', 'zwart', 'rood', 'a1', '42');
const text = fc.tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '-', ', ', '/')).map(([ws, sep]) => ws.join(sep));
const docs = fc
  .array(fc.record({ t: fc.oneof(text, fc.array(text, { maxLength: 3 })) }, { requiredKeys: [] }), { maxLength: 25 })
  .map((list) => list.map((d, i) => ({ id: i, ...d })));

/** The naive analysis: ASCII lower-case words. */
const tokens = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((x) => x !== '');
const values = (d: { t?: string | string[] }): string[] => (d.t === undefined ? [] : typeof d.t === 'string' ? [d.t] : d.t);

const ids = (documents: readonly Record<string, unknown>[], query: unknown): string[] =>
  search(createIndex(documents), { indexName: 'p', body: { query, sort: '_doc', size: 100 } }).hits.hits.map((h) => h._id);

describe('text queries agree with a naive token-set evaluation', () => {
  test.prop([docs, text, fc.constantFrom('or', 'and'), fc.constantFrom(undefined, 1, 2, '50%', '100%')])(
    'match selects the documents with enough query tokens',
    (documents, query, operator, msm) => {
      const wanted = [...new Set(tokens(query))];
      const required =
        operator === 'and'
          ? wanted.length
          : msm === undefined || wanted.length === 1
            ? 1
            : Math.max(1, typeof msm === 'number' ? msm : Math.trunc((wanted.length * parseInt(msm, 10)) / 100));
      const expected = documents
        .filter((d) => {
          const have = new Set(values(d).flatMap(tokens));
          return wanted.filter((w) => have.has(w)).length >= required;
        })
        .map((d) => String(d.id));
      const clause = { t: { query, operator, ...(msm === undefined ? {} : { minimum_should_match: msm }) } };
      expect(ids(documents, { match: clause })).toEqual(expected);
    },
  );

  test.prop([docs, text])('match_phrase needs the tokens consecutive within one value; .keyword the exact value', (documents, query) => {
    const q = tokens(query);
    const hasPhrase = (v: string): boolean => {
      const t = tokens(v);
      return t.some((_, i) => q.every((w, k) => t[i + k] === w));
    };
    expect(ids(documents, { match_phrase: { t: query } })).toEqual(documents.filter((d) => values(d).some(hasPhrase)).map((d) => String(d.id)));
    expect(ids(documents, { match: { 't.keyword': query } })).toEqual(documents.filter((d) => values(d).includes(query)).map((d) => String(d.id)));
  });

  test.prop([docs, text, fc.constantFrom(0.5, 2, 4)])('a boost multiplies every score', (documents, query, boost) => {
    const index = createIndex(documents);
    const scores = (b: number) =>
      search(index, { indexName: 'p', body: { query: { match: { t: { query, boost: b } } }, sort: '_doc', track_scores: true, size: 100 } }).hits.hits.map(
        (h) => h._score!,
      );
    const base = scores(1);
    expect(base.every((s) => s > 0)).toBe(true);
    scores(boost).forEach((s, i) => expect(s).toBeCloseTo(base[i]! * boost, 10));
  });
});
