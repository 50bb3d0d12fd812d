import { fc, test } from '../../../testing/property-test';
import { describe, expect, it } from 'vitest';
import type { StoreViewFixture, TaxRuleDoc } from '../../../fixtures/types';
import { compactResponse, isSpecialPriceActive, productSignature, rewriteProduct, rewriteValidity, taxRateFor } from './vsf-products';

const rules: TaxRuleDoc[] = [
  {
    id: 1,
    code: 'general',
    priority: 0,
    position: 0,
    customer_tax_class_ids: [3],
    product_tax_class_ids: [2],
    tax_rate_ids: [1, 2],
    calculate_subtotal: false,
    rates: [
      { id: 1, tax_country_id: 'NL', tax_region_id: 0, tax_postcode: '*', rate: 21, code: 'NL-21', titles: [] },
      { id: 2, tax_country_id: 'DE', tax_region_id: 0, tax_postcode: '*', rate: 19, code: 'DE-19', titles: [] },
    ],
  },
];
const nl = { storeCode: 'nl', tax: { defaultCountry: 'NL', sourcePriceIncludesTax: true } } as StoreViewFixture;
const de = { storeCode: 'de', tax: { defaultCountry: 'DE', sourcePriceIncludesTax: true } } as StoreViewFixture;
const now = Date.parse('2026-11-15T12:00:00Z');
const options = { taxRules: rules, store: nl, secret: 's', nowMs: now };

describe('product hit rewriting (VSF API taxcalc)', () => {
  it('adds *_tax and *_incl_tax, taking prices as tax-inclusive', () => {
    const p = rewriteProduct({ sku: 'A', price: 121, final_price: 121, special_price: null, tax_class_id: '2' }, options);
    expect(p.price).toBeCloseTo(100);
    expect(p.price_tax).toBeCloseTo(21);
    expect(p.price_incl_tax).toBeCloseTo(121);
    expect(p.final_price_incl_tax).toBeCloseTo(121);
    expect(p.original_price_incl_tax).toBeCloseTo(121);
    expect(p.special_price).toBe(0);
    expect(p.special_price_incl_tax).toBe(0);
  });

  it('uses the store default country: DE 19 %', () => {
    const p = rewriteProduct({ price: 119, final_price: 119, tax_class_id: '2' }, { ...options, store: de });
    expect(p.price).toBeCloseTo(100);
    expect(p.price_tax).toBeCloseTo(19);
  });

  it('keeps an active special price and lowers the price to it', () => {
    const p = rewriteProduct(
      {
        price: 121,
        final_price: 96.8,
        special_price: 96.8,
        special_from_date: '2026-11-01 00:00:00',
        special_to_date: '2026-12-01 00:00:00',
        tax_class_id: '2',
      },
      options,
    );
    expect(p.special_price_incl_tax).toBeCloseTo(96.8);
    expect(p.price_incl_tax).toBeCloseTo(96.8);
    expect(p.original_price_incl_tax).toBeCloseTo(121);
  });

  it('sets special_price to 0 outside its window', () => {
    const p = rewriteProduct(
      { price: 121, final_price: 121, special_price: 96.8, special_from_date: '2026-12-01 00:00:00', special_to_date: null, tax_class_id: '2' },
      options,
    );
    expect(p.special_price).toBe(0);
    expect(p.price_incl_tax).toBeCloseTo(121);
  });

  it('signs parent and children with the HMAC of priceInclTax', () => {
    const p = rewriteProduct(
      { price: 121, final_price: 121, tax_class_id: '2', configurable_children: [{ sku: 'A-M', price: 121, final_price: 121 }] },
      options,
    );
    expect(p.sgn).toBe(productSignature('s', p.price_incl_tax));
    const child = (p.configurable_children as Record<string, unknown>[])[0];
    expect(child?.sgn).toBe(productSignature('s', child?.price_incl_tax));
    expect(child?.price_tax).toBeCloseTo(21);
  });

  it('taxes nothing for class 0 or an unknown class', () => {
    expect(taxRateFor('0', rules, 'NL')).toBe(0);
    expect(taxRateFor('5', rules, 'NL')).toBe(0);
    expect(taxRateFor(2, rules, 'NL')).toBe(21);
  });

  it('reads special windows as UTC Magento dates', () => {
    expect(isSpecialPriceActive(null, null, now)).toBe(true);
    expect(isSpecialPriceActive('2026-11-15 11:59:59', null, now)).toBe(true);
    expect(isSpecialPriceActive(null, '2026-11-15 11:59:59', now)).toBe(false);
  });
});

