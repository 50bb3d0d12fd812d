import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { configurableOptionGroups } from '../../domain/catalog/configurable-options';
import { child, childrenArb, colorSizeOptions, configurable } from '../../testing/catalog-arbitraries';
import { type Product } from '../../domain/catalog/types';
import { withSelectedVariant } from '../../domain/catalog/select-variant';
import { isSelectable } from '../../domain/catalog/variant-availability';
import { type Notice } from '../../domain/notifications/types';
import { storeViews } from '../../domain/store-view/store-views';
import { ProductPageStore } from './product-page.store';
import { sendProductView } from './use-product-effects';
import { TrackProductView } from '../../application/catalog/track-product-view';
import type { AnalyticsEvent, AnalyticsParams, AnalyticsPort } from '../../application/ports/analytics-port';
import { type ProductPageData, toProductPageData } from '../../application/catalog/product-page-presenter';

const settings = { displayOutOfStockSizes: true, listOutOfStock: false };
const now = Date.UTC(2026, 10, 22, 12);

function pageData(product: Product, childSkuIn: 'query' | 'path', childSku?: string): ProductPageData {
  const selected = product.type_id === 'configurable' ? withSelectedVariant(product, childSku === undefined ? {} : { sku: childSku }, settings) : product;
  return toProductPageData(
    {
      product: selected,
      options: configurableOptionGroups(product, settings),
      related: [],
      recommendations: [],
      attributes: [],
      now,
      displayOutOfStockSizes: true,
      listOutOfStock: false,
      categoryTrail: [],
      urlDispatcher: true,
    },
    { storeView: storeViews.nl, now, settings, paths: { base: '/dames/jurk-amara', childSkuIn } },
  );
}

function storeOf(product: Product, options: { childSkuIn?: 'query' | 'path'; childSku?: string } = {}) {
  const notices: Notice[] = [];
  const data = pageData(product, options.childSkuIn ?? 'query', options.childSku);
  return { store: new ProductPageStore(data, { notify: (n) => notices.push(n) }), notices };
}

const dress = configurable(
  [
    child('DRS-BLK-S', { color: 49, size: 166, price: 59.95, final_price: 59.95, image: '/dress-black-1.svg', stock: { is_in_stock: true, qty: 10 } }),
    child('DRS-BLK-M', { color: 49, size: 167, price: 59.95, final_price: 59.95, image: '/dress-black-1.svg', stock: { is_in_stock: true, qty: 2 } }),
    child('DRS-RED-S', {
      color: 50,
      size: 166,
      price: 69.95,
      final_price: 49.95,
      special_price: 49.95,
      image: '/dress-red-1.svg',
      stock: { is_in_stock: true, qty: 8 },
    }),
    child('DRS-RED-L', { color: 50, size: 168, price: 69.95, final_price: 69.95, image: '/dress-red-1.svg', stock: { is_in_stock: false, qty: 0 } }),
  ],
  {
    configurable_options: colorSizeOptions,
    price: 59.95,
    final_price: 49.95,
    media_gallery: [{ image: '/dress-black-1.svg' }, { image: '/dress-black-2.svg' }],
  },
);

