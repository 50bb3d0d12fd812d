import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, MediaGalleryItem, Product } from '../../domain/catalog/types';
import { child, colorSizeOptions, configurable } from '../../testing/catalog-arbitraries';
import { fc, test } from '../../testing/property-test';
import type { PriceView, ProductPageData } from './product-page-presenter';
import { configurationOf, initialSelection, optionLabels, presentSelection, type ProductSelection } from './product-page-selection';

/** The page data as the loader hands it over; the tests set only what the rule at hand reads. */
function pageData(product: Product, fields: Partial<Omit<ProductPageData, 'product'>> = {}): ProductPageData {
  return {
    storeCode: 'nl',
    product,
    labels: [],
    options: [],
    attributes: [],
    related: { alternatives: [], upsell: [] },
    prices: { bySku: {} },
    settings: { displayOutOfStockSizes: false, listOutOfStock: false },
    paths: { base: '/p/TEE-1/tee', childSkuIn: 'path' },
    breadcrumbs: [],
    ...fields,
  };
}

const tee = (fields: Partial<Product> = {}): Product => ({
  id: 7,
  sku: 'TEE-1',
  name: 'T-shirt',
  type_id: 'simple',
  status: 1,
  price_incl_tax: 59.95,
  stock: { is_in_stock: true, qty: 20 },
  ...fields,
});

const teePrice: PriceView = { regular: 5995, final: 5995 };
const select = (fields: Partial<ProductSelection> = {}): ProductSelection => ({ configuration: {}, quantityText: '1', ...fields });
/** The page of a simple product with a known price, for the given stock and quantity text. */
const simplePage = (fields: Partial<Product> = {}, quantityText = '1') =>
  presentSelection(pageData(tee(fields), { prices: { product: teePrice, bySku: {} } }), select({ quantityText }));

const small = child('DRS-01-S', { color: 49, size: 166, price_incl_tax: 79.95 });
const medium = child('DRS-01-M', { color: 49, size: '167', price_incl_tax: 89.95, stock: { is_in_stock: true, qty: 4 } });
const dress = (fields: Partial<Product> = {}) =>
  configurable([small, medium], { configurable_options: colorSizeOptions, price_incl_tax: 79.95, stock: { is_in_stock: true, qty: 50 }, ...fields });

describe('initialSelection: what the product page opens with', () => {
  it('opens on the selected variant, with the option values it carries and quantity 1', () => {
    expect(initialSelection(pageData(dress({ selectedVariant: medium })))).toStrictEqual({
      selectedSku: 'DRS-01-M',
      configuration: { color: 49, size: '167' },
      quantityText: '1',
    });
  });

  it('without a selected variant nothing is chosen yet', () => {
    expect(initialSelection(pageData(dress({ selectedVariant: null })))).toStrictEqual({ configuration: {}, quantityText: '1' });
    expect(initialSelection(pageData(tee()))).toStrictEqual({ configuration: {}, quantityText: '1' });
  });

  it('an out-of-stock selected variant is chosen only when out-of-stock children are listed', () => {
    const soldOut = child('DRS-01-L', { color: 49, size: 168, stock: { is_in_stock: false, qty: 0 } });
    const product = dress({ configurable_children: [small, medium, soldOut], selectedVariant: soldOut });
    expect(initialSelection(pageData(product))).toStrictEqual({ configuration: {}, quantityText: '1' });
    const listed = pageData(product, { settings: { displayOutOfStockSizes: false, listOutOfStock: true } });
    expect(initialSelection(listed).selectedSku).toBe('DRS-01-L');
  });

  it('a disabled selected variant is never chosen', () => {
    const disabled = child('DRS-01-L', { color: 49, size: 168, status: 2 });
    const listed = pageData(dress({ selectedVariant: disabled }), { settings: { displayOutOfStockSizes: false, listOutOfStock: true } });
    expect(initialSelection(listed)).toStrictEqual({ configuration: {}, quantityText: '1' });
  });
});

