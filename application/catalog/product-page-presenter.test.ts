import { describe, expect, it } from 'vitest';
import type { Category, Product, ProductLink, ProviderProductGroup, RecommendationList } from '../../domain/catalog/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import type { ProductPage } from './load-product-page';
import { toProductPageData } from './product-page-presenter';

const now = Date.UTC(2026, 10, 22, 12);
const settings = { displayOutOfStockSizes: false, listOutOfStock: false };

/** A simple product as the index sends it: net prices and their tax-inclusive twins (21 % VAT). */
const item = (sku: string, inclTax: number, fields: Partial<Product> = {}): Product => ({
  id: sku,
  sku,
  name: sku,
  type_id: 'simple',
  status: 1,
  visibility: 1,
  price: Math.round((inclTax / 1.21) * 100) / 100,
  final_price: Math.round((inclTax / 1.21) * 100) / 100,
  price_incl_tax: inclTax,
  final_price_incl_tax: inclTax,
  stock: { is_in_stock: true, qty: 5 },
  ...fields,
});

const group = (key: string, sizes: readonly { size: string; inStock: boolean }[] = []): ProviderProductGroup => ({
  key,
  products: [
    {
      key,
      title: `Product ${key}`,
      link: `/p/${key}/product`,
      ticket: `t-${key}`,
      inStock: true,
      sellingPrice: { min: 19.95 },
      listPrice: { min: 19.95 },
      imageInfo: { images: [] },
      variants: sizes.map((s) => ({ key: `${key}-${s.size}`, size: s.size, inStock: s.inStock })),
    },
  ],
});

const list = (algorithm: string, keys: readonly string[]): RecommendationList => ({ algorithm, productGroups: keys.map((k) => group(k)) });

function pageOf(product: Product, fields: Partial<ProductPage> = {}): ProductPage {
  return {
    product,
    options: [],
    related: [],
    recommendations: [],
    attributes: [],
    now,
    displayOutOfStockSizes: false,
    listOutOfStock: false,
    categoryTrail: [],
    urlDispatcher: true,
    ...fields,
  };
}

function present(product: Product, fields: Partial<ProductPage> = {}, storeCode: StoreCode = 'nl', pageSettings = settings) {
  return toProductPageData(pageOf(product, fields), {
    storeView: storeViews[storeCode],
    now,
    settings: pageSettings,
    paths: { base: '/p/X/x', childSkuIn: 'query' },
  });
}

const related = (sku: string): ProductLink => ({ sku: 'X', link_type: 'related', linked_product_sku: sku });
const associated = (sku: string, product?: Product): ProductLink => ({
  sku: 'GRP-1',
  link_type: 'associated',
  linked_product_sku: sku,
  ...(product === undefined ? {} : { product }),
});

