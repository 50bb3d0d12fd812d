import { describe, expect, it } from 'vitest';
import { money } from '../../domain/shared/money';
import type { PaymentMethod, ShippingMethod } from '../../domain/checkout/types';
import { Login } from '../session/login';
import { AddToCart } from './add-to-cart';
import { CurrentCart } from './current-cart';
import { LoadPaymentMethods } from './load-payment-methods';
import { LoadShippingMethods } from './load-shipping-methods';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, servers, tee, type World } from '../../testing/cart-world';

const server = servers({
  shippingMethods: [
    {
      method_code: 'servicepoint',
      carrier_code: 'postnl',
      method_title: 'PostNL',
      price_incl_tax: money(395),
      default: false,
      offline: false,
      is_server_method: true,
      available: true,
    },
    {
      method_code: 'express',
      carrier_code: 'dhl',
      method_title: 'DHL Express',
      price_incl_tax: money(995),
      default: false,
      offline: false,
      is_server_method: true,
      available: false,
    },
  ],
  paymentMethods: [{ code: 'ideal', title: 'iDEAL', cost_incl_tax: money(0), default: false, is_server_method: true }],
});

describe('shipping and payment methods (cart spec §3, §4, §5)', () => {
  it('offline: the configured methods with the default preselected', async () => {
    const w = await cartWorld({ online: false });
    const shipping = await w.get(LoadShippingMethods).execute();
    expect(shipping.methods.map((m) => m.method_code)).toEqual(['flatrate']);
    expect(shipping.selected?.method_code).toBe('flatrate');
    const payment = await w.get(LoadPaymentMethods).execute();
    expect(payment.selected?.code).toBe('checkmo');
  });

  it("online: the server's methods merged, unavailable ones dropped, configured offline ones kept", async () => {
    const w = await cartWorld({ servers: server });
    await w.get(AddToCart).execute(tee);
    const shipping = await w.get(LoadShippingMethods).execute({ country: '' });
    expect(shipping.methods.map((m) => `${m.carrier_code}_${m.method_code}`)).toEqual(['postnl_servicepoint', 'flatrate_flatrate']);
    const payment = await w.get(LoadPaymentMethods).execute();
    expect(payment.methods.map((m) => m.code)).toEqual(['ideal', 'checkmo', 'cashondelivery']);
  });

  it('a virtual cart hides cash on delivery', async () => {
    const w = await cartWorld({ servers: servers() });
    await w.get(AddToCart).execute({ ...tee, sku: 'GIFT-1', type_id: 'virtual' });
    const payment = await w.get(LoadPaymentMethods).execute();
    expect(payment.methods.map((m) => m.code)).not.toContain('cashondelivery');
  });

  it("without any country: 'Please do set the tax.defaultCountry in order to calculate totals'", async () => {
    const w = await cartWorld({ settings: { defaultCountry: '' } });
    await w.get(LoadShippingMethods).execute({ country: '' });
    expect(w.outlet.messages()).toEqual(['no-tax-country']);
  });
});

const postnl: ShippingMethod = {
  method_code: 'servicepoint',
  carrier_code: 'postnl',
  method_title: 'PostNL',
  price_incl_tax: money(395),
  default: false,
  offline: false,
  is_server_method: true,
  available: true,
};
const dhl: ShippingMethod = {
  method_code: 'express',
  carrier_code: 'dhl',
  method_title: 'DHL Express',
  price_incl_tax: money(995),
  default: false,
  offline: false,
  is_server_method: true,
  available: true,
};
const ideal: PaymentMethod = { code: 'ideal', title: 'iDEAL', cost_incl_tax: money(0), default: false, is_server_method: true };

/** A shopper with a server cart, on a server that offers PostNL and DHL shipping and iDEAL payment. */
async function withServerCart(options: { online?: boolean; paymentMethods?: readonly PaymentMethod[] } = {}) {
  const w = await cartWorld({ servers: servers({ shippingMethods: [postnl, dhl], paymentMethods: options.paymentMethods ?? [ideal] }) });
  await w.get(AddToCart).execute(tee);
  expect(w.get(CurrentCart).view.token).toBeDefined();
  w.connectivity.setOnline(options.online ?? true);
  return w;
}

const warnings = (w: World) => w.logger.entries.filter((e) => e.level === 'warn').map((e) => `${e.tag}: ${e.message}`);
const shippingCodes = (choice: { methods: readonly ShippingMethod[] }) => choice.methods.map((m) => `${m.carrier_code}_${m.method_code}`);

