import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Product } from '../../domain/catalog/types';
import type { CatalogEntities, CatalogEntityType, CatalogPort, CatalogQuery, CatalogResult } from '../ports/catalog-port';
import { PortError } from '../ports/port-error';
import { LoadProductPage } from './load-product-page';
import { catalogWorld, categories, products, session } from '../../testing/catalog-world';

type Failure = (entity: CatalogEntityType, query: CatalogQuery) => Error | undefined;

/** The world's catalogue, failing the lookups `fail` picks with the error it gives. */
function failing(base: CatalogPort, fail: Failure): CatalogPort {
  return {
    renderList: (store, r) => base.renderList(store, r),
    search: <E extends CatalogEntityType>(store: 'nl' | 'en' | 'de', entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> => {
      const error = fail(entity, query);
      return error === undefined ? base.search(store, entity, query) : Promise.reject(error);
    },
  };
}

const lookup = {
  single: (entity: CatalogEntityType, q: CatalogQuery) => entity === 'product' && (q.filters ?? []).some((f) => f.attribute === 'sku' && f.op === 'eq'),
  attributes: (entity: CatalogEntityType) => entity === 'attribute',
  categories: (entity: CatalogEntityType) => entity === 'category',
  linked: (entity: CatalogEntityType, q: CatalogQuery) => entity === 'product' && (q.filters ?? []).some((f) => f.attribute === 'sku' && f.op === 'in'),
};

function setup(fail: Failure = () => undefined, catalog?: CatalogPort) {
  const w = catalogWorld();
  return { ...w, load: new LoadProductPage(failing(catalog ?? w.catalog, fail), w.stock, w.provider, w.logger, w.settings, w.clock) };
}

const request = { storeCode: 'nl' as const, parentSku: 'DRS-1', session };
const down = new PortError('unavailable', 'index down');

async function pageOf(load: LoadProductPage, parentSku = 'DRS-1') {
  const result = await load.execute({ ...request, parentSku });
  if (!result.ok || result.value.kind !== 'product') throw new Error(`expected a product page, got ${JSON.stringify(result)}`);
  return result.value.page;
}

describe('LoadProductPage: a part of the page that fails to load leaves the rest (catalogue spec §8)', () => {
  it('attributes that fail to load are none, logged as an error', async () => {
    const { load, logger } = setup((entity) => (lookup.attributes(entity) ? down : undefined));
    const page = await pageOf(load);
    expect(page.attributes).toEqual([]);
    expect(page.categoryTrail.map((c) => c.name)).toEqual(['Dames', 'Jurken']);
    expect(logger.entries).toContainEqual({ level: 'error', tag: 'catalog', message: 'Attributes failed to load: index down', data: undefined });
  });

  it('breadcrumb categories that fail to load are an empty trail, logged as a warning', async () => {
    const { load, logger } = setup((entity) => (lookup.categories(entity) ? down : undefined));
    const page = await pageOf(load);
    expect(page.categoryTrail).toEqual([]);
    expect(page.attributes.map((a) => a.attribute_code)).toEqual(['color_ois']);
    expect(logger.entries).toContainEqual({ level: 'warn', tag: 'catalog', message: 'Breadcrumb categories failed: index down', data: undefined });
  });

  it('linked products that fail to load are none, logged as an error', async () => {
    const { load, logger } = setup((entity, q) => (lookup.linked(entity, q) ? down : undefined));
    const page = await pageOf(load);
    expect(page.related).toEqual([]);
    expect(page.product.selectedVariant?.sku).toBe('DRS-1-S-BLK');
    expect(logger.entries).toContainEqual({ level: 'error', tag: 'catalog', message: 'Linked products failed to load: index down', data: undefined });
  });

  it.each([
    ['the product lookup', lookup.single],
    ['the attributes', lookup.attributes],
    ['the breadcrumb categories', lookup.categories],
    ['the linked products', lookup.linked],
  ] as const)('a programming error in %s is not taken for an unavailable catalogue: it is thrown', async (_, which) => {
    const { load } = setup((entity, q) => (which(entity, q) ? new TypeError('bug in the adapter') : undefined));
    await expect(load.execute(request)).rejects.toThrow('bug in the adapter');
  });
});

describe('LoadProductPage: the search call stands in for a failed product lookup (catalogue spec §8)', () => {
  const singleDown: Failure = (entity, q) => (lookup.single(entity, q) ? down : undefined);

  it('logs the failed lookup with the sku as a warning', async () => {
    const { load, logger } = setup(singleDown);
    await pageOf(load, 'TEE-2');
    expect(logger.entries).toContainEqual({
      level: 'warn',
      tag: 'catalog',
      message: 'Product load failed, falling back to the search call: index down',
      data: { sku: 'TEE-2' },
    });
  });

  it('takes the product with exactly that sku, not its parent that the search also finds', async () => {
    const { load } = setup(singleDown);
    expect(await load.execute({ ...request, parentSku: 'DRS-1-S-BLK' })).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'DRS-1', childSku: 'DRS-1-S-BLK' },
    });
  });

  it('does not take a disabled product (status 2)', async () => {
    const { load } = setup(singleDown);
    expect(await load.execute({ ...request, parentSku: 'OFF-4' })).toEqual({ ok: false, error: { kind: 'not-found', sku: 'OFF-4' } });
  });

  it('searches by the sku, so it finds the product in a catalogue larger than one page of results', async () => {
    const many: Product[] = Array.from({ length: 60 }, (_, i) => ({
      id: 100 + i,
      sku: `FILL-${i}`,
      name: `Filler ${i}`,
      type_id: 'simple',
      status: 1,
      visibility: 4,
    }));
    const catalog = new InMemoryCatalog({ nl: { product: [...many, ...products], category: categories } });
    const { load } = setup(singleDown, catalog);
    expect((await pageOf(load, 'SKT-8')).product.name).toBe('Rok Mees');
  });
});

describe('LoadProductPage: what a product that cannot be shown logs (catalogue spec §8)', () => {
  it('a product the index does not hold: the empty-status warning with the sku', async () => {
    const { load, logger } = setup();
    expect(await load.execute({ ...request, parentSku: 'NOPE-1' })).toEqual({ ok: false, error: { kind: 'not-found', sku: 'NOPE-1' } });
    expect(logger.entries).toEqual([
      { level: 'warn', tag: 'catalog', message: 'Product query returned empty result product status = 1', data: { sku: 'NOPE-1' } },
    ]);
  });

  it('a child opened directly while children may not be: the empty-visibility warning with the sku', async () => {
    const w = catalogWorld({ preventConfigurableChildDirectAccess: false });
    const load = new LoadProductPage(w.catalog, w.stock, w.provider, w.logger, w.settings, w.clock);
    await load.execute({ ...request, parentSku: 'DRS-1-S-BLK' });
    expect(w.logger.entries).toEqual([
      { level: 'warn', tag: 'catalog', message: 'Product query returned empty result product visibility = 1', data: { sku: 'DRS-1-S-BLK' } },
    ]);
  });
});
