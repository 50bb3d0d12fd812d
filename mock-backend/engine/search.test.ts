import { describe, expect, it } from 'vitest';
import { createIndex, DslError, search, type SearchRequest } from './index';
import { products } from '../../testing/mock-backend/engine-docs';

const index = createIndex(products);
const run = (body: unknown, extra: Partial<SearchRequest> = {}) => search(index, { indexName: 'vue_storefront_catalog_nl_product', body, ...extra });
const ids = (body: unknown, extra: Partial<SearchRequest> = {}) => run(body, extra).hits.hits.map((h) => h._id);
const query = (q: unknown) => ids({ query: q, sort: '_doc' });

describe('response shape', () => {
  it('answers in the ES 7 shape: took, _shards, hits.total object, _type _doc', () => {
    const r = run({ query: { term: { sku: 'DRS-01' } } });
    expect(r.timed_out).toBe(false);
    expect(r._shards).toEqual({ total: 1, successful: 1, skipped: 0, failed: 0 });
    expect(r.hits.total).toEqual({ value: 1, relation: 'eq' });
    expect(r.hits.hits[0]).toMatchObject({ _index: 'vue_storefront_catalog_nl_product', _type: '_doc', _id: '1201', _score: 1 });
    expect(r.hits.hits[0]!._source).toEqual(products[0]);
    expect(r.aggregations).toBeUndefined();
  });

  it('an empty body matches everything, scored 1, in index order, 10 at most', () => {
    const r = run({});
    expect(r.hits.hits.map((h) => h._score)).toEqual([1, 1, 1, 1, 1]);
    expect(r.hits.max_score).toBe(1);
    expect(ids(undefined)).toEqual(['1201', '1301', '1401', '1501', '1601']);
  });

  it('uses the idField option for _id', () => {
    const bySku = createIndex(products, { idField: 'sku' });
    expect(search(bySku, { indexName: 'p', body: { size: 1 } }).hits.hits[0]!._id).toBe('DRS-01');
  });
});

describe('term and terms', () => {
  it('compare String() forms: 49 matches "49" and the reverse', () => {
    expect(query({ term: { color: 49 } })).toEqual(['1401']);
    expect(query({ term: { color: '52' } })).toEqual(['1301']);
    expect(query({ terms: { tax_class_id: [2] } })).toEqual(['1501']);
  });

  it('match any element of an array, and any object of an array of objects', () => {
    expect(query({ terms: { category_ids: [23] } })).toEqual(['1501']);
    expect(query({ term: { 'configurable_children.sku': 'DRS-01-RED-M' } })).toEqual(['1201']);
    expect(query({ term: { 'stock.is_in_stock': false } })).toEqual(['1401']);
    expect(query({ terms: { 'configurable_children.stock.qty': [3] } })).toEqual(['1201']);
  });

  it('are exact and case-sensitive (keyword semantics), .keyword included', () => {
    expect(query({ term: { name: 'jurk' } })).toEqual([]);
    expect(query({ term: { 'name.keyword': 'Zwarte jurk' } })).toEqual(['1201']);
    expect(query({ term: { sku: { value: 'drs-01' } } })).toEqual([]);
  });

  it('score their boost', () => {
    expect(run({ query: { term: { sku: { value: 'DRS-01', boost: 3 } } } }).hits.hits[0]!._score).toBe(3);
    expect(run({ query: { terms: { status: [1], boost: 2 } } }).hits.max_score).toBe(2);
  });
});

