import { describe, expect, it } from 'vitest';
import { isSeoPath, robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap';

const origin = 'https://www.noord.example';

describe('robots.txt and sitemaps', () => {
  it('robots.txt names the sitemap index on the public origin and keeps filtered, search, cart, checkout and account URLs out', () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('Sitemap: https://www.noord.example/sitemap.xml');
    for (const path of ['/*?*color_ois=', '/*?*sort=', '/catalogsearch/', '/en/catalogsearch/', '/winkelwagen/', '/de/checkout', '/my-account', '/en/login']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /\n');
  });

  it('a urlset carries absolute URLs with their hreflang alternates, XML-escaped', () => {
    const xml = urlSetXml(
      [
        {
          path: '/dames?a=1&b=2',
          alternates: [
            { hreflang: 'nl', path: '/dames' },
            { hreflang: 'x-default', path: '/dames' },
          ],
        },
      ],
      origin,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://www.noord.example/dames?a=1&amp;b=2</loc><xhtml:link rel="alternate" hreflang="nl" href="https://www.noord.example/dames"/>',
    );
    expect(xml).toContain('hreflang="x-default"');
  });

  it('the index lists the files on the public origin; only its own paths are answered', () => {
    expect(sitemapIndexXml(['sitemap-nl-1.xml'], origin)).toContain('<sitemap><loc>https://www.noord.example/sitemap-nl-1.xml</loc></sitemap>');
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-de-2.xml']) expect(isSeoPath(path)).toBe(true);
    for (const path of ['/sitemap-fr-1.xml', '/en/sitemap.xml', '/sitemap-nl-.xml']) expect(isSeoPath(path)).toBe(false);
  });
});
