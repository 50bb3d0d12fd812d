import { describe, expect, it, vi } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import { InMemorySearchProvider } from '../../adapters/memory/in-memory-search-provider';
import type { Category, Product, ProviderProductGroup } from '../../domain/catalog/types';
import { DEFAULT_CATEGORY_SORT } from '../../domain/search/sort-and-filters';
import type { CatalogEntityType, CatalogQuery } from '../ports/catalog-port';
import { PortError } from '../ports/port-error';
import type { ProviderPageRequest } from '../ports/search-provider-port';
import { LoadCategoryPage } from './load-category-page';
import { catalogWorld, categories, products, session } from '../../testing/catalog-world';

const group = (key: string): ProviderProductGroup => ({
  key,
  products: [
    { key, title: key, link: `/${key}`, ticket: `t-${key}`, inStock: true, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } },
  ],
});

/** The hand-made shop; the provider knows every product and has the given landing pages. */
function setup(landingPages?: Readonly<Record<string, readonly string[]>>) {
  const w = catalogWorld();
  const provider = landingPages === undefined ? w.provider : new InMemorySearchProvider({ groups: products.map((p) => group(p.sku)), landingPages });
  const providerRequests = (): ProviderPageRequest[] => pageCalls.mock.calls.map(([, request]) => request);
  const pageCalls = vi.spyOn(provider, 'page');
  const search = vi.spyOn(w.catalog, 'search');
  const productQueries = (): CatalogQuery[] => search.mock.calls.filter(([, entity]) => entity === 'product').map(([, , query]) => query);
  return { ...w, provider, providerRequests, productQueries, load: new LoadCategoryPage(w.catalog, provider, w.logger, w.settings, w.clock) };
}

/** Every catalogue search for which `when` holds fails with the error; the rest are answered. */
function failWhen(w: ReturnType<typeof catalogWorld>, when: (entity: CatalogEntityType, query: CatalogQuery) => boolean, error: Error) {
  vi.spyOn(w.catalog, 'search').mockImplementation(async (storeCode, entity, query) => {
    if (when(entity, query)) throw error;
    return InMemoryCatalog.prototype.search.call(w.catalog, storeCode, entity, query);
  });
}

const request = { storeCode: 'nl' as const, path: '/dames', query: {}, session };
const searchRequest = { ...request, path: '/catalogsearch/result/', query: { q: 'rok' } };

describe('LoadCategoryPage: the page it answers', () => {
  it('a search page has no category, landing page, ancestors or subcategories', async () => {
    const { load } = setup();
    const result = await load.execute(searchRequest);
    if (!result.ok) throw new Error('expected a page');
    expect(result.value.searchText).toBe('rok');
    expect(result.value).not.toHaveProperty('category');
    expect(result.value).not.toHaveProperty('landingPage');
    expect(result.value.ancestors).toEqual([]);
    expect(result.value.subcategories).toEqual([]);
  });

  it("a category's index page has no landing page, search text, provider groups or facets", async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    if (!result.ok) throw new Error('expected a page');
    expect(result.value).not.toHaveProperty('landingPage');
    expect(result.value).not.toHaveProperty('searchText');
    expect(result.value.ancestors).toEqual([]);
    expect(result.value.subcategories).toEqual([]);
    expect(result.value.productGroups).toEqual([]);
    expect(result.value.facets).toEqual([]);
  });

  it('a landing page from the provider has no index products', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' });
    expect(result.ok && result.value.source).toBe('search-provider');
    expect(result.ok && result.value.products).toEqual([]);
  });

  it('breadcrumbs list the parents below the root outermost first, whatever order the index answers in', async () => {
    const w = setup();
    const kids: Category[] = [
      { id: 40, parent_id: 2, parent_ids: [2], level: 2, name: 'Kids', is_active: true, position: 5, url_path: 'kids' },
      { id: 41, parent_id: 40, parent_ids: [2, 40], level: 3, name: 'Meisjes', is_active: true, position: 0, url_path: 'kids/meisjes' },
      { id: 42, parent_id: 41, parent_ids: [2, 40, 41], level: 4, name: 'Jurken', is_active: true, position: 1, url_path: 'kids/meisjes/jurken' },
    ];
    const kidsDress: Product = { ...products[1]!, id: 90, sku: 'KID-90', category_ids: [42] };
    w.catalog.load('nl', { category: [...categories, ...kids], product: [...products, kidsDress] });
    const result = await w.load.execute({ ...request, path: '/kids/meisjes/jurken', categoryKey: 'kids/meisjes/jurken' });
    expect(result.ok && result.value.ancestors.map((c) => c.id)).toEqual([40, 41]);
    expect(result.ok && result.value.products.map((p) => p.sku)).toEqual(['KID-90']);
  });

  it('a product visible in the catalogue only is listed on its category, not in search results (catalogue spec §5)', async () => {
    const w = setup();
    const catalogOnly: Product = { ...products[1]!, id: 91, sku: 'ROK-91', name: 'Rok Lente', visibility: 2 };
    w.catalog.load('nl', { product: [...products, catalogOnly] });
    w.provider.failing = true;
    const category = await w.load.execute({ ...request, categoryKey: 'dames' });
    expect(category.ok && category.value.products.map((p) => p.sku)).toContain('ROK-91');
    const search = await w.load.execute(searchRequest);
    expect(search.ok && search.value.products.map((p) => p.sku)).toEqual(['SKT-8']);
  });

  it('a category sorts by its position, a search by score, unless the shopper chose a sort (catalogue spec §9)', async () => {
    const w = setup();
    w.provider.failing = true;
    await w.load.execute({ ...request, categoryKey: 'dames' });
    await w.load.execute(searchRequest);
    await w.load.execute({ ...searchRequest, sort: 'latest' });
    expect(w.productQueries().map((q) => q.sort)).toEqual([[DEFAULT_CATEGORY_SORT], [], [{ field: 'created_at', direction: 'desc' }]]);
  });
});