describe('range', () => {
  it('compares numbers with gt, gte, lt, lte', () => {
    expect(query({ range: { final_price: { gte: 50, lte: 89 } } })).toEqual(['1201', '1301']);
    expect(query({ range: { final_price: { gt: 59.95, lt: 120 } } })).toEqual(['1301']);
    expect(query({ range: { final_price: { gte: '89' } } })).toEqual(['1301', '1501']);
  });

  it('reads numeric strings in documents as numbers', () => {
    expect(query({ range: { tax_class_id: { gte: 1, lt: 3 } } })).toEqual(['1501']);
  });

  it('matches a multi-valued field when any value is in range', () => {
    expect(query({ range: { category_ids: { gt: 22 } } })).toEqual(['1501']);
  });

  it('compares dates in Magento and ISO form', () => {
    expect(query({ range: { created_at: { gte: '2026-02-01 00:00:00' } } })).toEqual(['1201', '1301']);
    expect(query({ range: { created_at: { lt: '2026-03-01T10:00:00Z' } } })).toEqual(['1401']);
    expect(query({ range: { created_at: { gte: '2026-01-15', lte: '2026-03-01' } } })).toEqual(['1401']);
  });

  it('compares other strings lexicographically', () => {
    expect(query({ range: { sku: { gte: 'DRS', lt: 'SCK' } } })).toEqual(['1201', '1301']);
  });
});

describe('exists', () => {
  it('matches documents with a value at the path, objects included', () => {
    expect(query({ exists: { field: 'color' } })).toEqual(['1301', '1401', '1501']);
    expect(query({ exists: { field: 'configurable_children' } })).toEqual(['1201']);
    expect(query({ exists: { field: 'stock.qty' } })).toEqual(['1201', '1301', '1401', '1501']);
    expect(query({ exists: { field: 'category_ids' } })).toEqual(['1201', '1301', '1401', '1501']);
  });
});

describe('bool', () => {
  it('must and filter intersect, must_not removes', () => {
    expect(
      query({ bool: { must: [{ terms: { category_ids: [21] } }], filter: { term: { status: 1 } }, must_not: { term: { type_id: 'configurable' } } } }),
    ).toEqual(['1301']);
  });

  it('should-only needs one match; with must it only adds score', () => {
    expect(query({ bool: { should: [{ term: { color: 50 } }, { term: { color: 52 } }] } })).toEqual(['1301', '1501']);
    const r = run({ query: { bool: { must: { terms: { category_ids: [21] } }, should: { term: { color: 52 } } } } });
    expect(r.hits.hits.map((h) => [h._id, h._score])).toEqual([
      ['1301', 2],
      ['1201', 1],
      ['1501', 1],
    ]);
  });

  it('minimum_should_match as a number or a percentage', () => {
    const should = [{ term: { status: 1 } }, { term: { visibility: 4 } }, { term: { type_id: 'simple' } }];
    expect(query({ bool: { should, minimum_should_match: 3 } })).toEqual(['1301']);
    expect(query({ bool: { should, minimum_should_match: '67%' } })).toEqual(['1201', '1301', '1401', '1601']);
    expect(query({ bool: { should, minimum_should_match: -1 } })).toEqual(['1201', '1301', '1401', '1601']);
    expect(query({ bool: { filter: { term: { status: 2 } }, should, minimum_should_match: 0 } })).toEqual(['1501']);
  });

  it('filter context does not score; an empty bool matches all', () => {
    expect(run({ query: { bool: { filter: { term: { status: 1 } } } } }).hits.max_score).toBe(0);
    expect(query({ bool: {} })).toHaveLength(5);
  });
});

