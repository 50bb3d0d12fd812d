import { describe, expect, it } from 'vitest';
import { categoryListing, textSearch } from './bench-data';
import { createIndex, DslError, search } from './index';
import { products } from '../../testing/mock-backend/engine-docs';

/** The two bodies of wire-reference §2, evaluated on hand-made documents whose expected hits are worked out by hand. */
describe('the category listing body of wire-reference §2', () => {
  const body = {
    query: {
      bool: {
        filter: {
          bool: {
            must: [
              { terms: { visibility: [2, 3, 4] } },
              { terms: { status: [0, 1] } },
              { terms: { category_ids: [21] } },
              {
                bool: {
                  should: [{ terms: { color: [49] } }, { bool: { must: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }] } }],
                },
              },
              {
                bool: {
                  should: [
                    { range: { final_price: { gte: 50, lte: 100 } } },
                    { bool: { must: [{ range: { final_price: { gte: 50, lte: 100 } } }, { match: { type_id: 'configurable' } }] } },
                  ],
                },
              },
            ],
          },
        },
      },
    },
    aggs: {
      agg_terms_color: { terms: { field: 'color', size: 10 } },
      agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
      agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50 }] } },
    },
    sort: [{ final_price: { order: 'asc' } }],
  };
  const docs = [
    ...products,
    { id: 1701, sku: 'DRS-03', name: 'Jurk', type_id: 'simple', status: 0, visibility: 2, category_ids: [21], color: '49', final_price: 50, price: 50 },
    { id: 1702, sku: 'DRS-04', name: 'Jurk', type_id: 'simple', status: 1, visibility: 4, category_ids: [21], color: 49, final_price: 100.01, price: 110 },
  ];
  const r = search(createIndex(docs), { indexName: 'vue_storefront_catalog_nl_product', body, size: 24, from: 0, _source_include: 'id,sku,final_price' });

  it('keeps visible, enabled products of category 21 in colour 49 (itself or as option) priced 50–100, cheapest first', () => {
    // 1201: configurable with color_options 49, 59.95. 1701: color '49', price 50 (bound included), status 0.
    // Out: 1301 (color 52), 1401 (category 22), 1501 (color 50), 1601 (no category), 1702 (100.01 > 100).
    expect(r.hits.hits.map((h) => [h._id, h.sort, h._score])).toEqual([
      ['1701', [50], null],
      ['1201', [59.95], null],
    ]);
    expect(r.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(r.hits.max_score).toBeNull();
    expect(r.hits.hits[1]!._source).toEqual({ id: 1201, sku: 'DRS-01', final_price: 59.95 });
  });

  it('aggregates the matching products only', () => {
    expect(r.aggregations).toEqual({
      agg_terms_color: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: 49, doc_count: 1 }] },
      agg_terms_color_options: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 49, doc_count: 1 },
          { key: 52, doc_count: 1 },
        ],
      },
      agg_range_price: {
        buckets: [
          { key: '0.0-50.0', from: 0, to: 50, doc_count: 0 },
          { key: '50.0-*', from: 50, doc_count: 2 },
        ],
      },
    });
  });

  it('the benchmark body is the same shape and evaluates', () => {
    expect(() => search(createIndex(docs), { indexName: 'p', body: categoryListing })).not.toThrow();
  });
});

describe('the text search body of wire-reference §2', () => {
  const filler = Array.from({ length: 30 }, (_, i) => ({
    id: 9000 + i,
    sku: `BRK-${i}`,
    name: `Broek ${i}`,
    status: 1,
    visibility: 4,
    category: [{ name: 'Broeken' }],
  }));
  const docs = [
    { id: 1, sku: 'DRS-01', name: 'Zwarte jurk', status: 1, visibility: 4, category: [{ name: 'Jurken' }], configurable_children: [{ sku: 'DRS-01-M' }] },
    { id: 2, sku: 'TOP-01', name: 'Top', status: 1, visibility: 4, category: [{ name: 'Jurk' }] },
    { id: 3, sku: 'JURK-7', name: 'Blazer', status: 1, visibility: 3, category: [{ name: 'Blazers' }] },
    { id: 4, sku: 'DRS-09', name: 'Rode jurk', status: 1, visibility: 2, category: [{ name: 'Jurken' }] },
    { id: 5, sku: 'VST-01', name: 'Vest', status: 1, visibility: 4, category: [{ name: 'Vesten' }], configurable_children: [{ sku: 'jurk' }] },
    ...filler,
  ];
  const index = createIndex(docs);
  const run = (text: string) => search(index, { indexName: 'p', body: textSearch(text) });

  it('ranks a name match over a sku match over a category match; visibility 2 is filtered out', () => {
    const r = run('jurk');
    expect(r.hits.hits.map((h) => h._id)).toEqual(['1', '3', '2', '5']);
    const scores = r.hits.hits.map((h) => h._score!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(r.hits.max_score).toBe(scores[0]);
  });

  it('finds misspellings within two edits once the first two letters match (prefix_length 2)', () => {
    expect(run('jurkk').hits.hits.map((h) => h._id)).toEqual(['1', '3', '2']);
    expect(run('jruk').hits.hits.map((h) => h._id)).toEqual([]);
  });

  it('matches a child sku exactly through the terms clause', () => {
    expect(run('DRS-01-M').hits.hits.map((h) => h._id)).toEqual(['1']);
  });

  it('the function_score min_score 1 drops weak matches: a word in nearly every name scores low (BM25 idf)', () => {
    expect(run('broek').hits.total).toEqual({ value: 0, relation: 'eq' });
    const body = textSearch('broek') as { query: { bool: { must: { function_score: Record<string, unknown> } } } };
    const { min_score: _, ...withoutMinScore } = body.query.bool.must.function_score;
    const lenient = { ...body, query: { bool: { ...body.query.bool, must: { function_score: withoutMinScore } } } };
    expect(search(index, { indexName: 'p', body: lenient }).hits.total).toEqual({ value: 30, relation: 'eq' });
    expect(run('xyz').hits.total).toEqual({ value: 0, relation: 'eq' });
  });
});

describe('query_string (the ?q= parameter)', () => {
  const index = createIndex(products);
  const ids = (query: unknown) => search(index, { indexName: 'p', body: { query: { query_string: query }, sort: '_doc' } }).hits.hits.map((h) => h._id);

  it('searches every text field for bare terms, fields for field:term, phrases in quotes', () => {
    expect(ids({ query: 'jurk' })).toEqual(['1201', '1301']);
    expect(ids({ query: 'jurken' })).toEqual(['1201', '1301', '1501']);
    expect(ids({ query: 'sku:TSH' })).toEqual(['1401']);
    expect(ids({ query: 'sku:TSH-01' })).toEqual(['1201', '1401', '1501', '1601']);
    expect(ids({ query: 'rode jurk', default_operator: 'AND' })).toEqual(['1301']);
    expect(ids({ query: '"jurk met"' })).toEqual(['1301']);
    expect(ids({ query: 'zwarte', fields: ['sku'] })).toEqual([]);
  });

  it('refuses Lucene syntax it does not implement, naming it', () => {
    for (const q of ['jurk*', 'name:(a b)', 'jurk~1', 'a AND b', '-jurk', 'price:[1 TO 2]']) {
      expect(() => ids({ query: q })).toThrow(DslError);
    }
  });
});
