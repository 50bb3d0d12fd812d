import { describe, expect, it } from 'vitest';
import { catalogWorld } from '../../testing/catalog-world';
import type { ContentPort } from '../ports/content-port';
import { sitemapUrlCount, sitemapUrls } from './sitemap-urls';

const content = {
  blogList: async () => ({ stories: [{ id: 1, full_slug: 'nl/blog/zomerlooks', first_published_at: null, content: { title: 'Summer' } }], total: 1 }),
} as unknown as ContentPort;

describe('sitemapUrls', () => {
  it('lists home, content pages, categories, products at their canonical URL and blog articles, with hreflang alternates', async () => {
    const { catalog } = catalogWorld();
    const urls = await sitemapUrls('nl', { catalog, content, dispatcher: false });
    const paths = urls.map((u) => u.path);
    expect(paths.slice(0, 4)).toEqual(['/', '/about-us/', '/blog/', '/storelocator/']);
    expect(paths).toContain('/dames/kleding/jurken');
    expect(paths.some((p) => p.startsWith('/p/DRS-1/'))).toBe(true);
    expect(paths).toContain('/blog/zomerlooks');
    expect(paths.some((p) => p.includes('?') || p.includes('catalogsearch') || p.includes('checkout'))).toBe(false);
    expect(urls[0]?.alternates).toEqual([
      { hreflang: 'nl', path: '/' },
      { hreflang: 'en', path: '/en/' },
      { hreflang: 'de', path: '/de/' },
      { hreflang: 'x-default', path: '/' },
    ]);
    expect(await sitemapUrlCount('nl', { catalog, content, dispatcher: false })).toBe(urls.length);
    // A configurable child (visibility 1) is not a page of its own.
    expect(paths.some((p) => p.includes('DRS-1-S-BLK'))).toBe(false);
  });
});
