import { describe, expect, it, vi } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { PortError } from '../ports/port-error';
import { currentLandingPage, LoadCategoryPage } from './load-category-page';
import { catalogWorld, session } from '../../testing/catalog-world';

function setup(overrides = {}) {
  const w = catalogWorld(overrides);
  return { ...w, load: new LoadCategoryPage(w.catalog, w.provider, w.logger, w.settings, w.clock) };
}

const request = { storeCode: 'nl' as const, path: '/dames', query: {}, session };

describe('LoadCategoryPage', () => {
  it('lists a category from the index: listable, in-stock products of the category (catalogue spec §5)', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.source).toBe('index');
    const skus = result.ok ? result.value.products.map((p) => p.sku).sort() : [];
    expect(skus).toEqual(['DRS-1', 'GRP-6', 'GRP-7', 'SKT-8', 'TEE-2']);
    expect(result.ok && result.value.category?.id).toBe(20);
  });

  it.each([['dames'], ['dames-20'], ['20'], ['/dames/']])('accepts the category key %s (url-key, slug, id, url_path)', async (key) => {
    const { load } = setup();
    const result = await load.execute({ ...request, categoryKey: key });
    expect(result.ok && result.value.category?.id).toBe(20);
  });

  it('uses the landing page of the search provider when one exists for the category', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' });
    expect(result.ok && result.value.source).toBe('search-provider');
    expect(result.ok && result.value.productGroups.map((g) => g.key)).toEqual(['DRS-1', 'TEE-2']);
    expect(result.ok && result.value.landingPage?.url_path).toBe('dames/kleding/jurken');
    expect(result.ok && result.value.subcategories.map((s) => s.url_path)).toEqual(['dames/kleding/jurken/maxi']);
  });

  it("names the default filters' attributes for the index aggregations and passes the out-of-stock sizes setting", async () => {
    const { load } = setup({ displayOutOfStockSizes: false });
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.attributes.map((a) => a.attribute_code)).toEqual(['color_ois']);
    expect(result.ok && result.value.displayOutOfStockSizes).toBe(false);
    expect(result.ok && result.value.now).toBe(Date.UTC(2026, 10, 22, 12));
    const provider = await load.execute({ ...request, path: '/dames/kleding/jurken', categoryKey: 'dames/kleding/jurken' });
    expect(provider.ok && provider.value.attributes).toEqual([]);
    expect(provider.ok && provider.value.displayOutOfStockSizes).toBe(false);
  });

  it('opens a landing page by its url_path: its category, its provider page', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, path: '/dames/kleding/jurken', landingPath: '/dames/kleding/jurken/' });
    expect(result.ok && result.value.category?.id).toBe(2101);
    expect(result.ok && result.value.ancestors.map((c) => c.id)).toEqual([20]);
    expect(result.ok && result.value.landingPage?.url_path).toBe('dames/kleding/jurken');
    expect(result.ok && result.value.source).toBe('search-provider');
    const missing = await load.execute({ ...request, path: '/geen-landing', landingPath: 'geen-landing' });
    expect(missing).toEqual({ ok: false, error: { kind: 'category-not-found', key: 'geen-landing' } });
  });

  it('falls back to the index when the search provider answers nothing', async () => {
    const { load, provider } = setup();
    provider.failing = true;
    const result = await load.execute({ ...request, categoryKey: 'dames/kleding/jurken' });
    expect(result.ok && result.value.source).toBe('index');
    expect(result.ok && result.value.products.map((p) => p.sku)).toEqual(['DRS-1']);
  });

  it('applies catalogue filters, price range, sort and page', async () => {
    const { load } = setup();
    const filtered = await load.execute({ ...request, categoryKey: 'dames', filters: { color_ois: ['49'] } });
    expect(filtered.ok && filtered.value.products.map((p) => p.sku)).toEqual(['DRS-1']);
    const cheap = await load.execute({ ...request, categoryKey: 'dames', filters: { price: ['0-50'] }, sort: 'latest' });
    expect(cheap.ok && cheap.value.products.map((p) => p.sku)).toEqual(['SKT-8', 'TEE-2', 'GRP-7', 'GRP-6']);
    const second = await load.execute({ ...request, categoryKey: 'dames', sort: 'latest', page: 2, pageSize: 2 });
    expect(second.ok && second.value.products.map((p) => p.sku)).toEqual(['TEE-2', 'GRP-7']);
    expect(second.ok && second.value.total).toBe(5);
  });

  it('searches for q on catalogsearch and geen-zoekresultaat paths (catalogue spec §2)', async () => {
    const { load, provider } = setup();
    provider.failing = true;
    const result = await load.execute({ ...request, path: '/geen-zoekresultaat', query: { q: 'rok' } });
    expect(result.ok && result.value.searchText).toBe('rok');
    expect(result.ok && result.value.products.map((p) => p.sku)).toEqual(['SKT-8']);
  });

  it('§8 category query empty: logs the spec text', async () => {
    const { load, logger } = setup();
    const result = await load.execute({ ...request, categoryKey: 'nergens' });
    expect(result).toEqual({ ok: false, error: { kind: 'category-not-found', key: 'nergens' } });
    expect(logger.messages('warn')).toContain('Category query returned empty result url_path = nergens');
  });

  it('§8 empty product list: the no-products warning with OK', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, categoryKey: 'heren' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'no-products', notice: { type: 'warning', message: 'no-products-synchronized', action1: { label: 'ok', action: 'close' } } },
    });
  });

  it('§8 failed product list: the same warning, and the failure logged', async () => {
    const { load, catalog, logger } = setup();
    catalog.failWith(new PortError('unavailable', 'Cannot reach the index'));
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(!result.ok && result.error.kind).toBe('no-products');
    expect(logger.messages('error')).toHaveLength(1);
  });

  it('a page past the index’s result window (?page=99999) has no products, without asking the index or logging an error', async () => {
    const { load, catalog, logger } = setup();
    const search = vi.spyOn(catalog, 'search');
    const productSearches = () => search.mock.calls.filter(([, entity]) => entity === 'product').length;
    const result = await load.execute({ ...request, categoryKey: 'dames', page: 99_999 });
    expect(!result.ok && result.error.kind).toBe('no-products');
    expect(productSearches()).toBe(0);
    expect(logger.messages('error')).toEqual([]);
    // The window's last page is still asked for (this list has no page 200, so it is empty too).
    await load.execute({ ...request, categoryKey: 'dames', page: 200 });
    expect(productSearches()).toBe(1);
  });

  it('lists out-of-stock products when configured', async () => {
    const { load } = setup({ listOutOfStockProducts: true });
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.products.map((p) => p.sku)).toContain('CAP-3');
  });
});