describe('configurationOf: the option values a child carries', () => {
  it('holds only the product options the child has a value for, numbers and texts alike', () => {
    const lengthOption: ConfigurableOption = { attribute_id: 200, label: 'Lengte', values: [{ value_index: 32, label: '32' }] };
    const product = dress({ configurable_options: [...colorSizeOptions, lengthOption] });
    expect(configurationOf(product, child('X', { color: '50', lengte: 32, material: 'linnen' }))).toStrictEqual({ color: '50', lengte: 32 });
    expect(configurationOf(product, child('Y', { size: 166, lengte: null }))).toStrictEqual({ size: 166 });
    expect(configurationOf(product, child('Z', { size: 166, lengte: true }))).toStrictEqual({ size: 166 });
  });

  it('a product without configurable options gives an empty configuration', () => {
    expect(configurationOf(tee(), child('X', { color: 49 }))).toStrictEqual({});
  });
});

describe('optionLabels: the label of each configurable value of a child', () => {
  const options: ConfigurableOption[] = [
    {
      attribute_id: 93,
      attribute_code: 'color',
      label: 'Kleur',
      values: [
        { value_index: 49, label: 'Rood' },
        { value_index: 50, label: 'Blauw' },
      ],
    },
    {
      attribute_id: 144,
      attribute_code: 'size_ois',
      label: 'Maat',
      values: [
        { value_index: 225, label: 'Maat 116' },
        { value_index: 226, label: 'Maat 128' },
      ],
    },
    { attribute_id: 145, label: 'Lengte', values: [{ value_index: 32, label: 'L32' }] },
    { attribute_id: 146, attribute_code: 'fit', label: 'Pasvorm', values: [] },
  ];

  it('reads each value as its label, the wire sending numbers or texts', () => {
    const labels = optionLabels(configurable([], { configurable_options: options }), child('X', { color: '50', size_ois: 226, fit: 'slim' }));
    expect(labels).toStrictEqual({ color: 'Blauw', size_ois: 'Maat 128', fit: 'slim' });
  });

  it('an unknown value shows as itself, a missing one as empty; an option without a code has no label', () => {
    const labels = optionLabels(configurable([], { configurable_options: options }), child('X', { color: 51, Lengte: 32 }));
    expect(labels).toStrictEqual({ color: '51', size_ois: '', fit: '' });
  });

  it('a product without configurable options has no labels', () => {
    expect(optionLabels(tee(), child('X', { color: 49 }))).toStrictEqual({});
  });
});

