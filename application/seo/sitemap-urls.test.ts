import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Category, Product } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { catalogWorld } from '../../testing/catalog-world';
import type { CatalogEntityType, CatalogPort, CatalogQuery, CatalogResult } from '../ports/catalog-port';
import type { BlogListQuery, ContentPort } from '../ports/content-port';
import { type SitemapUrl, sitemapUrlCount, sitemapUrls } from './sitemap-urls';

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

const category = (id: number, extra: Partial<Category> = {}): Category => ({
  id,
  parent_id: 2,
  level: 2,
  name: `Category ${id}`,
  is_active: true,
  url_path: `categorie-${id}`,
  ...extra,
});
const product = (id: number, extra: Partial<Product> = {}): Product => ({
  id,
  sku: `SKU-${id}`,
  name: `Product ${id}`,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  slug: `product-${id}`,
  ...extra,
});

/** An index like the real one: it answers only the fields a query includes, and records every query. */
function searchIndex(
  seed: { category?: readonly Category[]; product?: readonly Product[] },
  answer?: (entity: string, result: CatalogResult<unknown>) => CatalogResult<unknown>,
) {
  const memory = new InMemoryCatalog({ nl: seed, en: seed });
  const queries: { entity: string; from: number | undefined }[] = [];
  const catalog = {
    renderList: () => Promise.resolve([]),
    async search(storeCode: StoreCode, entity: CatalogEntityType, query: CatalogQuery) {
      queries.push({ entity, from: query.from });
      const result = await memory.search(storeCode, entity, query);
      const fields = query.includeFields ?? [];
      const items =
        fields.length === 0 ? result.items : result.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))));
      return (answer ?? ((_entity, r) => r))(entity, { ...result, items });
    },
  } as unknown as CatalogPort;
  return { catalog, pagesOf: (entity: string) => queries.filter((q) => q.entity === entity).map((q) => q.from) };
}

/** A blog folder per store view as the CMS lists it: only under the slug asked for, a page from an offset. */
function blogs(byStore: Partial<Record<StoreCode, readonly string[]>>): ContentPort {
  return {
    blogList: async (storeCode: StoreCode, query: BlogListQuery) => {
      const slugs = query.slug === 'blog' ? (byStore[storeCode] ?? []) : [];
      const stories = slugs
        .slice(query.offset, query.offset + query.size)
        .map((full_slug, id) => ({ id, full_slug, first_published_at: null, content: { title: full_slug } }));
      return { stories, total: slugs.length };
    },
  } as unknown as ContentPort;
}

const noBlog = blogs({});
const pathsOf = (urls: readonly SitemapUrl[]) => urls.map((u) => u.path);

describe('the categories of a sitemap', () => {
  it('are the active ones below the root that have a path; the count agrees with the list', async () => {
    const { catalog } = searchIndex({
      category: [
        category(1, { level: 1, parent_id: null, url_path: 'root' }),
        category(20, { url_path: 'dames' }),
        category(21, { url_path: 'heren', is_active: false }),
        category(22, { url_path: undefined }),
        category(23, { url_path: '' }),
        category(24, { level: 3, url_path: 'dames/jurken' }),
      ],
    });
    const sources = { catalog, content: noBlog, dispatcher: false };
    const urls = await sitemapUrls('nl', sources);
    expect(pathsOf(urls).slice(4)).toEqual(['/dames', '/dames/jurken']);
    expect(await sitemapUrlCount('nl', sources)).toBe(urls.length);
  });

  it("sit under the store view's prefix with one slash, however many the url_path starts with", async () => {
    const { catalog } = searchIndex({ category: [category(20, { url_path: '/women', position: 1 }), category(21, { url_path: '//sale', position: 2 })] });
    const urls = await sitemapUrls('en', { catalog, content: noBlog, dispatcher: false });
    expect(pathsOf(urls).slice(4)).toEqual(['/en/women', '/en/sale']);
  });

  it('carry the alternates the index tags them with, as given, plus the Dutch one as x-default', async () => {
    const tags = [
      { language_code: 'en_GB', url: '/en/women' },
      { language_code: 'DE_DE', url: '/de/damen' },
      { language_code: 'fr_FR', url: '/fr/femmes' },
    ];
    const { catalog } = searchIndex({ category: [{ ...category(20, { url_path: 'dames' }), alternate_href_tags: tags } as Category] });
    const [url] = (await sitemapUrls('nl', { catalog, content: noBlog, dispatcher: false })).slice(4);
    expect(url).toEqual({
      path: '/dames',
      alternates: [
        { hreflang: 'nl', path: '/dames' },
        { hreflang: 'en', path: '/en/women' },
        { hreflang: 'de', path: '/de/damen' },
        { hreflang: 'x-default', path: '/dames' },
      ],
    });
  });
});

