import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/types';
import { formatPrice } from '../../domain/pricing/format-price';
import { money } from '../../domain/shared/money';
import { storeViews } from '../../domain/store-view/store-views';
import { priceRow } from '../../cli/commands/product-view';
import { price as cliPrice } from '../../cli/print/price';
import { resolvePrices } from '../../domain/pricing/price-set';
import { inclTax, presentPrice, presentPriceDetails } from './price-presenter';
import { cardFromProduct, shownPrice } from './product-card-presenter';
import { toProductPageData } from './product-page-presenter';
import { initialSelection, presentSelection } from './product-page-selection';

const now = Date.UTC(2026, 10, 22, 12);
const settings = { displayOutOfStockSizes: true, listOutOfStock: false };

/** A simple product as the index sends it: net fields and their `*_incl_tax` twins (catalogue spec §4, wire §1). */
const tee = (fields: Partial<Product> = {}): Product => ({
  id: 7,
  sku: 'TEE-1',
  name: 'T-shirt',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  stock: { is_in_stock: true, qty: 20 },
  price: 49.55,
  price_incl_tax: 59.95,
  original_price: 49.55,
  original_price_incl_tax: 59.95,
  final_price: 49.55,
  final_price_incl_tax: 59.95,
  ...fields,
});

function pagePrice(product: Product) {
  const data = toProductPageData(
    {
      product,
      options: [],
      related: [],
      recommendations: [],
      attributes: [],
      now,
      displayOutOfStockSizes: true,
      listOutOfStock: false,
      categoryTrail: [],
      urlDispatcher: true,
    },
    { storeView: storeViews.nl, now, settings, paths: { base: '/p/TEE-1/tee', childSkuIn: 'path' } },
  );
  return { data, shown: presentSelection(data, initialSelection(data)) };
}

const card = (product: Product) => cardFromProduct(product, { storeCode: 'nl', now, displayOutOfStockSizes: true });

