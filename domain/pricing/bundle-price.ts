import { err, ok, type Result } from '../shared/result';
import type { BundleOption, BundleProductLink, Product } from '../catalog/types';
import { addTaxed, timesTaxed, zeroTaxed, type TaxedAmount } from '../tax/tax-amount';
import type { PriceContext } from './price-set';
import { taxedPrices, type TaxContext } from './product-prices';

export type BundlePriceFailure =
  | { readonly kind: 'product-link-not-found'; readonly sku: string; readonly messageId: 'product-link-not-found' }
  | { readonly kind: 'unknown-price'; readonly sku: string; readonly messageId: 'unknown-price' }
  | { readonly kind: 'invalid-bundle-qty'; readonly sku: string; readonly qty: number };

/** The default link of an option, else its first link (catalogue spec §4). */
export const defaultBundleLink = (option: BundleOption): BundleProductLink | undefined =>
  option.product_links.find((link) => link.is_default) ?? option.product_links[0];

/**
 * Bundle price starts at 0 and sums only the default link of each option (first link if none is default) times its
 * qty (catalogue spec §4). A link whose product is not loaded is an error, never a made-up price.
 */
export function bundlePrice(product: Pick<Product, 'bundle_options'>, prices: PriceContext, tax: TaxContext): Result<TaxedAmount, BundlePriceFailure> {
  let total = zeroTaxed();
  for (const option of product.bundle_options ?? []) {
    const link = defaultBundleLink(option);
    if (link === undefined) continue;
    if (!Number.isInteger(link.qty) || link.qty < 0) return err({ kind: 'invalid-bundle-qty', sku: link.sku, qty: link.qty });
    if (link.product === undefined) {
      return err({ kind: 'product-link-not-found', sku: link.sku, messageId: 'product-link-not-found' });
    }
    const taxed = taxedPrices(link.product, prices, tax);
    if (taxed === undefined) return err({ kind: 'unknown-price', sku: link.sku, messageId: 'unknown-price' });
    total = addTaxed(total, timesTaxed(taxed.finalPrice, link.qty));
  }
  return ok(total);
}