describe('toProductPageData: the prices the product page shows (catalogue spec §4)', () => {
  it("shows the product's own price with its details, the special price only while it runs", () => {
    const onSale = item('TEE-1', 44.95, {
      original_price_incl_tax: 59.95,
      special_price_incl_tax: 44.95,
      special_from_date: '2026-11-01 00:00:00',
    });
    const { prices } = present(onSale);
    expect(prices.product).toStrictEqual({ regular: 5995, final: 4495, special: 4495 });
    expect(prices.details).toMatchObject({ regular: 5995, final: 4495, special: 4495, storedSpecial: 4495, specialWindow: { from: '2026-11-01 00:00:00' } });
  });

  it('a product without a special price shows the regular and final price only', () => {
    const { prices } = present(item('TEE-1', 59.95));
    expect(prices.product).toStrictEqual({ regular: 5995, final: 5995 });
  });

  it('a product without any price shows none: no price, no details, no total', () => {
    const { prices } = present({ id: 1, sku: 'NOP-1', name: 'No price', type_id: 'simple' });
    expect(prices).toStrictEqual({ bySku: {} });
  });

  it('prices each configurable child by its sku, leaving out a child without a price', () => {
    const dress: Product = {
      id: 1,
      sku: 'DRS-1',
      name: 'Jurk',
      type_id: 'configurable',
      price_incl_tax: 59.95,
      configurable_children: [
        { id: 'a', sku: 'DRS-1-S', price: 49.55, price_incl_tax: 59.95 },
        { id: 'b', sku: 'DRS-1-M', price: 41.28, price_incl_tax: 49.95, special_price_incl_tax: 39.95 },
        { id: 'c', sku: 'DRS-1-L' },
      ],
    };
    expect(present(dress).prices.bySku).toStrictEqual({
      'DRS-1-S': { regular: 5995, final: 5995 },
      'DRS-1-M': { regular: 4995, final: 3995, special: 3995 },
    });
  });

  it('sums a grouped product from its items at quantity 1, tax-inclusive, and prices each item; related products are not its items', () => {
    const grouped = item('GRP-1', 0, {
      type_id: 'grouped',
      price: undefined,
      price_incl_tax: undefined,
      final_price: undefined,
      final_price_incl_tax: undefined,
      product_links: [
        associated('TEE-2', item('TEE-2', 24.2, { tax_class_id: 2 })),
        related('CAP-3'),
        { sku: 'GRP-1', link_type: 'related', linked_product_sku: 'SKT-4', product: item('SKT-4', 39.95) },
        associated('SOX-5', item('SOX-5', 12.1, { tax_class_id: 2 })),
      ],
    });
    const { prices } = present(grouped);
    expect(prices.total).toBe(3630);
    expect(prices.bySku).toStrictEqual({ 'TEE-2': { regular: 2420, final: 2420 }, 'SOX-5': { regular: 1210, final: 1210 } });
  });

  it("a grouped item's special price counts in the sum only inside its window", () => {
    const ended = item('TEE-2', 24.2, {
      special_price_incl_tax: 12.1,
      special_price: 10,
      special_from_date: '2026-10-01 00:00:00',
      special_to_date: '2026-10-31 00:00:00',
    });
    const running = item('SOX-5', 12.1, {
      special_price_incl_tax: 6.05,
      special_price: 5,
      special_from_date: '2026-11-01 00:00:00',
      special_to_date: '2026-12-31 00:00:00',
    });
    const grouped = item('GRP-1', 0, { type_id: 'grouped', product_links: [associated('TEE-2', ended), associated('SOX-5', running)] });
    expect(present(grouped).prices.total).toBe(2420 + 605);
  });

  it('a grouped product whose item is not loaded shows no total rather than a made-up one', () => {
    const grouped = item('GRP-1', 0, { type_id: 'grouped', product_links: [associated('TEE-2', item('TEE-2', 24.2)), associated('GONE-9')] });
    const { prices } = present(grouped);
    expect(prices).not.toHaveProperty('total');
    expect(prices.bySku).toStrictEqual({ 'TEE-2': { regular: 2420, final: 2420 } });
  });

  it('sums a bundle from the default selection of each option times its quantity, and prices every loaded selection', () => {
    const bundle = item('BND-1', 0, {
      type_id: 'bundle',
      bundle_options: [
        {
          option_id: 1,
          title: 'Socks',
          type: 'radio',
          product_links: [
            { id: 'a', sku: 'SOX-5', qty: 2, is_default: true, product: item('SOX-5', 12.1) },
            { id: 'b', sku: 'SOX-6', qty: 1, is_default: false },
          ],
        },
        { option_id: 2, title: 'Belt', type: 'select', product_links: [{ id: 'c', sku: 'BLT-7', qty: 1, is_default: true, product: item('BLT-7', 30.25) }] },
      ],
    });
    const { prices } = present(bundle);
    expect(prices.total).toBe(2 * 1210 + 3025);
    expect(prices.bySku).toStrictEqual({ 'SOX-5': { regular: 1210, final: 1210 }, 'BLT-7': { regular: 3025, final: 3025 } });
  });

  it('a simple or configurable product has no total, even with associated links', () => {
    const simple = item('TEE-1', 59.95, { product_links: [associated('SOX-5', item('SOX-5', 12.1))] });
    expect(present(simple).prices).not.toHaveProperty('total');
    expect(present({ ...simple, type_id: 'configurable' }).prices).not.toHaveProperty('total');
    const bundleOptions = [
      { option_id: 1, title: 'Socks', type: 'radio', product_links: [{ id: 'a', sku: 'SOX-5', qty: 1, is_default: true, product: item('SOX-5', 12.1) }] },
    ];
    expect(present({ ...simple, product_links: [], bundle_options: bundleOptions }).prices).not.toHaveProperty('total');
  });
});

