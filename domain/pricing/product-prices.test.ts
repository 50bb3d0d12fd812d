import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { money } from '../shared/money';
import type { Product, TaxRule } from '../catalog/types';
import { applyTax } from '../tax/tax-amount';
import { productPrices, taxedPrices } from './product-prices';
import { bundlePrice, defaultBundleLink } from './bundle-price';
import { groupedPrice } from './grouped-price';

const now = Date.UTC(2026, 10, 15);
const rules: readonly TaxRule[] = [
  { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 21, tax_country_id: 'NL' }] },
  { id: 2, product_tax_class_ids: [5], customer_tax_class_ids: [3], rates: [{ rate: 9, tax_country_id: 'NL' }] },
];
const nl = { rules, config: { defaultCountry: 'NL', sourcePriceIncludesTax: false } };
const simple = (sku: string, price: number, tax_class_id: number | string = 2): Product => ({
  id: sku,
  sku,
  name: sku,
  type_id: 'simple',
  price,
  final_price: price,
  tax_class_id,
});

describe('prices with tax', () => {
  it('§4: price with and without tax for every price field, by the tax class (a string on the wire)', () => {
    const taxed = taxedPrices({ price: 100, special_price: 80, final_price: 80, tax_class_id: '2' }, { now }, nl);
    expect(taxed).toEqual({
      price: applyTax(money(10000), 21, false),
      originalPrice: applyTax(money(10000), 21, false),
      specialPrice: applyTax(money(8000), 21, false),
      finalPrice: { excl: money(8000), incl: money(9680), tax: money(1680) },
      ratePercent: 21,
    });
    expect(taxedPrices({ price: 100, tax_class_id: 99 }, { now }, nl)?.ratePercent).toBe(0);
    expect(taxedPrices({}, { now }, nl)).toBeUndefined();
    const noSourceFlag = taxedPrices({ price: 100, tax_class_id: 2 }, { now }, { rules, config: { defaultCountry: 'NL' } });
    expect(noSourceFlag?.finalPrice).toEqual({ excl: money(10000), incl: money(12100), tax: money(2100) });
  });

  it('§4: each configurable child gets its prices with tax, using the parent tax class when it has none', () => {
    const product = {
      price: 100,
      tax_class_id: 5,
      configurable_children: [{ sku: 'A', price: 100 }, { sku: 'B', price: 50, tax_class_id: 2 }, { sku: 'C' }],
    };
    const result = productPrices(product, { now }, { ...nl, config: { defaultCountry: 'NL', sourcePriceIncludesTax: true } });
    expect(result.product?.finalPrice).toEqual({ excl: money(9174), incl: money(10000), tax: money(826) });
    expect(result.children['A']?.ratePercent).toBe(9);
    expect(result.children['B']?.finalPrice.tax).toEqual(money(868));
    expect(Object.keys(result.children)).toEqual(['A', 'B']);
    expect(productPrices({}, { now }, nl)).toEqual({ children: {} });
  });
});

