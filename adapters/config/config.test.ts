import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, settingDefinitions } from '../../application/config/runtime-config';
import { allStoreViews, storeViews } from '../../domain/store-view/store-views';
import { ConfigError } from './config-error';
import { runtimeConfigFromEnv } from './env-config';
import { validateStoreViews } from './store-views-config';

describe('runtime configuration', () => {
  it('has the defaults the specification names', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.stock.allowOutOfStockInCart).toBe(true);
    expect(config.catalog.listOutOfStockProducts).toBe(false);
    expect(config.catalog.usePriceTiers).toBe(false);
    expect(config.cart.minicartCountMode).toBe('quantities');
    expect(config).toEqual(defaultRuntimeConfig);
  });

  it('reads every setting from its environment variable', () => {
    const config = runtimeConfigFromEnv({
      SEO_USE_TRAILING_SLASHES: 'on',
      CART_MAX_BYPASS_ATTEMPTS: '5',
      CATALOG_USER_GROUP_TAX_ID: '3',
      CART_MINICART_COUNT_MODE: 'items',
      STOREFRONT_API_URL: 'https://api.example.com/api/',
    });
    expect(config.seo.useTrailingSlashes).toBe(true);
    expect(config.cart.maxCartBypassAttempts).toBe(5);
    expect(config.catalog.userGroupTaxId).toBe(3);
    expect(config.cart.minicartCountMode).toBe('items');
    expect(config.services.apiUrl).toBe('https://api.example.com/api');
    expect(defaultRuntimeConfig.seo.useTrailingSlashes).toBe(false);
  });

  it('every definition points at an existing setting and has its own variable', () => {
    const envs = settingDefinitions.map((d) => d.env);
    expect(new Set(envs).size).toBe(envs.length);
    for (const def of settingDefinitions) {
      const value = def.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], defaultRuntimeConfig);
      expect(value, def.path).not.toBeUndefined();
    }
  });

  it('stops with one clear message listing every bad value', () => {
    const attempt = () => runtimeConfigFromEnv({ MULTISTORE: 'maybe', CART_MAX_BYPASS_ATTEMPTS: '-1', CART_MINICART_COUNT_MODE: 'x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/CART_MAX_BYPASS_ATTEMPTS="-1" is not a whole number/);
    expect(attempt).toThrow(/CART_MINICART_COUNT_MODE="x" must be one of quantities, items/);
    expect(attempt).toThrow(/MULTISTORE="maybe" is not a boolean/);
  });
});

describe('store view configuration', () => {
  it('accepts the three store views', () => {
    expect(validateStoreViews(allStoreViews)).toHaveLength(3);
  });

  it('names the field of a broken store view', () => {
    const broken = { ...storeViews.de, tax: { defaultCountry: 'germany', sourcePriceIncludesTax: true } };
    expect(() => validateStoreViews([storeViews.nl, broken])).toThrow(/storeViews\[1\]\.tax\.defaultCountry: an ISO country code/);
    expect(() => validateStoreViews([storeViews.nl, storeViews.nl])).toThrow(/unique/);
  });

  it("cart §5: a store view without a name minimum keeps the spec's 3 letters; one above 3 is refused", () => {
    const { forms: _forms, ...withoutForms } = storeViews.nl;
    expect(validateStoreViews([withoutForms])[0]?.forms.nameMinLetters).toBe(3);
    expect(validateStoreViews([storeViews.nl, storeViews.en])[1]?.forms.nameMinLetters).toBe(1);
    expect(() => validateStoreViews([{ ...storeViews.nl, forms: { nameMinLetters: 4 } }])).toThrow(/storeViews\[0\]\.forms\.nameMinLetters/);
  });

  it('a store view may extend another and give only what differs', () => {
    const [, en] = validateStoreViews([
      storeViews.nl,
      { extend: 'nl', storeCode: 'en', storeId: 2, name: 'English', url: '/en', alternateUrl: '/en/', i18n: { locale: 'en-US', fullLanguageName: 'English' } },
    ]);
    expect(en?.i18n).toMatchObject({ locale: 'en-US', fullLanguageName: 'English', currencySign: '€', dateFormat: 'HH:mm D/M/YYYY' });
    expect(en?.tax.defaultCountry).toBe('NL');
  });

  it('§8: an unknown store view extend is logged as an error and ignored', () => {
    const errors: string[] = [];
    const views = validateStoreViews([storeViews.nl, { ...storeViews.de, extend: 'fr' }], (m) => errors.push(m));
    expect(errors).toEqual(["Unknown store view extend 'fr' in storeViews[1]"]);
    expect(views[1]?.storeCode).toBe('de');
    expect(() => validateStoreViews([storeViews.nl, { extend: 'fr', storeCode: 'de' }], () => {})).toThrow(/storeViews\[1\]\.storeId/);
  });
});
