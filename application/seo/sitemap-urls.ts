import type { AlternateHrefTag, Category, Product } from '../../domain/catalog/types';
import { cmsAlternatePath } from '../../domain/routing/alternates';
import { alternateProductPath, canonicalProductPath } from '../../domain/routing/product-url';
import { listingFilters } from '../../domain/search/search-query';
import type { StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, withStorePrefix } from '../../domain/store-view/store-views';
import type { CatalogPort } from '../ports/catalog-port';
import type { ContentPort } from '../ports/content-port';

/** One URL of a sitemap with its hreflang alternates (store-relative paths; the server makes them absolute). */
export interface SitemapUrl {
  readonly path: string;
  readonly alternates: readonly { readonly hreflang: string; readonly path: string }[];
}

const PAGE = 500;
/** Enough pages for 100,000 products; a catalogue larger than this is cut, never looped over forever. */
const MAX_PAGES = 400;

/** Products with a page of their own (out-of-stock ones too: their pages answer 200). */
const PRODUCT_FILTERS = listingFilters({ listOutOfStock: true });
/** What a product's sitemap entry needs; the rest of the document stays in the index. */
const PRODUCT_FIELDS = ['id', 'sku', 'name', 'type_id', 'slug', 'url_key', 'url_path', 'alternate_href_tags'];

/** How many URLs a store view's sitemap has, from the totals alone (the sitemap index splits by it). */
export async function sitemapUrlCount(storeCode: StoreCode, sources: SitemapSources): Promise<number> {
  const [categories, products, blog] = await Promise.all([
    all<Category>((from) =>
      sources.catalog.search(storeCode, 'category', {
        filters: [{ attribute: 'is_active', op: 'eq', value: true }],
        from,
        size: PAGE,
        // Stryker disable next-line ArrayDeclaration: an empty field list asks for every field
        includeFields: ['id', 'name', 'level', 'url_path', 'is_active', 'parent_id'],
      }),
    ),
    sources.catalog.search(storeCode, 'product', { filters: PRODUCT_FILTERS, size: 1, includeFields: PRODUCT_FIELDS }),
    sources.content.blogList(storeCode, { slug: 'blog', size: 1, offset: 0 }),
  ]);
  return 4 + categories.filter((c) => c.level > 1 && c.url_path !== undefined && c.url_path !== '').length + products.total + blog.total;
}

const languageOf = (code: string): StoreCode | undefined => allStoreViews.find((v) => v.storeCode === code.slice(0, 2).toLowerCase())?.storeCode;

/** The alternates in every store view plus x-default (the Dutch one), from alternate_href_tags. */
function withDefault(byStore: ReadonlyMap<StoreCode, string>): SitemapUrl['alternates'] {
  const links = allStoreViews.flatMap((v) => (byStore.has(v.storeCode) ? [{ hreflang: v.storeCode, path: byStore.get(v.storeCode) as string }] : []));
  const fallback = byStore.get('nl');
  return fallback === undefined ? links : [...links, { hreflang: 'x-default', path: fallback }];
}

function tagged(
  storeCode: StoreCode,
  own: string,
  tags: readonly AlternateHrefTag[] | undefined,
  pathOf: (store: StoreCode, url: string) => string,
): SitemapUrl {
  const byStore = new Map<StoreCode, string>();
  for (const tag of tags ?? []) {
    const store = languageOf(tag.language_code);
    if (store !== undefined) byStore.set(store, pathOf(store, tag.url));
  }
  byStore.set(storeCode, own);
  return { path: own, alternates: withDefault(byStore) };
}

export interface SitemapSources {
  readonly catalog: CatalogPort;
  readonly content: ContentPort;
  readonly dispatcher: boolean;
}

/**
 * Every indexable URL of a store view: home, the fixed content pages, active categories, listable
 * products at their canonical URL, and blog articles; each with its hreflang alternates. Filtered, search, cart,
 * checkout and account URLs are never in it.
 */
export async function sitemapUrls(storeCode: StoreCode, sources: SitemapSources): Promise<readonly SitemapUrl[]> {
  const fixed = ['/', '/about-us/', '/blog/', '/storelocator/'].map((path) => {
    const byStore = new Map(allStoreViews.map((v) => [v.storeCode, withStorePrefix(v.storeCode, path)] as const));
    return { path: withStorePrefix(storeCode, path), alternates: withDefault(byStore) };
  });
  const categories = await all<Category>((from) =>
    sources.catalog.search(storeCode, 'category', { filters: [{ attribute: 'is_active', op: 'eq', value: true }], from, size: PAGE }),
  );
  const categoryUrls = categories
    .filter((c) => c.level > 1 && c.url_path !== undefined && c.url_path !== '')
    .map((c) =>
      tagged(
        storeCode,
        withStorePrefix(storeCode, `/${(c.url_path ?? '').replace(/^\/+/, '')}`),
        (c as { alternate_href_tags?: readonly AlternateHrefTag[] }).alternate_href_tags,
        (_s, url) => url,
      ),
    );
  const products = await all<Product>((from) =>
    sources.catalog.search(storeCode, 'product', {
      filters: PRODUCT_FILTERS,
      from,
      size: PAGE,
      sort: [{ field: 'id', direction: 'asc' }],
      includeFields: PRODUCT_FIELDS,
    }),
  );
  const productUrls = products.map((p) =>
    tagged(storeCode, canonicalProductPath(storeCode, p, sources.dispatcher), p.alternate_href_tags, (store, url) =>
      alternateProductPath(store, p.sku, url, sources.dispatcher),
    ),
  );
  return [...fixed, ...categoryUrls, ...productUrls, ...(await blogUrls(storeCode, sources.content))];
}

async function all<T>(page: (from: number) => Promise<{ readonly items: readonly T[]; readonly total: number }>): Promise<readonly T[]> {
  const items: T[] = [];
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await page(n * PAGE);
    items.push(...result.items);
    if (result.items.length < PAGE || items.length >= result.total) break;
  }
  return items;
}

async function blogUrls(storeCode: StoreCode, content: ContentPort): Promise<readonly SitemapUrl[]> {
  const articles = await all((offset) => content.blogList(storeCode, { slug: 'blog', size: PAGE, offset }).then((l) => ({ items: l.stories, total: l.total })));
  return articles.flatMap((article) => {
    const target = cmsAlternatePath(article.full_slug, allStoreViews);
    if (target === undefined) return [];
    const path = withStorePrefix(target.storeCode, target.path);
    return [{ path, alternates: withDefault(new Map([[target.storeCode, path]])) }];
  });
}