describe('grouped and bundle prices', () => {
  it('§4: grouped product price and tax start at 0 and sum each associated simple product at quantity 1', () => {
    const product = {
      product_links: [
        { sku: 'G', link_type: 'associated' as const, linked_product_sku: 'A', qty: 3, product: simple('A', 10) },
        { sku: 'G', link_type: 'associated' as const, linked_product_sku: 'B', product: simple('B', 20, 5) },
        { sku: 'G', link_type: 'related' as const, linked_product_sku: 'C' },
      ],
    };
    expect(groupedPrice(product, { now }, nl)).toEqual({
      ok: true,
      value: { excl: money(3000), incl: money(3390), tax: money(390) },
    });
  });

  it('§8: a grouped product without product_links or with a missing linked product is an error', () => {
    expect(groupedPrice({}, { now }, nl)).toEqual({ ok: false, error: { kind: 'no-product-links' } });
    const missing = { product_links: [{ sku: 'G', link_type: 'associated' as const, linked_product_sku: 'A' }] };
    expect(groupedPrice(missing, { now }, nl)).toEqual({
      ok: false,
      error: { kind: 'product-link-not-found', sku: 'A', messageId: 'product-link-not-found' },
    });
    const unpriced = {
      product_links: [
        { sku: 'G', link_type: 'associated' as const, linked_product_sku: 'A', product: { ...simple('A', 1), price: undefined, final_price: undefined } },
      ],
    };
    expect(groupedPrice(unpriced, { now }, nl)).toEqual({ ok: false, error: { kind: 'unknown-price', sku: 'A', messageId: 'unknown-price' } });
  });

  const link = (sku: string, price: number, qty: number, is_default: boolean) => ({ id: sku, sku, qty, is_default, product: simple(sku, price) });

  it('§4: bundle price starts at 0 and sums only the default link of each option (first if none is default) times its qty', () => {
    const bundle = {
      bundle_options: [
        { option_id: 1, title: 'Top', type: 'radio', product_links: [link('A', 10, 1, false), link('B', 20, 2, true)] },
        { option_id: 2, title: 'Belt', type: 'select', product_links: [link('C', 5, 3, false), link('D', 1, 1, false)] },
        { option_id: 3, title: 'Empty', type: 'select', product_links: [] },
      ],
    };
    expect(bundlePrice(bundle, { now }, nl)).toEqual({ ok: true, value: { excl: money(5500), incl: money(6655), tax: money(1155) } });
    expect(bundlePrice({}, { now }, nl)).toEqual({ ok: true, value: { excl: money(0), incl: money(0), tax: money(0) } });
    expect(defaultBundleLink(bundle.bundle_options[2]!)).toBeUndefined();
  });

  it('a missing linked bundle product is an error result, never a price of 1; quantities must be whole and ≥ 0', () => {
    const option = (l: object) => ({ bundle_options: [{ option_id: 1, title: 'T', type: 'radio', product_links: [l as ReturnType<typeof link>] }] });
    expect(bundlePrice(option({ id: 1, sku: 'X', qty: 1, is_default: true }), { now }, nl)).toEqual({
      ok: false,
      error: { kind: 'product-link-not-found', sku: 'X', messageId: 'product-link-not-found' },
    });
    expect(bundlePrice(option({ ...link('A', 1, -1, true) }), { now }, nl)).toEqual({ ok: false, error: { kind: 'invalid-bundle-qty', sku: 'A', qty: -1 } });
    expect(bundlePrice(option({ ...link('A', 1, 1.5, true) }), { now }, nl).ok).toBe(false);
    expect(bundlePrice(option({ ...link('A', 1, 0, true) }), { now }, nl)).toEqual({ ok: true, value: { excl: money(0), incl: money(0), tax: money(0) } });
    const unpriced = { ...link('A', 1, 1, true), product: { ...simple('A', 1), price: undefined, final_price: undefined } };
    expect(bundlePrice(option(unpriced), { now }, nl)).toEqual({ ok: false, error: { kind: 'unknown-price', sku: 'A', messageId: 'unknown-price' } });
  });

  const parts = fc.array(fc.record({ cents: fc.integer({ min: 1, max: 100000 }), qty: fc.integer({ min: 0, max: 5 }), taxClass: fc.constantFrom(2, 5, 9) }), {
    minLength: 1,
    maxLength: 8,
  });

  test.prop([parts, fc.boolean()])('grouped and bundle sums equal the sum of their parts', (items, includes) => {
    const ctx = { rules, config: { defaultCountry: 'NL', sourcePriceIncludesTax: includes } };
    const products = items.map((it, i) => simple(`S${i}`, it.cents / 100, it.taxClass));
    const each = products.map((p) => taxedPrices(p, { now }, ctx)!.finalPrice);
    const grouped = groupedPrice(
      { product_links: products.map((p) => ({ sku: 'G', link_type: 'associated' as const, linked_product_sku: p.sku, product: p })) },
      { now },
      ctx,
    );
    expect(grouped.ok && grouped.value.incl.amount).toBe(each.reduce((s, t) => s + t.incl.amount, 0));
    expect(grouped.ok && grouped.value.tax.amount).toBe(each.reduce((s, t) => s + t.tax.amount, 0));
    const bundle = bundlePrice(
      {
        bundle_options: products.map((p, i) => ({
          option_id: i,
          title: p.sku,
          type: 'radio',
          product_links: [{ id: i, sku: p.sku, qty: items[i]!.qty, is_default: true, product: p }],
        })),
      },
      { now },
      ctx,
    );
    expect(bundle.ok && bundle.value.excl.amount).toBe(each.reduce((s, t, i) => s + t.excl.amount * items[i]!.qty, 0));
  });
});
