import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Category, Product } from '../../domain/catalog/types';
import type { Route, RouteName } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { catalogWorld } from '../../testing/catalog-world';
import { FindUrlAlternates } from './find-url-alternates';

const route = (storeCode: StoreCode, name: RouteName, params: Record<string, string> = {}): Route => ({ storeCode, name, params, query: {} });

const product = (id: number, sku: string, url_path: string, extra: Partial<Product> = {}): Product => ({
  id,
  sku,
  name: sku,
  type_id: 'configurable',
  url_path,
  ...extra,
});
const category = (id: number, url_path: string, extra: Partial<Category> = {}): Category => ({
  id,
  parent_id: 2,
  level: 2,
  name: url_path,
  is_active: true,
  url_path,
  ...extra,
});

/**
 * The same shop in three store views: a scarf listed first everywhere, then the dress (id 7) whose Dutch document
 * tags an English alternate that is right and a German one that is stale, and a category tagged in English only.
 */
function shop() {
  const catalog = new InMemoryCatalog({
    nl: {
      product: [
        product(3, 'SCF-3', 'sjaal-3.html'),
        product(7, 'DRS-7', 'jurk-amara-7.html', {
          alternate_href_tags: [
            { language_code: 'en_GB', url: '/en/dress-amara-7.html' },
            { language_code: 'de_DE', url: '/de/kleid-alt-7.html' },
          ],
        }),
        product(8, 'TEE-8', 'shirt-8.html'),
      ],
      category: [category(30, 'heren'), { ...category(20, 'dames'), alternate_href_tags: [{ language_code: 'en_GB', url: '/en/' }] } as Category],
    },
    en: {
      product: [product(3, 'SCF-3', 'scarf-3.html'), product(7, 'DRS-7', 'dress-amara-7.html')],
      category: [category(30, 'men'), category(20, 'women')],
    },
    de: {
      product: [product(3, 'SCF-3', 'schal-3.html'), product(7, 'DRS-7', 'kleid-amara-7.html')],
      category: [category(30, 'herren'), category(20, 'damen')],
    },
  });
  return {
    catalog,
    find: (r: Route, useTrailingSlashes = false) => new FindUrlAlternates(catalog, { ...catalogWorld().settings, useTrailingSlashes }).execute(r),
  };
}

describe('FindUrlAlternates for a product or a category (catalogue spec §2 "Language drawer")', () => {
  it("follows the product's alternate tags, and names where the product really is when a tag is stale", async () => {
    const found = await shop().find(route('nl', 'configurable-product', { parentSku: 'DRS-7', slug: 'jurk-amara' }));
    expect(found).toStrictEqual({
      entityId: '7',
      alternates: [
        { storeCode: 'en', url: '/en/dress-amara-7.html', source: 'alternate_href_tags' },
        { storeCode: 'de', url: '/de/kleid-alt-7.html', source: 'alternate_href_tags', entityUrl: '/de/kleid-amara-7.html' },
      ],
    });
  });

  it("sends a product without tags to the store's home, and says where it is there when it is there", async () => {
    const found = await shop().find(route('nl', 'product', { parentSku: 'SCF-3', slug: 'sjaal' }));
    expect(found).toStrictEqual({
      entityId: '3',
      alternates: [
        { storeCode: 'en', url: '/en/', source: 'store-home', entityUrl: '/en/scarf-3.html' },
        { storeCode: 'de', url: '/de/', source: 'store-home', entityUrl: '/de/schal-3.html' },
      ],
    });
  });

  it("sends a product sold in one store view only to the other stores' homes, with nothing more to say", async () => {
    const found = await shop().find(route('nl', 'simple-product', { parentSku: 'TEE-8', slug: 'shirt' }));
    expect(found).toStrictEqual({
      entityId: '8',
      alternates: [
        { storeCode: 'en', url: '/en/', source: 'store-home' },
        { storeCode: 'de', url: '/de/', source: 'store-home' },
      ],
    });
  });

  it('finds a category by its url_path; a tag pointing at the home is still the tag, an untagged store its home', async () => {
    const found = await shop().find(route('nl', 'category', { url_path: 'dames' }));
    expect(found).toStrictEqual({
      entityId: '20',
      alternates: [
        { storeCode: 'en', url: '/en/', source: 'alternate_href_tags', entityUrl: '/en/women' },
        { storeCode: 'de', url: '/de/', source: 'store-home', entityUrl: '/de/damen' },
      ],
    });
  });

  it('has no alternates for a sku or a url_path the catalogue does not know', async () => {
    const { find } = shop();
    expect(await find(route('nl', 'product', { parentSku: 'NOPE-1', slug: 'x' }))).toStrictEqual({ alternates: [] });
    expect(await find(route('nl', 'category', { url_path: 'kinderen' }))).toStrictEqual({ alternates: [] });
  });

  it('has none for a product route without a sku, without asking the catalogue (which may be down)', async () => {
    const { catalog, find } = shop();
    catalog.failWith(new Error('index down'));
    expect(await find(route('nl', 'product', { slug: 'x' }))).toStrictEqual({ alternates: [] });
    expect(await find(route('nl', 'category'))).toStrictEqual({ alternates: [] });
  });
});

describe('FindUrlAlternates for other routes', () => {
  it('gives a CMS page the same slug in every other store view', async () => {
    expect(await shop().find(route('en', 'cms-page', { slug: 'about-us' }))).toStrictEqual({
      entityId: 'about-us',
      alternates: [
        { storeCode: 'nl', url: '/about-us', source: 'same-entity' },
        { storeCode: 'de', url: '/de/about-us', source: 'same-entity' },
      ],
    });
    expect(await shop().find(route('nl', 'cms-page'))).toMatchObject({
      entityId: '',
      alternates: [
        { storeCode: 'en', url: '/en/' },
        { storeCode: 'de', url: '/de/' },
      ],
    });
  });

  it('gives a landing page and a page not found none', async () => {
    const { find } = shop();
    expect(await find(route('nl', 'landing-page', { url_path: 'zwarte-jurken' }))).toStrictEqual({ alternates: [] });
    expect(await find(route('nl', 'page-not-found', { slug: 'page-not-found', url_path: 'weg' }))).toStrictEqual({ alternates: [] });
  });

  it("builds an app route with the shop's trailing-slash setting", async () => {
    const { find } = shop();
    expect((await find(route('nl', 'my-account'), true)).alternates.map((a) => a.url)).toEqual(['/en/my-account/', '/de/my-account/']);
    expect((await find(route('nl', 'my-account'), false)).alternates.map((a) => a.url)).toEqual(['/en/my-account', '/de/my-account']);
  });
});