describe('match, match_phrase, multi_match', () => {
  it('match analyses: lower-case, split on non-alphanumerics, OR by default', () => {
    expect(query({ match: { name: 'JURK' } })).toEqual(['1201', '1301']);
    expect(query({ match: { sku: 'drs' } })).toEqual(['1201', '1301']);
    expect(query({ match: { name: { query: 'rode jurk', operator: 'and' } } })).toEqual(['1301']);
    expect(query({ match: { name: { query: 'rode print zwart', minimum_should_match: '60%' } } })).toEqual(['1301']);
    expect(query({ match: { type_id: 'configurable' } })).toEqual(['1201']);
    expect(query({ match: { 'category.name.keyword': 'jurken' } })).toEqual([]);
    expect(query({ match: { 'category.name.keyword': { query: 'jurken', fuzziness: 1 } } })).toEqual(['1201', '1301', '1501']);
  });

  it('fuzziness by edit distance, with AUTO and prefix_length', () => {
    expect(query({ match: { name: { query: 'jrk', fuzziness: 1 } } })).toEqual(['1201', '1301']);
    expect(query({ match: { name: { query: 'jurkej', fuzziness: 'AUTO:3,7' } } })).toEqual(['1501']);
    expect(query({ match: { name: { query: 'jurkje', fuzziness: 2 } } })).toEqual(['1201', '1301', '1501']);
    expect(query({ match: { name: { query: 'sokkn', fuzziness: 1, prefix_length: 3 } } })).toEqual(['1601']);
    expect(query({ match: { name: { query: 'sakken', fuzziness: 1, prefix_length: 2 } } })).toEqual([]);
    expect(query({ match: { name: { query: 'jukr', fuzziness: 1 } } })).toEqual(['1201', '1301']);
    expect(query({ match: { name: { query: 'jukr', fuzziness: 1, fuzzy_transpositions: false } } })).toEqual([]);
  });

  it('max_expansions keeps the closest terms', () => {
    expect(query({ match: { name: { query: 'jurkx', fuzziness: 2, max_expansions: 1 } } })).toEqual(['1201', '1301']);
  });

  it('match_phrase needs consecutive tokens within one value', () => {
    expect(query({ match_phrase: { name: 'rode jurk' } })).toEqual(['1301']);
    expect(query({ match_phrase: { name: 'jurk rode' } })).toEqual([]);
    expect(query({ match_phrase: { 'configurable_children.sku': { query: 'drs-01-red', boost: 1 } } })).toEqual(['1201']);
    expect(query({ match_phrase: { 'category.name': 'blouses jurken' } })).toEqual([]);
  });

  it('multi_match respects field boosts name^4 > sku^2 > category.name^1', () => {
    const docs = [
      { id: 'cat', name: 'Top', sku: 'A-1', category: [{ name: 'Jurk' }] },
      { id: 'sku', name: 'Top', sku: 'JURK-1', category: [{ name: 'Tops' }] },
      { id: 'name', name: 'Jurk', sku: 'B-1', category: [{ name: 'Tops' }] },
      ...Array.from({ length: 20 }, (_, i) => ({ id: `filler${i}`, name: 'Broek', sku: `C-${i}`, category: [{ name: 'Broeken' }] })),
    ];
    const r = search(createIndex(docs), {
      indexName: 'p',
      body: { query: { multi_match: { query: 'jurk', fields: ['name^4', 'sku^2', 'category.name^1'] } } },
    });
    expect(r.hits.hits.map((h) => h._id)).toEqual(['name', 'sku', 'cat']);
    const s = r.hits.hits.map((h) => h._score!);
    expect(s[0]! / s[2]!).toBeCloseTo(4, 0);
  });

  it('multi_match best_fields adds tie_breaker × the other fields', () => {
    const body = (tie: number) => ({ query: { multi_match: { query: 'zwarte jurken', fields: ['name', 'category.name'], tie_breaker: tie } } });
    const only = run(body(0)).hits.hits.find((h) => h._id === '1201')!._score!;
    const both = run(body(1)).hits.hits.find((h) => h._id === '1201')!._score!;
    expect(both).toBeGreaterThan(only);
  });
});

