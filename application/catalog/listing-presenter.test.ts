import { describe, expect, it } from 'vitest';
import type { Category } from '../../domain/catalog/types';
import type { Result } from '../../domain/shared/result';
import { storeViews } from '../../domain/store-view/store-views';
import { fc, test } from '../../testing/property-test';
import { hasSizeSelector, type ListingInput, listingData } from './listing-presenter';
import type { CategoryPage, CategoryPageFailure } from './load-category-page';

const category = (id: number, name: string, path: string, extra: Partial<Category> = {}): Category => ({
  id,
  parent_id: null,
  level: path.split('/').length - 1,
  name,
  is_active: true,
  path,
  url_path: name.toLowerCase().replace(/ /g, '-'),
  ...extra,
});

const women = category(20, 'Dames', '1/2/20', { url_path: 'dames' });
const clothing = category(3775, 'Kleding', '1/2/20/3775', { url_path: 'dames/kleding', description: '<p>Alles voor haar</p>' });

const page = (overrides: Partial<CategoryPage> = {}): Result<CategoryPage, CategoryPageFailure> => ({
  ok: true,
  value: {
    category: clothing,
    ancestors: [women],
    subcategories: [],
    source: 'index',
    products: [],
    productGroups: [],
    facets: [],
    aggregations: {},
    total: 0,
    page: 1,
    pageSize: 24,
    attributes: [],
    displayOutOfStockSizes: true,
    now: Date.UTC(2026, 10, 28),
    ...overrides,
  },
});

const noProducts: Result<CategoryPage, CategoryPageFailure> = {
  ok: false,
  error: { kind: 'no-products', notice: { type: 'warning', message: 'no-products-synchronized', action1: { label: 'ok', action: 'close' } } },
};

const input = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  kind: 'category',
  view: storeViews.en,
  path: '/en/dames/kleding',
  state: { filters: {}, page: 1 },
  keep: {},
  ...overrides,
});

