import 'reflect-metadata';
import { type Container, ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../testing/catalog-world';
import { LoadCategoryPage } from '../../application/catalog/load-category-page';
import { LoadProductPage } from '../../application/catalog/load-product-page';
import { RefreshPrices } from '../../application/catalog/refresh-prices';
import { CatalogPort } from '../../application/ports/catalog-port';
import { SearchProviderPort } from '../../application/ports/search-provider-port';
import { ResolveRoute } from '../../application/routing/resolve-route';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { contentAdapters, contentMemoryAdapters } from './customer-modules';
import { catalogAdapters, catalogMemoryAdapters, catalogPorts, catalogUseCases } from './catalog-modules';
import { memoryInfrastructure } from './infrastructure-modules';
import { InMemoryCatalog } from '../memory/in-memory-catalog';
import { mockApiConfig } from '../../testing/mock-api-config';
import { newContainer } from './new-container';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

async function container(adapters: 'http' | 'memory'): Promise<Container> {
  const c = newContainer();
  // Routing reads CMS stories too (an optional dependency, which a container that binds on first use always builds).
  const content = adapters === 'http' ? contentAdapters(mockApiConfig()) : contentMemoryAdapters();
  await c.load(memoryInfrastructure(), content, adapters === 'http' ? catalogAdapters(mockApiConfig()) : catalogMemoryAdapters(), catalogUseCases());
  return c;
}

describe('catalogue container modules', () => {
  it.each([['http'], ['memory']] as const)('the %s set binds every catalogue port and every use case resolves', async (set) => {
    const c = await container(set);
    for (const port of catalogPorts) expect(c.isBound(port)).toBe(true);
    for (const name of [
      'resolveRoute',
      'navigationHistory',
      'loadCategoryPage',
      'loadProductPage',
      'loadCarousel',
      'refreshPrices',
      'searchProducts',
      'autocomplete',
      'findSearchRedirect',
      'trackProductList',
    ] as const)
      expect(c.get<object>(shopUseCaseClasses[name]), name).toBeInstanceOf(shopUseCaseClasses[name]);
  });

  it('both sets bind the same tokens', async () => {
    const [http, memory] = await Promise.all([container('http'), container('memory')]);
    expect(catalogPorts.map((p) => http.isBound(p))).toEqual(catalogPorts.map((p) => memory.isBound(p)));
  });

  it('the HTTP set serves a category page and a route from the mock backend', async () => {
    const c = await container('http');
    const page = await c.get(LoadCategoryPage).execute({ storeCode: 'nl', path: '/heren', query: {}, categoryKey: 'heren', session });
    expect(page.ok && page.value.products.length + page.value.productGroups.length).toBeGreaterThan(0);
    const route = await c.get(ResolveRoute).execute('/dames/kleding/jassen/cropped-jas-femke-10001');
    expect(route).toMatchObject({ kind: 'route', route: { name: 'configurable-product', params: { parentSku: 'JKT-10001' } } });
  });

  it('the HTTP set serves a configurable product page with options, stock, recommendations and fresh prices', async () => {
    const c = await container('http');
    const result = await c.get(LoadProductPage).execute({ storeCode: 'nl', parentSku: 'JKT-10001', session });
    if (!result.ok || result.value.kind !== 'product') throw new Error(`expected a product page, got ${JSON.stringify(result)}`);
    const { product, options, recommendations } = result.value.page;
    expect(product.selectedVariant?.sku).toMatch(/^JKT-10001-/);
    expect(options.length).toBeGreaterThan(0);
    expect(recommendations.map((l) => l.algorithm)).toEqual(['ALTERNATIVES', 'UPSELL']);
    const refresh = c.get(RefreshPrices).execute({ storeCode: 'nl', products: [product] });
    const [fresh] = await refresh.refreshed;
    expect(fresh?.price_is_current).toBe(true);
    expect(fresh?.final_price_incl_tax).toBeGreaterThan(0);
  });

  it('the HTTP set redirects a configurable child URL to its parent (catalogue spec §4)', async () => {
    const c = await container('http');
    const parent = await c.get(LoadProductPage).execute({ storeCode: 'nl', parentSku: 'JKT-10001', session });
    const childSku = parent.ok && parent.value.kind === 'product' ? parent.value.page.product.configurable_children?.[0]?.sku : undefined;
    const result = await c.get(LoadProductPage).execute({ storeCode: 'nl', parentSku: childSku ?? '', session });
    expect(result).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'JKT-10001', childSku, parentUrlPath: expect.stringMatching(/-10001$/) as string },
    });
  });

  it('§8 a missing search adapter is a thrown error, not a silent empty page', async () => {
    const c = newContainer();
    await c.load(memoryInfrastructure(), catalogUseCases());
    expect(() => c.get(LoadCategoryPage)).toThrow();
  });

  it('§8 an invalid search adapter is a thrown error naming what it lacks', async () => {
    const c = newContainer();
    const invalidSearch = new ContainerModule(({ bind }) => {
      bind(CatalogPort).toConstantValue(new InMemoryCatalog());
      bind(SearchProviderPort).toConstantValue({ page: async () => null } as unknown as SearchProviderPort);
    });
    await c.load(memoryInfrastructure(), invalidSearch, catalogUseCases());
    expect(() => c.get(LoadCategoryPage)).toThrow(/Invalid search adapter: it does not implement productPage, autocomplete/);
  });

  it('the memory set exposes the in-memory catalogue behind the port', async () => {
    const c = await container('memory');
    c.get(InMemoryCatalog).load('nl', { category: [] });
    const page = await c.get(LoadCategoryPage).execute({ storeCode: 'nl', path: '/x', query: {}, categoryKey: 'x', session });
    expect(page.ok).toBe(false);
  });
});
