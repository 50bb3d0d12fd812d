import { describe, expect, it } from 'vitest';
import { classify, isCacheable, offlineRedirectTarget, serviceWorkerUrl, servicesOfWorkerUrl, withoutOfflineMarker, type RequestFacts } from './sw-rules';

const origin = 'https://shop.example';
const services = { apiUrl: '/api', cmsUrl: '/api/ext/cms', storyblokCdnUrl: '/v2/cdn', searchProviderUrl: '/api/storefront/v3' };
const facts = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, origin),
  method: 'GET',
  mode: 'cors',
  destination: '',
  origin,
  authorized: false,
  ...over,
});

describe('what the service worker does with a request', () => {
  it('keeps public pages, never personal ones', () => {
    expect(classify(facts('/dames/kleding', { mode: 'navigate' }), services)).toBe('page');
    expect(classify(facts('/en/p/KTR-10607/greta', { mode: 'navigate' }), services)).toBe('page');
    for (const path of [
      '/winkelwagen/',
      '/checkout',
      '/en/checkout-return',
      '/my-account/orders',
      '/de/login',
      '/password/reset?token=x',
      '/storyblok?_storyblok=1',
    ]) {
      expect(classify(facts(path, { mode: 'navigate' }), services), path).toBe('network');
    }
  });

  it('caches catalogue and content queries, never cart, customer, order, payment, stock or tokens', () => {
    expect(classify(facts('/api/catalog/vue_storefront_catalog_nl/product/_search', { method: 'POST' }), services)).toBe('catalogue');
    expect(classify(facts('/api/url/map', { method: 'POST' }), services)).toBe('catalogue');
    expect(classify(facts('/v2/cdn/stories/home?token=demo'), services)).toBe('content');
    expect(classify(facts('/v2/cdn/stories/home?version=draft'), services)).toBe('network');
    expect(classify(facts('/api/storefront/v3/queries/landing-page', { method: 'POST' }), services)).toBe('provider');
    expect(classify(facts('/api/storefront/v3/notifications/click', { method: 'POST' }), services)).toBe('network');
    for (const path of [
      '/api/ext/magento/cart/pull?cartId=1',
      '/api/ext/magento/user/me?token=t',
      '/api/order',
      '/api/stock/check?sku=a',
      '/payment-provider/pay',
      '/api/product/render-list?skus=a&token=t',
    ]) {
      expect(classify(facts(path, { method: path === '/api/order' ? 'POST' : 'GET' }), services), path).toBe('network');
    }
    expect(classify(facts('/api/catalog/vue_storefront_catalog_nl/product/_search', { method: 'POST', authorized: true }), services)).toBe('network');
  });

  it('images cache first, our older chunks too', () => {
    expect(classify(facts('https://cdn.example/img/a.webp', { destination: 'image' }), services)).toBe('image');
    expect(classify(facts('/assets/ProductPage-old.js', { destination: 'script' }), services)).toBe('asset');
    // The theme file a page's HTML names: without it an offline page would hydrate from the CMS, which is not there.
    expect(classify(facts('/theme/nl.0123456789abcdef.json'), services)).toBe('asset');
    expect(classify(facts('/theme/nl.json'), services)).toBe('network');
  });

  it('keeps no answer marked private or no-store, and none that sets a cookie', () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(isCacheable(200, headers({ 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(true);
    expect(isCacheable(200, headers({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isCacheable(200, headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isCacheable(200, headers({ 'set-cookie': 'a=b' }))).toBe(false);
    expect(isCacheable(404, headers({}))).toBe(false);
  });

  it('sends an unavailable page to its store view home, marked; the marked home is looked up without the marker', () => {
    expect(offlineRedirectTarget('/de/damen/x')).toBe('/de/?offline-redirect=1');
    expect(offlineRedirectTarget('/p/A/b')).toBe('/?offline-redirect=1');
    expect(withoutOfflineMarker(new URL('/en/?offline-redirect=1', origin))?.href).toBe(`${origin}/en/`);
    expect(withoutOfflineMarker(new URL('/en/', origin))).toBeUndefined();
  });

  it('carries the service bases in the worker URL', () => {
    const other = { ...services, apiUrl: 'https://api.example/api' };
    expect(servicesOfWorkerUrl(new URL(serviceWorkerUrl('/sw.js', other), origin))).toEqual(other);
  });
});