describe('the products of a sitemap', () => {
  it('are listed in id order, each at its canonical path with its alternates in the other store views', async () => {
    const tags = [
      { language_code: 'en_GB', url: '/en/dress-amara' },
      { language_code: 'de_DE', url: '/de/kleid-amara' },
    ];
    const { catalog } = searchIndex({ product: [product(3), product(1, { slug: 'jurk-amara', alternate_href_tags: tags }), product(2)] });
    const urls = (await sitemapUrls('nl', { catalog, content: noBlog, dispatcher: false })).slice(4);
    expect(pathsOf(urls)).toEqual(['/p/SKU-1/jurk-amara', '/p/SKU-2/product-2', '/p/SKU-3/product-3']);
    expect(urls[0]?.alternates).toEqual([
      { hreflang: 'nl', path: '/p/SKU-1/jurk-amara' },
      { hreflang: 'en', path: '/en/p/SKU-1/dress-amara' },
      { hreflang: 'de', path: '/de/p/SKU-1/kleid-amara' },
      { hreflang: 'x-default', path: '/p/SKU-1/jurk-amara' },
    ]);
    // No alternates tagged: only its own page and, in the Dutch store view, x-default.
    expect(urls[1]?.alternates).toEqual([
      { hreflang: 'nl', path: '/p/SKU-2/product-2' },
      { hreflang: 'x-default', path: '/p/SKU-2/product-2' },
    ]);
  });
});

describe('the blog articles of a sitemap', () => {
  it("are the articles of the store view's blog folder; one of another store view has no Dutch x-default", async () => {
    const content = blogs({ nl: ['nl/blog/zomerlooks'], en: ['en/blog/summer-looks'] });
    const { catalog } = searchIndex({});
    expect((await sitemapUrls('nl', { catalog, content, dispatcher: false })).slice(4)).toEqual([
      {
        path: '/blog/zomerlooks',
        alternates: [
          { hreflang: 'nl', path: '/blog/zomerlooks' },
          { hreflang: 'x-default', path: '/blog/zomerlooks' },
        ],
      },
    ]);
    const english = await sitemapUrls('en', { catalog, content, dispatcher: false });
    expect(english.slice(4)).toEqual([{ path: '/en/blog/summer-looks', alternates: [{ hreflang: 'en', path: '/en/blog/summer-looks' }] }]);
    expect(await sitemapUrlCount('en', { catalog, content, dispatcher: false })).toBe(english.length);
  });

  it('leave out an article whose slug names no store view', async () => {
    const { catalog } = searchIndex({});
    const urls = await sitemapUrls('nl', { catalog, content: blogs({ nl: ['blog/zonder-winkel', 'nl/blog/herfst'] }), dispatcher: false });
    expect(pathsOf(urls).slice(4)).toEqual(['/blog/herfst']);
  });
});

describe('a large catalogue', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => category(100 + i, { position: i }));

  it('is read page by page of 500, each category once', async () => {
    const index = searchIndex({ category: many(600) });
    const urls = await sitemapUrls('nl', { catalog: index.catalog, content: noBlog, dispatcher: false });
    expect(urls).toHaveLength(4 + 600);
    expect(new Set(pathsOf(urls)).size).toBe(urls.length);
    expect(index.pagesOf('category')).toEqual([0, 500]);
  });

  it('of exactly one full page is read once', async () => {
    const index = searchIndex({ category: many(500) });
    expect(await sitemapUrls('nl', { catalog: index.catalog, content: noBlog, dispatcher: false })).toHaveLength(504);
    expect(index.pagesOf('category')).toEqual([0]);
  });

  it('stops at a short page even when the total promises more (the index changed meanwhile)', async () => {
    const index = searchIndex({ category: many(10) }, (_entity, result) => ({ ...result, total: 1000 }));
    expect(await sitemapUrls('nl', { catalog: index.catalog, content: noBlog, dispatcher: false })).toHaveLength(14);
    expect(index.pagesOf('category')).toEqual([0]);
  });

  it('is cut at 400 pages (100,000 products) instead of being read for ever', async () => {
    const root = category(1, { level: 1, parent_id: null });
    const endless = {
      items: Array.from({ length: 500 }, () => root),
      attributeMetadata: [],
      aggregations: {},
      total: Number.MAX_SAFE_INTEGER,
      start: 0,
      perPage: 500,
    };
    let pages = 0;
    const catalog = {
      renderList: () => Promise.resolve([]),
      search: async (_storeCode: StoreCode, entity: CatalogEntityType) => {
        if (entity !== 'category') return { ...endless, items: [], total: 0 };
        pages += 1;
        if (pages > 1000) throw new Error('read for ever');
        return endless;
      },
    } as unknown as CatalogPort;
    expect(await sitemapUrls('nl', { catalog, content: noBlog, dispatcher: false })).toHaveLength(4);
    expect(pages).toBe(400);
  });
});