describe('response_format=compact', () => {
  it('drops took/_shards, lifts total and shortens field names', () => {
    const out = compactResponse({
      took: 3,
      timed_out: false,
      _shards: { total: 1 },
      hits: {
        total: { value: 1, relation: 'eq' },
        max_score: 1,
        hits: [{ _id: '1', _score: 2, _source: { name: 'Jurk', final_price: 10, price: 12, url_key: 'jurk', id: 1 } }],
      },
      aggregations: { a: 1 },
    });
    expect(out).toEqual({ total: { value: 1, relation: 'eq' }, hits: [{ nm: 'Jurk', fp: 10, p: 12, u: 'jurk', id: 1, _score: 2 }], aggregations: { a: 1 } });
  });
});

describe('how long a rewrite stays valid (rewriteValidity)', () => {
  const dates = ['2026-11-01 00:00:00', '2026-11-15 12:00:00', '2026-11-15 12:00:01', '2026-12-01 00:00:00', null, '', 'soon'];
  const instants = dates.flatMap((d) => (d === null || Number.isNaN(Date.parse(`${d.replace(' ', 'T')}Z`)) ? [] : [Date.parse(`${d.replace(' ', 'T')}Z`)]));
  const clock = fc.oneof(
    fc.constantFrom(...instants).chain((t) => fc.integer({ min: t - 2, max: t + 2 })),
    fc.integer({ min: now - 40 * 86_400_000, max: now + 40 * 86_400_000 }),
  );
  const priced = fc.record({
    price: fc.constantFrom(121, 100),
    final_price: fc.constantFrom(121, 96.8),
    special_price: fc.constantFrom(96.8, null, 130),
    special_from_date: fc.constantFrom(...dates),
    special_to_date: fc.constantFrom(...dates),
    tax_class_id: fc.constantFrom('2', '0'),
  });
  const product = fc
    .tuple(priced, fc.array(priced, { maxLength: 3 }))
    .map(([p, children]) => (children.length === 0 ? p : { ...p, configurable_children: children }));

  test.prop([product, clock, clock])('holds nowMs, and the rewrite is the same at its ends and at any clock time inside it', (doc, nowMs, otherMs) => {
    const span = rewriteValidity(doc, nowMs);
    expect(span.from).toBeLessThanOrEqual(nowMs);
    expect(nowMs).toBeLessThan(span.to);
    const atNow = rewriteProduct(doc, { ...options, nowMs });
    for (const at of [span.from, span.to - 1, otherMs].filter((t) => Number.isFinite(t) && span.from <= t && t < span.to)) {
      expect(rewriteProduct(doc, { ...options, nowMs: at })).toEqual(atNow);
    }
  });

  it('ends at a special_from_date and at the end of the special_to_date (a to-date at midnight is a whole day)', () => {
    const from = Date.parse('2026-11-20T00:00:00Z');
    const ends = Date.parse('2026-12-02T00:00:00Z');
    const doc = { price: 121, special_price: 96.8, special_from_date: '2026-11-20 00:00:00', special_to_date: '2026-12-01 00:00:00' };
    expect(rewriteValidity(doc, from - 1)).toEqual({ from: -Infinity, to: from });
    expect(rewriteValidity(doc, from)).toEqual({ from, to: ends });
    expect(rewriteValidity(doc, ends - 1)).toEqual({ from, to: ends });
    expect(rewriteValidity(doc, ends)).toEqual({ from: ends, to: Infinity });
    expect(rewriteValidity({ price: 1, configurable_children: [doc] }, now)).toEqual({ from: -Infinity, to: from });
  });
});