describe('function_score', () => {
  const inner = { terms: { category_ids: [21] } };
  it('multiplies weights of matching functions into the score; no match means factor 1', () => {
    const r = run({
      query: {
        function_score: {
          query: inner,
          functions: [
            { filter: { term: { color: 52 } }, weight: 3 },
            { filter: { term: { nope: 1 } }, weight: 7 },
          ],
        },
      },
    });
    expect(r.hits.hits.map((h) => [h._id, h._score])).toEqual([
      ['1301', 3],
      ['1201', 1],
      ['1501', 1],
    ]);
  });

  it('score_mode, boost_mode, max_boost and min_score', () => {
    const functions = [{ filter: { term: { color: 52 } }, weight: 3 }, { weight: 2 }];
    const score = (extra: object) => run({ query: { function_score: { query: inner, functions, ...extra } } }).hits.hits.map((h) => [h._id, h._score]);
    expect(score({ score_mode: 'sum', boost_mode: 'replace' })).toEqual([
      ['1301', 5],
      ['1201', 2],
      ['1501', 2],
    ]);
    expect(score({ score_mode: 'max', boost_mode: 'sum' })).toEqual([
      ['1301', 4],
      ['1201', 3],
      ['1501', 3],
    ]);
    expect(score({ score_mode: 'avg' })).toEqual([
      ['1201', 1],
      ['1301', 1],
      ['1501', 1],
    ]);
    expect(score({ score_mode: 'first', max_boost: 2.5 })).toEqual([
      ['1301', 2.5],
      ['1201', 2],
      ['1501', 2],
    ]);
    expect(score({ min_score: 3 })).toEqual([['1301', 6]]);
  });
});

describe('top-level min_score', () => {
  it('drops documents scoring below it', () => {
    const q = { bool: { should: [{ term: { color: 52 } }, { constant_score: { filter: { term: { status: 1 } }, boost: 0.01 } }] } };
    expect(ids({ query: q, min_score: 0.02 })).toEqual(['1301']);
    expect(run({ query: q, min_score: 0.02 }).hits.total).toEqual({ value: 1, relation: 'eq' });
  });
});

describe('sort', () => {
  it('accepts array, object, string and query-string forms', () => {
    const asc = ['1401', '1201', '1301', '1501', '1601'];
    expect(ids({ sort: [{ final_price: { order: 'asc' } }] })).toEqual(asc);
    expect(ids({ sort: { final_price: 'asc' } })).toEqual(asc);
    expect(ids({ sort: 'final_price' })).toEqual(asc);
    expect(ids({}, { sort: 'final_price:asc' })).toEqual(asc);
    expect(ids({ sort: ['final_price:desc'] })).toEqual(['1501', '1301', '1201', '1401', '1601']);
  });

  it('puts missing values last in both directions unless missing says otherwise', () => {
    expect(ids({ sort: [{ color: { order: 'desc' } }] })).toEqual(['1301', '1501', '1401', '1201', '1601']);
    expect(ids({ sort: [{ color: { order: 'asc', missing: '_first' } }] }).slice(0, 2)).toEqual(['1201', '1601']);
  });

  it('sorts by nested paths through arrays with min for asc and max for desc', () => {
    expect(ids({ sort: ['stock.qty:desc'] })).toEqual(['1501', '1301', '1201', '1401', '1601']);
    expect(ids({ sort: [{ 'configurable_children.stock.qty': 'asc' }] })[0]).toBe('1201');
    expect(ids({ sort: [{ category_ids: { order: 'asc', mode: 'max' } }] })).toEqual(['1201', '1301', '1401', '1501', '1601']);
  });

  it('returns sort values, and null scores unless sorting by _score or track_scores', () => {
    const r = run({ sort: ['final_price:asc', '_score'], size: 1 });
    expect(r.hits.hits[0]!.sort).toEqual([19.95, 1]);
    expect(r.hits.hits[0]!._score).toBe(1);
    const s = run({ sort: [{ sku: 'asc' }], size: 2 });
    expect(s.hits.hits.map((h) => [h._id, h._score, h.sort])).toEqual([
      ['1501', null, ['BLS-01']],
      ['1201', null, ['DRS-01']],
    ]);
    expect(s.hits.max_score).toBeNull();
    expect(run({ sort: [{ sku: 'asc' }], track_scores: true, size: 1 }).hits.hits[0]!._score).toBe(1);
  });

  it('sorts date strings as instants and reports epoch ms, like an ES date field', () => {
    const r = run({ sort: [{ created_at: 'desc' }], size: 3 });
    expect(r.hits.hits.map((h) => [h._id, h.sort])).toEqual([
      ['1301', [Date.UTC(2026, 4, 10, 8, 30)]],
      ['1201', [Date.UTC(2026, 2, 1, 10)]],
      ['1401', [Date.UTC(2026, 0, 15, 12)]],
    ]);
  });

  it('sorts strings as strings and numbers as numbers, ties in index order', () => {
    expect(ids({ sort: [{ 'category.name': 'asc' }, { id: 'desc' }] })).toEqual(['1501', '1301', '1201', '1401', '1601']);
    expect(ids({ sort: [{ status: 'asc' }] })).toEqual(['1201', '1301', '1401', '1601', '1501']);
  });
});

