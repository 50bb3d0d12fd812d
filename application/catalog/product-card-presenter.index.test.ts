import { describe, expect, it } from 'vitest';
import type { ConfigurableChild, Product } from '../../domain/catalog/types';
import { money } from '../../domain/shared/money';
import { fc, test } from '../../testing/property-test';
import { cardFromProduct } from './product-card-presenter';

const now = Date.UTC(2026, 10, 22, 12);
const context = { storeCode: 'en' as const, now, displayOutOfStockSizes: true };

const tee = (extra: Partial<Product> = {}): Product => ({ id: 3, sku: 'TEE-1', name: 'T-shirt', type_id: 'simple', price_incl_tax: 19.95, ...extra });

const child = (sku: string, extra: Partial<ConfigurableChild> = {}): ConfigurableChild => ({
  id: sku,
  sku,
  status: 1,
  stock: { is_in_stock: true, qty: 5 },
  price_incl_tax: 29.95,
  ...extra,
});

const colour = (values: readonly number[]) => ({
  attribute_id: 93,
  attribute_code: 'color_ois',
  label: 'Kleur',
  values: values.map((v) => ({ value_index: v, label: `kleur ${v}` })),
});

describe('product card of an index product: images', () => {
  it('shows pictures only, in gallery position order, the first two; an item without a type is a picture', () => {
    const card = cardFromProduct(
      tee({
        media_gallery: [
          { image: '/clip.mp4', typ: 'video', pos: 0 },
          { image: '', typ: 'image', pos: 0 },
          { image: '/tee-c.svg', pos: 3 },
          { image: '/tee-b.svg', pos: 2 },
          { image: '/tee-a.svg', typ: 'image', pos: 1 },
        ],
      }),
      context,
    );
    expect(card.images).toEqual(['tee-a.svg', 'tee-b.svg']);
    expect(cardFromProduct(tee({ media_gallery: [{ image: '/tee-x.svg' }] }), context).images).toEqual(['tee-x.svg']);
  });

  it("without a picture in the gallery the product's image is the card's, and without either there is none", () => {
    expect(cardFromProduct(tee({ media_gallery: [], image: '/tee.svg' }), context).images).toEqual(['tee.svg']);
    expect(cardFromProduct(tee({ media_gallery: [{ image: '/clip.mp4', typ: 'video' }], image: '/tee.svg' }), context).images).toEqual(['tee.svg']);
    expect(cardFromProduct(tee(), context).images).toEqual([]);
  });
});

describe('product card of an index product: the rest of the card', () => {
  it("links to the product page under the store's prefix, however many slashes lead the url_path, else by slug or sku", () => {
    expect(cardFromProduct(tee({ url_path: '//heren/tee-1' }), context).link).toBe('/en/heren/tee-1');
    expect(cardFromProduct(tee({ url_path: '/heren/tee-1' }), context).link).toBe('/en/heren/tee-1');
    expect(cardFromProduct(tee({ url_path: '/heren/tee-1' }), { ...context, storeCode: 'nl' }).link).toBe('/heren/tee-1');
    expect(cardFromProduct(tee({ slug: 'tee-1' }), context).link).toBe('/en/tee-1');
    expect(cardFromProduct(tee(), context).link).toBe('/en/TEE-1');
  });

  it('is out of stock only when the index says so; without stock data it can be bought', () => {
    expect(cardFromProduct(tee({ stock: { is_in_stock: false, qty: 0 } }), context).inStock).toBe(false);
    expect(cardFromProduct(tee({ stock: { is_in_stock: true, qty: 3 } }), context).inStock).toBe(true);
    expect(cardFromProduct(tee(), context).inStock).toBe(true);
  });

  it("shows the product's list labels in their corners, and none when it has none", () => {
    const labels = [
      { type: 1, position: 0, label_text: 'Nieuw' },
      { type: 2, position: 2, label_text: 'Alleen op de productpagina' },
    ];
    expect(cardFromProduct(tee({ product_labels: labels }), context).labels).toEqual([{ corner: 'top-left', text: 'Nieuw' }]);
    expect(cardFromProduct(tee(), context).labels).toEqual([]);
  });

  it('a simple product has no variants to switch to and no size picker', () => {
    const card = cardFromProduct(tee(), context);
    expect(card.variants).toEqual([]);
    expect(card).not.toHaveProperty('sizes');
    expect(card.preset).toEqual({});
  });

  it("a product without any price shows 0, and a child without a price the product's", () => {
    const card = cardFromProduct(
      {
        id: 4,
        sku: 'NOP-4',
        name: 'Sjaal',
        type_id: 'configurable',
        configurable_options: [colour([49])],
        configurable_children: [{ id: 'NOP-4-49', sku: 'NOP-4-49', status: 1, color_ois: 49 }],
      },
      context,
    );
    expect(card.price).toEqual({ regular: money(0) });
    expect(card.variants.map((v) => v.price)).toEqual([{ regular: money(0) }]);
  });
});

