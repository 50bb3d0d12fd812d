import type { CartItem } from '../cart/types';
import { signedPriceOf, type SignedPrice } from '../catalog/price-signature';
import type { Product } from '../catalog/product-types';

/** A line the order would send without a signature: it came from the server cart or was restored without one. */
export const isUnsigned = (item: CartItem): boolean => item.sgn === undefined;

/**
 * The skus to look up in the catalogue to sign the lines: each line's own sku and, for a configurable child, its
 * parent's (whose `configurable_children` carry the child's signature); each once, in cart order.
 */
export function skusToSign(items: readonly CartItem[]): readonly string[] {
  return [...new Set(items.flatMap((i) => (i.parentSku === undefined ? [i.sku] : [i.sku, i.parentSku])))];
}

/**
 * The signature of each sku among the found products (wire-reference §1: product hits and configurable children
 * carry `sgn`): a product's own comes first, then its configurable children's; the first found wins.
 */
export function signaturesBySku(products: readonly Product[]): ReadonlyMap<string, SignedPrice> {
  const bySku = new Map<string, SignedPrice>();
  const keep = (sku: string, signed: SignedPrice) => {
    if (signed.sgn !== undefined && !bySku.has(sku)) bySku.set(sku, signed);
  };
  for (const product of products) keep(product.sku, signedPriceOf(product));
  for (const product of products) for (const child of product.configurable_children ?? []) keep(child.sku, signedPriceOf(child));
  return bySku;
}

/**
 * Signs every line with its sku's current signature from the catalogue, as Vue Storefront refreshes the lines'
 * products before the order (wire-reference §1, `/api/order` checks `sgn`): a line from the server cart gets one, and
 * a line signed when it was added gets today's (a special price may have ended since). A sku the catalogue did not
 * return keeps what it had, signed or not (the server decides).
 */
export function signLines(items: readonly CartItem[], products: readonly Product[]): readonly CartItem[] {
  const signatures = signaturesBySku(products);
  return items.map((item) => {
    const signed = signatures.get(item.sku);
    if (signed === undefined) return item;
    const { signedPriceInclTax: _stale, ...rest } = item;
    return { ...rest, ...signed };
  });
}