describe('paging', () => {
  it('from and size in the body or the request (request wins), default 10', () => {
    expect(ids({ from: 1, size: 2, sort: 'id' })).toEqual(['1301', '1401']);
    expect(ids({ from: 1, size: 2, sort: 'id' }, { from: '3', size: '5' })).toEqual(['1501', '1601']);
  });

  it('size 0 returns totals and aggregations only', () => {
    const r = run({ size: 0, aggs: { s: { terms: { field: 'status' } } } });
    expect(r.hits).toEqual({ total: { value: 5, relation: 'eq' }, max_score: null, hits: [] });
    expect(r.aggregations!['s']).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        { key: 1, doc_count: 4 },
        { key: 2, doc_count: 1 },
      ],
    });
  });

  it('rejects a window over 10,000 and negative values', () => {
    expect(() => run({ from: 9990, size: 11 })).toThrow(/Result window is too large/);
    expect(() => run({ size: -1 })).toThrow(/\[size\]/);
  });
});

describe('track_total_hits', () => {
  const many = createIndex(Array.from({ length: 10_005 }, (_, i) => ({ id: i })));
  const total = (body: object) => search(many, { indexName: 'p', body: { size: 0, ...body } }).hits.total;
  it('counts exactly up to 10,000 by default, exactly with true, not at all with false', () => {
    expect(total({})).toEqual({ value: 10_000, relation: 'gte' });
    expect(total({ track_total_hits: true })).toEqual({ value: 10_005, relation: 'eq' });
    expect(total({ track_total_hits: 100 })).toEqual({ value: 100, relation: 'gte' });
    expect(total({ track_total_hits: false })).toBeUndefined();
  });
});

describe('_source filtering', () => {
  const first = (body: object, extra: Partial<SearchRequest> = {}) => run({ size: 1, ...body }, extra).hits.hits[0]!;
  it('includes by path and wildcard, through arrays of objects', () => {
    expect(first({}, { _source_include: 'id,sku,stock.qty' })._source).toEqual({ id: 1201, sku: 'DRS-01', stock: { qty: 0 } });
    expect(first({ _source: ['configurable_children.sku', 'col*'] })._source).toEqual({
      color_options: [49, 52],
      configurable_children: [{ sku: 'DRS-01-BLK-M' }, { sku: 'DRS-01-RED-M' }],
    });
  });

  it('excludes after includes; the request options replace the body _source', () => {
    expect(first({ _source: { includes: ['stock', 'sku'], excludes: ['stock.qty'] } })._source).toEqual({ sku: 'DRS-01', stock: { is_in_stock: true } });
    expect(Object.keys(first({ _source: ['sku'] }, { _source_excludes: ['configurable_children', 'category*', '*price'] })._source!)).toEqual([
      'id',
      'sku',
      'name',
      'type_id',
      'status',
      'visibility',
      'color_options',
      'created_at',
      'stock',
    ]);
    expect(first({ _source: false })._source).toBeUndefined();
  });
});

