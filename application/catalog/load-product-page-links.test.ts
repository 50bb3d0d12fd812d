import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Attribute, Product } from '../../domain/catalog/types';
import { LoadProductPage } from './load-product-page';
import { catalogWorld, dress, products, session } from '../../testing/catalog-world';

const priced = (id: number, sku: string, price: number, extra: Partial<Product> = {}): Product => ({
  id,
  sku,
  name: sku,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  price,
  final_price: price,
  stock: { is_in_stock: true, qty: 5 },
  ...extra,
});

const bundle: Product = priced(20, 'BND-20', 49.9, {
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 1,
      title: 'Socks',
      type: 'radio',
      product_links: [
        { id: 'a', sku: 'SOX-21', qty: 2, is_default: false },
        { id: 'b', sku: 'BLT-22', qty: 1, is_default: true },
      ],
    },
    { option_id: 2, title: 'Scarf', type: 'select', product_links: [{ id: 'c', sku: 'GONE-23', qty: 1, is_default: true }] },
  ],
});

const colours: Product = {
  ...dress,
  sku: 'DRS-30',
  id: 30,
  url_path: 'dames/jurk-30',
  product_links: [
    { sku: 'DRS-30', link_type: 'colorrelation', linked_product_sku: 'DRS-31', color_ois: 52 },
    { sku: 'DRS-30', link_type: 'colorrelation', linked_product_sku: 'DRS-32', color_ois: 53 },
  ],
};

const attributes: Attribute[] = [
  { attribute_id: 83, attribute_code: 'brand_ois', options: [{ value: '300', label: 'Noord & Zee' }] },
  { attribute_id: 93, attribute_code: 'color_ois', options: [{ value: '49', label: 'Zwart' }] },
  { attribute_id: 7, attribute_code: 'material_ois', options: [] },
  { attribute_id: 94, attribute_code: 'size_ois', options: [{ value: '168', label: 'S' }] },
];

/** A grouped product whose items are only visible through it, beside a related product and a colour sibling. */
const set: Product = priced(50, 'SET-50', 0, {
  type_id: 'grouped',
  product_links: [
    { sku: 'SET-50', link_type: 'associated', linked_product_sku: 'SOX-21' },
    { sku: 'SET-50', link_type: 'associated', linked_product_sku: 'BLT-22' },
    { sku: 'SET-50', link_type: 'associated', linked_product_sku: 'GONE-23' },
    { sku: 'SET-50', link_type: 'related', linked_product_sku: 'TEE-2' },
  ],
});

/** A grouped product that also comes in other colours (its colour sibling is a product of its own). */
const setInColours: Product = priced(51, 'SET-51', 0, {
  type_id: 'grouped',
  product_links: [
    { sku: 'SET-51', link_type: 'associated', linked_product_sku: 'BLT-22' },
    { sku: 'SET-51', link_type: 'colorrelation', linked_product_sku: 'DRS-31', color_ois: 52 },
    { sku: 'SET-51', link_type: 'related', linked_product_sku: 'TEE-2' },
  ],
});

/** A simple product with related products (one sold out, one disabled, one gone), a colour sibling also related. */
const tee: Product = priced(60, 'TEE-60', 19.95, {
  product_links: [
    { sku: 'TEE-60', link_type: 'related', linked_product_sku: 'SKT-8' },
    { sku: 'TEE-60', link_type: 'related', linked_product_sku: 'CAP-3' },
    { sku: 'TEE-60', link_type: 'related', linked_product_sku: 'OFF-4' },
    { sku: 'TEE-60', link_type: 'related', linked_product_sku: 'GONE-61' },
    { sku: 'TEE-60', link_type: 'colorrelation', linked_product_sku: 'DRS-31', color_ois: 52 },
    { sku: 'TEE-60', link_type: 'related', linked_product_sku: 'DRS-31' },
    { sku: 'TEE-60', link_type: 'associated', linked_product_sku: 'BLT-22' },
  ],
});

async function pageOf(load: LoadProductPage, parentSku: string) {
  const result = await load.execute({ storeCode: 'nl', parentSku, session });
  if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
  return result.value.page;
}

function setup() {
  const w = catalogWorld();
  const catalog = new InMemoryCatalog({
    nl: {
      product: [
        ...products,
        bundle,
        priced(21, 'SOX-21', 9.95, { visibility: 1 }),
        priced(22, 'BLT-22', 29.95),
        colours,
        priced(31, 'DRS-31', 59.95, { url_path: 'dames/jurk-31' }),
        priced(32, 'DRS-32', 59.95, { status: 2 }),
        priced(33, 'DRS-30-S', 59.95, { visibility: 1, parentSku: 'DRS-30' }),
        set,
        setInColours,
        tee,
        priced(70, 'BND-70', 0, { type_id: 'bundle' }),
      ],
      attribute: attributes,
    },
  });
  return { ...w, load: new LoadProductPage(catalog, w.stock, w.provider, w.logger, w.settings, w.clock) };
}

