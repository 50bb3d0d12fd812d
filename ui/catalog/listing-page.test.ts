import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../domain/catalog/types';
import * as seo from '../../domain/seo/structured-data';
import { hasSizeSelector, type ListingData } from '../../application/catalog/listing-presenter';
import { hrefLangAlternates, listingHead } from './listing-head';
import { visiblePages } from './Pagination';

const category = (id: number, path: string): Category => ({ id, parent_id: null, level: path.split('/').length - 1, name: 'x', is_active: true, path });

describe('list page rules', () => {
  it('shows 3 pages around the current one, shifted at the ends (catalogue spec §9)', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(1, 2)).toEqual([1, 2]);
  });

  it('applies the size selector rules to 3775, 387, 3777, 389 and their subcategories only', () => {
    expect(hasSizeSelector(category(3775, '1/2/20/3775'))).toBe(true);
    expect(hasSizeSelector(category(2101, '1/2/20/3775/2101'))).toBe(true);
    expect(hasSizeSelector(category(389, '1/2/30/389'))).toBe(true);
    expect(hasSizeSelector(category(4010, '1/2/40/4010'))).toBe(false);
    expect(hasSizeSelector(undefined)).toBe(false);
  });

  it('writes canonical, prev and next of a paged list and hreflang with x-default', () => {
    const data = {
      path: '/en/women/clothing',
      keep: {},
      page: 2,
      pageSize: 50,
      total: 120,
      state: { filters: { color_ois: ['49'] }, page: 2 },
      breadcrumbs: [
        { label: 'Women', href: '/en/women' },
        { label: 'Clothing', href: '/en/women/clothing' },
      ],
      cards: [{ name: 'Dress Aurora', link: '/en/women/clothing/dresses/dress-aurora-1' }],
    } as unknown as ListingData;
    const head = listingHead({
      data,
      intl: createIntl({ locale: 'en-US', messages: { 'catalog.pageTitleWithPage': '{title} - page {page}', 'catalog.home': 'Home' } }),
      title: 'Clothing',
      description: 'All clothing',
      seo,
    });
    expect(head).toMatchObject({
      title: 'Clothing - page 2',
      description: 'All clothing',
      canonical: '/en/women/clothing?page=2',
      prev: '/en/women/clothing',
      next: '/en/women/clothing?page=3',
      robots: 'noindex, follow',
    });
    // Structured data for search engines: BreadcrumbList (Home > Women > Clothing, the last one this page) and the
    // ItemList counted across pages.
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: '/en/' },
          { '@type': 'ListItem', position: 2, name: 'Women', item: '/en/women' },
          { '@type': 'ListItem', position: 3, name: 'Clothing', item: '/en/women/clothing' },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: 1,
        itemListElement: [{ '@type': 'ListItem', position: 51, name: 'Dress Aurora', url: '/en/women/clothing/dresses/dress-aurora-1' }],
      },
    ]);
    expect(
      hrefLangAlternates(
        [
          { language_code: 'nl-NL', url: '/dames/kleding' },
          { language_code: 'en-US', url: '/en/women/clothing' },
        ],
        { storeCode: 'en', href: '/en/x' },
      ),
    ).toEqual([
      { hreflang: 'nl', href: '/dames/kleding' },
      { hreflang: 'en', href: '/en/women/clothing' },
      { hreflang: 'x-default', href: '/dames/kleding' },
    ]);
  });
});