describe('aggregations', () => {
  it('terms: count desc, then key asc; size, sum_other_doc_count, typed keys', () => {
    const r = run({
      size: 0,
      aggs: { c: { terms: { field: 'category_ids', size: 1 } }, s: { terms: { field: 'stock.is_in_stock' } }, t: { terms: { field: 'type_id' } } },
    });
    expect(r.aggregations!['c']).toEqual({ doc_count_error_upper_bound: 0, sum_other_doc_count: 2, buckets: [{ key: 21, doc_count: 3 }] });
    expect(r.aggregations!['s']).toMatchObject({
      buckets: [
        { key: 1, key_as_string: 'true', doc_count: 4 },
        { key: 0, key_as_string: 'false', doc_count: 1 },
      ],
    });
    expect(r.aggregations!['t']).toMatchObject({
      buckets: [
        { key: 'simple', doc_count: 4 },
        { key: 'configurable', doc_count: 1 },
      ],
    });
  });

  it('terms merges 49 and "49" and counts a document once per value', () => {
    const r = run({ size: 0, aggs: { c: { terms: { field: 'configurable_children.color' } }, k: { terms: { field: 'color', order: { _key: 'asc' } } } } });
    expect(r.aggregations!['c']).toMatchObject({
      buckets: [
        { key: 49, doc_count: 1 },
        { key: 52, doc_count: 1 },
      ],
    });
    expect(r.aggregations!['k']).toMatchObject({
      buckets: [
        { key: 49, doc_count: 1 },
        { key: 50, doc_count: 1 },
        { key: 52, doc_count: 1 },
      ],
    });
  });

  it('range: from inclusive, to exclusive, ES keys, sorted by from', () => {
    const r = run({ size: 0, aggs: { p: { range: { field: 'price', ranges: [{ from: 50 }, { to: 50 }, { from: 79.95, to: 100, key: 'mid' }] } } } });
    expect(r.aggregations!['p']).toEqual({
      buckets: [
        { key: '*-50.0', to: 50, doc_count: 1 },
        { key: '50.0-*', from: 50, doc_count: 3 },
        { key: 'mid', from: 79.95, to: 100, doc_count: 2 },
      ],
    });
  });

  it('aggregates only the matching documents', () => {
    const r = run({ query: { term: { status: 1 } }, size: 0, aggs: { p: { range: { field: 'final_price', ranges: [{ from: 0, to: 100 }] } } } });
    expect(r.aggregations!['p']).toEqual({ buckets: [{ key: '0.0-100.0', from: 0, to: 100, doc_count: 3 }] });
  });
});

