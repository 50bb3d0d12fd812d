import { describe, expect, it } from 'vitest';
import type { Product, ProviderProductGroup } from '../../domain/catalog/types';
import { money } from '../../domain/shared/money';
import { canAdd, cardState, chooseSize, productToAdd } from './product-card-selection';
import { cardFromProduct, cardFromProviderGroup } from './product-card-presenter';

const now = Date.UTC(2026, 10, 22, 12);
const stock = (inStock: boolean) => ({ is_in_stock: inStock, qty: inStock ? 5 : 0 });
const child = (size: number, inStock: boolean, extra: object = {}) => ({
  id: `c${size}`,
  sku: `DRS-1-${size}`,
  status: 1,
  color_ois: 49,
  size_ois: size,
  stock: stock(inStock),
  price: 49.55,
  price_incl_tax: 59.95,
  final_price_incl_tax: 59.95,
  image: `/dress-${size}.svg`,
  ...extra,
});

const dress: Product = {
  id: 1,
  sku: 'DRS-1',
  name: 'Jurk Amara',
  type_id: 'configurable',
  url_path: 'dames/kleding/jurken/jurk-amara-1',
  price: 66.07,
  price_incl_tax: 79.95,
  special_price_incl_tax: 59.95,
  final_price_incl_tax: 59.95,
  special_from_date: '2026-11-01 00:00:00',
  special_to_date: '2026-12-01 00:00:00',
  stock: stock(true),
  media_gallery: [
    { image: '/dress-b.svg', pos: 2, typ: 'image' },
    { image: '/dress-a.svg', pos: 1, typ: 'image' },
    { image: '/dress-c.svg', pos: 3, typ: 'image' },
  ],
  product_labels: [{ type: 1, position: 2, label_text: 'Sale' }],
  configurable_options: [
    { attribute_id: 93, attribute_code: 'color_ois', label: 'Kleur', values: [{ value_index: 49, label: 'Zwart' }] },
    {
      attribute_id: 142,
      attribute_code: 'size_ois',
      label: 'Maat',
      values: [
        { value_index: 160, label: '0' },
        { value_index: 167, label: 'S' },
        { value_index: 168, label: 'M' },
      ],
    },
  ],
  configurable_children: [child(160, true), child(167, true, { price_incl_tax: 54.95, final_price_incl_tax: 54.95 }), child(168, false)],
};

const context = { storeCode: 'en' as const, now, displayOutOfStockSizes: true };

