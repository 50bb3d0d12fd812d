import { describe, expect, it } from 'vitest';
import type { TaxRule } from '../catalog/types';
import { findTaxRate, taxCountry } from './tax-rules';

const rules: readonly TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 19, tax_country_id: 'DE', tax_region_id: 0 },
      { rate: 21, tax_country_id: 'NL', tax_region_id: '0' },
      { rate: 23, tax_country_id: 'PL' },
    ],
  },
  { id: 2, product_tax_class_ids: ['5', 6], customer_tax_class_ids: [4], rates: [{ rate: 9, tax_country_id: 'NL', tax_region_id: 7 }] },
];

describe('tax rules', () => {
  it('§9: the store view default country, else PL when none configured', () => {
    expect(taxCountry({ defaultCountry: 'NL' })).toBe('NL');
    expect(taxCountry({})).toBe('PL');
    expect(taxCountry({ defaultCountry: '' })).toBe('PL');
  });

  it('§3/§6: rules match by product tax class (string or number), customer tax class and country', () => {
    expect(findTaxRate(rules, 2, { defaultCountry: 'NL' })).toBe(21);
    expect(findTaxRate(rules, '2', { defaultCountry: 'DE' })).toBe(19);
    expect(findTaxRate(rules, 2, {})).toBe(23);
    expect(findTaxRate(rules, 2, { defaultCountry: 'BE' })).toBeUndefined();
    expect(findTaxRate(rules, 9, { defaultCountry: 'NL' })).toBeUndefined();
    expect(findTaxRate(rules, undefined, { defaultCountry: 'NL' })).toBeUndefined();
    expect(findTaxRate(rules, 2, { defaultCountry: 'NL', customerTaxClassId: '3' })).toBe(21);
    expect(findTaxRate(rules, 2, { defaultCountry: 'NL', customerTaxClassId: 4 })).toBeUndefined();
  });

  it('a rate applies for region 0 or the same region', () => {
    expect(findTaxRate(rules, 5, { defaultCountry: 'NL' })).toBeUndefined();
    expect(findTaxRate(rules, 5, { defaultCountry: 'NL' }, '7')).toBe(9);
    expect(findTaxRate(rules, '6', { defaultCountry: 'NL' }, 7)).toBe(9);
  });
});
