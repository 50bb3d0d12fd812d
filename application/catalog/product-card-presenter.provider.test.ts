import { describe, expect, it } from 'vitest';
import type { ProviderProduct, ProviderProductGroup, ProviderVariant } from '../../domain/catalog/types';
import { money } from '../../domain/shared/money';
import { fc, test } from '../../testing/property-test';
import { type CardContext, cardFromProviderGroup, type ProductCardView } from './product-card-presenter';

const context: CardContext = { storeCode: 'en', now: Date.UTC(2026, 10, 22, 12), displayOutOfStockSizes: true };

const vest = (extra: Partial<ProviderProduct> = {}): ProviderProduct => ({
  key: 'CRD-1',
  title: 'Vest Saar',
  link: '/en/women/cardigan-saar',
  ticket: 't-1',
  inStock: true,
  sellingPrice: { min: 49.95 },
  listPrice: { min: 59.95 },
  imageInfo: { images: [] },
  ...extra,
});

const variant = (key: string, size: string | undefined, inStock: boolean, extra: Partial<ProviderVariant> = {}): ProviderVariant => ({
  key,
  inStock,
  ...(size === undefined ? {} : { size }),
  sellingPrice: 49.95,
  listPrice: 59.95,
  ...extra,
});

const groupOf = (product: ProviderProduct, extra: Partial<ProviderProductGroup> = {}): ProviderProductGroup => ({
  key: product.key,
  products: [product],
  ...extra,
});

function card(product: ProviderProduct, settings = context): ProductCardView {
  const view = cardFromProviderGroup(groupOf(product), settings);
  if (view === undefined) throw new Error('expected a card');
  return view;
}

describe('product card of the search provider: prices', () => {
  it('an empty product group has no card', () => {
    expect(cardFromProviderGroup({ key: 'EMPTY', products: [] }, context)).toBeUndefined();
  });

  it('the list price is struck through only while the selling price is lower', () => {
    expect(card(vest()).price).toStrictEqual({ regular: money(5995), special: money(4995) });
    expect(card(vest({ listPrice: { min: 49.95 } })).price).toStrictEqual({ regular: money(4995) });
    expect(card(vest({ listPrice: { min: 39.95 } })).price).toStrictEqual({ regular: money(4995) });
  });

  it('without a usable list price the selling price is the price; without a selling price the card shows 0', () => {
    expect(card(vest({ listPrice: { min: Number.NaN } })).price).toStrictEqual({ regular: money(4995) });
    expect(card(vest({ sellingPrice: { min: Number.NaN } })).price).toStrictEqual({ regular: money(0) });
  });

  it("a size variant shows its own price, or the product's when it has none; its click ticket goes with it", () => {
    const view = card(
      vest({
        variants: [
          variant('CRD-1-S', 'S', true, { sellingPrice: 39.95, listPrice: 59.95, ticket: 't-s' }),
          variant('CRD-1-M', 'M', true, { sellingPrice: 59.95, listPrice: undefined }),
          { key: 'CRD-1-L', inStock: true, size: 'L' },
        ],
      }),
    );
    expect(view.variants).toStrictEqual([
      { sku: 'CRD-1-S', configuration: { size: 'S' }, price: { regular: money(5995), special: money(3995) }, inStock: true, ticket: 't-s' },
      { sku: 'CRD-1-M', configuration: { size: 'M' }, price: { regular: money(5995) }, inStock: true },
      { sku: 'CRD-1-L', configuration: { size: 'L' }, price: { regular: money(5995), special: money(4995) }, inStock: true },
    ]);
  });

  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 })], { numRuns: 50 })(
    'the regular price is the higher of the two; the special price is there only when lower',
    (sellingCents, listCents) => {
      const { price } = card(vest({ sellingPrice: { min: sellingCents / 100 }, listPrice: { min: listCents / 100 } }));
      expect(price).toStrictEqual(sellingCents < listCents ? { regular: money(listCents), special: money(sellingCents) } : { regular: money(sellingCents) });
    },
  );
});

