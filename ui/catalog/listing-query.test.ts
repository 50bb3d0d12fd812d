import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../domain/search/sort-and-filters';
import { listingQuery, listingStateOf, toggleFilter, withPage, withSort, withoutFilters } from './listing-query';
import type { ListingState } from '../../application/catalog/listing-state';

const read = (query: string) => listingStateOf(new URLSearchParams(query));

describe('listing query', () => {
  it('reads filters, sort and page from the URL', () => {
    expect(read('color_ois=49,52&price=50-100&sort=price-ascending&page=3&q=jurk')).toEqual({
      filters: { color_ois: ['49', '52'], price: ['50-100'] },
      sort: 'price-ascending',
      page: 3,
    });
  });

  it('ignores an unknown sort, page 1 or less and empty values', () => {
    expect(read('sort=cheapest&page=0&size_ois=')).toEqual({ filters: {}, page: 1 });
  });

  it('never reads the parameters of other screens, click ids or tracking as filters', () => {
    expect(
      read('lazy-screen=debug&childSku=MS-1-38&store=12&gclid=Cj0&fbclid=IwA&msclkid=9&gbraid=0A&mc_cid=5&utm_source=mail&_storyblok=1&color_ois=49'),
    ).toEqual({
      filters: { color_ois: ['49'] },
      page: 1,
    });
  });

  it('leaves page 1 out and keeps the search text', () => {
    expect(listingQuery({ filters: { size_ois: ['167'] }, page: 1 }, { q: 'jurk' })).toBe('?q=jurk&size_ois=167');
    expect(listingQuery({ filters: {}, page: 1 })).toBe('');
    expect(listingQuery({ filters: {}, sort: 'latest', page: 2 })).toBe('?sort=latest&page=2');
  });

  it('toggles values, price as a single range, and goes back to page 1', () => {
    const start: ListingState = { filters: { color_ois: ['49'] }, page: 4 };
    expect(toggleFilter(start, 'color_ois', '52')).toEqual({ filters: { color_ois: ['49', '52'] }, page: 1 });
    expect(toggleFilter(start, 'color_ois', '49')).toEqual({ filters: {}, page: 1 });
    expect(toggleFilter(toggleFilter(start, 'price', '0-50'), 'price', '150-').filters['price']).toEqual(['150-']);
    expect(withSort(start, 'latest')).toEqual({ filters: { color_ois: ['49'] }, sort: 'latest', page: 1 });
    expect(withoutFilters(withPage(start, 2))).toEqual({ filters: {}, page: 1 });
  });

  const code = fc.stringMatching(/^[a-z][a-z_]{0,11}$/).filter((k) => !['q', 'sort', 'page', 'store'].includes(k) && !/^(utm_|mc_)|clk?id$|braid$/.test(k));
  const value = fc.stringMatching(/^[A-Za-z0-9 .\-&éü%+]{1,12}$/).filter((v) => v.trim() === v && v !== '');
  const state = fc.record({
    filters: fc.dictionary(code, fc.uniqueArray(value, { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
    sort: fc.option(fc.constantFrom(...SORT_OPTIONS.map((o) => o.id)), { nil: undefined }),
    page: fc.integer({ min: 1, max: 500 }),
  });

  test.prop([state, fc.option(value, { nil: undefined })])('filters, sort and page survive the URL round trip', (s, q) => {
    const expected: ListingState = { filters: s.filters, page: s.page, ...(s.sort === undefined ? {} : { sort: s.sort }) };
    const query = listingQuery(expected, q === undefined ? {} : { q });
    expect(listingStateOf(new URLSearchParams(query))).toEqual(expected);
    expect(listingQuery(listingStateOf(new URLSearchParams(query)), q === undefined ? {} : { q })).toBe(query);
  });
});
