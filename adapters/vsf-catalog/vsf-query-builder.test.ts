import { fc, test } from '../../testing/property-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogQuery } from '../../application/ports/catalog-port';
import { listingFilters, type SearchFilter } from '../../domain/search/search-query';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { buildEsRequest } from './vsf-query-builder';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

describe('buildEsRequest (wire-reference §2)', () => {
  it('builds the category listing body: base filters, each catalogue filter its own should block, aggregations, sort', () => {
    const { body } = buildEsRequest('product', {
      filters: [...listingFilters({ listOutOfStock: false }), { attribute: 'category_ids', op: 'in', value: [21] }],
      catalogFilters: [
        { attribute: 'color', op: 'in', value: [49] },
        { attribute: 'price', op: 'range', value: { gte: 50, lt: 100 } },
      ],
      aggregations: ['color', 'price'],
      sort: [{ field: 'final_price', direction: 'asc' }],
      size: 24,
    });
    expect(body).toEqual({
      query: {
        bool: {
          filter: {
            bool: {
              must: [
                { terms: { visibility: [2, 3, 4] } },
                { terms: { status: [0, 1] } },
                { term: { 'stock.is_in_stock': true } },
                { terms: { category_ids: [21] } },
                {
                  bool: {
                    should: [{ terms: { color: [49] } }, { bool: { must: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }] } }],
                  },
                },
                { range: { final_price: { gte: 50, lt: 100 } } },
              ],
            },
          },
        },
      },
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 999 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 999 } },
        agg_range_price: { range: { field: 'final_price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } },
      },
      sort: [{ final_price: { order: 'asc' } }],
      from: 0,
      size: 24,
    });
  });

  it('scores text with name^4 sku^2 category.name^1, fuzziness 2, 75 % and min_score 0.02 (catalogue spec §9)', () => {
    const { body } = buildEsRequest('product', { text: ' jurk ' });
    expect(body['min_score']).toBe(0.02);
    const fn = (body['query'] as { bool: { must: { function_score: { query: { bool: { should: [{ multi_match: Record<string, unknown> }] } } } } } }).bool.must
      .function_score;
    expect(fn.query.bool.should[0].multi_match).toMatchObject({
      query: 'jurk',
      fields: ['name^4', 'sku^2', 'category.name^1'],
      fuzziness: 2,
      minimum_should_match: '75%',
    });
  });

  it('pages: size 0 or less is the entity default, start below 0 is 0, attribute lookups at most 999; categories 4000 by position', () => {
    expect(buildEsRequest('product', { size: 0, from: -3 }).body).toMatchObject({ size: 50, from: 0 });
    expect(buildEsRequest('attribute', { size: 5000 }).body['size']).toBe(999);
    expect(buildEsRequest('attribute', {}).body['size']).toBe(150);
    const categories = buildEsRequest('category', {}).body;
    expect(categories['sort']).toEqual([{ position: { order: 'asc' } }]);
    expect(categories['size']).toBe(4000);
  });

  it('never asks for attribute codes with a dot, and puts fields in the query string', () => {
    const request = buildEsRequest('attribute', {
      filters: [{ attribute: 'attribute_code', op: 'in', value: ['color_ois', 'a.b'] }],
      includeFields: ['attribute_code', 'options'],
    });
    expect(JSON.stringify(request.body)).not.toContain('a.b');
    expect(request.query).toEqual({ _source_include: 'attribute_code,options', _source_exclude: undefined });
  });
});

const attribute = fc.constantFrom('color_ois', 'size_ois', 'category_ids', 'visibility', 'status', 'sku', 'stock.is_in_stock', 'brand_ois');
const value = fc.oneof(fc.integer({ min: 0, max: 6000 }), fc.constantFrom('JKT-10001', 'zwart', '49'));
const filter: fc.Arbitrary<SearchFilter> = fc.oneof(
  fc.record({ attribute, op: fc.constant('in' as const), value: fc.array(value, { minLength: 1, maxLength: 4 }) }),
  fc.record({ attribute, op: fc.constant('eq' as const), value: fc.oneof(value, fc.boolean()) }),
  fc.record({ attribute, op: fc.constant('gt' as const), value: fc.integer({ min: 0, max: 500 }) }),
  fc.record({
    attribute: fc.constantFrom('price', 'final_price'),
    op: fc.constant('range' as const),
    value: fc.record({ gte: fc.integer({ min: 0, max: 200 }), lte: fc.integer({ min: 0, max: 400 }) }, { requiredKeys: [] }),
  }),
);
const query: fc.Arbitrary<CatalogQuery> = fc.record(
  {
    filters: fc.array(filter, { maxLength: 4 }),
    catalogFilters: fc.array(filter, { maxLength: 3 }),
    text: fc.constantFrom('jas', 'jurk zwart', 'JKT-10001', 'broek', ''),
    sort: fc.array(
      fc.record({ field: fc.constantFrom('final_price', 'created_at', 'name', 'id'), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
      { maxLength: 2 },
    ),
    from: fc.integer({ min: -5, max: 80 }),
    size: fc.integer({ min: -5, max: 2000 }),
    aggregations: fc.subarray(['color_ois', 'size_ois', 'price', 'brand_ois']),
  },
  { requiredKeys: [] },
);

describe('every body the builder produces is accepted by the mock engine', () => {
  test.prop([query], { numRuns: 60 })(
    'answers 200 with hits',
    async (q) => {
      const request = buildEsRequest('product', q);
      const response = await fetch('http://127.0.0.1/api/catalog/vue_storefront_catalog_nl/product/_search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      const body = (await response.json()) as { hits?: { hits: unknown[] } };
      expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
      expect(body.hits?.hits.length).toBeLessThanOrEqual(request.body['size'] as number);
      // 60 searches over the whole demo catalogue: seconds on a loaded two-core machine, more than vitest's default 5 s.
    },
    30_000,
  );
});
