/** Store view codes of the shop (catalogue spec §2 "Store views"). */
export const storeCodes = ['nl', 'en', 'de'] as const;
export type StoreCode = (typeof storeCodes)[number];

export const defaultStoreCode: StoreCode = 'nl';

/** Price and date presentation of a store view (catalogue spec §3 "Store view" i18n, §9). */
export interface StoreViewI18n {
  readonly locale: 'nl-NL' | 'en-US' | 'de-DE';
  readonly defaultLanguage: string;
  readonly fullLanguageName: string;
  readonly currency: 'EUR';
  readonly currencyCode: 'EUR';
  readonly currencySign: string;
  readonly currencyDecimal: string;
  readonly currencyGroup: string;
  readonly fractionDigits: number;
  /** Where the sign goes: '{sign}{amount}' or '{amount} {sign}'. */
  readonly priceFormat: string;
  readonly dateFormat: string;
}

export interface StoreViewTax {
  readonly defaultCountry: string;
  readonly sourcePriceIncludesTax: boolean;
}

/** Form rules that differ between store views. */
export interface StoreViewForms {
  /** The fewest letters a first or last name may have: 3, some store views 1 or 2 (cart spec §5). */
  readonly nameMinLetters: number;
}

/** A store view with every field of catalogue spec §3 "Store view", plus its form rules. */
export interface StoreView {
  readonly storeCode: StoreCode;
  readonly storeId: number;
  readonly name: string;
  /** URL prefix: '' for the default store view, '/en' and '/de' otherwise. */
  readonly url: string;
  /** Absolute origin-relative alternate URL used for hreflang links. */
  readonly alternateUrl: string;
  readonly appendStoreCode: boolean;
  readonly tax: StoreViewTax;
  readonly i18n: StoreViewI18n;
  readonly forms: StoreViewForms;
}