describe("toProductPageData: the provider's lists as cards (catalogue spec §7)", () => {
  it('shows the ALTERNATIVES and UPSELL lists whatever their case, each product once, not the product itself, 8 at most', () => {
    const alternatives = list('alternatives', ['TEE-1', 'A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7', 'A-8', 'A-9']);
    const upsell = list('Upsell', ['A-1', 'U-1', 'U-2']);
    const { related: lists } = present(item('TEE-1', 59.95), { recommendations: [list('BOUGHT_TOGETHER', ['B-1']), alternatives, upsell] });
    expect(lists.alternatives.map((c) => c.sku)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7']);
    expect(lists.upsell.map((c) => c.sku)).toEqual(['U-1', 'U-2']);
  });

  it('a list the provider did not send, or a group without products, shows no cards', () => {
    const empty: RecommendationList = { algorithm: 'ALTERNATIVES', productGroups: [{ key: 'E-1', products: [] }, group('A-1')] };
    const { related: lists } = present(item('TEE-1', 59.95), { recommendations: [empty] });
    expect(lists).toEqual({ alternatives: [expect.objectContaining({ sku: 'A-1' })], upsell: [] });
  });

  it("links the cards in the page's store view and hides sold-out sizes unless they are to be shown", () => {
    const sized: RecommendationList = {
      algorithm: 'UPSELL',
      productGroups: [
        group('U-1', [
          { size: 'S', inStock: true },
          { size: 'M', inStock: false },
        ]),
      ],
    };
    const hidden = present(item('TEE-1', 59.95), { recommendations: [sized] }, 'en').related.upsell[0];
    expect(hidden?.link).toBe('/en/p/U-1/product');
    expect(hidden?.sizes?.choices.map((c) => c.label)).toEqual(['S']);
    const shown = present(item('TEE-1', 59.95), { recommendations: [sized] }, 'de', { displayOutOfStockSizes: true, listOutOfStock: false }).related.upsell[0];
    expect(shown?.link).toBe('/de/p/U-1/product');
    expect(shown?.sizes?.choices.map((c) => [c.label, c.disabled])).toEqual([
      ['S', false],
      ['M', true],
    ]);
  });
});

describe('toProductPageData: breadcrumbs and the notice', () => {
  const category = (id: number, name: string, fields: Partial<Category> = {}): Category => ({ id, parent_id: 2, level: 2, name, is_active: true, ...fields });

  it('gives each category of the trail its store-prefixed path: its url_path, else its slug, else its id', () => {
    const trail = [
      category(20, 'Dames', { url_path: 'dames', slug: 'dames-20' }),
      category(24, 'Kleding', { url_path: 'dames/kleding', slug: 'kleding-24' }),
      category(21, 'Jurken', { url_path: '//dames/jurken', slug: 'jurken-21' }),
      category(22, 'Maxi', { slug: 'maxi-22' }),
      category(23, 'Sale'),
    ];
    expect(present(item('TEE-1', 59.95), { categoryTrail: trail }, 'en').breadcrumbs).toStrictEqual([
      { label: 'Dames', path: '/en/dames' },
      { label: 'Kleding', path: '/en/dames/kleding' },
      { label: 'Jurken', path: '/en/dames/jurken' },
      { label: 'Maxi', path: '/en/maxi-22' },
      { label: 'Sale', path: '/en/23' },
    ]);
  });

  it("carries the loader's notice, and none when the loader had none", () => {
    const notice = { type: 'warning' as const, message: 'no-such-configuration', action1: { label: 'ok', action: 'close' as const } };
    expect(present(item('TEE-1', 59.95), { notice }).notice).toEqual(notice);
    expect(present(item('TEE-1', 59.95))).not.toHaveProperty('notice');
  });

  it('passes the store view, product, options, attributes, settings and paths through', () => {
    const product = item('TEE-1', 59.95);
    const attributes = [{ attribute_id: 83, attribute_code: 'brand_ois', options: [] }];
    const data = present(product, { attributes }, 'de');
    expect(data).toMatchObject({
      storeCode: 'de',
      product,
      options: [],
      attributes,
      settings,
      paths: { base: '/p/X/x', childSkuIn: 'query' },
      breadcrumbs: [],
    });
  });
});
