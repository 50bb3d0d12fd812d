import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { isSearchableTerm, listingFilters, loadableAttributeNames, normalizePaging, productSearchFilters, searchPanelFilters } from './search-query';
import { DEFAULT_FILTERS, SORT_OPTIONS, sortOption } from './sort-and-filters';

describe('search query', () => {
  it('§5: search query size of 0 or less becomes 50; start below 0 becomes 0', () => {
    expect(normalizePaging({ size: 0, start: -5 })).toEqual({ size: 50, start: 0 });
    expect(normalizePaging({ size: -1 })).toEqual({ size: 50, start: 0 });
    expect(normalizePaging({})).toEqual({ size: 50, start: 0 });
    expect(normalizePaging({ size: 18, start: 36 })).toEqual({ size: 18, start: 36 });
    expect(normalizePaging({ size: 1, start: 0 })).toEqual({ size: 1, start: 0 });
    expect(normalizePaging({ size: Number.NaN, start: Number.POSITIVE_INFINITY })).toEqual({ size: 50, start: 0 });
    expect(normalizePaging({ size: 2.7, start: 1.2 })).toEqual({ size: 2, start: 1 });
  });

  test.prop([fc.integer(), fc.integer()])('paging is always a positive size and a non-negative start', (size, start) => {
    const paging = normalizePaging({ size, start });
    expect(paging.size).toBe(size > 0 ? size : 50);
    expect(paging.start).toBe(Math.max(0, start));
  });

  it('§5: search starts only at 3 or more characters', () => {
    expect(isSearchableTerm('jur')).toBe(true);
    expect(isSearchableTerm('ju')).toBe(false);
    expect(isSearchableTerm('  ju  ')).toBe(false);
    expect(isSearchableTerm(' jurk ')).toBe(true);
  });

  it('§5: attribute names containing a dot are not loaded', () => {
    expect(loadableAttributeNames(['color', 'stock.qty', 'size_ois'])).toEqual(['color', 'size_ois']);
  });

  it('§5: listing, search-panel and search filters', () => {
    const inStock = { attribute: 'stock.is_in_stock', op: 'eq', value: true };
    expect(listingFilters({ listOutOfStock: false })).toEqual([
      { attribute: 'visibility', op: 'in', value: [2, 3, 4] },
      { attribute: 'status', op: 'in', value: [0, 1] },
      inStock,
    ]);
    expect(listingFilters({ listOutOfStock: true })).toHaveLength(2);
    expect(searchPanelFilters({ listOutOfStock: false })).toEqual([
      { attribute: 'visibility', op: 'in', value: [3, 4] },
      { attribute: 'status', op: 'in', value: [0, 1] },
      inStock,
    ]);
    expect(productSearchFilters({ listOutOfStock: false })).toEqual([{ attribute: 'status', op: 'eq', value: 1 }, inStock]);
    expect(productSearchFilters({ listOutOfStock: true })).toEqual([{ attribute: 'status', op: 'eq', value: 1 }]);
  });

  it('§9: default filters color_ois, price, size_ois, wever_ois; sort options price ascending and descending, latest, recommended', () => {
    expect(DEFAULT_FILTERS).toEqual(['color_ois', 'price', 'size_ois', 'wever_ois']);
    expect(SORT_OPTIONS.map((o) => o.id)).toEqual(['price-ascending', 'price-descending', 'latest', 'recommended']);
    expect(sortOption('latest')).toEqual({ id: 'latest', field: 'created_at', direction: 'desc', providerSort: 'NEWEST_FIRST' });
    expect(sortOption('price-descending').direction).toBe('desc');
    expect(sortOption('nonsense').id).toBe('recommended');
    expect(sortOption(undefined)).toEqual({ id: 'recommended', field: 'category.position', direction: 'asc', providerSort: 'RELEVANCE' });
  });
});
