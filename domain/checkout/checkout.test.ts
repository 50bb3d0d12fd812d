import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import { checkoutMessages } from './messages';
import { availablePaymentMethods, CASH_ON_DELIVERY, isVirtualCart } from './payment-methods';
import { clearCredentials, interpretOrderResult, orderStreet } from './place-order';
import { shippingAddressQuery, shippingCountry } from './shipping-country';
import { findShippingMethod, mergeShippingMethods, preselectMethod } from './shipping-methods';
import { totalRows } from './totals';
import type { PaymentMethod, ShippingMethod } from './types';

const ship = (method_code: string, extra: Partial<ShippingMethod> = {}): ShippingMethod => ({
  method_code,
  carrier_code: 'postnl',
  method_title: method_code,
  price_incl_tax: money(495),
  default: false,
  offline: false,
  is_server_method: false,
  ...extra,
});
const pay = (code: string, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  code,
  title: code,
  cost_incl_tax: money(0),
  default: false,
  is_server_method: false,
  ...extra,
});

describe('cart §4: shipping and payment methods', () => {
  it('cart §4: "Server shipping methods with available false are dropped"; offline configured methods are kept', () => {
    const configured = [ship('flatrate', { offline: true, default: true }), ship('pickup'), ship('home', { offline: true })];
    const server = [ship('home', { available: true }), ship('express', { available: false }), ship('evening')];
    const merged = mergeShippingMethods(configured, server);
    expect(merged.map((m) => m.method_code)).toEqual(['home', 'evening', 'flatrate']);
    expect(merged.slice(0, 2).every((m) => m.is_server_method)).toBe(true);
    expect(preselectMethod(merged)?.method_code).toBe('flatrate');
    expect(preselectMethod(merged, (m) => m.method_code === 'evening')?.method_code).toBe('evening');
    expect(preselectMethod([ship('a'), ship('b')])?.method_code).toBe('a');
    expect(preselectMethod([])).toBeUndefined();
    expect(findShippingMethod(merged, 'postnl_evening')?.method_code).toBe('evening');
    expect(findShippingMethod(merged, 'home')?.method_code).toBe('home');
    expect(findShippingMethod(merged, 'dhl_home')).toBeUndefined();
    const hidden = mergeShippingMethods([ship('express', { offline: true })], [ship('express', { available: false })]);
    expect(hidden).toEqual([]);
  });

  it('cart §4: "a virtual cart (all items downloadable or virtual) hides the cash-on-delivery payment method"', () => {
    const configured = [pay(CASH_ON_DELIVERY), pay('ideal', { default: true })];
    const server = [pay('ideal', { title: 'iDEAL' }), pay('card')];
    expect(availablePaymentMethods(configured, server, [{ type_id: 'simple' }]).map((m) => m.code)).toEqual(['ideal', 'card', CASH_ON_DELIVERY]);
    expect(availablePaymentMethods(configured, server, [{ type_id: 'virtual' }, { type_id: 'downloadable' }]).map((m) => m.code)).toEqual(['ideal', 'card']);
    expect(availablePaymentMethods(configured, [], [])[0]?.code).toBe(CASH_ON_DELIVERY);
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart([{ type_id: 'virtual' }, { type_id: 'simple' }])).toBe(false);
    expect(isVirtualCart([{}])).toBe(false);
  });

  test.prop([
    fc.array(fc.record({ code: fc.constantFrom('a', 'b', CASH_ON_DELIVERY) })),
    fc.array(fc.constantFrom('virtual', 'downloadable', 'simple', 'configurable'), { maxLength: 4 }),
  ])('cash on delivery is offered only for a non-virtual cart, and no code is offered twice', (server, types) => {
    const methods = availablePaymentMethods(
      [pay(CASH_ON_DELIVERY)],
      server.map((s) => pay(s.code)),
      types.map((type_id) => ({ type_id })),
    );
    expect(methods.some((m) => m.code === CASH_ON_DELIVERY)).toBe(!isVirtualCart(types.map((type_id) => ({ type_id }))));
    if (new Set(server.map((s) => s.code)).size === server.length) expect(new Set(methods.map((m) => m.code)).size).toBe(methods.length);
  });

  test.prop([
    fc.array(fc.record({ code: fc.constantFrom('a', 'b', 'c', 'd'), available: fc.option(fc.boolean(), { nil: undefined }), offline: fc.boolean() })),
  ])('no offered shipping method is unavailable', (list) => {
    const server = list.map((l) => ship(l.code, l.available === undefined ? {} : { available: l.available }));
    const configured = list.map((l) => ship(l.code, { offline: l.offline }));
    expect(mergeShippingMethods(configured, server).every((m) => m.available !== false)).toBe(true);
  });
});

