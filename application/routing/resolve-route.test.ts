import { beforeEach, describe, expect, it } from 'vitest';
import { NodeConnectivity } from '../../adapters/connectivity/node-connectivity';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import { InMemoryUrlMap } from '../../adapters/memory/in-memory-url-map';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { PersistentCache } from '../cache/persistent-cache';
import { ScriptedStore } from '../../testing/scripted-store';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { catalogSettingsFrom } from '../catalog/catalog-settings';
import type { KeyValueStorePort } from '../ports/key-value-store-port';
import { PortError } from '../ports/port-error';
import { NavigationHistory } from './navigation-history';
import { ResolveRoute } from './resolve-route';
import { ContentCache } from '../content/content-cache';
import { LoadStory } from '../content/load-story';
import { InMemoryContent, demoContent } from '../../adapters/memory/in-memory-content';
import { UrlMapCache } from './url-map-cache';

const urlMapSeed = {
  entries: {
    nl: {
      'dames/kleding/jurken/jurk-amara': {
        _type: 'product',
        _source: { sku: 'DRS-1', type_id: 'configurable', slug: 'jurk-amara', url_path: 'dames/kleding/jurken/jurk-amara' },
      },
      dames: { _type: 'category', _source: { url_path: 'dames', slug: 'dames-20' } },
      'over-ons': { _type: 'cms_page', _source: { identifier: 'over-ons' } },
    },
    en: { women: { _type: 'category', _source: { url_path: 'women' } } },
  },
  redirects: { nl: [{ request_path: 'dames/jurken', target_path: 'dames/kleding/jurken', redirect_type: 301 }] },
};

function world(store: KeyValueStorePort = new MemoryKeyValueStore()) {
  const urlMap = new InMemoryUrlMap(urlMapSeed);
  const catalog = new InMemoryCatalog({ nl: { landing_page: [{ category_id: 20, url_path: 'nieuw-binnen', filter_attributes: { new: '1' } }] } });
  const logger = new MemoryLogger();
  const connectivity = new NodeConnectivity();
  const persistentCache = () => new PersistentCache(store, new FakeClock(), logger);
  const cache = new UrlMapCache(persistentCache(), logger);
  const settings = catalogSettingsFrom(defaultRuntimeConfig);
  const resolve = new ResolveRoute(urlMap, catalog, cache, connectivity, logger, settings);
  return { urlMap, catalog, store, logger, connectivity, cache, resolve, settings, persistentCache };
}

