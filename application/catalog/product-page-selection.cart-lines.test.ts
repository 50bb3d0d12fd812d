import { describe, expect, it } from 'vitest';
import type { BundleOption, Product, ProductLink } from '../../domain/catalog/types';
import { money } from '../../domain/shared/money';
import { child, colorSizeOptions, configurable } from '../../testing/catalog-arbitraries';
import type { PriceView, ProductPageData } from './product-page-presenter';
import { presentSelection, type ProductSelection } from './product-page-selection';

/** The page data as the loader hands it over; the tests set only what the rule at hand reads. */
function pageData(product: Product, prices: Partial<ProductPageData['prices']> = {}): ProductPageData {
  return {
    storeCode: 'nl',
    product,
    labels: [],
    options: [],
    attributes: [],
    related: { alternatives: [], upsell: [] },
    prices: { bySku: {}, ...prices },
    settings: { displayOutOfStockSizes: false, listOutOfStock: false },
    paths: { base: '/p/x', childSkuIn: 'path' },
    breadcrumbs: [],
  };
}

const select = (fields: Partial<ProductSelection> = {}): ProductSelection => ({ configuration: {}, quantityText: '1', ...fields });
const linesOf = (data: ProductPageData, selection: Partial<ProductSelection> = {}) => presentSelection(data, select(selection)).cartLines;
const price = (cents: number): PriceView => ({ regular: cents, final: cents });

const tee = (fields: Partial<Product> = {}): Product => ({
  id: 7,
  sku: 'TEE-1',
  name: 'T-shirt',
  type_id: 'simple',
  price_incl_tax: 59.95,
  stock: { is_in_stock: true, qty: 20 },
  ...fields,
});

describe('what the add-to-cart button sends for a simple product', () => {
  it('the product at the shown price and quantity, with its picture and price signature', () => {
    const data = pageData(tee({ image: '/tee.jpg', sgn: 'sig-tee' }), { product: price(5995) });
    expect(linesOf(data, { quantityText: '3' })).toStrictEqual([
      {
        product: {
          parentSku: 'TEE-1',
          name: 'T-shirt',
          type_id: 'simple',
          price: money(5995),
          errors: {},
          thumbnail: '/tee.jpg',
          sku: 'TEE-1',
          sgn: 'sig-tee',
          signedPriceInclTax: 59.95,
        },
        qty: 3,
      },
    ]);
  });

  it('without a picture the line has no thumbnail; without a price it is sent at 0 with the unknown-price note', () => {
    expect(linesOf(pageData(tee({ price_incl_tax: undefined })))).toStrictEqual([
      { product: { parentSku: 'TEE-1', name: 'T-shirt', type_id: 'simple', price: money(0), errors: { price: 'unknown-price' }, sku: 'TEE-1' }, qty: 1 },
    ]);
  });

  it('an invalid quantity sends one piece', () => {
    expect(linesOf(pageData(tee(), { product: price(5995) }), { quantityText: 'veel' })[0]?.qty).toBe(1);
  });
});

describe('what the add-to-cart button sends for a configurable product', () => {
  const medium = child('DRS-01-M', { color: 49, size: '167', price_incl_tax: 89.95, sgn: 'sig-m', image: '/m.jpg' });
  const dress = (fields: Partial<Product> = {}) =>
    configurable([medium], { configurable_options: colorSizeOptions, price_incl_tax: 79.95, sgn: 'sig-parent', ...fields });

  it("the chosen child under its parent, with its option values and labels and the child's signature", () => {
    const data = pageData(dress(), { product: price(7995), bySku: { 'DRS-01-M': price(8995) } });
    expect(linesOf(data, { selectedSku: 'DRS-01-M', quantityText: '2' })).toStrictEqual([
      {
        product: {
          parentSku: 'DRS-01',
          name: 'Jurk',
          type_id: 'configurable',
          price: money(8995),
          errors: {},
          thumbnail: '/m.jpg',
          sku: 'DRS-01-M',
          productOption: {
            extension_attributes: {
              configurable_item_options: [
                { option_id: 93, option_value: 49, label: 'Kleur', value: 'c49' },
                { option_id: 144, option_value: '167', label: 'Maat', value: 's167' },
              ],
            },
          },
          sgn: 'sig-m',
          signedPriceInclTax: 89.95,
        },
        qty: 2,
      },
    ]);
  });

  it('a value without a label is sent without one; an option the child lacks is not sent', () => {
    const lengthOption = { attribute_id: 200, label: 'Lengte', values: [{ value_index: 32, label: 'L32' }] };
    const odd = child('DRS-01-X', { color: 77, lengte: null });
    const data = pageData(dress({ configurable_children: [odd], configurable_options: [...colorSizeOptions, lengthOption] }), { product: price(7995) });
    const [line] = linesOf(data, { selectedSku: 'DRS-01-X' });
    expect(line?.product.productOption).toStrictEqual({
      extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 77, label: 'Kleur' }] },
    });
    const bare = child('DRS-01-Y', { size: 166 });
    const [other] = linesOf(pageData(dress({ configurable_children: [bare] }), { product: price(7995) }), { selectedSku: 'DRS-01-Y' });
    expect(other?.product.productOption).toStrictEqual({
      extension_attributes: { configurable_item_options: [{ option_id: 144, option_value: 166, label: 'Maat', value: 's166' }] },
    });
  });

  it('a child of a product without option metadata is sent without options', () => {
    const data = pageData(configurable([medium]), { product: price(7995) });
    expect(linesOf(data, { selectedSku: 'DRS-01-M' })[0]?.product.productOption).toStrictEqual({ extension_attributes: { configurable_item_options: [] } });
  });

  it("before a child is chosen the parent itself is sent, with the parent's signature", () => {
    const [line] = linesOf(pageData(dress(), { product: price(7995) }));
    expect(line?.product).toStrictEqual({
      parentSku: 'DRS-01',
      name: 'Jurk',
      type_id: 'configurable',
      price: money(7995),
      errors: {},
      sku: 'DRS-01',
      sgn: 'sig-parent',
      signedPriceInclTax: 79.95,
    });
  });
});

