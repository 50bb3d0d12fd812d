import type { CartItem } from '../cart/types';
import { signedPriceOf, type SignedPrice } from '../catalog/price-signature';
import type { Product } from '../catalog/product-types';

/** A line the order would send without a signature: it came from the server cart or was restored without one. */
export const isUnsigned = (item: CartItem): boolean => item.sgn === undefined;

/**
 * The skus to look up in the catalogue to sign the unsigned lines: each line's own sku and, for a configurable
 * child, its parent's (whose `configurable_children` carry the child's signature); each once, in cart order.
 */
export function skusToSign(items: readonly CartItem[]): readonly string[] {
  return [...new Set(items.filter(isUnsigned).flatMap((i) => (i.parentSku === undefined ? [i.sku] : [i.sku, i.parentSku])))];
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
 * Signs the unsigned lines with their sku's signature from the catalogue, as Vue Storefront refreshes a server
 * line's product before the order (wire-reference §1, `/api/order` checks `sgn`); a signed line keeps its own, a sku
 * the catalogue did not return stays unsigned (the server decides).
 */
export function signLines(items: readonly CartItem[], products: readonly Product[]): readonly CartItem[] {
  const signatures = signaturesBySku(products);
  return items.map((item) => {
    const signed = isUnsigned(item) ? signatures.get(item.sku) : undefined;
    if (signed === undefined) return item;
    const { signedPriceInclTax: _stale, ...rest } = item;
    return { ...rest, ...signed };
  });
}
