import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import type { CartItem, TotalSegment } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { totalRows } from '../../domain/checkout/totals';
import { grandTotalOf, presentCartLine, presentCartTotals, presentSegments, presentTotals, presentTotalsLine } from './cart-presenter';

const dress: CartItem = {
  sku: 'DRS-1-167',
  parentSku: 'DRS-1',
  qty: 2,
  name: 'Jurk Amara',
  price_incl_tax: money(5995),
  thumbnails: ['/dress-167.svg'],
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '144', option_value: 167, label: 'Maat', value: 'M' }] } },
};

const segment = (code: string, value: number): TotalSegment => ({ code, title: code, value: money(value) });

describe('presentCartLine (cart spec §3, §4)', () => {
  it('a line before the platform priced it: its own name, chosen options, the 210×300 thumbnail, unit price times quantity', () => {
    expect(presentCartLine(dress)).toEqual({
      name: 'Jurk Amara',
      sku: 'DRS-1-167',
      qty: 2,
      image: '/img/210/300/dress-167.svg',
      options: [{ label: 'Maat', value: 'M' }],
      unitPrice: money(5995),
      rowTotal: money(11990),
    });
  });

  it("the platform's totals win: its unit price, row total (a discount included) and option labels", () => {
    const priced = { ...dress, totals: { qty: 2, price_incl_tax: money(5995), row_total_incl_tax: money(10791), options: [{ label: 'Size', value: 'M' }] } };
    expect(presentCartLine(priced)).toMatchObject({ unitPrice: money(5995), rowTotal: money(10791), options: [{ label: 'Size', value: 'M' }] });
  });

  it('a price of 0 or less is unknown and not shown; a line without a name shows its sku', () => {
    const line = presentCartLine({ sku: 'EDGE-PRICE-ZERO', qty: 1, price_incl_tax: money(0) });
    expect(line).toEqual({ name: 'EDGE-PRICE-ZERO', sku: 'EDGE-PRICE-ZERO', qty: 1, options: [] });
  });

  it("stock notes: 'Out of the stock!' as the line's error, 'Only {maxQuantity} available' below the quantity, else 'In stock!'", () => {
    expect(presentCartLine({ ...dress, errors: { stock: 'out-of-stock' } }).stockNote).toEqual({ kind: 'error', id: 'out-of-stock' });
    expect(presentCartLine({ ...dress, info: { stock: 'in-stock' } }, 1).stockNote).toEqual({
      kind: 'error',
      id: 'only-max-quantity-available',
      values: { maxQuantity: 1 },
    });
    expect(presentCartLine({ ...dress, info: { stock: 'in-stock' } }, 2).stockNote).toEqual({ kind: 'info', id: 'in-stock' });
    expect(presentCartLine(dress).stockNote).toBeUndefined();
  });

  it("a line of the platform's totals (the CLI) reads like a cart line", () => {
    expect(presentTotalsLine({ item_id: 7, qty: 3, name: 'Riem', price_incl_tax: money(1995), row_total_incl_tax: money(5985) })).toEqual({
      name: 'Riem',
      sku: '',
      qty: 3,
      options: [],
      unitPrice: money(1995),
      rowTotal: money(5985),
    });
  });
});

describe('presentSegments (cart spec §3 platformTotalSegments)', () => {
  it("subtotal, shipping ('Free' at 0), discount with its code and the emphasised grand total, in that order; tax is not shown", () => {
    const rows = presentSegments(
      [segment('grand_total', 9990), segment('tax', 1734), segment('discount', -1000), segment('shipping', 0), segment('subtotal_incl_tax', 10990)],
      'WELKOM10',
    );
    expect(rows).toEqual([
      { code: 'subtotal_incl_tax', value: money(10990), emphasised: false, free: false },
      { code: 'shipping', value: money(0), emphasised: false, free: true },
      { code: 'discount', value: money(-1000), emphasised: false, free: false, coupon: 'WELKOM10' },
      { code: 'grand_total', value: money(9990), emphasised: true, free: false },
    ]);
  });

  it("an order costs the platform's grand total, else (no totals yet, offline) the sum of its lines", () => {
    expect(
      grandTotalOf(
        presentSegments([segment('grand_total', 9990)]).map((r) => ({ ...r, title: '' })),
        [dress],
      ),
    ).toEqual(money(9990));
    expect(grandTotalOf([], [dress, { sku: 'TEE', qty: 1, price_incl_tax: money(1995) }])).toEqual(money(13985));
  });

  it('a payment fee or discount of 0 is left out', () => {
    expect(presentSegments([segment('payment', 0), segment('discount', 0), segment('grand_total', 100)]).map((r) => r.code)).toEqual(['grand_total']);
  });
});

