import { describe, expect, it } from 'vitest';
import { catalogHandlers } from './catalog';
import { ORIGIN, serve, smallFixtures, testContext } from '../../../testing/mock-backend/content-support';
import { productSignature } from './vsf-products';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => catalogHandlers(ctx));

const url = (path: string) => `${ORIGIN}/api/catalog/${path}`;
const post = (path: string, body: unknown) => fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

type Hit = { _index: string; _id: string; _source: Record<string, unknown> };

describe('catalogue search', () => {
  it('answers a POST search with the raw ES 7 response (no envelope)', async () => {
    const res = await post('vue_storefront_catalog_nl/product/_search?size=5&from=0', { query: { bool: { filter: { terms: { visibility: [2, 3, 4] } } } } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty('code');
    expect(body).toHaveProperty('took');
    expect(body.hits.total.value).toBeGreaterThan(5);
    expect(body.hits.hits).toHaveLength(5);
    expect(body.hits.hits[0]._index).toBe('vue_storefront_catalog_nl_product');
  });

  it('adds tax fields, zeroes inactive special prices and signs product hits', async () => {
    const body = await (await post('vue_storefront_catalog_nl/product/_search?size=50', {})).json();
    for (const hit of body.hits.hits as Hit[]) {
      const p = hit._source;
      expect(p).toHaveProperty('price_incl_tax');
      expect(p).toHaveProperty('price_tax');
      expect(p).toHaveProperty('final_price_incl_tax');
      expect(p).toHaveProperty('original_price_incl_tax');
      expect(p).toHaveProperty('special_price_incl_tax');
      expect(p.sgn).toBe(productSignature(ctx.config.secret, p.price_incl_tax));
      if (Number(p.special_price) > 0) expect(Number(p.special_price)).toBeLessThan(Number(p.original_price));
    }
    const taxed = (body.hits.hits as Hit[]).find((h) => h._source.tax_class_id === '2');
    expect(taxed).toBeDefined();
    const s = taxed!._source;
    expect(Number(s.original_price_tax) / Number(s.original_price)).toBeCloseTo(0.21);
  });

  it('rewrites the hits, never the index: the same search answers the same taxed prices again', async () => {
    const first = await (await post('vue_storefront_catalog_nl/product/_search?size=50', {})).json();
    const again = await (await post('vue_storefront_catalog_nl/product/_search?size=50', {})).json();
    expect(again.hits.hits).toEqual(first.hits.hits);
  });

  it('uses DE tax for the German store view', async () => {
    const body = await (await post('vue_storefront_catalog_de/product/_search?size=50', {})).json();
    const s = (body.hits.hits as Hit[]).find((h) => h._source.tax_class_id === '2')!._source;
    expect(Number(s.original_price_tax) / Number(s.original_price)).toBeCloseTo(0.19);
  });

  it('takes a GET body from ?request= (decoded twice) and honours _source_include', async () => {
    const request = encodeURIComponent(JSON.stringify({ query: { bool: { filter: { terms: { category_ids: [20] } } } } }));
    const res = await fetch(url(`vue_storefront_catalog_en/category/_search?request=${request}&_source_include=id,name&size=3`));
    expect(res.status).toBe(200);
    const body = await res.json();
    for (const hit of body.hits.hits as Hit[]) expect(Object.keys(hit._source).sort()).toEqual(['id', 'name'].filter((k) => k in hit._source).sort());
  });

  it('accepts a pre-encoded % (minimum_should_match) in a GET body', async () => {
    const body = { query: { multi_match: { query: 'jurk', fields: ['name'], minimum_should_match: '75%25' } } };
    const res = await fetch(url(`vue_storefront_catalog_nl/product/_search?request=${encodeURIComponent(JSON.stringify(body))}`));
    expect(res.status).toBe(200);
  });

  it('answers 500 when a GET body carries a literal %', async () => {
    const body = { query: { multi_match: { query: 'jurk', fields: ['name'], minimum_should_match: '75%' } } };
    const res = await fetch(url(`vue_storefront_catalog_nl/product/_search?request=${encodeURIComponent(JSON.stringify(body))}`));
    expect(res.status).toBe(500);
    const err = await res.json();
    expect(err.code).toBe(500);
    expect(typeof err.result).toBe('string');
  });

  it('searches cms_page per store view: term on identifier, match on title, _source includes', async () => {
    const byId = await (
      await post('vue_storefront_catalog_en/cms_page/_search', { query: { bool: { filter: { term: { identifier: 'privacy-policy' } } } } })
    ).json();
    expect(byId.hits.total.value).toBe(1);
    expect(byId.hits.hits[0]._index).toBe('vue_storefront_catalog_en_cms_page');
    expect(byId.hits.hits[0]._source).toMatchObject({ identifier: 'privacy-policy', is_active: true });
    expect(byId.hits.hits[0]._source).not.toHaveProperty('price_incl_tax');
    const nl = fixtures.catalog.nl.cms_page.find((p) => p.identifier !== 'no-route')!;
    const byTitle = await (
      await post(`vue_storefront_catalog_nl/cms_page/_search?_source_include=identifier,title`, { query: { match: { title: nl.title } } })
    ).json();
    expect(byTitle.hits.hits[0]._source).toEqual({ identifier: nl.identifier, title: nl.title });
    const all = await (await post('vue_storefront_catalog_nl/cms_page/_search', {})).json();
    expect(all.hits.total.value).toBe(fixtures.catalog.nl.cms_page.length);
  });

  it('turns an unsupported DSL clause into a 400 envelope naming it', async () => {
    const res = await post('vue_storefront_catalog_nl/product/_search', { query: { geo_shape: { location: {} } } });
    expect(res.status).toBe(400);
    const err = await res.json();
    expect(err.code).toBe(400);
    expect(err.result.type).toMatch(/exception/);
    expect(err.result.root_cause[0].reason).toContain('geo_shape');
    expect(err.result.reason).toContain('geo_shape');
  });

  it('answers a malformed value (a sort direction ES does not know) with 400, and a server failure stays 500', async () => {
    const bad = await post('vue_storefront_catalog_nl/product/_search', { sort: [{ name: { order: 'sideways' } }] });
    expect(bad.status).toBe(400);
    const err = await bad.json();
    expect(err.code).toBe(400);
    expect(err.result.root_cause).toHaveLength(1);
    expect(err.result.reason).toMatch(/sideways|order/);
    expect((await post('vue_storefront_catalog_nl/bogus/_search', {})).status).toBe(500);
  });

  it('answers an unknown index with a 500 string result, an unknown entity with index_not_found', async () => {
    const unknown = await post('vue_storefront_catalog_fr/product/_search', {});
    expect(unknown.status).toBe(500);
    expect(typeof (await unknown.json()).result).toBe('string');
    const entity = await post('vue_storefront_catalog_nl/foo/_search', {});
    expect(entity.status).toBe(500);
    expect((await entity.json()).result.type).toBe('index_not_found_exception');
  });

  it('rejects a URL that does not end in _search', async () => {
    const res = await post('vue_storefront_catalog_nl/product/_count', {});
    expect(res.status).toBe(500);
    expect((await res.json()).result).toContain('_search');
  });

  it('answers response_format=compact with short field names and total on top', async () => {
    const body = await (await post('vue_storefront_catalog_nl/product/_search?size=2&response_format=compact', {})).json();
    expect(body).not.toHaveProperty('took');
    expect(body).not.toHaveProperty('_shards');
    expect(body.total.value).toBeGreaterThan(2);
    expect(Array.isArray(body.hits)).toBe(true);
    expect(body.hits[0]).toHaveProperty('nm');
    expect(body.hits[0]).toHaveProperty('fp');
    expect(body.hits[0]).toHaveProperty('p');
    expect(body.hits[0]).toHaveProperty('_score');
    expect(body.hits[0]).not.toHaveProperty('name');
  });

  it('searches attributes, tax rules, redirects and landing pages', async () => {
    const attrs = await (
      await post('vue_storefront_catalog_nl/attribute/_search', { query: { bool: { filter: { terms: { attribute_code: ['color_ois'] } } } } })
    ).json();
    expect(attrs.hits.hits[0]._source.attribute_code).toBe('color_ois');
    const rules = await (await post('vue_storefront_catalog_nl/taxrule/_search', {})).json();
    expect(rules.hits.total.value).toBeGreaterThan(0);
    const redirect = fixtures.redirects.nl[0]!;
    const found = await (
      await post('vue_storefront_catalog_nl/redirect/_search', { query: { bool: { filter: { term: { request_path: redirect.request_path } } } } })
    ).json();
    expect(found.hits.hits[0]._source).toMatchObject({
      request_path: redirect.request_path,
      target_path: redirect.target_path,
      redirect_type: redirect.redirect_type,
    });
    const landing = fixtures.recommendations.landingPages.find((p) => p.store === 'nl')!;
    const lp = await (
      await post('vue_storefront_catalog_nl/landing_page/_search', { query: { bool: { filter: { term: { url_path: landing.url_path } } } } })
    ).json();
    expect(lp.hits.hits[0]._source).toMatchObject({ category_id: landing.category_id, filter_attributes: landing.filter_attributes });
  });

  it('translates request_format=search-query into the DSL (catalog filters, aggregations, text)', async () => {
    const searchQuery = {
      _availableFilters: [
        { field: 'color_ois', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
        { attribute: 'category_ids', value: { in: [20] }, scope: 'default' },
        { attribute: 'final_price', value: { gte: 0, lte: 1000 }, scope: 'catalog' },
      ],
      _appliedSort: [{ field: 'final_price', options: 'asc' }],
      _searchText: '',
    };
    const res = await post('vue_storefront_catalog_nl/product/_search?request_format=search-query&size=5', searchQuery);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.hits.total.value).toBeGreaterThan(0);
    expect(Object.keys(body.aggregations).sort()).toEqual(['agg_range_price', 'agg_terms_color_ois', 'agg_terms_color_ois_options', 'agg_terms_price']);
    const prices = (body.hits.hits as Hit[]).map((h) => Number(h._source.final_price_incl_tax));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('POST /api/catalog (search abstraction of spec §7)', () => {
  it('answers items, attributeMetadata, aggregations, total and perPage', async () => {
    const res = await fetch(`${ORIGIN}/api/catalog`, {
      method: 'POST',
      body: JSON.stringify({
        store: 'en',
        type: 'product',
        searchQuery: {
          _availableFilters: [{ field: 'color_ois', scope: 'catalog' }],
          _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' }],
          _searchText: 'dress',
        },
        size: 4,
        from: 0,
        _sourceInclude: ['id', 'sku', 'name', 'price', 'final_price', 'special_price', 'tax_class_id'],
      }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.perPage).toBe(4);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]).toHaveProperty('price_incl_tax');
    expect(body.attributeMetadata.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(['color_ois']);
    expect(body.aggregations).toHaveProperty('agg_terms_color_ois');
  });

  it('answers an unsupported clause in searchQuery with 400 naming it', async () => {
    const res = await fetch(`${ORIGIN}/api/catalog`, {
      method: 'POST',
      body: JSON.stringify({ store: 'nl', type: 'product', searchQuery: {}, sort: 'name:sideways' }),
    });
    expect(res.status).toBe(400);
    const err = await res.json();
    expect(err.code).toBe(400);
    expect(err.result.reason).toContain('sideways');
  });

  it('answers an unknown type with the index_not_found envelope', async () => {
    const res = await fetch(`${ORIGIN}/api/catalog`, { method: 'POST', body: JSON.stringify({ store: 'nl', type: 'bogus', searchQuery: {} }) });
    expect(res.status).toBe(500);
    expect((await res.json()).result.type).toBe('index_not_found_exception');
  });
});