describe('product card of an index product: options', () => {
  const sizes = { attribute_id: 142, attribute_code: 'size_ois', label: 'Maat', values: [{ value_index: 160, label: '0' }] };
  const material = { attribute_id: 150, attribute_code: 'material_ois', label: 'Materiaal', values: [{ value_index: 501, label: 'Katoen' }] };
  const scarf: Product = {
    id: 5,
    sku: 'SJL-5',
    name: 'Sjaal',
    type_id: 'configurable',
    price_incl_tax: 24.95,
    configurable_options: [colour([49, 52]), material, sizes],
    configurable_children: [
      child('SJL-5-49', { color_ois: 49, material_ois: 501, size_ois: 160 }),
      child('SJL-5-52', { color_ois: 52, material_ois: 501, size_ois: 160 }),
    ],
  };

  it('an option with one value is chosen already, but never the size; an option with more values is left to the shopper', () => {
    const card = cardFromProduct(scarf, context);
    expect(card.preset).toEqual({ material_ois: '501' });
    expect(card.sizes).toEqual({
      code: 'size_ois',
      attributeId: '142',
      label: 'Maat',
      choices: [{ value: '160', label: '0', oneSize: true, disabled: false }],
    });
  });

  it('a child carries only the option values it has', () => {
    const card = cardFromProduct(
      { ...scarf, configurable_children: [child('SJL-5-N', { color_ois: null, material_ois: 501, size_ois: 160 }), child('SJL-5-U', { size_ois: 160 })] },
      context,
    );
    expect(card.variants.map((v) => v.configuration)).toEqual([{ material_ois: '501', size_ois: '160' }, { size_ois: '160' }]);
  });

  it('when every size is out of stock and those are hidden, the card has no size picker', () => {
    const soldOut = { ...scarf, configurable_children: scarf.configurable_children!.map((c) => ({ ...c, stock: { is_in_stock: false, qty: 0 } })) };
    expect(cardFromProduct(soldOut, { ...context, displayOutOfStockSizes: false })).not.toHaveProperty('sizes');
    expect(cardFromProduct(soldOut, context).sizes?.choices).toEqual([{ value: '160', label: '0', oneSize: true, disabled: true }]);
  });

  test.prop(
    [
      fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 5 }),
      fc.uniqueArray(fc.integer({ min: 1000, max: 1999 }), { minLength: 1, maxLength: 4 }),
    ],
    { numRuns: 50 },
  )('the colour is preset exactly when there is one; every child is a variant with the values it carries', (colours, sizeValues) => {
    const product: Product = {
      id: 6,
      sku: 'P-6',
      name: 'Trui',
      type_id: 'configurable',
      price_incl_tax: 39.95,
      configurable_options: [
        colour(colours),
        { attribute_id: 142, attribute_code: 'size_ois', label: 'Maat', values: sizeValues.map((v) => ({ value_index: v, label: `m${v}` })) },
      ],
      configurable_children: colours.flatMap((c) => sizeValues.map((s) => child(`P-6-${c}-${s}`, { color_ois: c, size_ois: s }))),
    };
    const card = cardFromProduct(product, context);
    expect(card.preset).toEqual(colours.length === 1 ? { color_ois: String(colours[0]) } : {});
    expect(card.sizes?.choices.map((c) => c.value)).toEqual(sizeValues.map(String));
    expect(card.variants.map((v) => v.configuration)).toEqual(colours.flatMap((c) => sizeValues.map((s) => ({ color_ois: String(c), size_ois: String(s) }))));
  });
});