const lineArb = fc.record({
  qty: fc.integer({ min: 1, max: 99 }),
  unit: fc.integer({ min: -100, max: 100_000 }),
  platformRow: fc.option(fc.integer({ min: -100, max: 1_000_000 }), { nil: undefined }),
  available: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
});

describe('presentCartLine (properties)', () => {
  test.prop([lineArb])(
    'a shown price is always above 0, and without the platform the row total is the unit price times the quantity',
    ({ qty, unit, platformRow, available }) => {
      const item: CartItem = {
        sku: 'X',
        qty,
        price_incl_tax: money(unit),
        ...(platformRow === undefined ? {} : { totals: { row_total_incl_tax: money(platformRow) } }),
      };
      const line = presentCartLine(item, available);
      if (line.unitPrice !== undefined) expect(line.unitPrice.amount).toBeGreaterThan(0);
      if (line.rowTotal !== undefined) expect(line.rowTotal.amount).toBeGreaterThan(0);
      if (platformRow === undefined && unit > 0) expect(line.rowTotal?.amount).toBe(unit * qty);
    },
  );

  test.prop([lineArb])("'Only {maxQuantity} available' exactly when the last stock check found fewer than the line asks for", ({ qty, available }) => {
    const note = presentCartLine({ sku: 'X', qty, info: { stock: 'in-stock' } }, available).stockNote;
    expect(note?.id === 'only-max-quantity-available').toBe(available !== undefined && available < qty);
  });
});

describe('offline: counts, lines and totals agree', () => {
  it("a quantity changed since the platform priced the line (offline) shows the unit price times the new quantity, not the platform's old row total", () => {
    const priced = { ...dress, qty: 3, totals: { qty: 2, price_incl_tax: money(5995), row_total_incl_tax: money(11990) } };
    expect(presentCartLine(priced).rowTotal).toEqual(money(17985));
  });

  it("the subtotal is the sum of the lines shown; the grand total keeps the platform's shipping and discount on top of it", () => {
    const rows = presentCartTotals(totalRows([segment('subtotal_incl_tax', 11990), segment('shipping', 495), segment('grand_total', 12485)]), [
      { ...dress, qty: 3, totals: { qty: 2, row_total_incl_tax: money(11990) } },
    ]);
    expect(rows.map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 17985],
      ['shipping', 495],
      ['grand_total', 18480],
    ]);
    expect(presentCartTotals([], [dress]).map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 11990],
      ['grand_total', 11990],
    ]);
    expect(presentCartTotals([], [])).toEqual([]);
  });

  test.prop([
    fc.array(
      fc.record({
        qty: fc.integer({ min: 1, max: 20 }),
        price: fc.integer({ min: 1, max: 50_000 }),
        pricedQty: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      }),
      { maxLength: 6 },
    ),
    fc.integer({ min: 0, max: 2000 }),
  ])(
    'whatever the platform last priced, the subtotal shown is the sum of the row totals shown and the count is the sum of the quantities',
    (lines, shipping) => {
      const items: CartItem[] = lines.map((l, i) => ({
        sku: `SKU-${String(i)}`,
        qty: l.qty,
        price_incl_tax: money(l.price),
        ...(l.pricedQty === undefined
          ? {}
          : { totals: { qty: l.pricedQty, price_incl_tax: money(l.price), row_total_incl_tax: money(l.price * l.pricedQty) } }),
      }));
      const priced = items.reduce((sum, i) => sum + (i.totals?.row_total_incl_tax?.amount ?? 0), 0);
      const rows = presentCartTotals(
        totalRows([segment('subtotal_incl_tax', priced), segment('shipping', shipping), segment('grand_total', priced + shipping)]),
        items,
      );
      const shownLines = items.map((i) => presentCartLine(i));
      const sum = shownLines.reduce((s, l) => s + (l.rowTotal?.amount ?? 0), 0);
      expect(shownLines.reduce((s, l) => s + l.qty, 0)).toBe(items.reduce((s, i) => s + i.qty, 0));
      if (items.length === 0) return;
      expect(rows.find((r) => r.code === 'subtotal_incl_tax')?.value.amount).toBe(sum);
      expect(rows.find((r) => r.code === 'grand_total')?.value.amount).toBe(sum + shipping);
    },
  );
});

