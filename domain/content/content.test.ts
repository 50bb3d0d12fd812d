import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { blogPage, blogPageCount, blogPageLinks, blogSlug, BLOG_PAGE_SIZE } from './blog-paging';
import { cmsLinkHref, cmsLinkKind, isExternalHref } from './cms-link';
import { cmsFullSlug, storeSlug } from './cms-slug';

describe('CMS links', () => {
  it('§2: external links start with http, www or //; story and url links use the router', () => {
    expect(['https://x.nl', 'http://x.nl', 'www.x.nl', '//cdn.x.nl', ' HTTP://X'].map(isExternalHref)).toEqual([true, true, true, true, true]);
    expect(['/about-us/', 'blog/x', 'mailto:a@b.nl', 'shop/http-guide', '/go/www'].map(isExternalHref)).toEqual([false, false, false, false, false]);
    expect(cmsLinkKind({ linktype: 'story', story: { full_slug: 'nl/about-us' } })).toBe('story');
    expect(cmsLinkKind({ linktype: 'url', url: 'https://instagram.com/x' })).toBe('external');
    expect(cmsLinkKind({ linktype: 'url', url: '/winkelwagen/' })).toBe('url');
    expect(cmsLinkKind({ cached_url: 'www.x.nl' })).toBe('external');
    expect(cmsLinkKind({})).toBe('url');
  });

  it('story links point at the story slug', () => {
    expect(cmsLinkHref({ linktype: 'story', story: { full_slug: 'nl/about-us' } })).toBe('/nl/about-us');
    expect(cmsLinkHref({ linktype: 'story', cached_url: '/blog' })).toBe('/blog');
    expect(cmsLinkHref({ linktype: 'story' })).toBe('/');
    expect(cmsLinkHref({ linktype: 'url', url: 'https://x.nl' })).toBe('https://x.nl');
    expect(cmsLinkHref({ linktype: 'url', cached_url: '/x' })).toBe('/x');
    expect(cmsLinkHref({ linktype: 'url' })).toBe('');
  });
});

describe('CMS slugs', () => {
  it('§2: the full slug is the path, or home when empty; a slug equal to a store code gets /home appended', () => {
    expect(cmsFullSlug('', ['nl', 'en', 'de'])).toBe('home');
    expect(cmsFullSlug('/', ['nl', 'en', 'de'])).toBe('home');
    expect(cmsFullSlug('/en/', ['nl', 'en', 'de'])).toBe('en/home');
    expect(cmsFullSlug('de', ['nl', 'en', 'de'])).toBe('de/home');
    expect(cmsFullSlug('/en/about-us/', ['nl', 'en', 'de'])).toBe('en/about-us');
    expect(cmsFullSlug('fr', ['nl', 'en', 'de'])).toBe('fr');
  });

  it('§2: with multistore the slug is prefixed by the store code', () => {
    expect(storeSlug('/about-us', 'en', true)).toBe('en/about-us');
    expect(storeSlug('en/about-us', 'en', true)).toBe('en/about-us');
    expect(storeSlug('en', 'en', true)).toBe('en');
    expect(storeSlug('/about-us', 'en', false)).toBe('about-us');
    expect(storeSlug('english', 'en', true)).toBe('en/english');
  });
});

describe('blog paging', () => {
  it('§7/§9: 8 a page with an offset; page 1 has no page parameter', () => {
    expect(BLOG_PAGE_SIZE).toBe(8);
    expect(blogPage(undefined)).toEqual({ page: 1, size: 8, offset: 0 });
    expect(blogPage('3')).toEqual({ page: 3, size: 8, offset: 16 });
    expect(blogPage(null)).toEqual({ page: 1, size: 8, offset: 0 });
    expect(blogPage('0')).toEqual({ page: 1, size: 8, offset: 0 });
    expect(blogPage('abc')).toEqual({ page: 1, size: 8, offset: 0 });
    expect(blogPage(2, 10)).toEqual({ page: 2, size: 10, offset: 10 });
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(17)).toBe(3);
    expect(blogPageCount(16)).toBe(2);
    expect(blogPageCount(-3)).toBe(1);
    expect(blogPageLinks(1, 17)).toEqual({ next: 2 });
    expect(blogPageLinks(2, 17)).toEqual({ prev: 1, next: 3 });
    expect(blogPageLinks(3, 17)).toEqual({ prev: 2 });
    expect(blogSlug('/nl/blog')).toBe('nl/blog');
  });

  test.prop([fc.integer({ min: 1, max: 1000 }), fc.nat(10000)])('pages partition the articles', (page, total) => {
    const { offset, size } = blogPage(page);
    expect(offset).toBe((page - 1) * size);
    const links = blogPageLinks(page, total);
    expect(links.next !== undefined).toBe(offset + size < total);
  });
});