describe('errors name the clause or option', () => {
  const reason = (body: unknown, extra: Partial<SearchRequest> = {}): string => {
    try {
      run(body, extra);
    } catch (e) {
      if (e instanceof DslError) return `${e.type}: ${e.reason}`;
      throw e;
    }
    throw new Error('expected a DslError');
  };
  it.each([
    [{ query: { wildcard: { sku: 'DRS*' } } }, /parsing_exception: .*\[wildcard\]/],
    [{ query: { match: { name: { query: 'x', analyzer: 'dutch' } } } }, /\[match\] query does not support \[analyzer\]/],
    [{ query: { multi_match: { query: 'x', fields: ['name'], type: 'cross_fields' } } }, /type \[cross_fields\]/],
    [{ query: { multi_match: { query: 'x', fields: ['name'], type: 'phrase', fuzziness: 2 } } }, /\[fuzziness\] is not allowed for type \[phrase\]/],
    [{ query: { range: { price: { gte: 'now-1d' } } } }, /date math/],
    [{ query: { range: { price: { gte: 1, format: 'yyyy' } } } }, /\[range\] query does not support \[format\]/],
    [{ query: { bool: { must: [{}] } } }, /empty clause/],
    [{ query: { term: { a: 1, b: 2 } } }, /\[term\] query doesn't support multiple fields/],
    [{ query: { terms: { sku: { index: 'x', id: '1', path: 'a' } } } }, /terms lookup/],
    [{ query: { function_score: { functions: [{ field_value_factor: { field: 'price' } }] } } }, /\[field_value_factor\]/],
    [{ query: { match: { name: { query: 'x', fuzziness: 3 } } } }, /\[fuzziness\]/],
    [{ highlight: {} }, /Unknown key for a START_OBJECT in \[highlight\]/],
    [{ aggs: { a: { avg: { field: 'price' } } } }, /aggregation type \[avg\]/],
    [{ aggs: { a: { terms: { field: 'color', include: '4.*' } } } }, /\[include\]/],
    [{ aggs: { a: { terms: { field: 'color' }, aggs: {} } } }, /sub-aggregations/],
    [{ sort: [{ price: { order: 'up' } }] }, /unknown order \[up\]/],
    [{ sort: [{ price: { nested: { path: 'x' } } }] }, /\[nested\]/],
    [{ query: { bool: { should: [], minimum_should_match: '2<75%' } } }, /parsing_exception/],
    [
      { query: { multi_match: { query: 'a b', fields: ['name'], minimum_should_match: '75%25' } } },
      /\[multi_match\] unsupported \[minimum_should_match\] value "75%25"/,
    ],
    [{ query: { match: { name: { query: 'a', minimum_should_match: 'x' } } } }, /\[match\] unsupported \[minimum_should_match\]/],
    [{ query: { bool: { must: [], boost: 'x' } } }, /bool\.boost/],
  ])('%j', (body, expected) => {
    expect(reason(body)).toMatch(expected);
  });

  it('gives the ES error body', () => {
    const e = new DslError('parsing_exception', 'unknown query [foo]');
    expect(e.toEsBody()).toEqual({
      error: { root_cause: [{ type: 'parsing_exception', reason: 'unknown query [foo]' }], type: 'parsing_exception', reason: 'unknown query [foo]' },
      status: 400,
    });
  });
});

describe('isolation', () => {
  it('hits are copies: changing a returned _source does not change the index', () => {
    const own = createIndex([{ id: 1, stock: { qty: 1 }, tags: ['a'] }]);
    const hit = search(own, { indexName: 'p', body: {} }).hits.hits[0]!;
    (hit._source!['stock'] as { qty: number }).qty = 99;
    (hit._source!['tags'] as string[]).push('b');
    expect(search(own, { indexName: 'p', body: {} }).hits.hits[0]!._source).toEqual({ id: 1, stock: { qty: 1 }, tags: ['a'] });
  });
});

describe('smaller clauses and options', () => {
  it('ids, match_none, constant_score, pure must_not and adjust_pure_negative', () => {
    expect(query({ ids: { values: [1401, '1201'] } })).toEqual(['1201', '1401']);
    expect(query({ match_none: {} })).toEqual([]);
    expect(run({ query: { constant_score: { filter: { match: { name: 'jurk' } }, boost: 1.5 } } }).hits.hits.map((h) => h._score)).toEqual([1.5, 1.5]);
    const pure = run({ query: { bool: { must_not: { term: { status: 1 } } } } });
    expect(pure.hits.hits.map((h) => [h._id, h._score])).toEqual([['1501', 0]]);
    expect(query({ bool: { must_not: { term: { status: 1 } }, adjust_pure_negative: false } })).toEqual([]);
  });

  it('the request sort is appended after the body sort', () => {
    expect(ids({ sort: [{ status: 'desc' }] }, { sort: 'final_price:desc' })).toEqual(['1501', '1301', '1201', '1401', '1601']);
  });

  it('terms order and min_doc_count; keyed range buckets', () => {
    const r = run({
      size: 0,
      aggs: {
        t: { terms: { field: 'category_ids', order: { _count: 'asc' }, min_doc_count: 2 } },
        k: { range: { field: 'final_price', keyed: true, ranges: [{ to: 50 }, { from: 50, key: 'duur' }] } },
      },
    });
    expect(r.aggregations!['t']).toMatchObject({ buckets: [{ key: 21, doc_count: 3 }] });
    expect(r.aggregations!['k']).toEqual({ buckets: { '*-50.0': { to: 50, doc_count: 1 }, duur: { from: 50, doc_count: 3 } } });
  });
});
