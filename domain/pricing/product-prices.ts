import type { Id, PriceFields, TaxRule } from '../catalog/types';
import { applyTax, type TaxedAmount } from '../tax/tax-amount';
import { findTaxRate, type TaxConfig } from '../tax/tax-rules';
import { resolvePrices, type PriceContext } from './price-set';

/** Every price field of a product or child with and without tax (catalogue spec §4). */
export interface TaxedPrices {
  readonly price: TaxedAmount;
  readonly originalPrice: TaxedAmount;
  readonly specialPrice?: TaxedAmount;
  readonly finalPrice: TaxedAmount;
  /** The rate applied, in percent; 0 when no rule matched. */
  readonly ratePercent: number;
}

export interface TaxContext {
  readonly rules: readonly TaxRule[];
  readonly config: TaxConfig;
}

type Priced = PriceFields & { readonly tax_class_id?: Id };

/** Prices of a simple product or one child, with tax by its tax class (catalogue spec §4, §9). */
export function taxedPrices(item: Priced, prices: PriceContext, tax: TaxContext, fallbackTaxClassId?: Id): TaxedPrices | undefined {
  const set = resolvePrices(item, prices);
  if (set === undefined) return undefined;
  const ratePercent = findTaxRate(tax.rules, item.tax_class_id ?? fallbackTaxClassId, tax.config) ?? 0;
  const includes = tax.config.sourcePriceIncludesTax ?? false;
  const taxed = (m: typeof set.price): TaxedAmount => applyTax(m, ratePercent, includes);
  return {
    price: taxed(set.price),
    originalPrice: taxed(set.originalPrice),
    ...(set.specialPrice === undefined ? {} : { specialPrice: taxed(set.specialPrice) }),
    finalPrice: taxed(set.finalPrice),
    ratePercent,
  };
}

export interface ConfigurablePrices {
  readonly product?: TaxedPrices;
  /** By child sku; children without a price are left out. */
  readonly children: Readonly<Record<string, TaxedPrices>>;
}

/**
 * Prices with tax of a product and of each configurable child (catalogue spec §4); a child without its own tax class
 * uses the parent's (wire quirk: children often lack tax_class_id).
 */
export function productPrices(
  product: Priced & { readonly configurable_children?: readonly (Priced & { readonly sku: string })[] },
  prices: PriceContext,
  tax: TaxContext,
): ConfigurablePrices {
  const children: Record<string, TaxedPrices> = {};
  for (const child of product.configurable_children ?? []) {
    const taxed = taxedPrices(child, prices, tax, product.tax_class_id);
    if (taxed !== undefined) children[child.sku] = taxed;
  }
  const own = taxedPrices(product, prices, tax);
  return own === undefined ? { children } : { product: own, children };
}