describe('shipping methods: which are offered and which is chosen', () => {
  it('offline, a shopper with a server cart is offered the configured methods only', async () => {
    const w = await withServerCart({ online: false });
    const shipping = await w.get(LoadShippingMethods).execute();
    expect(shippingCodes(shipping)).toEqual(['flatrate_flatrate']);
  });

  it('a shopper without a server cart is offered the configured methods without asking the server', async () => {
    const w = await cartWorld({ servers: servers({ shippingMethods: [postnl] }) });
    const shipping = await w.get(LoadShippingMethods).execute();
    expect(shippingCodes(shipping)).toEqual(['flatrate_flatrate']);
    expect(warnings(w)).toEqual([]);
  });

  it('a signed-in customer gets the server methods of the customer cart', async () => {
    const w = await cartWorld({ servers: servers({ shippingMethods: [postnl], paymentMethods: [ideal] }) });
    expect(await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: true });
    await w.get(AddToCart).execute(tee);
    expect(typeof w.get(CurrentCart).view.token).toBe('number');
    expect(shippingCodes(await w.get(LoadShippingMethods).execute())).toEqual(['postnl_servicepoint', 'flatrate_flatrate']);
    expect((await w.get(LoadPaymentMethods).execute()).methods.map((m) => m.code)).toEqual(['ideal', 'checkmo', 'cashondelivery']);
    expect(warnings(w)).toEqual([]);
  });

  it('the method already chosen stays chosen, named by its method code or by carrier and method', async () => {
    const w = await withServerCart();
    const load = w.get(LoadShippingMethods);
    expect((await load.execute({ shippingMethod: 'express' })).selected).toMatchObject({ carrier_code: 'dhl', method_code: 'express' });
    expect((await load.execute({ shippingMethod: 'dhl_express' })).selected).toMatchObject({ carrier_code: 'dhl', method_code: 'express' });
    expect((await load.execute({ shippingMethod: 'flatrate_flatrate' })).selected).toMatchObject({ carrier_code: 'flatrate', method_code: 'flatrate' });
    expect((await load.execute({ shippingMethod: 'gone' })).selected).toMatchObject({ carrier_code: 'flatrate' });
    expect((await load.execute()).selected).toMatchObject({ carrier_code: 'flatrate' });
  });

  it('a server that fails is logged, and the configured methods are offered', async () => {
    const w = await withServerCart();
    w.servers.cart.failWith = 'unavailable';
    const shipping = await w.get(LoadShippingMethods).execute({ shippingMethod: 'flatrate' });
    expect(shipping).toMatchObject({ methods: [{ method_code: 'flatrate' }], selected: { method_code: 'flatrate' } });
    expect(warnings(w)).toEqual(['checkout: Shipping methods could not be loaded: In-memory cart fails with unavailable']);
  });

  it('a bug in the cart adapter is not hidden behind the configured methods', async () => {
    const w = await withServerCart();
    w.servers.cart.shippingMethods = async () => {
      throw new TypeError('adapter bug');
    };
    await expect(w.get(LoadShippingMethods).execute()).rejects.toThrow('adapter bug');
  });

  it('a shop without configured methods offers none offline and chooses none', async () => {
    const w = await cartWorld({ online: false, settings: { shippingMethods: [], paymentMethods: [] } });
    expect(await w.get(LoadShippingMethods).execute()).toStrictEqual({ methods: [] });
    expect(await w.get(LoadPaymentMethods).execute()).toStrictEqual({ methods: [] });
  });
});

describe('payment methods: which are offered and which is chosen', () => {
  it('offline, a shopper with a server cart is offered exactly the configured methods', async () => {
    const w = await withServerCart({ online: false });
    const payment = await w.get(LoadPaymentMethods).execute();
    expect(payment.methods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery']);
  });

  it('a shopper without a server cart is offered the configured methods without asking the server', async () => {
    const w = await cartWorld({ servers: servers({ paymentMethods: [ideal] }) });
    expect((await w.get(LoadPaymentMethods).execute()).methods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery']);
    expect(warnings(w)).toEqual([]);
  });

  it('the method already chosen stays chosen; else the configured default, even when the server marks another default', async () => {
    const w = await withServerCart({ paymentMethods: [{ ...ideal, default: true }] });
    const load = w.get(LoadPaymentMethods);
    expect((await load.execute('cashondelivery')).selected?.code).toBe('cashondelivery');
    expect((await load.execute('ideal')).selected?.code).toBe('ideal');
    expect((await load.execute()).selected?.code).toBe('checkmo');
  });

  it('without a configured default the first method offered is chosen', async () => {
    const w = await cartWorld({
      online: false,
      settings: { paymentMethods: [{ code: 'banktransfer', title: 'Bank', cost_incl_tax: money(0), default: false, is_server_method: false }] },
    });
    expect((await w.get(LoadPaymentMethods).execute()).selected?.code).toBe('banktransfer');
  });

  it('a server that fails is logged, and the configured methods are offered', async () => {
    const w = await withServerCart();
    w.servers.cart.failWith = 'unavailable';
    const payment = await w.get(LoadPaymentMethods).execute();
    expect(payment.methods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery']);
    expect(warnings(w)).toEqual(['checkout: Payment methods could not be loaded: In-memory cart fails with unavailable']);
  });

  it('a bug in the cart adapter is not hidden behind the configured methods', async () => {
    const w = await withServerCart();
    w.servers.cart.paymentMethods = async () => {
      throw new TypeError('adapter bug');
    };
    await expect(w.get(LoadPaymentMethods).execute()).rejects.toThrow('adapter bug');
  });
});
