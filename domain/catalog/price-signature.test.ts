import { describe, expect, it } from 'vitest';
import { signedPriceOf } from './price-signature';

describe('wire §1: the price signature (sgn) of a product or configurable child', () => {
  it('keeps sgn with the price it signs, unrounded as the index sent it', () => {
    expect(signedPriceOf({ sgn: 'abc', price_incl_tax: 54.949999999999996 })).toEqual({ sgn: 'abc', signedPriceInclTax: 54.949999999999996 });
  });

  it('gives nothing for a signature without the price it signs, nor for an index without signatures', () => {
    expect(signedPriceOf({ sgn: 'abc' })).toEqual({});
    expect(signedPriceOf({ price_incl_tax: 19.95 })).toEqual({});
    expect(signedPriceOf({ sgn: '', price_incl_tax: 19.95 })).toEqual({});
    expect(signedPriceOf(undefined)).toEqual({});
  });
});