describe('LoadProductPage: linked products and attributes for the product page', () => {
  it('loads the products of every bundle link, logging a link whose product is missing (catalogue spec §4, §8)', async () => {
    const { load, logger } = setup();
    const result = await load.execute({ storeCode: 'nl', parentSku: 'BND-20', session });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    const links = result.value.page.product.bundle_options?.flatMap((o) => o.product_links.map((l) => l.product?.sku ?? null));
    expect(links).toEqual(['SOX-21', 'BLT-22', null]);
    expect(logger.messages('warn')).toContain('Product link not found');
  });

  it('loads the listable siblings of colour relations; a disabled sibling stays without its product', async () => {
    const { load } = setup();
    const result = await load.execute({ storeCode: 'nl', parentSku: 'DRS-30', session });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    const links = result.value.page.product.product_links?.filter((l) => l.link_type === 'colorrelation');
    expect(links?.map((l) => l.product?.url_path ?? null)).toEqual(['dames/jurk-31', null]);
  });

  it('loads the brand, colour and configurable option attributes, not others', async () => {
    const { load } = setup();
    const result = await load.execute({ storeCode: 'nl', parentSku: 'DRS-30', session });
    if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
    expect(result.value.page.attributes.map((a) => a.attribute_code).sort()).toEqual(['brand_ois', 'color_ois', 'size_ois']);
    const simple = await pageOf(load, 'BLT-22');
    expect(simple.attributes.map((a) => a.attribute_code).sort()).toEqual(['brand_ois', 'color_ois']);
  });

  it("names the parent's url_path when a child is redirected, so the 301 can point at the parent's page", async () => {
    const { load } = setup();
    expect(await load.execute({ storeCode: 'nl', parentSku: 'DRS-30-S', session })).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'DRS-30', childSku: 'DRS-30-S', parentUrlPath: 'dames/jurk-30' },
    });
  });

  it('a bundle link whose product is missing stays as it was, and only that link is logged, by its sku', async () => {
    const { load, logger } = setup();
    const page = await pageOf(load, 'BND-20');
    expect(page.product.bundle_options?.[1]?.product_links).toStrictEqual([{ id: 'c', sku: 'GONE-23', qty: 1, is_default: true }]);
    expect(logger.entries.filter((e) => e.message === 'Product link not found')).toEqual([
      { level: 'warn', tag: 'catalog', message: 'Product link not found', data: { sku: 'GONE-23' } },
    ]);
  });

  it('a bundle without options, or a product without links, is left as the index sent it', async () => {
    const { load } = setup();
    expect((await pageOf(load, 'BND-70')).product).toStrictEqual(priced(70, 'BND-70', 0, { type_id: 'bundle' }));
    expect((await pageOf(load, 'BLT-22')).product).toStrictEqual(priced(22, 'BLT-22', 29.95));
  });

  it('a colour sibling that cannot be listed stays without a product, and a related link to a sibling is not taken for it', async () => {
    const { load } = setup();
    const page = await pageOf(load, 'DRS-30');
    expect(page.product.product_links?.map((l) => l.product?.sku ?? null)).toEqual(['DRS-31', null]);
    expect(page.product.product_links?.[1]).toStrictEqual({ sku: 'DRS-30', link_type: 'colorrelation', linked_product_sku: 'DRS-32', color_ois: 53 });
    const withRelated = await pageOf(load, 'TEE-60');
    expect(withRelated.product.product_links?.flatMap((l) => (l.product === undefined ? [] : [`${l.link_type} ${l.product.sku}`]))).toEqual([
      'colorrelation DRS-31',
    ]);
  });

  it('loads each item of a grouped product, also items not visible on their own; a related product is no item', async () => {
    const { load, logger } = setup();
    const page = await pageOf(load, 'SET-50');
    expect(page.product.product_links?.filter((l) => l.product !== undefined).map((l) => [l.linked_product_sku, l.product?.sku])).toEqual([
      ['SOX-21', 'SOX-21'],
      ['BLT-22', 'BLT-22'],
    ]);
    expect(page.related.map((p) => p.sku)).toEqual(['TEE-2']);
    expect(logger.entries.filter((e) => e.message === 'Product link not found')).toEqual([
      { level: 'warn', tag: 'catalog', message: 'Product link not found', data: { sku: 'GONE-23' } },
    ]);
  });

  it('a grouped product keeps its colour siblings and its other links beside its items', async () => {
    const { load } = setup();
    const page = await pageOf(load, 'SET-51');
    expect(page.product.product_links?.map((l) => `${l.link_type} ${l.linked_product_sku} ${l.product?.sku ?? '-'}`)).toEqual([
      'associated BLT-22 BLT-22',
      'colorrelation DRS-31 DRS-31',
      'related TEE-2 -',
    ]);
  });

  it('§8 a grouped product without product_links is logged with its sku; other products are not', async () => {
    const w = catalogWorld();
    const load = new LoadProductPage(w.catalog, w.stock, w.provider, w.logger, w.settings, w.clock);
    await load.execute({ storeCode: 'nl', parentSku: 'TEE-2', session });
    expect(w.logger.messages('error')).toEqual([]);
    await load.execute({ storeCode: 'nl', parentSku: 'GRP-7', session });
    expect(w.logger.entries).toEqual([{ level: 'error', tag: 'catalog', message: 'Grouped product without product_links', data: { sku: 'GRP-7' } }]);
  });

  it('related products are the listable products of the related links only; each missing one is logged by its sku', async () => {
    const { load, logger } = setup();
    const page = await pageOf(load, 'TEE-60');
    expect(page.related.map((p) => p.sku).sort()).toEqual(['DRS-31', 'SKT-8']);
    expect(logger.entries.filter((e) => e.message === 'Product not found')).toEqual(
      ['CAP-3', 'OFF-4', 'GONE-61'].map((sku) => ({ level: 'warn', tag: 'catalog', message: 'Product not found', data: { sku } })),
    );
    expect((await pageOf(load, 'BLT-22')).related).toEqual([]);
  });
});
