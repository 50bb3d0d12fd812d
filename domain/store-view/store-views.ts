import { type StoreCode, type StoreView, defaultStoreCode } from './store-view';

/** Prices in every store view: EUR with a currency sign, comma decimals and 2 fraction digits (catalogue spec §1, §9). */
const euro = {
  currency: 'EUR',
  currencyCode: 'EUR',
  currencySign: '€',
  currencyDecimal: ',',
  currencyGroup: '.',
  fractionDigits: 2,
  priceFormat: '{sign} {amount}',
} as const;

/**
 * The name minimum per store view (cart spec §5: 3 letters, "some store views 1 or 2"). Two letters in the Dutch and
 * German views, so that Li, Bo or Ed can register and check out; one in the English view, which also serves
 * shoppers whose names are one letter when written in Latin script (the Korean family name O, the Burmese U).
 */
export const NAME_MIN_LETTERS_BY_STORE: Readonly<Record<StoreCode, number>> = { nl: 2, en: 1, de: 2 };

/** The three store views with the constants of catalogue spec §9 (locales, EUR, date formats, default countries). */
export const storeViews: Readonly<Record<StoreCode, StoreView>> = {
  nl: {
    storeCode: 'nl',
    storeId: 1,
    name: 'Nederlands',
    url: '',
    alternateUrl: '/',
    appendStoreCode: false,
    tax: { defaultCountry: 'NL', sourcePriceIncludesTax: true },
    i18n: {
      locale: 'nl-NL',
      defaultLanguage: 'NL',
      fullLanguageName: 'Nederlands',
      ...euro,
      dateFormat: 'HH:mm D/M/YYYY',
    },
    forms: { nameMinLetters: NAME_MIN_LETTERS_BY_STORE.nl },
  },
  en: {
    storeCode: 'en',
    storeId: 2,
    name: 'English',
    url: '/en',
    alternateUrl: '/en/',
    appendStoreCode: true,
    tax: { defaultCountry: 'NL', sourcePriceIncludesTax: true },
    i18n: {
      locale: 'en-US',
      defaultLanguage: 'EN',
      fullLanguageName: 'English',
      ...euro,
      dateFormat: 'HH:mm D/M/YYYY',
    },
    forms: { nameMinLetters: NAME_MIN_LETTERS_BY_STORE.en },
  },
  de: {
    storeCode: 'de',
    storeId: 3,
    name: 'Deutsch',
    url: '/de',
    alternateUrl: '/de/',
    appendStoreCode: true,
    tax: { defaultCountry: 'DE', sourcePriceIncludesTax: true },
    i18n: {
      locale: 'de-DE',
      defaultLanguage: 'DE',
      fullLanguageName: 'Deutsch',
      ...euro,
      dateFormat: 'HH:mm D-M-YYYY',
    },
    forms: { nameMinLetters: NAME_MIN_LETTERS_BY_STORE.de },
  },
};

export const allStoreViews: readonly StoreView[] = [storeViews.nl, storeViews.en, storeViews.de];

export const isStoreCode = (value: string): value is StoreCode => value === 'nl' || value === 'en' || value === 'de';

/** The store view a path belongs to: '/en/...' → en, '/de/...' → de, anything else → the default store view (catalogue spec §2). */
export function storeCodeOfPath(path: string): StoreCode {
  const first = path.split(/[/?#]/)[1] ?? '';
  return isStoreCode(first) && first !== defaultStoreCode ? first : defaultStoreCode;
}

/** Prefixes a store-relative path with the store view's URL prefix ('/' + '' for nl, '/en' + path otherwise). */
export function withStorePrefix(storeCode: StoreCode, path: string): string {
  const prefix = storeViews[storeCode].url;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return prefix === '' ? rest : rest === '/' ? `${prefix}/` : `${prefix}${rest}`;
}

/** Default language fallback is en (catalogue spec §9). */
export const fallbackStoreCode: StoreCode = 'en';