describe('LoadCategoryPage: category and landing page lookup (catalogue spec §2, §4)', () => {
  it('a category key or landing path with repeated slashes around it is still found', async () => {
    const { load } = setup();
    const category = await load.execute({ ...request, categoryKey: '//dames//' });
    expect(category.ok && category.value.category?.id).toBe(20);
    const landing = await load.execute({ ...request, path: '/dames/kleding/jurken', landingPath: '//dames/kleding/jurken//' });
    expect(landing.ok && landing.value.landingPage?.url_path).toBe('dames/kleding/jurken');
  });

  it('without a category key, a page that is no search has no category', async () => {
    const { load, logger } = setup();
    expect(await load.execute(request)).toEqual({ ok: false, error: { kind: 'category-not-found', key: '' } });
    expect(logger.messages('warn')).toEqual(['Category query returned empty result url_path = ']);
  });

  it('a category id below the root category is not looked up (catalogue spec §5)', async () => {
    const w = setup();
    w.catalog.load('nl', { category: [...categories, { id: 1, parent_id: null, level: 0, name: 'Root Catalog', is_active: true }] });
    expect(await w.load.execute({ ...request, categoryKey: '1' })).toEqual({ ok: false, error: { kind: 'category-not-found', key: '1' } });
  });

  it("a landing page at the category's path that belongs to another category is not the category's", async () => {
    const w = setup({ '/dames': ['TEE-2'] });
    w.catalog.load('nl', { landing_page: [{ category_id: 30, url_path: 'dames', filter_attributes: {} }] });
    const result = await w.load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.source).toBe('index');
    expect(result.ok && result.value.landingPage).toBeUndefined();
  });

  it('a category without a landing page lists from the index, even when the provider has a page at its path', async () => {
    const { load } = setup({ '/dames': ['TEE-2'] });
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.source).toBe('index');
  });
});