describe('ProductPageStore: variant selection', () => {
  it('starts on the first available child when the URL names none', () => {
    expect(storeOf(dress).store.variant?.sku).toBe('DRS-BLK-S');
  });

  it("starts on the URL's child sku with its price (special price active), image and URL", () => {
    const { store } = storeOf(dress, { childSku: 'DRS-RED-S' });
    expect(store.variant?.sku).toBe('DRS-RED-S');
    expect(store.configuration).toEqual({ color: 50, size: 166 });
    expect(store.price).toEqual({ regular: 6995, final: 4995, special: 4995 });
    expect(store.images).toEqual(['/dress-red-1.svg']);
    expect(store.url).toBe('/dames/jurk-amara?childSku=DRS-RED-S');
  });

  it('an option choice selects the matching variant; sku, URL, image, price and stock follow', () => {
    const { store } = storeOf(dress, { childSku: 'DRS-RED-S' });
    expect(store.choose('color', 49)).toBe(true);
    expect(store.variant?.sku).toBe('DRS-BLK-S');
    expect(store.url).toBe('/dames/jurk-amara?childSku=DRS-BLK-S');
    expect(store.images).toEqual(['/dress-black-1.svg', '/dress-black-2.svg']);
    expect(store.price).toEqual({ regular: 5995, final: 5995 });
    expect(store.stock).toEqual({ kind: 'in-stock' });
    store.choose('size', 167);
    expect(store.variant?.sku).toBe('DRS-BLK-M');
    expect(store.stock).toEqual({ kind: 'low', maxQuantity: 2 });
  });

  it('puts the child sku in the path without the dispatcher', () => {
    const { store } = storeOf(dress, { childSkuIn: 'path', childSku: 'DRS-RED-S' });
    expect(store.url).toBe('/dames/jurk-amara/DRS-RED-S');
  });

  it("§8 a combination no child has: 'No such configuration…' warning with OK, the variant stays", () => {
    const { store, notices } = storeOf(dress, { childSku: 'DRS-RED-S' });
    expect(store.choose('size', 167)).toBe(false);
    expect(notices).toEqual([{ type: 'warning', message: 'no-such-configuration', action1: { label: 'ok', action: 'close' } }]);
    expect(store.variant?.sku).toBe('DRS-RED-S');
  });

  it('disables the sizes no in-stock child of the chosen colour has', () => {
    const { store } = storeOf(dress, { childSku: 'DRS-RED-S' });
    const sizes = store.options.find((o) => o.key === 'size');
    expect(sizes?.choices.map((c) => [c.value, c.disabled])).toEqual([
      [166, false],
      [167, true],
      [168, true],
      [169, true],
    ]);
  });

  it('reads the child sku of a location in both URL forms', () => {
    expect(storeOf(dress).store.skuOfLocation('/dames/jurk-amara', '?childSku=DRS-RED-S')).toBe('DRS-RED-S');
    const path = storeOf(dress, { childSkuIn: 'path' }).store;
    expect(path.skuOfLocation('/dames/jurk-amara/DRS-RED-S', '')).toBe('DRS-RED-S');
    expect(path.skuOfLocation('/dames/jurk-amara', '')).toBeUndefined();
  });

  it('follows a child sku from the URL, ignoring unknown and out-of-stock ones', () => {
    const { store } = storeOf(dress);
    store.showSku('DRS-BLK-M');
    expect(store.variant?.sku).toBe('DRS-BLK-M');
    store.showSku('DRS-RED-L');
    store.showSku('NOPE');
    expect(store.variant?.sku).toBe('DRS-BLK-M');
  });

  it("§4 all children unavailable: 'No available product variants', out of stock, nothing to add", () => {
    const { store } = storeOf(
      configurable([child('X-1', { color: 49, size: 166, stock: { is_in_stock: false } })], { configurable_options: colorSizeOptions }),
    );
    expect(store.variant).toBeUndefined();
    expect(store.errors['variants']).toBe('no-available-variants');
    expect(store.stock).toEqual({ kind: 'out-of-stock' });
    expect(store.canAdd).toBe(false);
    expect(store.urlSku).toBeUndefined();
  });

  it("cart §4: a sold-out simple says 'Out of the stock!' only, and its button stays for the add's out-of-stock notice", () => {
    const top: Product = {
      id: 9_002_200,
      sku: 'EDGE-OOS-SIMPLE',
      name: 'Top Wilma',
      type_id: 'simple',
      price: 29.95,
      final_price: 29.95,
      stock: { is_in_stock: false, qty: 0, manage_stock: true },
    };
    const { store } = storeOf(top);
    expect(store.stock).toEqual({ kind: 'out-of-stock' });
    expect(store.quantityError).toBeUndefined();
    expect(store.maxQuantity).toBeUndefined();
    expect(store.canAdd).toBe(true);
    expect(store.cartLines).toMatchObject([{ product: { sku: 'EDGE-OOS-SIMPLE' }, qty: 1 }]);
  });

  it('sends the chosen child with its configurable options to the cart', () => {
    const { store } = storeOf(dress, { childSku: 'DRS-RED-S' });
    store.setQuantity('2');
    expect(store.cartLines).toEqual([
      {
        qty: 2,
        product: expect.objectContaining({
          sku: 'DRS-RED-S',
          parentSku: 'DRS-01',
          price: { amount: 4995, currency: 'EUR' },
          productOption: {
            extension_attributes: {
              configurable_item_options: [
                { option_id: 93, option_value: 50, label: 'Kleur', value: 'c50' },
                { option_id: 144, option_value: 166, label: 'Maat', value: 's166' },
              ],
            },
          },
        }),
      },
    ]);
  });

  it("the cart line carries the chosen child's price signature (sgn), not the parent's (wire §1)", () => {
    const signed: Product = {
      ...dress,
      sgn: 'parent-sgn',
      price_incl_tax: 59.95,
      configurable_children: dress.configurable_children?.map((c) => ({ ...c, sgn: `sgn-${c.sku}`, price_incl_tax: 59.949999999999996 })),
    };
    const { store } = storeOf(signed, { childSku: 'DRS-BLK-M' });
    expect(store.cartLines[0]?.product).toMatchObject({ sku: 'DRS-BLK-M', sgn: 'sgn-DRS-BLK-M', signedPriceInclTax: 59.949999999999996 });
    expect(storeOf(dress).store.cartLines[0]?.product).not.toHaveProperty('sgn');
  });

  it("cart §5 quantity above what is available: 'Only {maxQuantity} available' and no add", () => {
    const { store } = storeOf(dress);
    store.choose('color', 49);
    store.choose('size', 167);
    store.setQuantity('3');
    expect(store.quantityError).toEqual({ id: 'only-max-quantity-available', params: { maxQuantity: 2 } });
    expect(store.canAdd).toBe(false);
  });
});