describe('the gallery of the product page', () => {
  const gallery: MediaGalleryItem[] = [
    { image: '/a.jpg', typ: 'image' },
    { image: '/clip.mp4', typ: 'video' },
    { image: '/b.jpg' },
    { image: '' },
    { image: 'no_selection', typ: 'image' },
    { image: '/c.jpg', typ: 'image' },
  ];
  const imagesOf = (product: Product, selectedSku?: string) =>
    presentSelection(pageData(product), select(selectedSku === undefined ? {} : { selectedSku })).images;

  it('shows the pictures of the gallery, no videos and no empty or placeholder names, the product picture first', () => {
    expect(imagesOf(tee({ media_gallery: gallery, image: '/b.jpg' }))).toEqual(['/b.jpg', '/a.jpg', '/c.jpg']);
  });

  it('a product picture outside the gallery leads it; a placeholder picture is no picture', () => {
    expect(imagesOf(tee({ media_gallery: gallery, image: '/main.jpg' }))).toEqual(['/main.jpg', '/a.jpg', '/b.jpg', '/c.jpg']);
    expect(imagesOf(tee({ media_gallery: gallery, image: 'no_selection' }))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(imagesOf(tee({ media_gallery: gallery, image: '' }))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(imagesOf(tee({ media_gallery: gallery }))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it('a product without gallery shows its own picture, or none', () => {
    expect(imagesOf(tee({ image: '/main.jpg' }))).toEqual(['/main.jpg']);
    expect(imagesOf(tee())).toEqual([]);
  });

  it("the chosen variant's picture comes first when the gallery shows its colour", () => {
    const product = dress({ media_gallery: gallery, image: '/a.jpg', configurable_children: [child('DRS-01-S', { image: '/c.jpg' })] });
    expect(imagesOf(product, 'DRS-01-S')).toEqual(['/c.jpg', '/a.jpg', '/b.jpg']);
  });

  it('a variant of another colour shows its own picture only', () => {
    const product = dress({ media_gallery: gallery, image: '/a.jpg', configurable_children: [child('DRS-01-S', { image: '/green.jpg' })] });
    expect(imagesOf(product, 'DRS-01-S')).toEqual(['/green.jpg']);
  });

  it("a variant showing the product's own picture keeps the gallery beside it", () => {
    const product = dress({ media_gallery: gallery, image: '/main.jpg', configurable_children: [child('DRS-01-S', { image: '/main.jpg' })] });
    expect(imagesOf(product, 'DRS-01-S')).toEqual(['/main.jpg', '/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it("a variant without a usable picture shows the product's gallery", () => {
    const product = dress({ media_gallery: gallery, image: '/b.jpg', configurable_children: [child('DRS-01-S', { image: 'no_selection' })] });
    expect(imagesOf(product, 'DRS-01-S')).toEqual(['/b.jpg', '/a.jpg', '/c.jpg']);
  });

  const names = ['/a.jpg', '/b.jpg', '/c.jpg', '', 'no_selection'];
  const galleryArb = fc.uniqueArray(fc.record({ image: fc.constantFrom(...names), typ: fc.constantFrom<string | undefined>(undefined, 'image', 'video') }), {
    selector: (m) => m.image,
    maxLength: 5,
  });
  test.prop([galleryArb, fc.constantFrom<string | undefined>(undefined, '', 'no_selection', '/a.jpg', '/main.jpg')], { numRuns: 50 })(
    'every picture of the gallery is shown once, after the product picture, and nothing else',
    (media, image) => {
      const items: MediaGalleryItem[] = media.map((m) => (m.typ === undefined ? { image: m.image } : { image: m.image, typ: m.typ }));
      const pictures = items.filter((m) => m.typ !== 'video' && m.image !== '' && m.image !== 'no_selection').map((m) => m.image);
      const own = image === undefined || image === '' || image === 'no_selection' ? [] : [image];
      const shown = imagesOf(tee({ media_gallery: items, ...(image === undefined ? {} : { image }) }));
      expect(shown.slice(0, own.length)).toEqual(own);
      expect(new Set(shown).size).toBe(shown.length);
      expect([...shown].sort()).toEqual([...new Set([...own, ...pictures])].sort());
    },
  );
});

describe('the options of the product page', () => {
  const soldOutLarge = child('DRS-01-L', { color: 49, size: 168, stock: { is_in_stock: false, qty: 0 } });
  const product = dress({ configurable_children: [small, medium, soldOutLarge] });
  const sizes = (data: ProductPageData) => presentSelection(data, select({ configuration: { color: 49 } })).options.find((g) => g.key === 'size')?.choices;

  it('a sold-out size is hidden unless the shop displays out-of-stock sizes, then it is shown disabled', () => {
    expect(sizes(pageData(product))?.map((c) => c.value)).toEqual([166, 167]);
    const displayed = sizes(pageData(product, { settings: { displayOutOfStockSizes: true, listOutOfStock: false } }));
    expect(displayed?.filter((c) => c.disabled).map((c) => c.value)).toEqual([168, 169]);
  });

  it('only a configurable product has option pickers', () => {
    expect(presentSelection(pageData(tee()), select()).options).toEqual([]);
    expect(presentSelection(pageData(tee({ configurable_options: colorSizeOptions })), select()).options).toEqual([]);
    expect(presentSelection(pageData(product), select()).options.map((g) => g.key)).toEqual(['color', 'size']);
  });

  it('the chosen sku picks the variant; an unknown sku picks none', () => {
    expect(presentSelection(pageData(product), select({ selectedSku: 'DRS-01-M' })).variant).toBe(medium);
    const none = presentSelection(pageData(product), select({ selectedSku: 'DRS-01-XL' }));
    expect('variant' in none).toBe(false);
  });
});

describe('the price of the product page', () => {
  const prices = { product: { regular: 7995, final: 7995 }, bySku: { 'DRS-01-M': { regular: 8995, final: 6995, special: 6995 } } };

  it("a chosen variant shows its own price, else the product's", () => {
    expect(presentSelection(pageData(dress(), { prices }), select({ selectedSku: 'DRS-01-M' })).price).toEqual({ regular: 8995, final: 6995, special: 6995 });
    expect(presentSelection(pageData(dress(), { prices }), select({ selectedSku: 'DRS-01-S' })).price).toEqual({ regular: 7995, final: 7995 });
    expect(presentSelection(pageData(dress(), { prices }), select()).price).toEqual({ regular: 7995, final: 7995 });
  });

  it('a grouped or bundle product shows its total, even when its own price is unknown', () => {
    const bundle = tee({ type_id: 'bundle', price_incl_tax: 0, stock: { is_in_stock: true } });
    const view = presentSelection(pageData(bundle, { prices: { bySku: {}, total: 12990 } }), select());
    expect(view.price).toEqual({ regular: 12990, final: 12990 });
    expect(view.errors).toStrictEqual({});
    expect(view.canAdd).toBe(true);
  });

  it('no price, or a price of 0, is an unknown price that keeps the button disabled', () => {
    const unknown = presentSelection(pageData(tee({ price_incl_tax: undefined })), select());
    expect(unknown.errors).toStrictEqual({ price: 'unknown-price' });
    expect(unknown.canAdd).toBe(false);
    expect('price' in unknown).toBe(false);
    const zero = presentSelection(pageData(tee(), { prices: { product: { regular: 0, final: 0 }, bySku: {} } }), select());
    expect(zero.errors).toStrictEqual({ price: 'unknown-price' });
    expect(simplePage().errors).toStrictEqual({});
  });

  it('a configurable without a price of its own has an unknown price until a variant is chosen', () => {
    const parent = dress({ price_incl_tax: 0 });
    expect(presentSelection(pageData(parent, { prices }), select()).errors).toStrictEqual({ price: 'unknown-price' });
    expect(presentSelection(pageData(parent, { prices }), select({ selectedSku: 'DRS-01-M' })).errors).toStrictEqual({});
  });

  it("the product's own error notes carry over, empty ones do not, and they keep the button disabled", () => {
    const view = presentSelection(pageData(tee({ errors: { size: 'choose-a-size', color: null } }), { prices: { product: teePrice, bySku: {} } }), select());
    expect(view.errors).toStrictEqual({ size: 'choose-a-size' });
    expect(view.canAdd).toBe(false);
  });

  it('an unknown price keeps a price note the product already carries', () => {
    const view = presentSelection(pageData(tee({ price_incl_tax: undefined, errors: { price: 'price-refresh-failed' } })), select());
    expect(view.errors).toStrictEqual({ price: 'price-refresh-failed' });
  });
});

describe('the stock note and the quantity that can be bought', () => {
  it('plenty of stock is in stock, and the stock caps the quantity', () => {
    expect(simplePage({ stock: { is_in_stock: true, qty: 20 } })).toMatchObject({ stock: { kind: 'in-stock' }, maxQuantity: 20 });
    expect(simplePage({ stock: { is_in_stock: true, qty: 6 } })).toMatchObject({ stock: { kind: 'in-stock' }, maxQuantity: 6 });
  });

  it('at 5 pieces or fewer the page says only so many are available', () => {
    expect(simplePage({ stock: { is_in_stock: true, qty: 5 } }).stock).toStrictEqual({ kind: 'low', maxQuantity: 5 });
    expect(simplePage({ stock: { is_in_stock: true, qty: 1 } }).stock).toStrictEqual({ kind: 'low', maxQuantity: 1 });
  });

  it('the maximum sale quantity caps what can be bought', () => {
    const view = simplePage({ stock: { is_in_stock: true, qty: 20, max_sale_qty: 3 } });
    expect(view.maxQuantity).toBe(3);
    expect(view.stock).toStrictEqual({ kind: 'low', maxQuantity: 3 });
    expect(simplePage({ stock: { is_in_stock: true, qty: 2, max_sale_qty: 10 } }).maxQuantity).toBe(2);
  });

  it('no stock left, a stock flag saying so, or a variants error is out of stock, without an available quantity', () => {
    for (const view of [
      simplePage({ stock: { is_in_stock: true, qty: 0 } }),
      simplePage({ stock: { is_in_stock: true, qty: -2 } }),
      simplePage({ stock: { is_in_stock: false, qty: 10 } }),
      simplePage({ stock: { is_in_stock: false } }),
      simplePage({ errors: { variants: 'no-available-variants' } }),
    ]) {
      expect(view.stock).toStrictEqual({ kind: 'out-of-stock' });
      expect('maxQuantity' in view).toBe(false);
    }
  });

  it('a sold-out product still takes any quantity: pressing the button gives the stock notice', () => {
    const view = simplePage({ stock: { is_in_stock: true, qty: 0 } }, '3');
    expect(view).toMatchObject({ quantity: 3, canAdd: true });
    expect('quantityError' in view).toBe(false);
  });

  it('unmanaged stock, stock without a quantity or no stock data is in stock without a limit', () => {
    for (const view of [
      simplePage({ stock: { is_in_stock: true, qty: 0, manage_stock: false } }),
      simplePage({ stock: { is_in_stock: true } }),
      simplePage({ stock: undefined }),
    ]) {
      expect(view.stock).toStrictEqual({ kind: 'in-stock' });
      expect('maxQuantity' in view).toBe(false);
    }
    expect(simplePage({ stock: { is_in_stock: true, qty: 3, manage_stock: true } }).maxQuantity).toBe(3);
  });

  it('grouped and bundle products count their parts, not their own stock quantity', () => {
    for (const type_id of ['grouped', 'bundle'] as const) {
      const view = presentSelection(pageData(tee({ type_id, stock: { is_in_stock: true, qty: 2 } }), { prices: { bySku: {}, total: 5000 } }), select());
      expect(view.stock).toStrictEqual({ kind: 'in-stock' });
      expect('maxQuantity' in view).toBe(false);
    }
  });

  it("a configurable counts the chosen variant's stock, and no quantity before one is chosen", () => {
    const prices = { product: { regular: 7995, final: 7995 }, bySku: {} };
    const chosen = presentSelection(pageData(dress(), { prices }), select({ selectedSku: 'DRS-01-M' }));
    expect(chosen.stock).toStrictEqual({ kind: 'low', maxQuantity: 4 });
    const none = presentSelection(pageData(dress({ stock: { is_in_stock: true, qty: 2 } }), { prices }), select());
    expect(none.stock).toStrictEqual({ kind: 'in-stock' });
    expect('maxQuantity' in none).toBe(false);
    const noOwnStock = child('DRS-01-XS', { color: 49, size: 169, stock: undefined });
    const fallback = presentSelection(pageData(dress({ configurable_children: [noOwnStock] }), { prices }), select({ selectedSku: 'DRS-01-XS' }));
    expect(fallback).toMatchObject({ stock: { kind: 'in-stock' }, maxQuantity: 50 });
  });

  test.prop([fc.integer({ min: -5, max: 40 }), fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined })], { numRuns: 50 })(
    'what can be bought is the stock capped by the maximum sale quantity; at 5 or fewer the page says so',
    (qty, maxSale) => {
      const view = simplePage({ stock: { is_in_stock: true, qty, ...(maxSale === undefined ? {} : { max_sale_qty: maxSale }) } });
      const cap = Math.min(qty, maxSale ?? Number.POSITIVE_INFINITY);
      if (cap <= 0) expect(view.stock).toStrictEqual({ kind: 'out-of-stock' });
      else if (cap <= 5) expect(view.stock).toStrictEqual({ kind: 'low', maxQuantity: cap });
      else expect(view.stock).toStrictEqual({ kind: 'in-stock' });
      expect(view.maxQuantity).toBe(cap <= 0 ? undefined : cap);
    },
  );
});

describe('the quantity field (cart spec §5)', () => {
  it('a whole number up to what is available is the quantity', () => {
    const view = simplePage({}, ' 3 ');
    expect(view).toMatchObject({ quantity: 3, canAdd: true });
    expect('quantityError' in view).toBe(false);
  });

  it('more than is available says how many are, and keeps the button disabled', () => {
    const view = simplePage({ stock: { is_in_stock: true, qty: 20 } }, '25');
    expect(view.quantity).toBe(1);
    expect(view.quantityError).toStrictEqual({ id: 'only-max-quantity-available', params: { maxQuantity: 20 } });
    expect(view.canAdd).toBe(false);
  });

  it('text or a fraction asks for a positive whole number, 0 for more than zero', () => {
    expect(simplePage({}, 'veel').quantityError).toStrictEqual({ id: 'quantity-positive-integer' });
    expect(simplePage({}, '1.5').quantityError).toStrictEqual({ id: 'quantity-positive-integer' });
    expect(simplePage({}, '0').quantityError).toStrictEqual({ id: 'quantity-above-zero' });
    expect(simplePage({}, '0')).toMatchObject({ quantity: 1, canAdd: false });
  });

  test.prop([fc.integer({ min: 1, max: 40 })], { numRuns: 40 })('any whole number is taken up to the stock of 20, refused above it', (n) => {
    const view = simplePage({ stock: { is_in_stock: true, qty: 20 } }, String(n));
    expect(view.quantity).toBe(n <= 20 ? n : 1);
    expect(view.canAdd).toBe(n <= 20);
    expect(view.quantityError).toStrictEqual(n <= 20 ? undefined : { id: 'only-max-quantity-available', params: { maxQuantity: 20 } });
  });
});

describe('presentSelection: the whole view', () => {
  it('a simple product in stock: its price, pictures, stock and one line to add', () => {
    expect(simplePage({ image: '/tee.jpg', stock: { is_in_stock: true, qty: 12 } }, '2')).toStrictEqual({
      options: [],
      images: ['/tee.jpg'],
      price: teePrice,
      maxQuantity: 12,
      stock: { kind: 'in-stock' },
      errors: {},
      quantity: 2,
      canAdd: true,
      cartLines: [
        {
          product: {
            parentSku: 'TEE-1',
            name: 'T-shirt',
            type_id: 'simple',
            price: { amount: 5995, currency: 'EUR' },
            errors: {},
            thumbnail: '/tee.jpg',
            sku: 'TEE-1',
          },
          qty: 2,
        },
      ],
    });
  });

  it('a product without price, stock limit or valid quantity leaves those out rather than setting them empty', () => {
    const view = presentSelection(pageData(tee({ price_incl_tax: undefined, stock: undefined })), select({ quantityText: '2' }));
    expect(Object.keys(view).sort()).toEqual(['canAdd', 'cartLines', 'errors', 'images', 'options', 'quantity', 'stock']);
  });
});
