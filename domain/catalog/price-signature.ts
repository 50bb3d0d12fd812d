import type { PriceFields } from './product-types';

/**
 * What a cart line keeps of the catalogue's price signature: `sgn`, and the price incl. tax it signs, unrounded as
 * the index sent it (59.949999999999996, not 59.95), since the order API checks the HMAC of exactly that number.
 */
export interface SignedPrice {
  readonly sgn?: string;
  readonly signedPriceInclTax?: number;
}

/**
 * The signature of a product or configurable child (wire-reference §1: product hits get `sgn`, needed by
 * `/api/order`); empty when the index sent none (or no price incl. tax to go with it), so an index without signatures
 * still works.
 */
export function signedPriceOf(fields: Pick<PriceFields, 'sgn' | 'price_incl_tax'> | undefined): SignedPrice {
  if (fields === undefined || typeof fields.sgn !== 'string' || fields.sgn === '') return {};
  // Without the number it signs, a signature cannot be sent in a way the API accepts: it counts as none.
  return typeof fields.price_incl_tax === 'number' ? { sgn: fields.sgn, signedPriceInclTax: fields.price_incl_tax } : {};
}
