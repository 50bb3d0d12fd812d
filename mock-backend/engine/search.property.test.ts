import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { createIndex, search } from './index';
import { referenceSearch } from './reference';

/** Values that exercise the coercion rules: numbers, numeric strings, words, booleans, dates, nulls. */
const scalar = fc.constantFrom<unknown>(-2, 0, 1, 1.5, 3, 10, '1', '1.5', '10', 'a', 'b', 'B', 'ab', true, false, 'true', '2026-01-01', '2026-03-01 10:00:00');
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
);
const child = fc.record({ x: value, y: value }, { requiredKeys: [] });

const doc = fc.record(
  {
    n: value,
    s: value,
    tags: fc.array(scalar, { maxLength: 4 }),
    d: fc.constantFrom('2025-12-31', '2026-01-01 00:00:00', '2026-02-15T08:00:00Z', 'x', 5),
    obj: fc.oneof(child, fc.array(child, { maxLength: 3 })),
  },
  { requiredKeys: [] },
);
const docs = fc.array(doc, { minLength: 4, maxLength: 30 }).map((list) => list.map((d, i) => ({ id: i * 7, ...d })));

const field = fc.constantFrom('n', 's', 'tags', 'd', 'obj.x', 'obj.y', 'obj', 'missing', 'id');
const boost = fc.option(fc.constantFrom(0.5, 2, 3), { nil: undefined });
const withBoost = <T extends object>(body: T, b: number | undefined): T => (b === undefined ? body : { ...body, boost: b });
const bound = fc.constantFrom<unknown>(0, 1, 1.5, 3, '1', 'a', 'b', '2026-01-01', '2026-02-01 00:00:00', null);

const leaf = fc.oneof(
  fc.tuple(field, scalar, boost).map(([f, v, b]) => (b === undefined ? { term: { [f]: v } } : { term: { [f]: { value: v, boost: b } } })),
  fc.tuple(field, fc.array(scalar, { maxLength: 3 }), boost).map(([f, vs, b]) => ({ terms: withBoost({ [f]: vs }, b) })),
  fc
    .tuple(field, fc.record({ gt: bound, gte: bound, lt: bound, lte: bound }, { requiredKeys: [] }), boost)
    .map(([f, r, b]) => ({ range: { [f]: withBoost(r, b) } })),
  fc.tuple(field, boost).map(([f, b]) => ({ exists: withBoost({ field: f }, b) })),
  boost.map((b) => ({ match_all: withBoost({}, b) })),
  fc.tuple(field, scalar).map(([f, v]) => ({ constant_score: { filter: { term: { [f]: v } }, boost: 0.25 } })),
);

const { query } = fc.letrec<{ query: unknown; bool: unknown }>((tie) => ({
  query: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('bool')),
  bool: fc
    .record(
      {
        must: fc.oneof(tie('query'), fc.array(tie('query'), { maxLength: 2 })),
        filter: fc.array(tie('query'), { maxLength: 2 }),
        should: fc.array(tie('query'), { maxLength: 3 }),
        must_not: fc.oneof(tie('query'), fc.array(tie('query'), { maxLength: 2 })),
        minimum_should_match: fc.constantFrom<unknown>(0, 1, 2, -1, '50%', '75%', '-25%'),
        boost: fc.constantFrom(0.5, 2),
      },
      { requiredKeys: [] },
    )
    .map((bool) => ({ bool })),
}));

