import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { allStoreViews } from '../store-view/store-views';
import { cmsAlternatePath, languageSwitchTarget, storeHomePath } from './alternates';
import { NAVIGATION_HISTORY_LIMIT, previousPath, pushPath } from './history';
import { routingMessages } from './messages';
import { formatQuery, parseQuery, splitPath } from './query';
import { findRedirect, redirectDecision } from './redirect';
import { routeErrorOutcome } from './route-errors';
import { cmsStoryRoute, landingPageRoute, needsUrlMap, pageNotFoundRoute, routeFromUrlMap, urlMapKey } from './url-map';

const views = allStoreViews;

describe('cart §2: URL map answers', () => {
  it('cart §2: "product type plus \'-product\' with params slug, parentSku, childSku"', () => {
    const answer = { _type: 'product', _source: { sku: 'DRS-01', type_id: 'configurable', slug: 'jurk-drs-01', url_path: 'dames/jurk-drs-01' } };
    expect(routeFromUrlMap(answer, 'nl')).toEqual({
      storeCode: 'nl',
      name: 'configurable-product',
      params: { slug: 'jurk-drs-01', parentSku: 'DRS-01', childSku: 'DRS-01', url_path: 'dames/jurk-drs-01' },
      query: {},
    });
    const child = { _type: 'product', _source: { sku: 'DRS-01-M', parentSku: 'DRS-01', type_id: 'simple', url_key: 'jurk' } };
    expect(routeFromUrlMap(child, 'en', { childSku: 'DRS-01-L' })).toEqual({
      storeCode: 'en',
      name: 'simple-product',
      params: { slug: 'jurk', parentSku: 'DRS-01', childSku: 'DRS-01-L' },
      query: { childSku: 'DRS-01-L' },
    });
    expect(routeFromUrlMap({ _type: 'product', _source: { sku: 'X' } }, 'nl')?.params).toStrictEqual({ slug: 'X', parentSku: 'X', childSku: 'X' });
  });

  it('cart §2: "category with param url_path"; cms page; anything else resolves to nothing', () => {
    expect(routeFromUrlMap({ _type: 'category', _source: { url_path: 'dames', slug: 'dames-20' } }, 'de')).toEqual({
      storeCode: 'de',
      name: 'category',
      params: { url_path: 'dames', slug: 'dames-20' },
      query: {},
    });
    expect(routeFromUrlMap({ _type: 'category', _source: { url_path: 'dames' } }, 'nl')?.params).toStrictEqual({ url_path: 'dames' });
    expect(routeFromUrlMap({ _type: 'cms_page', _source: { identifier: 'over-ons' } }, 'nl')?.params).toEqual({ slug: 'over-ons' });
    expect(routeFromUrlMap({ _type: 'category', _source: {} }, 'nl')).toBeUndefined();
    expect(routeFromUrlMap({ _type: 'cms_page', _source: {} }, 'nl')).toBeUndefined();
    expect(routeFromUrlMap({ _type: 'product', _source: {} }, 'nl')).toBeUndefined();
    expect(routeFromUrlMap({ _type: 'attribute', _source: {} }, 'nl')).toBeUndefined();
    expect(routeFromUrlMap(null, 'nl')).toBeUndefined();
  });

  it('cart §2: landing page, CMS story ("store code plus page path, \'home\' when empty") and page-not-found routes', () => {
    expect(landingPageRoute('nl', 'sale')).toEqual({ storeCode: 'nl', name: 'landing-page', params: { url_path: 'sale' }, query: {} });
    expect(cmsStoryRoute('en', '').params).toEqual({ slug: 'en/home' });
    expect(cmsStoryRoute('nl', '/service/retour/').params).toEqual({ slug: 'nl/service/retour' });
    expect(pageNotFoundRoute('de')).toStrictEqual({ storeCode: 'de', name: 'page-not-found', params: { slug: 'page-not-found' }, query: {} });
    expect(pageNotFoundRoute('de', 'x').params).toEqual({ slug: 'page-not-found', url_path: 'x' });
  });

  it('cart §2: "If nothing or only the not-found page matches, the product asks the URL map"', () => {
    expect(needsUrlMap(undefined)).toBe(true);
    expect(needsUrlMap(pageNotFoundRoute('nl'))).toBe(true);
    expect(needsUrlMap(landingPageRoute('nl', 'x'))).toBe(false);
    expect(urlMapKey('/dames/jurken/')).toBe('dames/jurken');
  });
});

