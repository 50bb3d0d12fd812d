import { describe, expect, it } from 'vitest';
import type { CartItem, TotalSegment } from '../../domain/cart/types';
import type { OfflineOrder } from '../../domain/orders/types';
import { money } from '../../domain/shared/money';
import { payment, shipping } from '../../testing/checkout-details';
import { fc, test } from '../../testing/property-test';
import { type OrderReceipt, receiptOf, type ReceiptInput, storedReceipt } from './order-receipt';

const tee: CartItem = { sku: 'TEE-1', qty: 2, name: 'T-shirt Lotte', price_incl_tax: money(1995) };

const input = (over: Partial<ReceiptInput> = {}): ReceiptInput => ({
  orderId: '1762000000000-id1',
  placedAt: 1_762_000_000_000,
  email: 'anna@example.com',
  items: [tee],
  segments: [],
  shipping,
  billing: payment,
  defaultCountry: 'NL',
  shippingMethod: 'Standard',
  paymentMethod: 'Bank transfer',
  ...over,
});

const platformTotals: TotalSegment[] = [
  { code: 'subtotal_incl_tax', title: 'Subtotaal', value: money(3990) },
  { code: 'shipping', title: 'Verzending', value: money(495) },
  { code: 'discount', title: 'Korting', value: money(-399) },
  { code: 'grand_total', title: 'Totaal', value: money(4086) },
];

const stored = (receipt: unknown, over: Partial<OfflineOrder> = {}): OfflineOrder => ({
  id: '1762000000000-id1',
  order: {},
  transmited: false,
  created_at: 1_762_000_000_000,
  receipt: receipt as Record<string, unknown>,
  ...over,
});

