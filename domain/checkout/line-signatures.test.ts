import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import type { CartItem } from '../cart/types';
import { signedPriceOf } from '../catalog/price-signature';
import type { Product } from '../catalog/product-types';
import { child, configurable } from '../../testing/catalog-arbitraries';
import { signLines, skusToSign } from './line-signatures';

const simple = (sku: string, sgn: string | undefined, price_incl_tax: number): Product => ({
  id: sku,
  sku,
  name: sku,
  type_id: 'simple',
  price_incl_tax,
  ...(sgn === undefined ? {} : { sgn }),
});

const dress = configurable([child('DRS-01-S', { sgn: 'sig-s', price_incl_tax: 59.949999999999996 }), child('DRS-01-M', { price_incl_tax: 59.95 })], {
  sgn: 'sig-parent',
  price_incl_tax: 59.95,
});

describe('wire §1: unsigned order lines take their signature from the catalogue', () => {
  it('looks up each line and the parent of a configurable child, once each, signed or not', () => {
    const items: CartItem[] = [
      { sku: 'TEE-1', qty: 1 },
      { sku: 'DRS-01-S', parentSku: 'DRS-01', qty: 1 },
      { sku: 'TEE-1', qty: 2 },
      { sku: 'SCF-3', qty: 1, sgn: 'mine' },
    ];
    expect(skusToSign(items)).toEqual(['TEE-1', 'DRS-01-S', 'DRS-01', 'SCF-3']);
  });

  it("signs a simple line with the product's signature and a configurable child's line with the child's, unrounded", () => {
    const items: CartItem[] = [
      { sku: 'TEE-1', qty: 2 },
      { sku: 'DRS-01-S', qty: 1 },
    ];
    expect(signLines(items, [simple('TEE-1', 'sig-tee', 19.950000000000003), dress])).toEqual([
      { sku: 'TEE-1', qty: 2, sgn: 'sig-tee', signedPriceInclTax: 19.950000000000003 },
      { sku: 'DRS-01-S', qty: 1, sgn: 'sig-s', signedPriceInclTax: 59.949999999999996 },
    ]);
  });

  it("renews a line signed when it was added with today's signature (its price may have changed since)", () => {
    const items: CartItem[] = [{ sku: 'TEE-1', qty: 1, sgn: 'when-added', signedPriceInclTax: 19.95 }];
    expect(signLines(items, [simple('TEE-1', 'today', 17.950000000000003)])).toEqual([
      { sku: 'TEE-1', qty: 1, sgn: 'today', signedPriceInclTax: 17.950000000000003 },
    ]);
  });

  it('leaves skus not found and products the index sent without a signature as they were, signed or not', () => {
    const items: CartItem[] = [
      { sku: 'OLD', qty: 1, sgn: 'mine', signedPriceInclTax: 19.95 },
      { sku: 'GONE', qty: 1 },
      { sku: 'DRS-01-M', qty: 1 },
      { sku: 'NOSIG', qty: 1 },
    ];
    expect(signLines(items, [simple('TEE-1', 'newer', 18), dress, simple('NOSIG', undefined, 5)])).toEqual(items);
  });
});

const skuArb = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F');
const lineArb: fc.Arbitrary<CartItem> = fc.record(
  {
    sku: skuArb,
    qty: fc.integer({ min: 1, max: 5 }),
    sgn: fc.string({ minLength: 1, maxLength: 4 }),
    signedPriceInclTax: fc.double({ min: 0, max: 500, noNaN: true }),
  },
  { requiredKeys: ['sku', 'qty'] },
);
const priceArb = fc.record({ sgn: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }), price_incl_tax: fc.double({ min: 0, max: 500, noNaN: true }) });
const productArb: fc.Arbitrary<Product> = fc
  .record({ sku: skuArb, own: priceArb, children: fc.array(fc.record({ sku: skuArb, price: priceArb }), { maxLength: 3 }) })
  .map(({ sku, own, children }) => ({
    id: sku,
    sku,
    name: sku,
    type_id: 'configurable',
    ...own,
    configurable_children: children.map((c) => child(c.sku, c.price)),
  }));

describe('signLines properties', () => {
  test.prop([fc.array(lineArb, { maxLength: 8 }), fc.array(productArb, { maxLength: 5 })])(
    'a line the catalogue signs ends with a signature the catalogue gave its sku; any other line never changes; nothing else on a line changes',
    (items, products) => {
      const signed = signLines(items, products);
      expect(signed).toHaveLength(items.length);
      const given = (sku: string) =>
        [
          ...products.map((p) => (p.sku === sku ? signedPriceOf(p) : {})),
          ...products.flatMap((p) => (p.configurable_children ?? []).filter((c) => c.sku === sku).map((c) => signedPriceOf(c))),
        ].filter((s) => s.sgn !== undefined);
      items.forEach((item, i) => {
        const after = signed[i]!;
        const options = given(item.sku);
        if (options.length === 0) return expect(after).toBe(item);
        expect(options).toContainEqual({ sgn: after.sgn, signedPriceInclTax: after.signedPriceInclTax });
        expect({ ...after, sgn: undefined, signedPriceInclTax: undefined }).toEqual({ ...item, sgn: undefined, signedPriceInclTax: undefined });
      });
    },
  );

  test.prop([fc.array(lineArb, { maxLength: 8 }), fc.array(productArb, { maxLength: 5 })])('signing twice is signing once', (items, products) => {
    expect(signLines(signLines(items, products), products)).toEqual(signLines(items, products));
  });
});