describe('ProductPageStore: view_item once per page view', () => {
  class RecordingAnalytics implements AnalyticsPort {
    readonly events: { event: AnalyticsEvent; params?: AnalyticsParams }[] = [];
    track(event: AnalyticsEvent, params?: AnalyticsParams): void {
      this.events.push({ event, ...(params === undefined ? {} : { params }) });
    }
  }

  it('sends one view_item with the shown variant: a second effect run (StrictMode) and a variant switch send nothing more', () => {
    const analytics = new RecordingAnalytics();
    const track = new TrackProductView(analytics);
    const { store } = storeOf(dress, { childSku: 'DRS-RED-S' });
    sendProductView(store, track);
    sendProductView(store, track);
    store.choose('color', 49);
    sendProductView(store, track);
    expect(analytics.events.map((e) => e.event)).toEqual(['view_item']);
    expect(analytics.events[0]?.params).toMatchObject({ value: 49.95, items: [{ item_id: dress.sku, item_variant: 'DRS-RED-S', price: 49.95 }] });
    // The next page view (a new store) sends its own.
    sendProductView(storeOf(dress).store, track);
    expect(analytics.events.map((e) => e.event)).toEqual(['view_item', 'view_item']);
  });
});

describe('ProductPageStore: grouped, bundle and simple products', () => {
  const part = (id: number, sku: string, price: number): Product => ({
    id,
    sku,
    name: sku,
    type_id: 'simple',
    price,
    final_price: price,
    stock: { is_in_stock: true, qty: 9 },
  });

  it('§4 grouped: the sum of each item at quantity 1, each item goes to the cart', () => {
    const grouped: Product = {
      id: 5,
      sku: 'GRP',
      name: 'Look',
      type_id: 'grouped',
      price: 0,
      stock: { is_in_stock: true, qty: 0 },
      product_links: [
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'A', product: part(6, 'A', 29.95) },
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'B', product: part(7, 'B', 19.95) },
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'C', product: part(8, 'C', 9.95) },
      ],
    };
    const { store } = storeOf(grouped);
    expect(store.price).toEqual({ regular: 5985, final: 5985 });
    expect(store.canAdd).toBe(true);
    expect(store.cartLines.map((l) => [l.product.sku, l.qty, l.product.price.amount])).toEqual([
      ['A', 1, 2995],
      ['B', 1, 1995],
      ['C', 1, 995],
    ]);
    expect(store.urlSku).toBeUndefined();
  });

  it('each grouped item and a simple product go to the cart with their own price signature (wire §1)', () => {
    const signedPart = (id: number, sku: string, price: number): Product => ({ ...part(id, sku, price), sgn: `sgn-${sku}`, price_incl_tax: price });
    const grouped: Product = {
      id: 5,
      sku: 'GRP',
      name: 'Look',
      type_id: 'grouped',
      price: 0,
      stock: { is_in_stock: true, qty: 0 },
      product_links: [
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'A', product: signedPart(6, 'A', 29.95) },
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'B', product: part(7, 'B', 19.95) },
      ],
    };
    expect(storeOf(grouped).store.cartLines.map((l) => [l.product.sku, l.product.sgn, l.product.signedPriceInclTax])).toEqual([
      ['A', 'sgn-A', 29.95],
      ['B', undefined, undefined],
    ]);
    expect(storeOf(signedPart(30, 'TEE', 19.95)).store.cartLines[0]?.product).toMatchObject({ sku: 'TEE', sgn: 'sgn-TEE', signedPriceInclTax: 19.95 });
  });

  it('§4 bundle: only the default link of each option (first when none is default) times its qty', () => {
    const bundle: Product = {
      id: 9,
      sku: 'BND',
      name: 'Set',
      type_id: 'bundle',
      price: 0,
      stock: { is_in_stock: true, qty: 0 },
      bundle_options: [
        {
          option_id: 1,
          title: 'Socks',
          type: 'radio',
          product_links: [
            { id: 11, sku: 'S', qty: 2, is_default: false, product: part(10, 'S', 9.95) },
            { id: 12, sku: 'B', qty: 1, is_default: false, product: part(11, 'B', 29.95) },
          ],
        },
        { option_id: 2, title: 'Scarf', type: 'select', product_links: [{ id: 13, sku: 'F', qty: 1, is_default: true, product: part(12, 'F', 19.95) }] },
      ],
    };
    const { store } = storeOf(bundle);
    expect(store.price?.final).toBe(3985);
    expect(store.cartLines[0]?.product.productOption).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 2, option_selections: [11] },
          { option_id: 2, option_qty: 1, option_selections: [13] },
        ],
      },
    });
  });

  it('shows the tax-inclusive prices the index sends beside the net ones', () => {
    const item = { ...part(30, 'TAXED', 49.46), price_incl_tax: 59.85, final_price_incl_tax: 59.85 };
    expect(storeOf(item).store.price).toEqual({ regular: 5985, final: 5985 });
  });

  it('cart §4 a price at or below 0 is unknown: an error, and nothing to add', () => {
    const { store } = storeOf(part(20, 'ZERO', 0));
    expect(store.errors).toEqual({ price: 'unknown-price' });
    expect(store.canAdd).toBe(false);
  });
});

