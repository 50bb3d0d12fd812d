import { describe, expect, it } from 'vitest';
import type { CatalogEntities, CatalogEntityType, CatalogPort, CatalogQuery, CatalogResult } from '../ports/catalog-port';
import { PortError } from '../ports/port-error';
import { LoadProductPage } from './load-product-page';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Product } from '../../domain/catalog/types';
import { catalogWorld, dress, products, session } from '../../testing/catalog-world';

function setup(overrides = {}, catalogOverride?: (base: CatalogPort) => CatalogPort) {
  const w = catalogWorld(overrides);
  const catalog = catalogOverride ? catalogOverride(w.catalog) : w.catalog;
  return { ...w, load: new LoadProductPage(catalog, w.stock, w.provider, w.logger, w.settings, w.clock) };
}

const request = { storeCode: 'nl' as const, parentSku: 'DRS-1', session };

describe('LoadProductPage', () => {
  it('loads a configurable with synced stock, the cheapest available variant, options, related and recommended lists', async () => {
    const { load } = setup();
    const result = await load.execute(request);
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    const { product, options, related, recommendations } = result.value.page;
    // DRS-1-S-RED is out of stock by the fresh stock list, DRS-1-M-BLK in the index: only DRS-1-S-BLK is left.
    expect(product.configurable_children?.map((c) => c.sku)).toEqual(['DRS-1-S-BLK']);
    expect(product.selectedVariant?.sku).toBe('DRS-1-S-BLK');
    expect(options.map((o) => o.key)).toEqual(['color_ois', 'size_ois']);
    // Sold-out sizes are hidden by default (catalogue spec §4 removes the child).
    expect(options[1]?.choices.find((c) => c.label === 'M')).toBeUndefined();
    expect(related.map((p) => p.sku)).toEqual(['TEE-2']);
    expect(recommendations.map((l) => l.algorithm)).toEqual(['ALTERNATIVES', 'UPSELL']);
  });

  it('§8 stock sync failure: empty fresh stock, the indexed stock is kept', async () => {
    const { load, stock } = setup();
    stock.failing = true;
    const result = await load.execute(request);
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.configurable_children?.map((c) => c.sku)).toEqual([
      'DRS-1-S-BLK',
      'DRS-1-S-RED',
    ]);
  });

  it('takes the child sku of the URL as the variant', async () => {
    const { load, stock } = setup();
    stock.set('DRS-1-S-RED', { is_in_stock: true, qty: 2 });
    const result = await load.execute({ ...request, childSku: 'DRS-1-S-RED' });
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.selectedVariant?.sku).toBe('DRS-1-S-RED');
  });

  it('§4 an unknown or sold-out childSku of the URL is not ignored silently: another variant with the warning', async () => {
    const { load } = setup();
    for (const childSku of ['DRS-1-XXL-PINK', 'DRS-1-S-RED']) {
      const result = await load.execute({ ...request, childSku });
      if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
      expect(result.value.page.product.selectedVariant?.sku).toBe('DRS-1-S-BLK');
      expect(result.value.page.notice).toEqual({ type: 'warning', message: 'no-such-configuration', action1: { label: 'ok', action: 'close' } });
    }
    const known = await load.execute({ ...request, childSku: 'DRS-1-S-BLK' });
    expect(known.ok && known.value.kind === 'product' && known.value.page.notice).toBeUndefined();
  });

  it("§4 with displayOutOfStockSizes on, a removed child's size shows disabled", async () => {
    const { load } = setup({ displayOutOfStockSizes: true });
    const result = await load.execute(request);
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.options[1]?.choices.find((c) => c.label === 'M')?.disabled).toBe(true);
  });

  it('gives the breadcrumb trail: the deepest category with its parents below the root, and the dispatcher setting', async () => {
    const { load } = setup({ urlDispatcher: false });
    const result = await load.execute(request);
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.categoryTrail.map((c) => c.name)).toEqual(['Dames', 'Jurken']);
    expect(result.value.page.urlDispatcher).toBe(false);
  });

  it('configures by chosen attributes', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, configuration: { color_ois: 49, size_ois: 168 } });
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.selectedVariant?.sku).toBe('DRS-1-S-BLK');
  });

  it('§8 no variant for the chosen attributes: the warning with OK', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, configuration: { color_ois: 52, size_ois: 169 } });
    expect(result.ok && result.value.kind === 'product' && result.value.page.notice).toEqual({
      type: 'warning',
      message: 'no-such-configuration',
      action1: { label: 'ok', action: 'close' },
    });
  });

  it('§8 no variant available: the error is set on the product', async () => {
    const { load, stock } = setup();
    stock.set('DRS-1-S-BLK', { is_in_stock: false, qty: 0 });
    const result = await load.execute(request);
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.errors?.['variants']).toBe('no-available-variants');
  });

  it('redirects a configurable child opened directly to its parent when direct access is prevented (catalogue spec §4)', async () => {
    const { load } = setup();
    expect(await load.execute({ ...request, parentSku: 'DRS-1-S-BLK' })).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'DRS-1', childSku: 'DRS-1-S-BLK' },
    });
  });

  it('finds the parent of a child the index only knows inside its parent', async () => {
    const { load } = setup();
    expect(await load.execute({ ...request, parentSku: 'DRS-1-S-RED' })).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'DRS-1', childSku: 'DRS-1-S-RED' },
    });
  });

  it('§8 product query empty by visibility: logged, and an error when child access is allowed', async () => {
    const { load, logger } = setup({ preventConfigurableChildDirectAccess: false });
    const result = await load.execute({ ...request, parentSku: 'DRS-1-S-BLK' });
    expect(result).toEqual({ ok: false, error: { kind: 'child-not-visible', sku: 'DRS-1-S-BLK' } });
    expect(logger.messages('warn')).toContain('Product query returned empty result product visibility = 1');
  });

  it('§8 product query empty by status: a disabled product is not found, logged', async () => {
    const { load, logger } = setup();
    expect(await load.execute({ ...request, parentSku: 'OFF-4' })).toEqual({ ok: false, error: { kind: 'not-found', sku: 'OFF-4' } });
    expect(logger.messages('warn')).toContain('Product query returned empty result product status = 1');
  });

  it('§8 linked product missing: logged "Product not found" and "Product link not found"', async () => {
    const { load, logger } = setup();
    await load.execute(request);
    expect(logger.messages('warn')).toContain('Product not found');
    const grouped = await load.execute({ ...request, parentSku: 'GRP-6' });
    expect(grouped.ok && grouped.value.kind === 'product' && grouped.value.page.product.product_links?.map((l) => l.product?.sku)).toEqual(['TEE-2']);
    expect(logger.messages('warn')).toContain('Product link not found');
  });

  it('§8 grouped product without product_links: logged error', async () => {
    const { load, logger } = setup();
    await load.execute({ ...request, parentSku: 'GRP-7' });
    expect(logger.messages('error')).toContain('Grouped product without product_links');
  });

  it('§8 product load errors fall back to the search call', async () => {
    const failingSingle = (base: CatalogPort): CatalogPort => ({
      renderList: (store, r) => base.renderList(store, r),
      search: <E extends CatalogEntityType>(store: 'nl' | 'en' | 'de', entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> => {
        if (query.filters?.some((f) => f.attribute === 'sku' && f.op === 'eq')) return Promise.reject(new PortError('unavailable', 'single lookup down'));
        return base.search(store, entity, query);
      },
    });
    const { load, logger } = setup({}, failingSingle);
    const result = await load.execute({ ...request, parentSku: 'TEE-2' });
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.sku).toBe('TEE-2');
    expect(logger.messages('warn')[0]).toMatch(/falling back to the search call/);
  });

  it('reports an unreachable catalogue as unavailable, and recommendations that fail as none', async () => {
    const { load, catalog, provider } = setup();
    provider.failing = true;
    const page = await load.execute(request);
    expect(page.ok && page.value.kind === 'product' && page.value.page.recommendations).toEqual([]);
    catalog.failWith(new PortError('unavailable', 'down'));
    expect(await load.execute(request)).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'unavailable' } });
  });

  it('a simple product has no options, no variant and no notice', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, parentSku: 'TEE-2' });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.options).toEqual([]);
    expect(result.value.page).not.toHaveProperty('notice');
    expect(result.value.page.product).not.toHaveProperty('selectedVariant');
    expect(result.value.page.product).not.toHaveProperty('errors');
  });

  it('a configurable opened without a child sku shows its first choice without a warning', async () => {
    const { load, logger } = setup();
    const result = await load.execute(request);
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page).not.toHaveProperty('notice');
    expect(logger.entries.filter((e) => e.message === 'Product not found').map((e) => e.data)).toEqual([{ sku: 'GONE-99' }]);
  });

  it("§4 a child sku of the URL that cannot be shown is logged with the parent's sku", async () => {
    const { load, logger } = setup();
    await load.execute({ ...request, childSku: 'DRS-1-XXL-PINK' });
    expect(logger.entries).toContainEqual({ level: 'warn', tag: 'catalog', message: 'Product not found', data: { sku: 'DRS-1-XXL-PINK', parentSku: 'DRS-1' } });
  });

  it('§8 a child sku of the URL when no variant is available: the warning and the error, no variant', async () => {
    const { load, stock } = setup();
    stock.set('DRS-1-S-BLK', { is_in_stock: false, qty: 0 });
    const result = await load.execute({ ...request, childSku: 'DRS-1-S-BLK' });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.product.selectedVariant).toBeNull();
    expect(result.value.page.product.errors?.['variants']).toBe('no-available-variants');
    expect(result.value.page.notice?.message).toBe('no-such-configuration');
  });

  it('a configuration that names no attribute is no configuration: the child sku of the URL counts', async () => {
    const { load, stock } = setup();
    stock.set('DRS-1-S-RED', { is_in_stock: true, qty: 2 });
    const result = await load.execute({ ...request, childSku: 'DRS-1-S-BLK', configuration: {} });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.product.selectedVariant?.sku).toBe('DRS-1-S-BLK');
    expect(result.value.page).not.toHaveProperty('notice');
  });

  it('a product configured by chosen attributes is marked configured', async () => {
    const { load } = setup();
    const result = await load.execute({ ...request, configuration: { color_ois: 49, size_ois: 168 } });
    expect(result.ok && result.value.kind === 'product' && result.value.page.product.is_configured).toBe(true);
  });

  it("§8 chosen attributes no child has keep the URL's child sku, with the warning", async () => {
    const { load, stock } = setup();
    // Both small children in stock: the first (black) would be shown without the URL's sku.
    stock.set('DRS-1-S-RED', { is_in_stock: true, qty: 2 });
    const result = await load.execute({ ...request, childSku: 'DRS-1-S-RED', configuration: { color_ois: 49, size_ois: 169 } });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.product.selectedVariant?.sku).toBe('DRS-1-S-RED');
    expect(result.value.page.notice?.message).toBe('no-such-configuration');
  });

  it('§4 the options follow the chosen attributes: a size the chosen colour lacks shows disabled', async () => {
    const { load, stock } = setup({ displayOutOfStockSizes: true });
    stock.set('DRS-1-S-RED', { is_in_stock: true, qty: 2 });
    stock.set('DRS-1-M-BLK', { is_in_stock: true, qty: 2 });
    const sizeM = async (configuration?: { color_ois: number }) => {
      const result = await load.execute({ ...request, ...(configuration === undefined ? {} : { configuration }) });
      if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
      return result.value.page.options.find((o) => o.key === 'size_ois')?.choices.find((c) => c.label === 'M')?.disabled;
    };
    expect(await sizeM({ color_ois: 52 })).toBe(true);
    expect(await sizeM()).toBe(false);
  });
});