describe('product card view', () => {
  it('shows the regular and the active special price incl. tax, the first two images and the store-prefixed link', () => {
    const card = cardFromProduct(dress, context);
    expect(card.price).toEqual({ regular: money(7995), special: money(5995) });
    expect(card.images).toEqual(['dress-a.svg', 'dress-b.svg']);
    expect(card.link).toBe('/en/dames/kleding/jurken/jurk-amara-1');
    expect(card.preset).toEqual({ color_ois: '49' });
  });

  it('drops the special price outside its window (catalogue spec §4)', () => {
    const card = cardFromProduct(dress, { ...context, now: Date.UTC(2026, 11, 5) });
    expect(card.price).toEqual({ regular: money(7995) });
  });

  it('shows size 0 as One Size and disables an out-of-stock size, or hides it by setting', () => {
    const sizes = cardFromProduct(dress, context).sizes?.choices;
    expect(sizes).toEqual([
      { value: '160', label: '0', oneSize: true, disabled: false },
      { value: '167', label: 'S', oneSize: false, disabled: false },
      { value: '168', label: 'M', oneSize: false, disabled: true },
    ]);
    expect(cardFromProduct(dress, { ...context, displayOutOfStockSizes: false }).sizes?.choices.map((c) => c.label)).toEqual(['0', 'S']);
  });

  it('a chosen size switches sku, image and price; add to cart waits for it and sends the chosen options', () => {
    const card = cardFromProduct(dress, context);
    expect(canAdd(card, cardState(card, undefined))).toBe(false);
    const state = cardState(card, chooseSize(card, '167'));
    expect(state).toMatchObject({ sku: 'DRS-1-167', images: ['dress-167.svg', 'dress-b.svg'], price: { regular: money(5495) }, inStock: true });
    expect(canAdd(card, state)).toBe(true);
    expect(productToAdd(card, state)).toEqual({
      sku: 'DRS-1-167',
      parentSku: 'DRS-1',
      name: 'Jurk Amara',
      type_id: 'configurable',
      price: money(5495),
      thumbnail: 'dress-167.svg',
      productOption: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '49' },
            { option_id: '142', option_value: '167' },
          ],
        },
      },
    });
  });

  it("the cart line carries the chosen child's price signature (sgn), the product's own for a simple card (wire §1)", () => {
    const signed: Product = {
      ...dress,
      sgn: 'parent-sgn',
      configurable_children: [child(167, true, { sgn: 'child-sgn', price_incl_tax: 54.949999999999996, final_price_incl_tax: 54.95 })],
    };
    const card = cardFromProduct(signed, context);
    expect(productToAdd(card, cardState(card, chooseSize(card, '167')))).toMatchObject({
      sku: 'DRS-1-167',
      sgn: 'child-sgn',
      signedPriceInclTax: 54.949999999999996,
    });
    const tee = cardFromProduct(
      { id: 3, sku: 'TEE-1', name: 'T-shirt', type_id: 'simple', price_incl_tax: 19.950000000000003, sgn: 'tee-sgn', stock: stock(true) },
      context,
    );
    expect(productToAdd(tee, cardState(tee, undefined))).toMatchObject({ sku: 'TEE-1', sgn: 'tee-sgn', signedPriceInclTax: 19.950000000000003 });
    expect(productToAdd(cardFromProduct(dress, context), cardState(cardFromProduct(dress, context), undefined))).not.toHaveProperty('sgn');
  });

  it('a product without a price cannot be added', () => {
    const card = cardFromProduct({ id: 9, sku: 'EDGE-PRICE-ZERO', name: 'Top', type_id: 'simple', price: 0, stock: stock(true) }, context);
    expect(canAdd(card, cardState(card, undefined))).toBe(false);
  });

  it('an out-of-stock choice is shown as such and cannot be added', () => {
    const card = cardFromProduct(dress, context);
    const state = cardState(card, chooseSize(card, '168'));
    expect(state.inStock).toBe(false);
    expect(canAdd(card, state)).toBe(false);
  });

  it('builds a card of the search provider with its ticket and one size per label', () => {
    const group: ProviderProductGroup = {
      key: 'CRD-1',
      products: [
        {
          key: 'CRD-1',
          title: 'Vest Saar',
          link: '/en/women/cardigan-saar',
          ticket: 't-1',
          inStock: true,
          brand: 'Kade Studio',
          sellingPrice: { min: 49.95 },
          listPrice: { min: 59.95 },
          imageInfo: { images: [{ sources: [{ url: '/img/375/469/saar-1.svg' }] }, { sources: [{ url: '/img/375/469/saar-2.svg' }] }] },
          variants: [
            { key: 'CRD-1-BLK-S', inStock: false, size: 'S', sellingPrice: 49.95, listPrice: 59.95 },
            { key: 'CRD-1-WHT-S', inStock: true, size: 'S', sellingPrice: 49.95, listPrice: 59.95 },
            { key: 'CRD-1-BLK-M', inStock: false, size: 'M', sellingPrice: 49.95, listPrice: 59.95 },
          ],
        },
      ],
    };
    const card = cardFromProviderGroup(group, context)!;
    expect(card).toMatchObject({
      sku: 'CRD-1',
      link: '/en/women/cardigan-saar',
      images: ['saar-1.svg', 'saar-2.svg'],
      ticket: 't-1',
      price: { regular: money(5995), special: money(4995) },
    });
    expect(card.sizes?.choices).toEqual([
      { value: 'S', label: 'S', oneSize: false, disabled: false },
      { value: 'M', label: 'M', oneSize: false, disabled: true },
    ]);
    expect(chooseSize(card, 'S')?.sku).toBe('CRD-1-WHT-S');
  });
});
