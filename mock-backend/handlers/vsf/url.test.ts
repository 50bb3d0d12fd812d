import { describe, expect, it } from 'vitest';
import { ORIGIN, serve, smallFixtures, testContext } from '../../../testing/mock-backend/content-support';
import { urlHandlers } from './url';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => urlHandlers(ctx));

const map = (body: unknown, store?: string) =>
  fetch(`${ORIGIN}/api/url/map${store ? `?storeCode=${store}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/url/map', () => {
  const product = fixtures.urlMap.nl.find((e) => e._type === 'product')!;
  const category = fixtures.urlMap.nl.find((e) => e._type === 'category')!;

  it('answers the raw hit for a product url_path', async () => {
    const res = await map({ url: product.url });
    expect(res.status).toBe(200);
    const hit = await res.json();
    expect(hit).toMatchObject({ _index: 'vue_storefront_catalog_nl_product', _type: 'product', _id: product._id, _score: 1 });
    expect(hit._source.url_path).toBe(product.url);
    expect(hit).not.toHaveProperty('code');
  });

  it('answers categories and filters _source by includeFields/excludeFields', async () => {
    const hit = await (await map({ url: category.url, includeFields: ['id', 'name', 'url_path'] })).json();
    expect(hit._type).toBe('category');
    expect(Object.keys(hit._source).sort()).toEqual(['id', 'name', 'url_path']);
    const trimmed = await (await map({ url: category.url, excludeFields: ['children_data', 'description'] })).json();
    expect(trimmed._source).not.toHaveProperty('children_data');
    expect(trimmed._source).toHaveProperty('url_key');
  });

  it('answers cms pages by identifier', async () => {
    const cms = fixtures.urlMap.nl.find((e) => e._type === 'cms_page');
    if (cms === undefined) return;
    const hit = await (await map({ url: cms.url })).json();
    expect(hit._type).toBe('cms_page');
    expect(hit._source.identifier).toBe(cms.url);
  });

  it('answers null for a miss, a leading slash or a store prefix', async () => {
    for (const url of ['does/not/exist', `/${product.url}`, `nl/${product.url}`]) {
      const res = await map({ url });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
    }
  });

  it('uses the store view of x-vs-store-code / storeCode', async () => {
    const en = fixtures.urlMap.en.find((e) => e._type === 'product')!;
    expect(await (await map({ url: en.url })).json()).toBeNull();
    const hit = await (await map({ url: en.url }, 'en')).json();
    expect(hit._index).toBe('vue_storefront_catalog_en_product');
    const viaHeader = await fetch(`${ORIGIN}/api/url/map`, { method: 'POST', headers: { 'x-vs-store-code': 'en' }, body: JSON.stringify({ url: en.url }) });
    expect((await viaHeader.json())._id).toBe(en._id);
  });

  it('answers {code:500,result:{}} when ES fails and 500 for a missing url', async () => {
    const broken = await map({ url: product.url, includeFields: 42 });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ code: 500, result: {} });
    expect((await map({})).status).toBe(500);
  });
});