describe('cart §5: shipping country and the address query', () => {
  it('cart §5: "Shipping country defaults to the store default tax country when empty ... otherwise the error \'Please do set the tax.defaultCountry...\'"', () => {
    expect(shippingCountry('BE', 'NL')).toEqual({ ok: true, value: 'BE' });
    expect(shippingCountry('', 'DE')).toEqual({ ok: true, value: 'DE' });
    expect(shippingCountry(undefined, undefined)).toEqual({ ok: false, error: 'no-tax-country' });
    expect(shippingCountry(' ', ' ')).toEqual({ ok: false, error: 'no-tax-country' });
    expect(checkoutMessages['no-tax-country']).toBe('Please do set the tax.defaultCountry in order to calculate totals');
  });

  it('cart §3: the shipping address query holds region, region_id, country_id, street array, postcode, city, region_code', () => {
    expect(
      shippingAddressQuery(
        { streetAddress: 'Damrak', apartmentNumber: '1', affix: 'A', zipCode: '1012AB', city: 'Amsterdam', state: 'NH', region_id: 5, region_code: 'NH' },
        'NL',
      ),
    ).toEqual({
      ok: true,
      value: { country_id: 'NL', region: 'NH', region_id: 5, region_code: 'NH', street: ['Damrak', '1 A'], postcode: '1012AB', city: 'Amsterdam' },
    });
    expect(shippingAddressQuery({}, 'DE')).toEqual({
      ok: true,
      value: { country_id: 'DE', region: '', region_id: 0, region_code: '', street: ['', ''], postcode: '', city: '' },
    });
    expect(shippingAddressQuery({}, undefined)).toEqual({ ok: false, error: 'no-tax-country' });
  });
});

describe('cart §3/§4: totals', () => {
  const seg = (code: string, value: number) => ({ code, title: code.toUpperCase(), value: money(value) });
  it('cart §3: segments subtotal_incl_tax, shipping, payment, discount and grand_total in order; zero fee and discount hidden', () => {
    const rows = totalRows([
      seg('grand_total', 6490),
      seg('tax', 1100),
      seg('discount', -500),
      seg('subtotal_incl_tax', 5995),
      seg('shipping', 495),
      seg('payment', 0),
    ]);
    expect(rows.map((r) => r.code)).toEqual(['subtotal_incl_tax', 'shipping', 'discount', 'grand_total']);
    expect(rows.at(-1)).toEqual({ code: 'grand_total', title: 'GRAND_TOTAL', value: money(6490), emphasised: true });
    expect(rows[0]?.emphasised).toBe(false);
    expect(totalRows([seg('payment', 150), seg('discount', 0)]).map((r) => r.code)).toEqual(['payment']);
  });
});

describe('cart §4: placing an order', () => {
  it('cart §4: "on result code absent or 200 the product stamps the time of the last cart bypass, clears the cart without syncing, and clears password and createAccount"', () => {
    const placed = { kind: 'placed', lastCartBypassTs: 1234, clearCart: { sync: false }, clearCredentials: true };
    expect(interpretOrderResult(undefined, true, 1234)).toEqual(placed);
    expect(interpretOrderResult(200, true, 1234)).toEqual(placed);
    expect(clearCredentials({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.nl', password: 'x', createAccount: true })).toEqual({
      firstName: 'A',
      lastName: 'B',
      emailAddress: 'a@b.nl',
      password: '',
      createAccount: false,
    });
  });

  it('cart §4/§8: "An order that cannot be transferred because of a server error is queued"; other failures fail', () => {
    expect(interpretOrderResult(500, true, 1)).toEqual({
      kind: 'queued',
      notice: { type: 'warning', message: 'order-queued', action1: { label: 'ok', action: 'close' } },
    });
    expect(interpretOrderResult(undefined, false, 1).kind).toBe('queued');
    expect(interpretOrderResult(400, true, 1)).toEqual({
      kind: 'failed',
      notice: { type: 'danger', message: 'order-failed', action1: { label: 'ok', action: 'close' } },
    });
    expect(interpretOrderResult(499, true, 1).kind).toBe('failed');
    expect(checkoutMessages['order-queued']).toBe('The order can not be transfered because of server error. Order has been queued');
  });

  it('cart §4: "The affix text is appended to the street lines of billing and shipping address at order placement"', () => {
    expect(orderStreet({ streetAddress: 'Damrak', apartmentNumber: '12', affix: 'bis' })).toEqual(['Damrak', '12 bis']);
    expect(orderStreet({ streetAddress: 'Damrak', apartmentNumber: '12' })).toEqual(['Damrak', '12']);
  });

  test.prop([fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), fc.boolean()])(
    'exactly an answered 200 or code-less answer places the order',
    (code, answered) => {
      expect(interpretOrderResult(code, answered, 0).kind === 'placed').toBe(answered && (code === undefined || code === 200));
    },
  );
});
