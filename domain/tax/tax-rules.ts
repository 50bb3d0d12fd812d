import type { Id, TaxRule } from '../catalog/types';

/** The tax part of a store view (lead's StoreView.tax); only what tax rules need. */
export interface TaxConfig {
  readonly defaultCountry?: string;
  readonly sourcePriceIncludesTax?: boolean;
  /** Customer tax class used when tax depends on the customer group (a user-group tax id is configured). */
  readonly customerTaxClassId?: Id;
}

/** Country fallback when a store view configures none (catalogue spec §9). */
export const FALLBACK_TAX_COUNTRY = 'PL';

/** The country tax is computed for: the store view's default country, else 'PL' (catalogue spec §9). */
export const taxCountry = (config: TaxConfig): string =>
  config.defaultCountry !== undefined && config.defaultCountry !== '' ? config.defaultCountry : FALLBACK_TAX_COUNTRY;

const includesId = (ids: readonly Id[], id: Id): boolean => ids.some((candidate) => String(candidate) === String(id));

/**
 * Tax rate in percent for a product tax class, customer tax class and country (catalogue spec §6, wire-reference §5:
 * tax_class_id may be a string, region 0 or equal, postcodes ignored). The first matching rule and rate win;
 * undefined when none applies.
 */
export function findTaxRate(rules: readonly TaxRule[], productTaxClassId: Id | undefined, config: TaxConfig, regionId: Id = 0): number | undefined {
  const country = taxCountry(config);
  for (const rule of rules) {
    if (productTaxClassId === undefined || !includesId(rule.product_tax_class_ids, productTaxClassId)) continue;
    const customer = config.customerTaxClassId;
    if (customer !== undefined && !includesId(rule.customer_tax_class_ids, customer)) continue;
    const rate = rule.rates.find((r) => r.tax_country_id === country && (String(r.tax_region_id ?? 0) === '0' || String(r.tax_region_id) === String(regionId)));
    if (rate !== undefined) return rate.rate;
  }
  return undefined;
}
