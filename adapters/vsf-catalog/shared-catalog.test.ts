import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type CatalogEntityType, type CatalogPort, type CatalogQuery } from '../../application/ports/catalog-port';
import { PortError } from '../../application/ports/port-error';
import { storeCodes } from '../../domain/store-view/store-view';
import { SharedAnswers } from '../memory/shared-answers';
import { SharedCatalog } from './shared-catalog';

function index() {
  let calls = 0;
  const search = vi.fn((store: string, entity: string, query: CatalogQuery) =>
    Promise.resolve({ items: [{ store, entity, query, call: ++calls }], attributeMetadata: [], aggregations: {}, total: 1, start: 0, perPage: 1 }),
  );
  const renderList = vi.fn(() => Promise.resolve([]));
  return { search, renderList };
}

const byPath = (path: string): CatalogQuery => ({ filters: [{ attribute: 'url_path', op: 'eq', value: path }], size: 1 });

describe('SharedCatalog', () => {
  it('shares a category lookup between the renders of a generation, and reads it again after a purge', async () => {
    const inner = index();
    const answers = new SharedAnswers(() => 0);
    const first = new SharedCatalog(inner as unknown as CatalogPort, answers, 1);
    const second = new SharedCatalog(inner as unknown as CatalogPort, answers, 1);
    const a = await first.search('nl', 'category', byPath('dames/kleding'));
    expect(await second.search('nl', 'category', byPath('dames/kleding'))).toBe(a);
    expect(inner.search).toHaveBeenCalledTimes(1);
    await new SharedCatalog(inner as unknown as CatalogPort, answers, 2).search('nl', 'category', byPath('dames/kleding'));
    expect(inner.search).toHaveBeenCalledTimes(2);
  });

  it('never shares products or prices: their stock and prices are what a render is for', async () => {
    const inner = index();
    const answers = new SharedAnswers(() => 0);
    const catalog = new SharedCatalog(inner as unknown as CatalogPort, answers, 1);
    await catalog.search('nl', 'product', byPath('jurk'));
    await catalog.search('nl', 'product', byPath('jurk'));
    await catalog.renderList('nl', { skus: ['a'], currencyCode: 'EUR', storeId: 1 });
    await catalog.renderList('nl', { skus: ['a'], currencyCode: 'EUR', storeId: 1 });
    expect(inner.search).toHaveBeenCalledTimes(2);
    expect(inner.renderList).toHaveBeenCalledTimes(2);
    expect(answers.size).toBe(0);
  });

  it('keeps no failure: the next render asks the index again', async () => {
    const inner = index();
    inner.search.mockImplementationOnce(() => Promise.reject(new PortError('unavailable', 'index down')));
    const catalog = new SharedCatalog(inner as unknown as CatalogPort, new SharedAnswers(() => 0), 1);
    await expect(catalog.search('nl', 'attribute', {})).rejects.toThrow('index down');
    await expect(catalog.search('nl', 'attribute', {})).resolves.toMatchObject({ total: 1 });
  });

  it('property: a shared answer is the inner answer to the same store view, entity and query', async () => {
    const entity = fc.constantFrom<CatalogEntityType>('category', 'landing_page', 'attribute', 'taxrule', 'product');
    const query = fc.record({ path: fc.constantFrom('a', 'b', 'a/b'), size: fc.constantFrom(1, 20), from: fc.constantFrom(0, 50) });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ store: fc.constantFrom(...storeCodes), entity, query }), { maxLength: 30 }), async (asks) => {
        const inner = index();
        const catalog = new SharedCatalog(inner as unknown as CatalogPort, new SharedAnswers(() => 0), 1);
        for (const ask of asks) {
          const q: CatalogQuery = { ...byPath(ask.query.path), size: ask.query.size, from: ask.query.from };
          const result = await catalog.search(ask.store, ask.entity, q);
          expect(result.items[0]).toMatchObject({ store: ask.store, entity: ask.entity, query: q });
        }
        const distinct = new Set(asks.filter((a) => a.entity !== 'product').map((a) => JSON.stringify(a)));
        expect(inner.search).toHaveBeenCalledTimes(distinct.size + asks.filter((a) => a.entity === 'product').length);
      }),
    );
  });
});