describe('presentCartLine: what a line shows and what it leaves out', () => {
  it('a thumbnail path without a leading slash still gives the 210×300 image address', () => {
    expect(presentCartLine({ ...dress, thumbnails: ['dress-167.svg'] }).image).toBe('/img/210/300/dress-167.svg');
  });

  it('a line with nothing known shows no price, row total, image or stock note at all (not even as empty fields)', () => {
    expect(presentCartLine({ sku: 'TEE-1', qty: 1 })).toStrictEqual({ name: 'TEE-1', sku: 'TEE-1', qty: 1, options: [] });
  });

  it('platform totals without option labels fall back to the chosen configurable options', () => {
    const priced = { ...dress, totals: { qty: 2, row_total_incl_tax: money(11990), options: [] } };
    expect(presentCartLine(priced).options).toEqual([{ label: 'Maat', value: 'M' }]);
  });

  it('a configurable option without label or without value is not shown; a line with empty options shows none', () => {
    const options = [
      { option_id: '93', option_value: 5, label: 'Kleur' },
      { option_id: '94', option_value: 6, value: 'Rood' },
      { option_id: '144', option_value: 167, label: 'Maat', value: 'M' },
    ];
    const line = { ...dress, product_option: { extension_attributes: { configurable_item_options: options } } } as CartItem;
    expect(presentCartLine(line).options).toStrictEqual([{ label: 'Maat', value: 'M' }]);
    // A stored line's options are not checked deeply; one without extension attributes shows none.
    expect(presentCartLine({ ...dress, product_option: {} as NonNullable<CartItem['product_option']> }).options).toEqual([]);
  });
});

describe('presentTotals: which rows read as free, emphasised or with a coupon', () => {
  const row = (code: 'subtotal_incl_tax' | 'shipping' | 'discount' | 'grand_total', amount: number) => ({
    code,
    title: code,
    value: money(amount),
    emphasised: code === 'grand_total',
  });

  it("only shipping at 0 reads 'Free': paid shipping does not, nor does a total of 0", () => {
    expect(presentTotals([row('subtotal_incl_tax', 0), row('shipping', 495), row('grand_total', 0)]).map((r) => [r.code, r.free])).toEqual([
      ['subtotal_incl_tax', false],
      ['shipping', false],
      ['grand_total', false],
    ]);
  });

  it('a discount without a known coupon names none', () => {
    expect(presentTotals([row('discount', -500)])).toStrictEqual([{ code: 'discount', value: money(-500), emphasised: false, free: false }]);
  });
});

describe('presentCartTotals: the lines as they are now, on top of what the platform last priced', () => {
  const tee: CartItem = { sku: 'TEE-1', qty: 2, price_incl_tax: money(1995) };

  it('only the grand total is emphasised', () => {
    expect(presentCartTotals(totalRows([segment('subtotal_incl_tax', 3990), segment('grand_total', 3990)]), [tee])).toEqual([
      { code: 'subtotal_incl_tax', value: money(3990), emphasised: false, free: false },
      { code: 'grand_total', value: money(3990), emphasised: true, free: false },
    ]);
  });

  it('without a platform subtotal or grand total nothing is added on top of the lines', () => {
    const withoutSubtotal = presentCartTotals(totalRows([segment('shipping', 495), segment('grand_total', 4485)]), [tee]);
    expect(withoutSubtotal.map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 3990],
      ['shipping', 495],
      ['grand_total', 3990],
    ]);
    const withoutGrand = presentCartTotals(totalRows([segment('subtotal_incl_tax', 3990), segment('shipping', 495)]), [tee]);
    expect(withoutGrand.map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 3990],
      ['shipping', 495],
      ['grand_total', 3990],
    ]);
  });
});

describe('grandTotalOf: what the order costs', () => {
  it("the platform's grand total row is taken wherever it stands among the rows", () => {
    expect(grandTotalOf(totalRows([segment('subtotal_incl_tax', 3990), segment('shipping', 495), segment('grand_total', 4485)]), [dress])).toEqual(money(4485));
  });

  it("without totals a line counts at its own price, else at the platform's unit price, else nothing", () => {
    const platformPriced: CartItem = { sku: 'BELT', qty: 2, totals: { price_incl_tax: money(1000) } };
    const unpriced: CartItem = { sku: 'GIFT', qty: 3 };
    expect(grandTotalOf([], [platformPriced, unpriced])).toEqual(money(2000));
  });
});