describe('receiptOf: the thank-you page of an order as it is placed', () => {
  it('is queued until the server confirms it, with the order id, time, email, lines and methods', () => {
    const receipt = receiptOf(input());
    expect(receipt).toMatchObject({
      orderId: '1762000000000-id1',
      status: 'queued',
      placedAt: 1_762_000_000_000,
      email: 'anna@example.com',
      lines: [{ sku: 'TEE-1', name: 'T-shirt Lotte', qty: 2, unitPrice: money(1995), rowTotal: money(3990) }],
      shippingMethod: 'Standard',
      paymentMethod: 'Bank transfer',
    });
    expect(receipt).not.toHaveProperty('orderNumber');
  });

  it.each([
    ['no email', undefined],
    ['an empty email', ''],
  ])('a receipt with %s shows none', (_name, email) => {
    expect(receiptOf(input({ email }))).not.toHaveProperty('email');
  });

  it('prints both addresses: the name, the street with its number and affix, postcode, city, country and phone', () => {
    const receipt = receiptOf(input());
    expect(receipt.shippingAddress).toEqual({
      name: 'Anna de Vries',
      street: ['Damrak', '1 A'],
      city: 'Amsterdam',
      postcode: '1012JS',
      country: 'NL',
      phone: '0612345678',
    });
    expect(receipt.billingAddress).toEqual({
      name: 'Anna de Vries',
      street: ['Damrak', '1 bis'],
      city: 'Amsterdam',
      postcode: '1012JS',
      country: 'NL',
      phone: '0612345678',
    });
  });

  it('prints the billing company trimmed and leaves out a company, a phone and street lines that are blank', () => {
    const receipt = receiptOf(
      input({
        shipping: { ...shipping, firstName: '', phoneNumber: '  ', apartmentNumber: ' ', affix: '' },
        billing: { ...payment, company: '  Noord BV ', phoneNumber: ' 020 123 ', lastName: 'de Vries ' },
      }),
    );
    expect(receipt.shippingAddress).toEqual({ name: 'de Vries', street: ['Damrak'], city: 'Amsterdam', postcode: '1012JS', country: 'NL' });
    expect(receipt.billingAddress).toMatchObject({ name: 'Anna de Vries', company: 'Noord BV', phone: '020 123' });
    expect(receiptOf(input({ billing: { ...payment, company: '   ' } })).billingAddress).not.toHaveProperty('company');
    expect(receiptOf(input({ billing: { ...payment, company: '' } })).billingAddress).not.toHaveProperty('company');
  });

  it("an address without a country is printed with the store view's default country; a chosen one is kept", () => {
    const receipt = receiptOf(input({ defaultCountry: 'BE', shipping: { ...shipping, country: '' }, billing: { ...payment, country: '  ' } }));
    expect(receipt.shippingAddress.country).toBe('BE');
    expect(receipt.billingAddress.country).toBe('BE');
    expect(receiptOf(input({ defaultCountry: 'BE', shipping: { ...shipping, country: 'DE' } })).shippingAddress.country).toBe('DE');
  });

  it("shows the platform's totals as the cart did, the discount row naming the coupon", () => {
    const receipt = receiptOf(input({ segments: platformTotals, coupon: 'WELCOME10' }));
    expect(receipt.totals).toEqual([
      { code: 'subtotal_incl_tax', value: money(3990), emphasised: false, free: false },
      { code: 'shipping', value: money(495), emphasised: false, free: false },
      { code: 'discount', value: money(-399), emphasised: false, free: false, coupon: 'WELCOME10' },
      { code: 'grand_total', value: money(4086), emphasised: true, free: false },
    ]);
  });

  it('an order placed offline, which has no platform totals, shows the sum of its lines as subtotal and grand total', () => {
    const scarf: CartItem = { sku: 'SCF-3', qty: 3, totals: { price_incl_tax: money(1495) } };
    const unpriced: CartItem = { sku: 'GIFT-1', qty: 1 };
    const receipt = receiptOf(input({ items: [tee, scarf, unpriced] }));
    expect(receipt.totals).toEqual([
      { code: 'subtotal_incl_tax', value: money(3990 + 4485), emphasised: false, free: false },
      { code: 'grand_total', value: money(3990 + 4485), emphasised: true, free: false },
    ]);
  });

  test.prop([fc.array(fc.record({ sku: fc.string(), qty: fc.integer({ min: 1, max: 20 }), cents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 6 })], {
    numRuns: 50,
  })("an offline receipt's grand total is the sum of unit price times quantity of its lines", (lines) => {
    const items: CartItem[] = lines.map((l) => ({ sku: l.sku, qty: l.qty, price_incl_tax: money(l.cents) }));
    const sum = lines.reduce((total, l) => total + l.cents * l.qty, 0);
    const totals = receiptOf(input({ items })).totals;
    expect(totals.map((row) => [row.code, row.value.amount])).toEqual([
      ['subtotal_incl_tax', sum],
      ['grand_total', sum],
    ]);
  });
});

describe('storedReceipt: the receipt an order on the device carries, with what the server said since', () => {
  const receipt: OrderReceipt = receiptOf(input());

  it('a queued order reads queued and has no order number yet', () => {
    const read = storedReceipt(stored(receipt));
    expect(read).toStrictEqual(receipt);
    expect(read).not.toHaveProperty('orderNumber');
  });

  it('an order the server took reads placed, with its order number', () => {
    expect(storedReceipt(stored(receipt, { transmited: true, orderNumber: '100000001' }))).toStrictEqual({
      ...receipt,
      status: 'placed',
      orderNumber: '100000001',
    });
  });

  it.each<[string, unknown]>([
    ['no receipt', undefined],
    ['a receipt without an order id', { ...receipt, orderId: undefined }],
    ['a receipt with a numeric order id', { ...receipt, orderId: 7 }],
    ['a receipt without lines', { ...receipt, lines: undefined }],
    ['a receipt whose lines are not a list', { ...receipt, lines: { sku: 'TEE-1' } }],
  ])('an order with %s has no receipt to show', (_name, value) => {
    expect(storedReceipt(stored(value, { transmited: true, orderNumber: '100000001' }))).toBeUndefined();
  });
});
