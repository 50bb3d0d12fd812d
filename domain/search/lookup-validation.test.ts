import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../catalog/messages';
import { checkCategoryId, requireParentSku, requireSearchKey } from './lookup-validation';

describe('lookup validation', () => {
  it('§5: single product lookup requires the search key value (default sku)', () => {
    expect(requireSearchKey({ sku: 'DRS-01' })).toEqual({ ok: true, value: 'DRS-01' });
    expect(requireSearchKey({ id: 12 }, 'id')).toEqual({ ok: true, value: 12 });
    expect(requireSearchKey({ sku: '' })).toEqual({
      ok: false,
      error: { kind: 'search-key-missing', messageId: 'search-key-missing', params: { key: 'sku' } },
    });
    expect(requireSearchKey({ id: Number.NaN }, 'id').ok).toBe(false);
    expect(requireSearchKey({}, 'url_key').ok).toBe(false);
    expect(catalogMessages['search-key-missing']).toBe('Please provide the search key {key} for product/single action!');
  });

  it('§5: variant lookup requires parentSku', () => {
    expect(requireParentSku({ parentSku: 'DRS-01' })).toEqual({ ok: true, value: 'DRS-01' });
    for (const product of [{}, { parentSku: '' }, { parentSku: null }]) {
      expect(requireParentSku(product)).toEqual({ ok: false, error: { kind: 'missing-parent-sku', messageId: 'missing-parent-sku' } });
    }
    expect(catalogMessages['missing-parent-sku']).toBe("Product doesn't have parentSku, please check if this is configurable product");
  });

  it('§5: category by id below the root category id is rejected', () => {
    expect(checkCategoryId(2)).toEqual({ ok: true, value: 2 });
    expect(checkCategoryId('21')).toEqual({ ok: true, value: 21 });
    expect(checkCategoryId(1)).toEqual({ ok: false, error: { kind: 'category-below-root', id: 1 } });
    expect(checkCategoryId('abc').ok).toBe(false);
    expect(checkCategoryId(5, 10).ok).toBe(false);
  });
});