describe('ResolveRoute', () => {
  let w: ReturnType<typeof world>;
  beforeEach(() => {
    w = world();
  });

  it('takes a path the route table knows without asking the URL map', async () => {
    const result = await w.resolve.execute('/en/catalogsearch/result/?q=dress');
    expect(result).toEqual({ kind: 'route', route: { storeCode: 'en', name: 'search', params: {}, query: { q: 'dress' } } });
    expect(w.urlMap.lookups).toBe(0);
  });

  it('maps a product, a category and a CMS page through the URL map (cart spec §2)', async () => {
    const product = await w.resolve.execute('/dames/kleding/jurken/jurk-amara?childSku=DRS-1-M');
    expect(product.kind === 'route' && product.route).toMatchObject({
      name: 'configurable-product',
      params: { parentSku: 'DRS-1', childSku: 'DRS-1-M', slug: 'jurk-amara' },
    });
    const category = await w.resolve.execute('/en/women');
    expect(category.kind === 'route' && category.route).toMatchObject({ storeCode: 'en', name: 'category', params: { url_path: 'women' } });
    const cms = await w.resolve.execute('/over-ons');
    expect(cms.kind === 'route' && cms.route.name).toBe('cms-page');
  });

  it('caches a mapping per URL in memory and in the key-value store, and can invalidate it', async () => {
    await w.resolve.execute('/dames');
    await w.resolve.execute('/dames');
    expect(w.urlMap.lookups).toBe(1);
    expect(await w.store.namespace('url-map').get('nl:dames')).toMatchObject({ value: { version: 1, answer: { _type: 'category' } } });
    const fresh = new ResolveRoute(w.urlMap, w.catalog, new UrlMapCache(w.persistentCache(), w.logger), w.connectivity, w.logger, w.settings);
    await fresh.execute('/dames');
    expect(w.urlMap.lookups).toBe(1);
    await w.cache.invalidate({ storeCode: 'nl', url: '/dames' });
    await w.resolve.execute('/dames');
    expect(w.urlMap.lookups).toBe(2);
    await w.cache.invalidate();
    expect(await w.store.namespace('url-map').keys()).toEqual([]);
  });

  it('drops a stored copy of the wrong shape and asks again', async () => {
    await w.store.namespace('url-map').set('nl:dames', { version: 0, answer: 'garbage' });
    const result = await w.resolve.execute('/dames');
    expect(result.kind).toBe('route');
    expect(w.urlMap.lookups).toBe(1);
  });

  it('resolves a landing page of the search provider by url_path', async () => {
    const result = await w.resolve.execute('/nieuw-binnen');
    expect(result).toMatchObject({ kind: 'route', route: { name: 'landing-page', params: { url_path: 'nieuw-binnen' } } });
  });

  it('resolves a landing page under the provider path /l/elevate/{url_path}/ (catalogue spec §2)', async () => {
    const result = await w.resolve.execute('/l/elevate/nieuw-binnen/');
    expect(result).toMatchObject({ kind: 'route', route: { name: 'landing-page', params: { url_path: 'nieuw-binnen' } } });
  });

  it('answers a stored redirect with its type toward the target, raising No route found (cart spec §2)', async () => {
    const result = await w.resolve.execute('/dames/jurken');
    expect(result).toEqual({ kind: 'redirect', status: 301, location: '/dames/kleding/jurken', error: 'no-route-found' });
    expect(w.logger.messages('error')).toContain('No route found');
  });

  it('logs No route found and continues to the not-found page when nothing matches', async () => {
    const result = await w.resolve.execute('/nergens');
    expect(result).toEqual({
      kind: 'not-found',
      route: { storeCode: 'nl', name: 'page-not-found', params: { slug: 'page-not-found', url_path: 'nergens' }, query: {} },
    });
    expect(w.logger.messages('error')).toEqual(['No route found']);
  });

  it('§8 route error containing "query returned empty result": offline notice with OK, then the store home', async () => {
    w.connectivity.setOnline(false);
    w.urlMap.failWith(new PortError('unavailable', 'Cannot reach http://127.0.0.1/api/url/map'));
    const result = await w.resolve.execute('/en/somewhere');
    expect(result).toEqual({
      kind: 'home',
      path: '/en/',
      notice: { type: 'danger', message: 'offline-redirect-home', action1: { label: 'ok', action: 'close' } },
    });
  });

  it('§8 ONLINE, a route error containing "query returned empty result" still sends home with the offline notice', async () => {
    expect(w.connectivity.isOnline()).toBe(true);
    w.urlMap.failWith(new PortError('invalid-response', 'Url query returned empty result for nergens'));
    const result = await w.resolve.execute('/de/nergens');
    expect(result).toEqual({
      kind: 'home',
      path: '/de/',
      notice: { type: 'danger', message: 'offline-redirect-home', action1: { label: 'ok', action: 'close' } },
    });
    expect(w.logger.messages('error')).toContain('Route resolution failed for /de/nergens: Url query returned empty result for nergens');
  });

  it('§8 offline with nothing found at all also goes home', async () => {
    w.connectivity.setOnline(false);
    const result = await w.resolve.execute('/nergens');
    expect(result.kind).toBe('home');
  });

  it('§8 other route resolution error: a notice with the message and OK, navigation continues', async () => {
    w.urlMap.failWith(new PortError('unavailable', 'Redirect index unavailable'));
    const result = await w.resolve.execute('/nergens');
    expect(result).toMatchObject({
      kind: 'not-found',
      notice: { type: 'danger', message: 'route-error', params: { message: 'Redirect index unavailable' }, action1: { label: 'ok', action: 'close' } },
    });
  });

  it('§8 storage quota exceeded: the URL cache is cleared and the new mapping stored, the route still resolves (cart spec §8)', async () => {
    const store = new ScriptedStore();
    const q = world(store);
    await q.resolve.execute('/dames');
    const copies = store.memory.namespace('url-map');
    store.quotaChars = JSON.stringify(await copies.get('nl:dames')).length + 10;
    const result = await q.resolve.execute('/en/women');
    expect(result.kind === 'route' && result.route).toMatchObject({ storeCode: 'en', name: 'category' });
    expect(await copies.keys()).toEqual(['en:women']);
    expect(q.logger.messages('warn')).toContain('Storage quota exceeded for url-map: clearing it and retrying the write');
  });

  it('a path the URL map does not know but the CMS has a story for is the CMS story route (cart spec §2)', async () => {
    const stories = new LoadStory(new InMemoryContent(demoContent), new ContentCache());
    const withCms = new ResolveRoute(w.urlMap, w.catalog, w.cache, w.connectivity, w.logger, w.settings, stories);
    expect(await withCms.execute('/en/blog/article-3')).toEqual({
      kind: 'route',
      route: { storeCode: 'en', name: 'cms-story', params: { slug: 'en/blog/article-3' }, query: {} },
    });
    expect((await withCms.execute('/en/no-such-story')).kind).toBe('not-found');
    const category = await withCms.execute('/en/women');
    expect(category.kind === 'route' && category.route.name).toBe('category');
  });

  it('does not ask the URL map when the fallback is off', async () => {
    const off = new ResolveRoute(w.urlMap, w.catalog, w.cache, w.connectivity, w.logger, { ...w.settings, enableMapFallbackUrl: false });
    expect((await off.execute('/dames')).kind).toBe('not-found');
    expect(w.urlMap.lookups).toBe(0);
  });
});

describe('NavigationHistory', () => {
  it('keeps the last 30 full paths, ignores repeats of the poll, and returns the previous path', () => {
    const history = new NavigationHistory();
    expect(history.previous('/')).toBe('/');
    for (let i = 0; i < 40; i++) {
      history.execute(`/p/${i}`);
      history.execute(`/p/${i}`);
    }
    expect(history.entries()).toHaveLength(30);
    expect(history.entries()[0]).toBe('/p/10');
    expect(history.previous('/')).toBe('/p/38');
  });
});
