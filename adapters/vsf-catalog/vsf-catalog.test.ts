import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { toCatalogResult, toEntity } from './vsf-catalog-mappers';
import { VsfCatalog } from './vsf-catalog';
import { hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('VsfCatalog against the mock backend', () => {
  const catalog = new VsfCatalog(mockApiConfig());

  it('reads each store view from its own index', async () => {
    const [nl, en] = await Promise.all([
      catalog.search('nl', 'category', { filters: [{ attribute: 'level', op: 'eq', value: 2 }] }),
      catalog.search('en', 'category', { filters: [{ attribute: 'level', op: 'eq', value: 2 }] }),
    ]);
    expect(nl.items.map((c) => c.name)).toContain('Dames');
    expect(en.items.map((c) => c.name)).toContain('Women');
  });

  it('maps aggregations to buckets, price ranges included', async () => {
    const result = await catalog.search('nl', 'product', { aggregations: ['color_ois', 'price'], size: 1 });
    expect(result.aggregations['agg_terms_color_ois']?.length).toBeGreaterThan(0);
    expect(result.aggregations['agg_range_price']?.map((b) => [b.from, b.to])).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
      [150, undefined],
    ]);
  });

  it.each([
    ['an outage', { pattern: 'catalog/*', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'catalog/*', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'catalog/*', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'catalog/*', malformed: 'json' as const }, 'invalid-response'],
  ])('reports %s as %s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    expect((await failure(catalog.search('nl', 'product', {}))).kind).toBe(kind);
  });

  it('names the spec texts for a wrong shape and a non-JSON content type', async () => {
    mock.ctx.faults.set([{ pattern: 'catalog/*', malformed: 'shape' }]);
    expect((await failure(catalog.search('nl', 'product', {}))).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'catalog/*', contentType: 'html' }]);
    expect((await failure(catalog.search('nl', 'product', {}))).message).toBe(badContentTypeMessage);
  });

  it('reports a DSL the engine rejects (an ES error in a 400 envelope)', async () => {
    const error = await failure(catalog.search('nl', 'product', { sort: [{ field: 'name', direction: 'sideways' as 'asc' }] }));
    expect(error.details.status).toBe(400);
  });

  it('times out after 5000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new VsfCatalog(mockApiConfig(hangingFetch)).search('nl', 'product', {}));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).message).toContain('within 5000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the price signature (sgn) the API puts on products and their configurable children (wire §1)', async () => {
    const { items } = await catalog.search('nl', 'product', { filters: [{ attribute: 'type_id', op: 'eq', value: 'configurable' }], size: 3 });
    expect(items.length).toBeGreaterThan(0);
    for (const product of items) {
      expect(product.sgn).toMatch(/^[0-9a-f]{40}$/);
      for (const child of product.configurable_children ?? []) expect(child.sgn).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(() => toEntity('product', { id: 1, sku: 'A', name: 'A', type_id: 'simple', sgn: 7 }, 0)).toThrow(/sgn/);
  });

  it('render-list: envelope errors and wrong shapes fail, unknown skus are left out', async () => {
    expect(await catalog.renderList('nl', { skus: [], currencyCode: 'EUR', storeId: 1 })).toEqual([]);
    const prices = await catalog.renderList('nl', { skus: ['JKT-10001', 'NOPE'], currencyCode: 'EUR', storeId: 1 });
    expect(prices).toEqual([{ id: 10001, finalPrice: 239.95, regularPrice: 239.95, isSalable: true }]);
    mock.ctx.faults.add({ pattern: 'product/render-list', malformed: 'shape' });
    expect((await failure(catalog.renderList('nl', { skus: ['JKT-10001'], currencyCode: 'EUR', storeId: 1 }))).kind).toBe('invalid-response');
  });
});

describe('vsf-catalog mappers', () => {
  it('parses landing-page filter_attributes text, keeping none for text that is not a JSON object', () => {
    expect(toEntity('landing_page', { category_id: 20, url_path: 'sale', filter_attributes: '{"sale":"1"}' }, 0).filter_attributes).toEqual({ sale: '1' });
    expect(toEntity('landing_page', { category_id: 20, url_path: 'sale', filter_attributes: '{oops' }, 0).filter_attributes).toEqual({});
  });

  it('reads hits.total as a number or as {value}, and names the bad field of a hit', () => {
    const hit = { _source: { id: '1', sku: 'A', name: 'A', type_id: 'simple' } };
    expect(toCatalogResult('product', { hits: { total: 7, hits: [hit] } }, { start: 0, perPage: 1 }).total).toBe(7);
    expect(toCatalogResult('product', { hits: { total: { value: 9 }, hits: [hit] } }, { start: 0, perPage: 1 }).total).toBe(9);
    expect(() => toEntity('product', { id: 1, sku: 2, name: 'x', type_id: 'simple' }, 3)).toThrow(/catalog product hit 3: sku/);
  });
});
