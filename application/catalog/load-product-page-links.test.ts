import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Attribute, Product } from '../../domain/catalog/types';
import { LoadProductPage } from './load-product-page';
import { catalogWorld, dress, products, session } from '../../testing/catalog-world';

const priced = (id: number, sku: string, price: number, extra: Partial<Product> = {}): Product => ({
  id, sku, name: sku, type_id: 'simple', status: 1, visibility: 4, price, final_price: price, stock: { is_in_stock: true, qty: 5 }, ...extra,
});

const bundle: Product = priced(20, 'BND-20', 49.9, {
  type_id: 'bundle',
  bundle_options: [
    { option_id: 1, title: 'Socks', type: 'radio', product_links: [
      { id: 'a', sku: 'SOX-21', qty: 2, is_default: false },
      { id: 'b', sku: 'BLT-22', qty: 1, is_default: true },
    ] },
    { option_id: 2, title: 'Scarf', type: 'select', product_links: [{ id: 'c', sku: 'GONE-23', qty: 1, is_default: true }] },
  ],
});

const colours: Product = { ...dress, sku: 'DRS-30', id: 30, url_path: 'dames/jurk-30', product_links: [
  { sku: 'DRS-30', link_type: 'colorrelation', linked_product_sku: 'DRS-31', color_ois: 52 },
  { sku: 'DRS-30', link_type: 'colorrelation', linked_product_sku: 'DRS-32', color_ois: 53 },
] };

const attributes: Attribute[] = [
  { attribute_id: 83, attribute_code: 'brand_ois', options: [{ value: '300', label: 'Noord & Zee' }] },
  { attribute_id: 93, attribute_code: 'color_ois', options: [{ value: '49', label: 'Zwart' }] },
  { attribute_id: 7, attribute_code: 'material_ois', options: [] },
];

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
    expect(result.value.page.attributes.map((a) => a.attribute_code).sort()).toEqual(['brand_ois', 'color_ois']);
  });

  it("names the parent's url_path when a child is redirected, so the 301 can point at the parent's page", async () => {
    const { load } = setup();
    expect(await load.execute({ storeCode: 'nl', parentSku: 'DRS-30-S', session })).toEqual({
      ok: true,
      value: { kind: 'redirect-to-parent', parentSku: 'DRS-30', childSku: 'DRS-30-S', parentUrlPath: 'dames/jurk-30' },
    });
  });
});