describe('presentPrice: the price every screen shows (catalogue spec §4)', () => {
  it('reads the tax-inclusive prices the index sends beside the net ones', () => {
    expect(presentPrice(tee(), now)).toEqual({ regular: 5995, final: 5995 });
  });

  it('a special price inside its window and below the original price counts; the index lowered `price` for it', () => {
    const running = tee({
      price_incl_tax: 44.95,
      special_price_incl_tax: 44.95,
      final_price_incl_tax: 44.95,
      special_from_date: '2026-11-01 00:00:00',
      special_to_date: '2026-12-01 00:00:00',
    });
    expect(presentPrice(running, now)).toEqual({ regular: 5995, final: 4495, special: 4495 });
  });

  it('a special price outside its window does not count, nor a final price that merely mirrors it', () => {
    const past = tee({
      special_price_incl_tax: 44.95,
      final_price_incl_tax: 44.95,
      special_from_date: '2026-10-01 00:00:00',
      special_to_date: '2026-10-31 00:00:00',
    });
    expect(presentPrice(past, now)).toEqual({ regular: 5995, final: 5995 });
  });

  it('a special price at or above the original price is cleared; a zeroed one (the API zeroes inactive ones) is none', () => {
    expect(presentPrice(tee({ special_price_incl_tax: 69.95 }), now)).toEqual({ regular: 5995, final: 5995 });
    expect(presentPrice(tee({ special_price_incl_tax: 0 }), now)).toEqual({ regular: 5995, final: 5995 });
  });

  it('details: the net prices, the stored special price and its window', () => {
    const running = tee({
      price: 37.15,
      price_incl_tax: 44.95,
      special_price: 37.15,
      special_price_incl_tax: 44.95,
      final_price: 37.15,
      final_price_incl_tax: 44.95,
      special_from_date: '2026-11-01 00:00:00',
      special_to_date: null,
    });
    expect(presentPriceDetails(running, now)).toEqual({
      regular: 5995,
      final: 4495,
      special: 4495,
      exclTax: { regular: 4955, final: 3715 },
      storedSpecial: 4495,
      specialWindow: { from: '2026-11-01 00:00:00' },
    });
  });

  it('no price at all is none', () => {
    expect(presentPrice({}, now)).toBeUndefined();
  });

  it('an item that sends only net prices shows those, with no net twin, stored special price or window beside them', () => {
    const net = { price: 49.55, original_price: 49.55, final_price: 49.55 };
    expect(presentPrice(net, now)).toStrictEqual({ regular: 4955, final: 4955 });
    expect(presentPriceDetails(net, now)).toStrictEqual({ regular: 4955, final: 4955 });
  });

  it('details of an item without any price are none', () => {
    expect(presentPriceDetails({}, now)).toBeUndefined();
    expect(presentPriceDetails({ special_price_incl_tax: 44.95, special_from_date: '2026-11-01 00:00:00' }, now)).toBeUndefined();
  });

  it('details show net amounts only when the index sends a net price beside the tax-inclusive one', () => {
    const inclOnly = { price_incl_tax: 59.95, original_price: 49.55, original_price_incl_tax: 59.95 };
    expect(presentPriceDetails(inclOnly, now)).toStrictEqual({ regular: 5995, final: 5995 });
  });

  it('details name only the window ends the index sent: an end without a start, a start without an end, both', () => {
    const windowOf = (from: string | null, to: string | null) => presentPriceDetails(tee({ special_from_date: from, special_to_date: to }), now)?.specialWindow;
    expect(windowOf(null, '2026-12-01 00:00:00')).toStrictEqual({ to: '2026-12-01 00:00:00' });
    expect(windowOf('2026-11-01 00:00:00', null)).toStrictEqual({ from: '2026-11-01 00:00:00' });
    expect(windowOf('2026-11-01 00:00:00', '2026-12-01 00:00:00')).toStrictEqual({ from: '2026-11-01 00:00:00', to: '2026-12-01 00:00:00' });
    expect(presentPriceDetails(tee({ special_from_date: null, special_to_date: null }), now)).not.toHaveProperty('specialWindow');
  });

  it('details hold no stored special price when the index zeroes it or sends none', () => {
    expect(presentPriceDetails(tee({ special_price_incl_tax: 0 }), now)).not.toHaveProperty('storedSpecial');
    expect(presentPriceDetails(tee(), now)).not.toHaveProperty('storedSpecial');
    expect(presentPriceDetails(tee({ special_price_incl_tax: 69.95 }), now)?.storedSpecial).toBe(6995);
  });
});

describe('inclTax: the product page data reads the tax-inclusive prices as the prices', () => {
  it('the tax-inclusive final price becomes the final price; the net one only stands in when the index sends none', () => {
    const sale = tee({ final_price: 37.15, final_price_incl_tax: 44.95 });
    expect(inclTax(sale)).toMatchObject({ price: 59.95, original_price: 59.95, final_price: 44.95, special_price: null });
    expect(inclTax(tee({ final_price: 37.15, final_price_incl_tax: undefined })).final_price).toBe(37.15);
  });

  it('an item without tax-inclusive prices is left as it is', () => {
    const net: Product = { id: 1, sku: 'NET-1', name: 'Net', type_id: 'simple', price: 49.55, final_price: 49.55, special_price: 0 };
    expect(inclTax(net)).toBe(net);
  });
});

/** Price fields as the index may send them: a regular price, maybe lowered for a special, a window around now or not. */
const pricedArb = fc
  .record({
    regular: fc.integer({ min: 1, max: 50_000 }),
    special: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
    lowered: fc.boolean(),
    final: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: undefined }),
    from: fc.option(fc.integer({ min: -40, max: 40 }), { nil: undefined }),
    days: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ regular, special, lowered, final, from, days }): Product => {
    const date = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const shown = lowered && special !== undefined && special > 0 && special < regular ? special : regular;
    return tee({
      price: shown / 121,
      price_incl_tax: shown / 100,
      original_price: regular / 121,
      original_price_incl_tax: regular / 100,
      special_price_incl_tax: special === undefined ? null : special / 100,
      ...(final === undefined ? { final_price_incl_tax: undefined } : { final_price_incl_tax: final / 100 }),
      special_from_date: from === undefined ? null : date(from),
      special_to_date: from === undefined ? null : date(from + days),
    });
  });

