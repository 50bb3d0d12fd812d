import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalSearch, pageQuery, unreadParameters } from './cache-key';
import { cacheBypassReason } from './cache-policy';
import { normalizedPath } from '../pages/normalize-path';
import { allStoreViews } from '../../domain/store-view/store-views';
import { type RunningShop, startShop } from '../../testing/server/test-server';

/** The output cache as a flood would try it: headers and cookies that skip it, free values that fill it. */
let shop: RunningShop;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${path}`, { redirect: 'manual', headers });

describe('what the renderer does not read does not skip the cache', () => {
  it.each([
    ['a session cookie', { cookie: 'session=abc; customer-token=x; cart-token=y' }],
    ['an Authorization header', { authorization: 'Bearer whatever' }],
  ])('%s gets the cached page', async (_name, headers) => {
    await (await get('/en/women')).text();
    const answer = await get('/en/women', headers);
    expect(answer.headers.get('x-cache')).toBe('HIT');
  });

  it("?_storyblok on a page that is not the editor's preview is neither a render nor another entry", async () => {
    await (await get('/en/women')).text();
    for (const query of ['?_storyblok=1', '?_storyblok=2&_storyblok_tk[token]=x']) {
      expect((await get(`/en/women${query}`)).headers.get('x-cache'), query).toBe('HIT');
    }
    expect(cacheBypassReason('GET', new URL('http://s/storyblok?_storyblok=1'), {}, [])).toBe('preview');
    expect(cacheBypassReason('GET', new URL('http://s/en/storyblok-empty/?_storyblok=1'), {}, [])).toBe('preview');
    expect(cacheBypassReason('GET', new URL('http://s/en/women?_storyblok=1'), {}, [])).toBeUndefined();
    expect(cacheBypassReason('GET', new URL('http://s/en/women'), { cookie: 'customer-token=1' }, ['customer-token'])).toBe('shopper');
  });
});

describe('free values answer 301 or 404, not a new entry', () => {
  it.each([
    ['/en/women?sort=bench-1', '/en/women'],
    ['/en/women?sort=', '/en/women'],
    ['/en/women?sort=latest&sort=price-ascending', '/en/women?sort=latest'],
    ['/en/women?page=1', '/en/women'],
    ['/en/women?page=02', '/en/women'],
    ['/en/women?page=x&utm_source=mail', '/en/women?utm_source=mail'],
    ['/en/women?lazy-screen=x', '/en/women'],
    ['/en/women?store=42', '/en/women'],
    ['/en/?childSku=ABC', '/en/'],
    ['/en/?sort=latest', '/en/'],
    ['/en/wom%65n', '/en/women'],
    ['/en/%77omen?sort=latest', '/en/women?sort=latest'],
  ])('%s → 301 %s', async (path, location) => {
    const answer = await get(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(location);
  });

  it('keeps the values that change a page', async () => {
    for (const path of ['/en/women?sort=latest', '/en/women?page=2', '/en/women?sort=price-ascending&page=2']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('keeps a variant the product has (a deep link to a colour and size)', async () => {
    const answer = await get('/en/kids/boys/trousers/premium-trousers-greta-10607?childSku=KTR-10607-BLK-128');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('KTR-10607-BLK-128');
  });

  it('answers a product asked for a variant it does not have with 404, kept by no cache', async () => {
    const product = '/en/kids/boys/trousers/maxi-trousers-pien-10002';
    expect((await get(product)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const answer = await get(`${product}?childSku=NO-SUCH-SKU-${String(i)}`);
      expect([301, 404]).toContain(answer.status);
      expect(answer.headers.get('x-cache')).not.toBe('HIT');
      expect(answer.headers.get('cache-control')).not.toMatch(/public/);
    }
  });
});

describe('the cache key', () => {
  it('keeps a page parameter only with a value that changes the page', () => {
    expect(pageQuery(new URLSearchParams('sort=bench&page=1&q=dress&x=1'))).toBe('?q=dress');
    expect(pageQuery(new URLSearchParams('_storyblok=1'), new Set(), '/en/women')).toBe('');
    expect(pageQuery(new URLSearchParams('_storyblok=1'), new Set(), '/storyblok')).toBe('?_storyblok=1');
    expect(canonicalSearch(new URLSearchParams('sort=latest&page=3'), '/en/women')).toBeUndefined();
    expect(canonicalSearch(new URLSearchParams('utm_source=a'), '/en/women')).toBeUndefined();
  });

  it('knows which parameters each page reads', () => {
    expect(unreadParameters('category', new URLSearchParams('sort=latest&color_ois=1&page=2'))).toEqual([]);
    expect(unreadParameters('category', new URLSearchParams('store=1&childSku=x'))).toEqual(['store', 'childSku']);
    expect(unreadParameters('configurable-product', new URLSearchParams('childSku=x&sort=latest'))).toEqual(['sort']);
    expect(unreadParameters('storelocator', new URLSearchParams('store=1&q=utrecht'))).toEqual([]);
    expect(unreadParameters('home', new URLSearchParams('q=x'))).toEqual(['q']);
    expect(unreadParameters('blog', new URLSearchParams('page=2'))).toEqual([]);
  });

  it('spells escapes one way: an escaped unreserved character is that character, other escapes upper case', () => {
    const rules = { views: allStoreViews, useTrailingSlashes: false };
    expect(normalizedPath('/en/wom%65n', rules)).toBe('/en/women');
    expect(normalizedPath('/de/%c3%bcber-uns', rules)).toBe('/de/%C3%BCber-uns');
    expect(normalizedPath('/de/%C3%BCber-uns', rules)).toBeUndefined();
  });
});