describe('product card of the search provider: sizes', () => {
  it('variants without a size are no sizes; a card without sized variants is a simple product without a size picker', () => {
    const view = card(vest({ variants: [variant('CRD-1-X', undefined, true), variant('CRD-1-Y', '', true)] }));
    expect(view.typeId).toBe('simple');
    expect(view.variants).toEqual([]);
    expect(view).not.toHaveProperty('sizes');
  });

  it('sized variants make a configurable with the size picker; size 0 is One Size', () => {
    const view = card(vest({ variants: [variant('CRD-1-0', '0', true), variant('CRD-1-S', 'S', true)] }));
    expect(view.typeId).toBe('configurable');
    expect(view.sizes).toEqual({
      code: 'size',
      attributeId: 'size',
      label: 'size',
      choices: [
        { value: '0', label: '0', oneSize: true, disabled: false },
        { value: 'S', label: 'S', oneSize: false, disabled: false },
      ],
    });
  });

  it("the group's variants are used when the product has none of its own", () => {
    const view = cardFromProviderGroup(groupOf(vest(), { variants: [variant('CRD-1-S', 'S', true)] }), context);
    expect(view?.sizes?.choices.map((c) => c.value)).toEqual(['S']);
  });

  it('a size stays disabled while none of its variants is in stock, and is hidden when out-of-stock sizes are', () => {
    const product = vest({ variants: [variant('CRD-1-M1', 'M', false), variant('CRD-1-M2', 'M', false), variant('CRD-1-S', 'S', true)] });
    expect(card(product).sizes?.choices).toEqual([
      { value: 'M', label: 'M', oneSize: false, disabled: true },
      { value: 'S', label: 'S', oneSize: false, disabled: false },
    ]);
    expect(card(product, { ...context, displayOutOfStockSizes: false }).sizes?.choices.map((c) => c.value)).toEqual(['S']);
    const soldOut = vest({ variants: [variant('CRD-1-M1', 'M', false)] });
    expect(card(soldOut, { ...context, displayOutOfStockSizes: false })).not.toHaveProperty('sizes');
  });
});

describe('product card of the search provider: images, labels, brand and link', () => {
  it('shows the first two pictures that have a source, by name', () => {
    const images = [
      { sources: [] },
      { sources: [{ url: '/img/375/469/saar-1.svg' }] },
      { sources: [{ url: '/img/375/469/saar-2.svg' }] },
      { sources: [{ url: '/img/375/469/saar-3.svg' }] },
    ];
    expect(card(vest({ imageInfo: { images } })).images).toEqual(['saar-1.svg', 'saar-2.svg']);
  });

  it("shows the provider's product labels, none without them", () => {
    const labels = [{ type: 1, position: 2, label_text: 'Sale' }];
    expect(card(vest({ typedCustom: { json: { product_labels: labels } } })).labels).toEqual([{ corner: 'top-right', text: 'Sale' }]);
    expect(card(vest({ typedCustom: {} })).labels).toEqual([]);
    expect(card(vest()).labels).toEqual([]);
  });

  it('shows the brand when the provider names one', () => {
    expect(card(vest({ brand: 'Kade Studio' })).brand).toBe('Kade Studio');
    expect(card(vest())).not.toHaveProperty('brand');
  });

  it("links an absolute URL of the shop by its path, and a store-relative path under the store's prefix", () => {
    expect(card(vest({ link: 'https://www.noord.nl/en/women/cardigan-saar' })).link).toBe('/en/women/cardigan-saar');
    expect(card(vest({ link: 'http://www.noord.nl/en/women/cardigan-saar' })).link).toBe('/en/women/cardigan-saar');
    expect(card(vest({ link: '/women/cardigan-saar' })).link).toBe('/en/women/cardigan-saar');
    expect(card(vest({ link: '/en/women/cardigan-saar?ref=https://partner.example/x' })).link).toBe('/en/women/cardigan-saar?ref=https://partner.example/x');
    expect(card(vest({ link: 'https://www.noord.nl/women/cardigan-saar' }), { ...context, storeCode: 'nl' }).link).toBe('/women/cardigan-saar');
  });

  it("a link to the store's home without its slash stays the store's home, not a page named after the store", () => {
    expect(card(vest({ link: '/en' })).link).toBe('/en/');
    expect(card(vest({ link: 'https://www.noord.nl/en?ref=mail' })).link).toBe('/en/?ref=mail');
    expect(card(vest({ link: '/en/' })).link).toBe('/en/');
    expect(card(vest({ link: '/english-collection' })).link).toBe('/en/english-collection');
    expect(card(vest({ link: '/de' }), { ...context, storeCode: 'de' }).link).toBe('/de/');
    expect(card(vest({ link: '/' }), { ...context, storeCode: 'nl' }).link).toBe('/');
  });
});