describe('ProductPageStore: property', () => {
  const choices = fc.array(fc.record({ key: fc.constantFrom('color', 'size'), value: fc.constantFrom(49, 50, 51, 166, 167, 168, 169, '49', '167') }), {
    maxLength: 12,
  });

  test.prop([childrenArb, choices])('the chosen variant always belongs to the product and is never disabled or unavailable', (children, steps) => {
    const product = configurable(children, { configurable_options: colorSizeOptions });
    const { store } = storeOf(product);
    const check = () => {
      const variant = store.variant;
      if (variant === undefined) return;
      expect(children).toContainEqual(variant);
      expect(isSelectable(variant, settings)).toBe(true);
      expect(store.url).toBe(`/dames/jurk-amara?childSku=${encodeURIComponent(variant.sku)}`);
      for (const group of store.options) {
        const chosen = group.choices.find((c) => String(c.value) === String(store.configuration[group.key]));
        if (chosen) expect(chosen.disabled).toBe(false);
      }
    };
    check();
    for (const step of steps) {
      store.choose(step.key, step.value);
      check();
    }
  });

  test.prop([
    fc.constantFrom('DRS-BLK-S', 'DRS-BLK-M', 'DRS-RED-S', 'DRS-RED-L'),
    fc.array(fc.constantFrom('/dress-black-1.svg', '/dress-black-2.svg', '/dress-black-3.svg'), { minLength: 1, maxLength: 3 }),
  ])("the gallery starts with the chosen variant's picture and never shows another colour's", (sku, blackPictures) => {
    const product = { ...dress, media_gallery: [...new Set(blackPictures)].map((image) => ({ image })) };
    const { store } = storeOf(product, { childSku: sku });
    const variant = store.variant;
    if (variant === undefined) return;
    expect(store.images[0]).toBe(variant.image);
    const colour = variant.image?.includes('red') ? 'red' : 'black';
    for (const image of store.images) expect(image).toContain(colour);
    expect(new Set(store.images).size).toBe(store.images.length);
  });
});