describe('the listing presenter: what a product list page shows', () => {
  it('names a category page by its category, with its description, and crumbs from the outermost parent to itself in the store view', () => {
    const data = listingData(page({ total: 40, pageSize: 24 }), input({ state: { filters: {}, page: 2 } }));
    expect(data).toMatchObject({
      kind: 'category',
      title: 'Kleding',
      description: '<p>Alles voor haar</p>',
      breadcrumbs: [
        { label: 'Dames', href: '/en/dames' },
        { label: 'Kleding', href: '/en/dames/kleding' },
      ],
      total: 40,
      page: 2,
      pageSize: 24,
      path: '/en/dames/kleding',
      list: { id: 'category_3775', name: 'Kleding' },
    });
    expect(data?.searchText).toBeUndefined();
  });

  it('leaves the description out when the category has none, and links crumbs without a store prefix in the Dutch store view', () => {
    const data = listingData(page({ category: { ...clothing, description: '' } }), input({ view: storeViews.nl, path: '/dames/kleding' }));
    expect(data).not.toHaveProperty('description');
    expect(data?.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/dames', '/dames/kleding']);
  });

  it('falls back from url_path to slug to the id for a crumb link', () => {
    const bySlug = category(31, 'Jurken', '1/2/31', { url_path: undefined, slug: 'jurken' });
    const byId = category(32, 'Rokken', '1/2/32', { url_path: undefined });
    expect(listingData(page({ category: bySlug, ancestors: [] }), input())?.breadcrumbs).toEqual([{ label: 'Jurken', href: '/en/jurken' }]);
    expect(listingData(page({ category: byId, ancestors: [] }), input())?.breadcrumbs).toEqual([{ label: 'Rokken', href: '/en/32' }]);
  });

  it("ends a landing page's crumbs with the landing page itself, at its own path", () => {
    const landing = { category_id: 3775, url_path: 'sale', filter_attributes: {} };
    const data = listingData(page({ landingPage: landing }), input({ kind: 'landing', path: '/en/sale' }));
    expect(data?.breadcrumbs).toEqual([
      { label: 'Dames', href: '/en/dames' },
      { label: 'Kleding', href: '/en/sale' },
    ]);
  });

  it("names a landing page's subcategories by name, else by the last part of their path, linked in the store view", () => {
    const subcategories = [
      { url_path: 'sale/jurken', link: '', name: 'Jurken' },
      { url_path: '/sale/rokken', link: '' },
    ];
    expect(listingData(page({ subcategories }), input())?.subcategories).toEqual([
      { label: 'Jurken', href: '/en/sale/jurken' },
      { label: 'rokken', href: '/en/sale/rokken' },
    ]);
  });

  it('gives search results no heading of their own, the search text, the size selector and the search list', () => {
    const data = listingData(page({ category: undefined, ancestors: [] }), input({ kind: 'search', path: '/en/search', keep: { q: 'jurk' } }));
    expect(data).toMatchObject({ title: '', searchText: 'jurk', sizeSelector: true, breadcrumbs: [], list: { id: 'search_results', name: 'Search results' } });
  });

  it('offers sizes on the cards of 3775, 387, 3777, 389 and their subcategories only (catalogue spec §9)', () => {
    expect(listingData(page(), input())?.sizeSelector).toBe(true);
    const other = category(500, 'Heren', '1/2/500');
    expect(listingData(page({ category: other, ancestors: [] }), input())?.sizeSelector).toBe(false);
    expect(hasSizeSelector(undefined)).toBe(false);
    expect(hasSizeSelector(category(9001, 'Jurken', '1/2/20/9001', { parent_ids: [387] }))).toBe(true);
    expect(hasSizeSelector(category(9002, 'Jurken', '1/2/3777/9002'))).toBe(true);
    expect(hasSizeSelector(category(389, 'Top', '1/2/389', { path: undefined }))).toBe(true);
    expect(hasSizeSelector(category(9003, 'Heren', '1/2/9003', { parent_ids: [2] }))).toBe(false);
  });

  it('has no page for a category that does not exist (the 404)', () => {
    expect(listingData({ ok: false, error: { kind: 'category-not-found', key: 'nope' } }, input())).toBeUndefined();
  });

  it('says why a list is empty: nothing synchronised for a bare category, nothing found when filters or a search left nothing', () => {
    expect(listingData(noProducts, input())).toMatchObject({ empty: 'no-products-synchronized', cards: [], facets: [], title: '', total: 0 });
    expect(listingData(noProducts, input({ kind: 'search' }))?.empty).toBe('no-products-found');
    expect(listingData(noProducts, input({ state: { filters: { color_ois: ['49'] }, page: 1 } }))?.empty).toBe('no-products-found');
    expect(listingData(page(), input())?.empty).toBe('no-products-synchronized');
    expect(listingData(page(), input({ state: { filters: { color_ois: ['49'] }, page: 1 } }))?.empty).toBe('no-products-found');
  });

  it('keeps the heading, crumbs and filters of the unfiltered list when the filters left nothing, so a filter can be taken back', () => {
    const filtered = input({ state: { filters: { color_ois: ['49'] }, page: 1 } });
    const unfiltered = page({ total: 12, aggregations: { agg_terms_color_ois: [{ key: 49, count: 3 }] } });
    const data = listingData(noProducts, filtered, unfiltered);
    expect(data).toMatchObject({ title: 'Kleding', cards: [], total: 0, empty: 'no-products-found' });
    expect(data?.breadcrumbs).toHaveLength(2);
    expect(listingData(noProducts, filtered, { ok: false, error: { kind: 'category-not-found', key: 'x' } })?.empty).toBe('no-products-found');
    expect(listingData(noProducts, filtered, { ok: false, error: { kind: 'category-not-found', key: 'x' } })?.title).toBe('');
  });

  test.prop([
    fc.dictionary(fc.stringMatching(/^[a-z]{1,8}_ois$/), fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 3 }), { minKeys: 1 }),
  ])('an empty list with any filter chosen is "nothing found", never "nothing synchronised"', (filters) => {
    const state = { filters, page: 1 };
    expect(listingData(page(), input({ state }))?.empty).toBe('no-products-found');
    expect(listingData(noProducts, input({ state }))?.empty).toBe('no-products-found');
  });
});
