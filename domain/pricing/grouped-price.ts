import { err, ok, type Result } from '../shared/result';
import type { Product } from '../catalog/types';
import { addTaxed, zeroTaxed, type TaxedAmount } from '../tax/tax-amount';
import type { PriceContext } from './price-set';
import { taxedPrices, type TaxContext } from './product-prices';

export type GroupedPriceFailure =
  | { readonly kind: 'no-product-links' }
  | { readonly kind: 'product-link-not-found'; readonly sku: string; readonly messageId: 'product-link-not-found' }
  | { readonly kind: 'unknown-price'; readonly sku: string; readonly messageId: 'unknown-price' };

/**
 * Grouped product price and tax start at 0 and sum each associated simple product at quantity 1 (catalogue spec §4).
 * A grouped product without product_links, or with a link whose product is not loaded, is an error.
 */
export function groupedPrice(product: Pick<Product, 'product_links'>, prices: PriceContext, tax: TaxContext): Result<TaxedAmount, GroupedPriceFailure> {
  const links = (product.product_links ?? []).filter((link) => link.link_type === 'associated');
  if (links.length === 0) return err({ kind: 'no-product-links' });
  let total = zeroTaxed();
  for (const link of links) {
    if (link.product === undefined) {
      return err({ kind: 'product-link-not-found', sku: link.linked_product_sku, messageId: 'product-link-not-found' });
    }
    const taxed = taxedPrices(link.product, prices, tax);
    if (taxed === undefined) return err({ kind: 'unknown-price', sku: link.linked_product_sku, messageId: 'unknown-price' });
    total = addTaxed(total, taxed.finalPrice);
  }
  return ok(total);
}