describe('what the add-to-cart button sends for a bundle', () => {
  const link = (id: number, sku: string, qty: number, isDefault: boolean) => ({ id, sku, qty, is_default: isDefault });
  const options: BundleOption[] = [
    { option_id: 1, title: 'Top', type: 'radio', product_links: [link(11, 'TOP-A', 1, false), link(12, 'TOP-B', 2, true)] },
    { option_id: 2, title: 'Broek', type: 'select', product_links: [link(21, 'PANTS-A', 1, false), link(22, 'PANTS-B', 3, false)] },
    { option_id: 3, title: 'Riem', type: 'checkbox', product_links: [] },
  ];
  const bundle = (fields: Partial<Product> = {}) => tee({ sku: 'SET-1', name: 'Set', type_id: 'bundle', sgn: 'sig-set', bundle_options: options, ...fields });

  it("the bundle with each option's default selection (else its first) at the total price", () => {
    expect(linesOf(pageData(bundle(), { total: 12990 }))).toStrictEqual([
      {
        product: {
          parentSku: 'SET-1',
          name: 'Set',
          type_id: 'bundle',
          price: money(12990),
          errors: {},
          sku: 'SET-1',
          productOption: {
            extension_attributes: {
              bundle_options: [
                { option_id: 1, option_qty: 2, option_selections: [12] },
                { option_id: 2, option_qty: 1, option_selections: [21] },
              ],
            },
          },
          sgn: 'sig-set',
          signedPriceInclTax: 59.95,
        },
        qty: 1,
      },
    ]);
  });

  it('a bundle without options sends no selections', () => {
    const [line] = linesOf(pageData(bundle({ bundle_options: undefined }), { total: 0 }));
    expect(line?.product.productOption).toStrictEqual({ extension_attributes: { bundle_options: [] } });
  });
});

describe('what the add-to-cart button sends for a grouped product', () => {
  const item = (sku: string, fields: Partial<Product> = {}): Product => ({
    id: sku,
    sku,
    name: `Item ${sku}`,
    type_id: 'simple',
    price_incl_tax: 10,
    ...fields,
  });
  const associated = (sku: string, fields: Partial<ProductLink> = {}): ProductLink => ({
    sku: 'SET-2',
    link_type: 'associated',
    linked_product_sku: sku,
    product: item(sku),
    ...fields,
  });
  const links: ProductLink[] = [
    associated('A', { product: item('A', { image: '/a.jpg', sgn: 'sig-a' }), qty: 5, extension_attributes: { qty: 2 } }),
    associated('B', { product: item('B', { image: 'no_selection' }), qty: 3 }),
    associated('C', { product: item('C', { image: '' }) }),
    associated('D', { extension_attributes: {} }),
    associated('NOPRICE'),
    associated('GONE', { product: undefined }),
    { sku: 'SET-2', link_type: 'related', linked_product_sku: 'REL', product: item('REL') },
  ];
  const bySku = { A: price(1000), B: price(2000), C: price(3000), D: price(4000), GONE: price(5000), REL: price(6000) };
  const grouped = (fields: Partial<Product> = {}) => tee({ sku: 'SET-2', name: 'Set 2', type_id: 'grouped', product_links: links, ...fields });

  it('each associated item with a price, at its own price, its quantity in the set times the chosen quantity', () => {
    const lines = linesOf(pageData(grouped({ image: '/set.jpg' }), { bySku, total: 10000 }), { quantityText: '3' });
    expect(lines).toStrictEqual([
      { product: { sku: 'A', name: 'Item A', type_id: 'simple', price: money(1000), thumbnail: '/a.jpg', sgn: 'sig-a', signedPriceInclTax: 10 }, qty: 6 },
      { product: { sku: 'B', name: 'Item B', type_id: 'simple', price: money(2000), thumbnail: '/set.jpg' }, qty: 9 },
      { product: { sku: 'C', name: 'Item C', type_id: 'simple', price: money(3000), thumbnail: '/set.jpg' }, qty: 3 },
      { product: { sku: 'D', name: 'Item D', type_id: 'simple', price: money(4000), thumbnail: '/set.jpg' }, qty: 3 },
    ]);
  });

  it('an item without a picture of its own has no thumbnail when the set has none either', () => {
    const lines = linesOf(pageData(grouped(), { bySku, total: 10000 }));
    expect(lines.map((l) => 'thumbnail' in l.product)).toEqual([true, false, false, false]);
  });

  it('a grouped product without items sends nothing', () => {
    expect(linesOf(pageData(grouped({ product_links: undefined }), { bySku, total: 0 }))).toEqual([]);
  });
});
