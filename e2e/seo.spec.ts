import { expect, test } from './fixtures';

// Status codes, redirects and what search engines read (canonical URLs, structured data, robots.txt, sitemaps),
// asked for as a crawler would (no browser needed).

test.describe('search and landing paths (catalogue spec §2)', () => {
  test('/geen-zoekresultaat?q= is a search page for q', async ({ request }) => {
    const response = await request.get('/geen-zoekresultaat?q=jurk', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('jurk');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/catalogsearch\/result\/\?q=jurk"/);
  });

  test('a landing page keeps its strict trailing slash', async ({ request }) => {
    const page = await request.get('/l/elevate/zwarte-jurken/', { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const bare = await request.get('/l/elevate/zwarte-jurken', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toBe('/l/elevate/zwarte-jurken/');
  });
});

test.describe('pages that do not exist', () => {
  test('a page beyond the last one is a 404 with the shop page, not the offline text', async ({ request }) => {
    for (const path of ['/dames/kleding?page=99999', '/catalogsearch/result/?q=jurk&page=99999']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('come back while online');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test("a malformed URL answers the shop's 400 page", async ({ page }) => {
    const response = await page.goto('/c/%ZZ');
    expect(response?.status()).toBe(400);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
const hrefOf = (html: string, rel: string, lang?: string): string | undefined =>
  new RegExp(`<link rel="${rel}"${lang === undefined ? '' : ` hreflang="${lang}"`} href="([^"]+)"`).exec(html)?.[1];

test.describe('one canonical URL per product and store view', () => {
  const urlPath = '/en/kids/boys/trousers/premium-trousers-greta-10607';

  test('/p/{sku}/{slug} answers 301 to the url_path, keeping the chosen child', async ({ request }) => {
    const bare = await request.get('/en/p/KTR-10607/premium-trousers-greta-10607', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toBe(urlPath);
    const withChild = await request.get('/en/p/KTR-10607/premium-trousers-greta-10607/KTR-10607-BRN-134', { maxRedirects: 0 });
    expect(withChild.status()).toBe(301);
    expect(withChild.headers()['location']).toBe(`${urlPath}?childSku=KTR-10607-BRN-134`);
  });

  test("the canonical and the hreflang of the page's own store view are the same URL", async ({ request }) => {
    for (const [path, lang] of [
      [urlPath, 'en'],
      ['/kinderen/jongens/broeken/premium-broek-greta-10607', 'nl'],
      ['/de/kinder/jungen/hosen/premium-hose-greta-10607', 'de'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const canonical = hrefOf(html, 'canonical');
      expect(canonical, path).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(hrefOf(html, 'alternate', lang)).toBe(canonical);
      expect(hrefOf(html, 'alternate', 'x-default')).toBe(hrefOf(html, 'alternate', 'nl'));
    }
  });
});

test.describe('structured data', () => {
  test('category: BreadcrumbList and ItemList with absolute URLs', async ({ request }) => {
    const data = jsonLdOf(await (await request.get('/dames/kleding')).text());
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs).toMatchObject({ itemListElement: [{ position: 1, name: 'Startpagina' }, { name: 'Dames' }, { name: 'Kleding' }] });
    const list = data.find((d) => d['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[] } | undefined;
    expect(list?.itemListElement.length).toBeGreaterThan(10);
    expect(list?.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/dames\//) });
  });

  test('home: Organization and WebSite with a SearchAction of the store view', async ({ request }) => {
    const data = jsonLdOf(await (await request.get('/de/')).text());
    expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'NOORD', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/) });
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      inLanguage: 'de-DE',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: expect.stringMatching(/\/de\/catalogsearch\/result\/\?q=\{search_term_string\}$/) } },
    });
  });
});

test.describe('product breadcrumbs', () => {
  for (const [path, crumbs] of [
    ['/kinderen/jongens/broeken/premium-broek-greta-10607', ['Startpagina', 'Kinderen', 'Jongens', 'Broeken', 'Premium broek Greta']],
    ['/en/kids/boys/trousers/premium-trousers-greta-10607', ['Home', 'Kids', 'Boys', 'Trousers', 'Premium trousers Greta']],
  ] as const) {
    test(`Home > category path > product on ${path}`, async ({ page }, info) => {
      await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '2026-11-01T00:00:00.000Z'));
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const nav = page.locator('.product-page nav.breadcrumbs');
      if (info.project.name === 'desktop') {
        await expect(nav.locator('li')).toHaveText([...crumbs]);
        await expect(nav.getByRole('link', { name: crumbs[3] })).toHaveAttribute('href', /\/(broeken|trousers)$/);
      } else {
        // Mobile: the back link to the second-last crumb, the category.
        await expect(nav.locator('.breadcrumbs__back')).toContainText(crumbs[3]);
      }
      await page.screenshot({ path: `/tmp/h16a/shots/product-breadcrumbs-${path.startsWith('/en') ? 'en' : 'nl'}-${info.project.name}.png` });
    });
  }
});

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt names the sitemap index, which lists a sitemap per store view with hreflang alternates, cached like pages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    expect(robotsText).toContain('Disallow: /winkelwagen/');
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>(http[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(files.map((f) => f.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''))).toEqual(['/sitemap-nl-1.xml', '/sitemap-en-1.xml', '/sitemap-de-1.xml']);
    const en = await request.get('/sitemap-en-1.xml');
    const xml = await en.text();
    expect(xml).toMatch(
      /<loc>http:\/\/127\.0\.0\.1:\d+\/en\/kids\/boys\/trousers\/premium-trousers-greta-10607<\/loc><xhtml:link rel="alternate" hreflang="nl" href="http:\/\/127\.0\.0\.1:\d+\/kinderen\/jongens\/broeken\/premium-broek-greta-10607"\/>/,
    );
    expect(xml).toContain('/en/women/clothing</loc>');
    expect(xml).not.toMatch(/catalogsearch|checkout|color_ois/);
    expect((await request.get('/sitemap-en-1.xml')).headers()['x-cache']).toBe('HIT');
    expect((await request.get('/sitemap-en-9.xml')).status()).toBe(404);
  });
});