const sortField = fc.constantFrom('n', 's', 'tags', 'd', 'obj.x', 'missing', '_score', '_doc', 'id');
const sortItem = fc.oneof(
  fc.tuple(sortField, fc.constantFrom('asc', 'desc')).map(([f, o]) => `${f}:${o}`),
  sortField,
  fc
    .tuple(
      sortField,
      fc.record(
        { order: fc.constantFrom('asc', 'desc'), missing: fc.constantFrom('_first', '_last'), mode: fc.constantFrom('min', 'max') },
        { requiredKeys: [] },
      ),
    )
    .map(([f, o]) => ({ [f]: o })),
);
const pattern = fc.constantFrom('n', 's', 'obj', 'obj.x', 'o*', '*', 'tags', 'missing', '*.y', 'id');
const source = fc.oneof(
  fc.constant(false),
  pattern,
  fc.array(pattern, { maxLength: 3 }),
  fc.record({ includes: fc.array(pattern, { maxLength: 2 }), excludes: fc.array(pattern, { maxLength: 2 }) }),
);
const aggField = fc.constantFrom('n', 's', 'tags', 'obj.x', 'obj.y', 'd', 'missing');
const range = fc.record({ from: fc.constantFrom(-1, 0, 1, 1.5, 3), to: fc.constantFrom(1, 2.5, 3, 11, 20000000) }, { requiredKeys: [] });
const aggs = fc.dictionary(
  fc.constantFrom('a', 'b', 'c'),
  fc.oneof(
    fc.record({ field: aggField, size: fc.integer({ min: 1, max: 5 }) }, { requiredKeys: ['field'] }).map((terms) => ({ terms })),
    fc.tuple(aggField, fc.array(range, { minLength: 1, maxLength: 4 })).map(([f, ranges]) => ({ range: { field: f, ranges } })),
  ),
  { maxKeys: 3 },
);

/** Present `present` times in `present + absent`. */
const sometimes = <T>(arb: fc.Arbitrary<T>, absent: number, present = 1): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: absent, arbitrary: fc.constant(undefined) }, { weight: present, arbitrary: arb });

const body = fc
  .record({
    query: sometimes(query, 1, 2),
    sort: sometimes(fc.oneof(sortItem, fc.array(sortItem, { maxLength: 3 })), 1),
    from: sometimes(fc.integer({ min: 0, max: 8 }), 3),
    size: sometimes(fc.integer({ min: 0, max: 12 }), 2),
    _source: sometimes(source, 1),
    aggs: sometimes(aggs, 1, 2),
    min_score: sometimes(fc.constantFrom(0.5, 1, 2), 6),
    track_total_hits: sometimes(fc.constantFrom<unknown>(true, false, 3), 3),
    track_scores: sometimes(fc.boolean(), 3),
  })
  .map((b) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)));

describe('engine agrees with the naive reference evaluator', () => {
  it('the generators reach the interesting cases (several hits, filled buckets, errors excluded)', () => {
    const samples = fc.sample(fc.tuple(docs, body), { numRuns: 300, seed: 42 });
    let severalHits = 0;
    let filledBuckets = 0;
    for (const [documents, request] of samples) {
      const r = search(createIndex(documents), { body: request, indexName: 'p' });
      if (r.hits.hits.length > 1) severalHits++;
      const buckets = Object.values(r.aggregations ?? {}).flatMap((a) => (Array.isArray(a.buckets) ? (a.buckets as { doc_count: number }[]) : []));
      if (buckets.some((b) => b.doc_count > 0)) filledBuckets++;
    }
    expect(severalHits / samples.length).toBeGreaterThan(0.35);
    expect(filledBuckets / samples.length).toBeGreaterThan(0.15);
  });

  test.prop([docs, body], { numRuns: Number(process.env.ENGINE_RUNS ?? 400) })(
    'same hits in the same order, totals, scores, sources and buckets',
    (documents, request) => {
      const expected = referenceSearch(documents, { body: request, indexName: 'p' });
      const { took, ...actual } = search(createIndex(documents), { body: request, indexName: 'p' });
      expect(took).toBeGreaterThanOrEqual(0);
      expect(actual).toEqual(expected);
    },
    60_000,
  );

  test.prop([docs, fc.array(query, { minLength: 2, maxLength: 4 })])('one index answers many queries like fresh ones', (documents, queries) => {
    const index = createIndex(documents);
    for (const q of queries) {
      const { took: _, ...actual } = search(index, { body: { query: q, size: 30 }, indexName: 'p' });
      expect(actual).toEqual(referenceSearch(documents, { body: { query: q, size: 30 }, indexName: 'p' }));
    }
  });
});
