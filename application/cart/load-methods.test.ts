import { describe, expect, it } from 'vitest';
import { money } from '../../domain/shared/money';
import { AddToCart } from './add-to-cart';
import { LoadPaymentMethods } from './load-payment-methods';
import { LoadShippingMethods } from './load-shipping-methods';
import { cartWorld, servers, tee } from '../../testing/cart-world';

const server = servers({
  shippingMethods: [
    { method_code: 'servicepoint', carrier_code: 'postnl', method_title: 'PostNL', price_incl_tax: money(395), default: false, offline: false, is_server_method: true, available: true },
    { method_code: 'express', carrier_code: 'dhl', method_title: 'DHL Express', price_incl_tax: money(995), default: false, offline: false, is_server_method: true, available: false },
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