describe('LoadProductPage: a child opened directly (catalogue spec §4)', () => {
  function withProducts(extra: readonly Product[]) {
    const w = catalogWorld();
    const catalog = new InMemoryCatalog({ nl: { product: [...products, ...extra] } });
    return new LoadProductPage(catalog, w.stock, w.provider, w.logger, w.settings, w.clock);
  }

  it('a product sold on its own page keeps it, even when a configurable also has it as a child', async () => {
    const set: Product = { ...dress, id: 40, sku: 'SET-40', configurable_children: [{ id: 'TEE-2', sku: 'TEE-2', status: 1, price: 19.95 }] };
    const result = await withProducts([set]).execute({ ...request, parentSku: 'TEE-2' });
    expect(result.ok && result.value.kind).toBe('product');
  });

  it('a child without a parent in the index is not found', async () => {
    const orphan: Product = { id: 41, sku: 'ORPHAN-41', name: 'Orphan', type_id: 'simple', status: 1, visibility: 1 };
    expect(await withProducts([orphan]).execute({ ...request, parentSku: 'ORPHAN-41' })).toStrictEqual({
      ok: false,
      error: { kind: 'not-found', sku: 'ORPHAN-41' },
    });
  });

  it('a child naming a parent the index does not hold is sent to that parent sku, without a path', async () => {
    const stray: Product = { id: 42, sku: 'STRAY-42', name: 'Stray', type_id: 'simple', status: 1, visibility: 1, parentSku: 'GONE-43' };
    expect(await withProducts([stray]).execute({ ...request, parentSku: 'STRAY-42' })).toStrictEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'GONE-43', childSku: 'STRAY-42' },
    });
  });

  it('names the page of a sold-out parent too: the redirect does not ask for a listable parent', async () => {
    const parent: Product = { ...dress, id: 44, sku: 'SOLD-44', url_path: 'dames/uitverkocht-44', stock: { is_in_stock: false, qty: 0 } };
    const childOf: Product = { id: 45, sku: 'SOLD-44-S', name: 'Sold S', type_id: 'simple', status: 1, visibility: 1, parentSku: 'SOLD-44' };
    expect(await withProducts([parent, childOf]).execute({ ...request, parentSku: 'SOLD-44-S' })).toStrictEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'SOLD-44', childSku: 'SOLD-44-S', parentUrlPath: 'dames/uitverkocht-44' },
    });
  });
});