describe('one price on every screen (properties)', () => {
  test.prop([pricedArb])('a card and the product page never disagree on a product’s final price', (product) => {
    const { shown } = pagePrice(product);
    expect(shownPrice(card(product).price).amount).toBe(shown.price?.final ?? 0);
  });

  test.prop([pricedArb])('the card strikes through a regular price exactly when the product page does', (product) => {
    const { shown } = pagePrice(product);
    const onCard = card(product).price.special !== undefined;
    const onPage = shown.price !== undefined && shown.price.final < shown.price.regular;
    expect(onCard).toBe(onPage);
  });

  test.prop([pricedArb, fc.constantFrom('nl', 'en', 'de' as const)])('the CLI prints the same price the card shows', (product, storeCode) => {
    const row = priceRow(storeCode, product, now);
    const onCard = formatPrice(shownPrice(cardFromProduct(product, { storeCode, now, displayOutOfStockSizes: true }).price), storeViews[storeCode].i18n);
    expect(cliPrice(storeCode, row.finalPriceInclTax)).toBe(onCard);
  });

  test.prop([pricedArb])('a special price shown is below the regular one, and nothing charged is above it', (product) => {
    const view = presentPrice(product, now);
    if (view?.special !== undefined) {
      expect(view.final).toBeLessThanOrEqual(view.special);
      expect(view.special).toBeLessThan(view.regular);
    }
  });

  test.prop([pricedArb])('what the product page adds to the cart costs what it shows', (product) => {
    const { shown } = pagePrice(product);
    const line = shown.cartLines[0];
    expect(line?.product.price).toEqual(money(shown.price?.final ?? 0));
  });
});

describe('the product page adds its picture to the cart line (cart thumbnails)', () => {
  it("sends the gallery's first picture as the line's thumbnail", () => {
    const { shown } = pagePrice(tee({ image: '/tee-1.svg', media_gallery: [{ image: '/tee-1.svg', pos: 1, typ: 'image', lab: '' }] }));
    expect(shown.cartLines.map((line) => line.product.thumbnail)).toEqual(['/tee-1.svg']);
  });
});

describe('the shown price reads only the price fields', () => {
  const amount = fc.option(fc.double({ min: 0, max: 2000, noNaN: true }), { nil: undefined });
  const date = fc.option(fc.constantFrom('2026-11-01 00:00:00', '2026-11-30 23:59:59', '2026-12-31 00:00:00', null), { nil: undefined });
  const priced = fc.record(
    {
      price: amount,
      price_incl_tax: amount,
      original_price: amount,
      original_price_incl_tax: amount,
      special_price: fc.option(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2000, noNaN: true })), { nil: undefined }),
      special_price_incl_tax: amount,
      final_price: amount,
      final_price_incl_tax: amount,
      regular_price: amount,
      special_from_date: date,
      special_to_date: date,
      sku: fc.string(),
      name: fc.string(),
    },
    { requiredKeys: [] },
  );

  // The reference is the whole item with its tax-inclusive prices as its prices (what the product page holds).
  test.prop([priced, fc.integer({ min: Date.UTC(2026, 9, 1), max: Date.UTC(2027, 1, 1) })])('as it would from the whole item', (item, at) => {
    const set = resolvePrices(inclTax(item), { now: at });
    const expected =
      set === undefined
        ? undefined
        : {
            regular: Math.max(set.originalPrice.amount, set.price.amount),
            final: set.finalPrice.amount,
            ...(set.specialPrice === undefined ? {} : { special: set.specialPrice.amount }),
          };
    expect(presentPrice(item, at)).toEqual(expected);
  });
});
