import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { MAX_CLAUSE_COUNT, MAX_TERMS_COUNT } from './bounds';
import { createIndex, DslError, search } from './index';
import { matchesPattern, MAX_SOURCE_PATTERNS } from './source-filter';
import { products } from '../../testing/mock-backend/engine-docs';

const index = createIndex(products);
const run = (body: unknown) => search(index, { indexName: 'vue_storefront_catalog_nl_product', body });
const refusal = (body: unknown) => {
  try {
    run(body);
  } catch (error) {
    if (error instanceof DslError) return error.toEsBody().error;
    throw error;
  }
  throw new Error('the search was not refused');
};
const term = (i: number) => ({ term: { sku: `SKU-${i}` } });

describe('bounded work per request', () => {
  it(`refuses more than ${MAX_CLAUSE_COUNT} bool clauses, counted over nested bools, with ES's too_many_clauses`, () => {
    expect(() => run({ query: { bool: { should: Array.from({ length: MAX_CLAUSE_COUNT }, (_, i) => term(i)) } } })).not.toThrow();
    expect(refusal({ query: { bool: { should: Array.from({ length: MAX_CLAUSE_COUNT + 1 }, (_, i) => term(i)) } } })).toEqual({
      root_cause: [{ type: 'too_many_clauses', reason: 'maxClauseCount is set to 1024' }],
      type: 'too_many_clauses',
      reason: 'maxClauseCount is set to 1024',
    });
    const half = Array.from({ length: 600 }, (_, i) => term(i));
    expect(refusal({ query: { bool: { filter: [{ bool: { should: half } }, { bool: { should: half } }] } } }).type).toBe('too_many_clauses');
  });

  it(`refuses a terms query with more than ${MAX_TERMS_COUNT} values, as index.max_terms_count does`, () => {
    const values = Array.from({ length: MAX_TERMS_COUNT + 1 }, (_, i) => `SKU-${i}`);
    expect(refusal({ query: { terms: { sku: values } } }).reason).toMatch(
      /^The number of terms \[65537\] used in the Terms Query request has exceeded the allowed maximum of \[65536\]/,
    );
  });

  it('refuses from + size past max_result_window (10,000)', () => {
    expect(refusal({ from: 9_999, size: 2 }).reason).toMatch(
      /^Result window is too large, from \+ size must be less than or equal to: \[10000\] but was \[10001\]/,
    );
  });

  it(`refuses more than ${MAX_SOURCE_PATTERNS} _source patterns`, () => {
    expect(refusal({ _source: { includes: Array.from({ length: MAX_SOURCE_PATTERNS + 1 }, (_, i) => `f${i}`) } }).type).toBe('parsing_exception');
  });

  it('matches a wildcard pattern made to backtrack in a blink (a regex took minutes)', () => {
    const pattern = `${'*a'.repeat(30)}*b`;
    const path = 'a'.repeat(200);
    const started = performance.now();
    expect(matchesPattern(pattern, path)).toBe(false);
    expect(run({ _source: { includes: [pattern] } }).hits.hits.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the wildcard matcher', () => {
  const toRegex = (p: string) =>
    new RegExp(
      `^${p
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const piece = fc.stringMatching(/^[ab.]{0,3}$/);

  test.prop([fc.array(piece, { minLength: 1, maxLength: 5 }), fc.stringMatching(/^[ab.]{0,10}$/)])(
    'agrees with the anchored regular expression it replaces',
    (pieces, path) => {
      const pattern = pieces.join('*');
      expect(matchesPattern(pattern, path)).toBe(toRegex(pattern).test(path));
    },
  );

  it('handles literal, leading, trailing and repeated stars', () => {
    expect(matchesPattern('stock.qty', 'stock.qty')).toBe(true);
    expect(matchesPattern('stock.*', 'stock.qty')).toBe(true);
    expect(matchesPattern('*.qty', 'stock.qty')).toBe(true);
    expect(matchesPattern('s**y', 'stock.qty')).toBe(true);
    expect(matchesPattern('st*ck*ty', 'stock.qty')).toBe(true);
    expect(matchesPattern('a*a', 'a')).toBe(false);
  });
});