describe('cart §2: redirects', () => {
  const entities = [
    { request_path: 'oude-jurken', target_path: 'dames/jurken', redirect_type: 301 },
    { request_path: '/tmp/', target_path: 'https://x.nl/y', redirect_type: 302 },
  ];

  it('cart §2: "Unresolved URLs are looked up as redirects by request_path ... the stored redirect_type toward target_path"', () => {
    const found = findRedirect(entities, '/oude-jurken/');
    expect(found).toBe(entities[0]);
    expect(redirectDecision(found!, 'nl', views)).toEqual({ status: 301, location: '/dames/jurken' });
    expect(redirectDecision(found!, 'en', views)).toEqual({ status: 301, location: '/en/dames/jurken' });
    expect(redirectDecision(findRedirect(entities, 'tmp')!, 'nl', views)).toEqual({ status: 302, location: 'https://x.nl/y' });
    expect(findRedirect(entities, '/nope')).toBeUndefined();
    expect(routingMessages['no-route-found']).toBe('No route found');
  });

  it('an unusual redirect_type becomes a permanent redirect; 307 and 308 stay', () => {
    const e = { request_path: 'a', target_path: '//cdn/x', redirect_type: 0 };
    expect(redirectDecision(e, 'nl', views)).toEqual({ status: 301, location: '//cdn/x' });
    expect(redirectDecision({ ...e, redirect_type: 307 }, 'nl', views).status).toBe(307);
    expect(redirectDecision({ ...e, redirect_type: 308 }, 'nl', views).status).toBe(308);
  });
});

describe('catalogue §2: language switch', () => {
  it('catalogue §2: "alternate links of the current product, category or CMS page; otherwise that store\'s home"', () => {
    const hrefTags = [
      { language_code: 'en-GB', url: '/en/p/DRS-01/dress' },
      { language_code: 'de', url: '/de/p/DRS-01/kleid' },
    ];
    expect(languageSwitchTarget('en', { hrefTags }, views)).toBe('/en/p/DRS-01/dress');
    expect(languageSwitchTarget('de', { hrefTags }, views)).toBe('/de/p/DRS-01/kleid');
    expect(languageSwitchTarget('nl', { hrefTags }, views)).toBe('/');
    expect(languageSwitchTarget('de', { cmsFullSlugs: ['fr/x', 'en/about', 'de/ueber-uns'] }, views)).toBe('/de/ueber-uns');
    expect(languageSwitchTarget('nl', { cmsFullSlugs: ['nl/home'] }, views)).toBe('/');
    expect(languageSwitchTarget('en', {}, views)).toBe('/en/');
    expect(storeHomePath('nl', views)).toBe('/');
    expect(cmsAlternatePath('/en/service/', views)).toEqual({ storeCode: 'en', path: '/service' });
    expect(cmsAlternatePath('xx/service', views)).toBeUndefined();
  });
});

describe('cart §2: navigation history', () => {
  it('cart §2: "keeps the last 30 full paths ... and can return the previous path"', () => {
    let history: readonly string[] = [];
    for (let i = 0; i < 40; i++) history = pushPath(history, `/p${i}`);
    expect(history).toHaveLength(NAVIGATION_HISTORY_LIMIT);
    expect(history[0]).toBe('/p10');
    expect(previousPath(history, '/')).toBe('/p38');
    expect(pushPath(history, '/p39')).toBe(history);
    expect(previousPath(['/only'], '/fallback')).toBe('/fallback');
  });

  test.prop([fc.array(fc.constantFrom('/a', '/b', '/c', '/d'), { maxLength: 80 })])(
    'never more than 30 entries, the last write last, no two equal neighbours',
    (paths) => {
      const history = paths.reduce((h, p) => pushPath(h, p), [] as readonly string[]);
      expect(history.length).toBeLessThanOrEqual(30);
      if (paths.length > 0) expect(history.at(-1)).toBe(paths.at(-1));
      for (let i = 1; i < history.length; i++) expect(history[i]).not.toBe(history[i - 1]);
    },
  );
});

describe('catalogue §8: route resolution errors', () => {
  it('catalogue §8: "containing \'query returned empty result\' ... then go to the home page"; "other ... navigation continues"', () => {
    expect(routeErrorOutcome('Product query returned empty result product status = 2')).toEqual({
      notice: { type: 'danger', message: 'offline-redirect-home', action1: { label: 'ok', action: 'close' } },
      goHome: true,
    });
    expect(routeErrorOutcome('boom')).toEqual({
      notice: { type: 'danger', message: 'route-error', params: { message: 'boom' }, action1: { label: 'ok', action: 'close' } },
      goHome: false,
    });
    expect(routingMessages['offline-redirect-home']).toBe('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
  });
});

describe('query strings', () => {
  it('keeps the first of repeated keys, reads + as a space, keeps malformed escapes and odd keys as plain data', () => {
    expect(parseQuery('a=1&a=2&b&c=x+y&&d=%E0')).toEqual({ a: '1', b: '', c: 'x y', d: '%E0' });
    const odd = parseQuery('__proto__=1&constructor=2');
    expect(Object.keys(odd)).toEqual(['__proto__', 'constructor']);
    expect(odd['constructor']).toBe('2');
    expect(formatQuery({})).toBe('');
    expect(formatQuery({ q: 'a b', x: '&' })).toBe('?q=a%20b&x=%26');
    expect(splitPath('#top')).toEqual({ path: '/', query: {} });
    expect(splitPath('/c/x?q=1#h')).toEqual({ path: '/c/x', query: { q: '1' } });
  });
});
