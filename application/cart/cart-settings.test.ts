import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { cartSettingsFrom } from './cart-settings';

describe('configured shipping and payment methods (cart spec §3)', () => {
  it("are titled in the store view's language, not in one language for every view", () => {
    const titles = (storeCode: 'nl' | 'en' | 'de') => {
      const settings = cartSettingsFrom(defaultRuntimeConfig, { storeCode, defaultCountry: storeCode === 'de' ? 'DE' : 'NL' });
      return [...settings.shippingMethods.map((m) => m.method_title), ...settings.paymentMethods.map((m) => m.title)];
    };
    expect(titles('nl')).toEqual(['Vaste verzendkosten', 'Cheque / postwissel', 'Rembours']);
    expect(titles('en')).toEqual(['Flat Rate', 'Check / Money order', 'Cash On Delivery']);
    expect(titles('de')).toEqual(['Versandkostenpauschale', 'Scheck / Zahlungsanweisung', 'Nachnahme']);
  });
});