describe('LoadCategoryPage: what it asks the search provider (catalogue spec §7)', () => {
  it("a landing page under another path than its category's asks for the landing page's own page", async () => {
    const { load, providerRequests } = setup({ '/zwart-voor-dames': ['TEE-2'], '/dames': ['SKT-8'] });
    const result = await load.execute({ ...request, path: '/zwart-voor-dames', landingPath: 'zwart-voor-dames' });
    expect(result.ok && result.value.source).toBe('search-provider');
    expect(result.ok && result.value.productGroups.map((g) => g.key)).toEqual(['TEE-2']);
    expect(providerRequests().map((r) => r.pageReference)).toEqual(['/zwart-voor-dames']);
  });

  it('a landing page opened on the provider route asks by its url_path, not by the route', async () => {
    const { load } = setup({ '/dames/kleding/jurken': ['DRS-1'] });
    const result = await load.execute({ ...request, path: '/l/elevate/', landingPath: 'dames/kleding/jurken' });
    expect(result.ok && result.value.productGroups.map((g) => g.key)).toEqual(['DRS-1']);
  });

  it('a search asks by the route path with q; a landing page without q', async () => {
    const { load, providerRequests } = setup({ '/dames/kleding/jurken': ['DRS-1'] });
    await load.execute(searchRequest);
    await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' });
    const [search, landing] = providerRequests();
    expect(search).toMatchObject({ pageReference: '/catalogsearch/result/', q: 'rok' });
    expect(landing?.pageReference).toBe('/dames/kleding/jurken');
  });

  it('pages skip the earlier pages of the provider list', async () => {
    const { load } = setup({ '/dames/kleding/jurken': ['DRS-1', 'TEE-2', 'SKT-8', 'GRP-6', 'GRP-7'] });
    const second = await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken', page: 2, pageSize: 2 });
    expect(second.ok && second.value.productGroups.map((g) => g.key)).toEqual(['SKT-8', 'GRP-6']);
    expect(second.ok && second.value.total).toBe(5);
    expect(second.ok && second.value.pageSize).toBe(2);
  });

  it("sends the shopper's sort as the provider's sort, and no sort when none is chosen", async () => {
    const { load, providerRequests } = setup();
    const landing = { ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' };
    await load.execute({ ...landing, sort: 'price-ascending' });
    await load.execute(landing);
    const [sorted, unsorted] = providerRequests();
    expect(sorted?.sort).toBe('PRICE_ASCENDING');
    expect(unsorted).not.toHaveProperty('sort');
  });

  it('an empty provider page falls back to the index', async () => {
    const { load } = setup({ '/dames/kleding/jurken': [] });
    const result = await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' });
    expect(result.ok && result.value.source).toBe('index');
    expect(result.ok && result.value.products.map((p) => p.sku)).toEqual(['DRS-1']);
  });
});

describe('LoadCategoryPage: failures (catalogue spec §8)', () => {
  const down = new PortError('unavailable', 'down');
  const logged = (w: ReturnType<typeof catalogWorld>) => w.logger.entries.map((e) => [e.level, e.tag, e.message]);

  it('a failed category lookup is the no-products warning, logged as such', async () => {
    const w = setup();
    w.catalog.failWith(down);
    const result = await w.load.execute({ ...request, categoryKey: 'dames' });
    expect(!result.ok && result.error.kind).toBe('no-products');
    expect(logged(w)).toEqual([['error', 'catalog', 'Category lookup failed: down']]);
  });

  it('a failed search list is the no-products warning, logged as such', async () => {
    const w = setup();
    w.provider.failing = true;
    w.catalog.failWith(down);
    const result = await w.load.execute(searchRequest);
    expect(!result.ok && result.error.kind).toBe('no-products');
    expect(logged(w)).toEqual([['error', 'catalog', 'Product list failed: down']]);
  });

  it('failed filter attributes leave the list without option names, with a warning', async () => {
    const w = setup();
    failWhen(w, (entity) => entity === 'attribute', down);
    const result = await w.load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.products.length).toBe(5);
    expect(result.ok && result.value.attributes).toEqual([]);
    expect(logged(w)).toEqual([['warn', 'catalog', 'Filter attributes failed: down']]);
  });

  it('failed category parents leave the page without breadcrumbs, with a warning', async () => {
    const w = setup();
    failWhen(w, (entity, query) => entity === 'category' && query.filters?.[0]?.op === 'in', down);
    const result = await w.load.execute({ ...request, path: '/dames/kleding/jurken', landingPath: 'dames/kleding/jurken' });
    expect(result.ok && result.value.category?.id).toBe(2101);
    expect(result.ok && result.value.ancestors).toEqual([]);
    expect(logged(w)).toEqual([['warn', 'catalog', 'Category parents failed: down']]);
  });

  it('a top-level category has no parents to look up', async () => {
    const w = setup();
    failWhen(w, (entity, query) => entity === 'category' && query.filters?.[0]?.op === 'in', down);
    const result = await w.load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.ancestors).toEqual([]);
    expect(w.logger.entries).toEqual([]);
  });

  it.each([
    ['the category lookup', (entity: CatalogEntityType) => entity === 'category'],
    ['the product list', (entity: CatalogEntityType) => entity === 'product'],
    ['the filter attributes', (entity: CatalogEntityType) => entity === 'attribute'],
    ['the category parents', (entity: CatalogEntityType, query: CatalogQuery) => entity === 'category' && query.filters?.[0]?.op === 'in'],
  ])('a programming error in %s is thrown, not shown as a warning', async (_name, when) => {
    const w = setup();
    w.provider.failing = true;
    failWhen(w, when, new TypeError('bug'));
    await expect(w.load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' })).rejects.toThrow('bug');
  });
});