describe('a landing page of the category under another url_path', () => {
  it("is not used on the category's own route: the category lists its own products (catalogue spec §4)", async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, categoryKey: 'dames' });
    expect(result.ok && result.value.landingPage).toBeUndefined();
    expect(result.ok && result.value.source).toBe('index');
    const landing = await load.execute({ ...request, path: '/zwart-voor-dames', landingPath: 'zwart-voor-dames' });
    expect(landing.ok && landing.value.landingPage?.url_path).toBe('zwart-voor-dames');
    expect(landing.ok && landing.value.category?.id).toBe(20);
  });
});

describe('currentLandingPage', () => {
  it('is cleared when the route path differs from its url_path (catalogue spec §4)', () => {
    const landing = { category_id: 1, url_path: 'sale', filter_attributes: {} };
    expect(currentLandingPage(landing, '/sale/')).toBe(landing);
    expect(currentLandingPage(landing, '/dames')).toBeUndefined();
  });

  it('there is none without a landing page', () => {
    expect(currentLandingPage(undefined, '/sale')).toBeUndefined();
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  const slashes = fc.integer({ min: 0, max: 3 }).map((n) => '/'.repeat(n));

  test.prop([fc.array(segment, { minLength: 1, maxLength: 4 }), slashes, slashes, slashes, slashes], { numRuns: 50 })(
    'is kept on its own path, whatever slashes surround either',
    (segments, before, after, landingBefore, landingAfter) => {
      const landing = { category_id: 1, url_path: `${landingBefore}${segments.join('/')}${landingAfter}`, filter_attributes: {} };
      expect(currentLandingPage(landing, `${before}${segments.join('/')}${after}`)).toBe(landing);
    },
  );

  test.prop([fc.array(segment, { minLength: 2, maxLength: 4 })], { numRuns: 50 })('is cleared on a path of other segments', (segments) => {
    const landing = { category_id: 1, url_path: segments.join('/'), filter_attributes: {} };
    expect(currentLandingPage(landing, `/${segments.join('')}/`)).toBeUndefined();
    expect(currentLandingPage(landing, `/${segments.slice(1).join('/')}/`)).toBeUndefined();
  });
});
