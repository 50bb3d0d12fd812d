import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_SORT } from '../../domain/search/sort-and-filters';
import { fc, test } from '../../testing/property-test';
import { indexFilters, indexSort, providerFilters } from './category-filters';

describe('indexFilters (catalogue spec §5)', () => {
  it('sends option ids as numbers and every other value as text, as the index stores them', () => {
    expect(indexFilters({ color_ois: ['49', '52'], brand: ['kade', 'a1', '1a', '7 8'] })).toEqual([
      { attribute: 'color_ois', op: 'in', value: [49, 52] },
      { attribute: 'brand', op: 'in', value: ['kade', 'a1', '1a', '7 8'] },
    ]);
  });

  it("filters by a landing page's preset option values before the shopper's own, skipping presets that are no single value", () => {
    const presets = { color_ois: 49, material_ois: '501', brand: 'kade', enabled: true, sizes: [1, 2], nothing: null, nested: { a: 1 } };
    expect(indexFilters({ size_ois: ['168'] }, presets)).toEqual([
      { attribute: 'color_ois', op: 'in', value: [49] },
      { attribute: 'material_ois', op: 'in', value: [501] },
      { attribute: 'brand', op: 'in', value: ['kade'] },
      { attribute: 'size_ois', op: 'in', value: [168] },
    ]);
  });

  it('a price range is a [from, to) range of the price, not an option filter', () => {
    expect(indexFilters({ price: ['50-100'] })).toEqual([{ attribute: 'price', op: 'range', value: { gte: 50, lt: 100 } }]);
    expect(indexFilters({ price: ['150-'] })).toEqual([{ attribute: 'price', op: 'range', value: { gte: 150 } }]);
  });

  it('a price value without bounds and an attribute without chosen values filter nothing', () => {
    expect(indexFilters({ price: ['-'], color_ois: [], size_ois: [] })).toEqual([]);
    expect(indexFilters({ price: ['cheap'] })).toEqual([]);
  });

  test.prop([fc.dictionary(fc.stringMatching(/^[a-z]{1,8}_ois$/), fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 4 }))], {
    numRuns: 50,
  })('every chosen option attribute becomes one filter with all its values', (chosen) => {
    const filters = indexFilters(chosen);
    expect(filters).toEqual(Object.entries(chosen).map(([attribute, values]) => ({ attribute, op: 'in', value: values.map(Number) })));
  });
});

describe('providerFilters (catalogue spec §7: f.* ranges split into .min and .max)', () => {
  it('sends chosen option values as they are and the price range as min and max', () => {
    expect(providerFilters({ color_ois: ['49', '52'], price: ['50-100'] })).toStrictEqual({ color_ois: ['49', '52'], price: { min: 50, max: 100 } });
  });

  it('an open price range has only the bound that is set', () => {
    expect(providerFilters({ price: ['150-'] })).toStrictEqual({ price: { min: 150 } });
    expect(providerFilters({ price: ['-50'] })).toStrictEqual({ price: { max: 50 } });
  });

  it('leaves out attributes without chosen values', () => {
    expect(providerFilters({ color_ois: [], price: [], size: ['S'] })).toStrictEqual({ size: ['S'] });
    expect(providerFilters({})).toStrictEqual({});
  });
});

describe('indexSort (catalogue spec §9)', () => {
  it('without a sort, a category sorts by position and a search by score (no sort)', () => {
    expect(indexSort(undefined, false)).toEqual([DEFAULT_CATEGORY_SORT]);
    expect(indexSort(undefined, true)).toEqual([]);
  });

  it("a chosen sort is the option's field and direction, on categories and searches alike", () => {
    expect(indexSort('price-ascending', true)).toEqual([{ field: 'final_price', direction: 'asc' }]);
    expect(indexSort('latest', false)).toEqual([{ field: 'created_at', direction: 'desc' }]);
  });
});
