import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../domain/search/sort-and-filters';
import { listingStateOf } from '../catalog/listing-query';
import { languageTarget } from './language-target';

const cms = {
  alternates: [
    { hreflang: 'nl', href: '/over-ons/' },
    { hreflang: 'en', href: '/en/about-us/' },
    { hreflang: 'de', href: '/de/uber-uns/' },
    { hreflang: 'x-default', href: '/over-ons/' },
  ],
};
const dresses = {
  alternates: [
    { hreflang: 'nl', href: '/dames/kleding/jurken' },
    { hreflang: 'en', href: '/en/women/clothing/dresses' },
    { hreflang: 'de', href: '/de/damen/bekleidung/kleider' },
    { hreflang: 'x-default', href: '/dames/kleding/jurken' },
  ],
};
const category = { name: 'category', params: { url_path: 'dames/kleding/jurken' } } as const;

describe('languageTarget', () => {
  it("goes to the current page's alternate in the chosen store view", () => {
    expect(languageTarget('de', { head: cms })).toBe('/de/uber-uns/');
    expect(languageTarget('nl', { head: cms, route: { name: 'cms-page', params: {} }, search: '?utm_source=x' })).toBe('/over-ons/');
  });

  it("goes to the chosen store view's home when the page has no alternate there, and leaves the state behind", () => {
    expect(languageTarget('en', { head: { alternates: [{ hreflang: 'nl', href: '/x/' }] }, route: category, search: '?color_ois=49' })).toBe('/en/');
    expect(languageTarget('nl', undefined)).toBe('/');
    expect(languageTarget('de', { head: {} })).toBe('/de/');
  });

  it("keeps a category's filters, sort and page (option ids are the same in every store view) and drops tracking", () => {
    const search = '?color_ois=49,52&price=50-100&sort=price-ascending&page=2&utm_source=mail';
    expect(languageTarget('de', { head: dresses, route: category, search })).toBe(
      '/de/damen/bekleidung/kleider?color_ois=49%2C52&price=50-100&sort=price-ascending&page=2',
    );
    expect(languageTarget('en', { head: dresses, route: category, search: '' })).toBe('/en/women/clothing/dresses');
  });

  it('keeps the search text with the filters, sort and page of a search', () => {
    const head = {
      alternates: [
        { hreflang: 'nl', href: '/catalogsearch/result/?q=jurk' },
        { hreflang: 'en', href: '/en/catalogsearch/result/?q=jurk' },
      ],
    };
    const route = { name: 'search', params: {} } as const;
    expect(languageTarget('en', { head, route, search: '?q=jurk&size_ois=167&sort=latest&page=3' })).toBe(
      '/en/catalogsearch/result/?q=jurk&size_ois=167&sort=latest&page=3',
    );
  });

  it("keeps a product's chosen child (the child sku is the same in every store view), in the form of the target's URL", () => {
    const head = {
      alternates: [
        { hreflang: 'nl', href: '/dames/kleding/jurken/jurk-aurora-1001' },
        { hreflang: 'de', href: '/de/damen/bekleidung/kleider/kleid-aurora-1001' },
      ],
    };
    const route = { name: 'configurable-product', params: { parentSku: 'DRS-1001', childSku: 'DRS-1001-49-M', slug: 'jurk-aurora-1001' } } as const;
    expect(languageTarget('de', { head, route, search: '?childSku=DRS-1001-49-M&utm_source=x' })).toBe(
      '/de/damen/bekleidung/kleider/kleid-aurora-1001?childSku=DRS-1001-49-M',
    );
    // Without the URL dispatcher the child is the last path segment of /p/{sku}/{slug}.
    const p = { alternates: [{ hreflang: 'en', href: '/en/p/DRS-1001/dress-aurora-1001' }] };
    expect(languageTarget('en', { head: p, route, search: '' })).toBe('/en/p/DRS-1001/dress-aurora-1001/DRS-1001-49-M');
  });

  it('adds no child when none is chosen (the URL map names the parent itself)', () => {
    const head = { alternates: [{ hreflang: 'en', href: '/en/women/clothing/dresses/dress-aurora-1001' }] };
    const route = { name: 'configurable-product', params: { parentSku: 'DRS-1001', childSku: 'DRS-1001' } } as const;
    expect(languageTarget('en', { head, route, search: '' })).toBe('/en/women/clothing/dresses/dress-aurora-1001');
    expect(languageTarget('en', { head, route: { name: 'simple-product', params: { parentSku: 'BLT-1' } }, search: '?foo=1' })).toBe(
      '/en/women/clothing/dresses/dress-aurora-1001',
    );
  });

  const sorts = SORT_OPTIONS.map((o) => o.id);
  test.prop([
    fc.dictionary(
      fc.constantFrom('color_ois', 'size_ois', 'price', 'wever_ois'),
      fc.uniqueArray(fc.stringMatching(/^[0-9]{1,3}(-[0-9]{1,3})?$/), { minLength: 1, maxLength: 3 }),
    ),
    fc.option(fc.constantFrom(...sorts), { nil: undefined }),
    fc.integer({ min: 1, max: 40 }),
  ])('a list lands on the same filters, sort and page in the other store view', (filters, sort, page) => {
    const params = new URLSearchParams();
    for (const [key, values] of Object.entries(filters)) params.set(key, values.join(','));
    if (sort !== undefined) params.set('sort', sort);
    if (page > 1) params.set('page', String(page));
    const href = languageTarget('en', { head: dresses, route: category, search: `?${params.toString()}` });
    const [path, query = ''] = href.split('?');
    expect(path).toBe('/en/women/clothing/dresses');
    expect(listingStateOf(new URLSearchParams(query))).toEqual(listingStateOf(params));
  });
});
