import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { allStoreViews } from '../store-view/store-views';
import { buildPath } from './build-path';
import { parseRoute, productRouteName, qualifiedRouteName } from './parse-route';
import { layoutOf, requiresLogin, routeTable } from './route-table';
import { isLandingPagePath, searchTextOf } from './search-text';
import type { Route, RouteName } from './types';

const views = allStoreViews;
const plain = { useTrailingSlashes: false };
const slashes = { useTrailingSlashes: true };
const parse = (path: string) => parseRoute(path, views);
const route = (name: RouteName, params: Route['params'] = {}, storeCode: Route['storeCode'] = 'nl', query: Route['query'] = {}): Route => ({
  storeCode,
  name,
  params,
  query,
});

describe('catalogue §2 / cart §2: parsing paths', () => {
  it('catalogue §2: "home | / (alias /pwa.html) | for non-default store views the route is store code plus -home"', () => {
    expect(parse('/')).toEqual(route('home'));
    expect(parse('/pwa.html')).toEqual(route('home'));
    expect(parse('')).toEqual(route('home'));
    expect(parse('/en')).toEqual(route('home', {}, 'en'));
    expect(parse('/de/')).toEqual(route('home', {}, 'de'));
    expect(qualifiedRouteName(parse('/en/'), views)).toBe('en-home');
    expect(qualifiedRouteName(parse('/'), views)).toBe('home');
    expect(qualifiedRouteName(parse('/de/winkelwagen/'), views)).toBe('de-cart');
  });

  it('catalogue §2: "product ... /p/{parentSku}/{slug} | route name {type_id}-product" and configurable with /{childSku}', () => {
    expect(parse('/p/DRS-01/jurk')).toEqual(route('simple-product', { parentSku: 'DRS-01', slug: 'jurk' }));
    expect(parse('/en/p/DRS-01/dress/DRS-01-BLK-M')).toEqual(
      route('configurable-product', { parentSku: 'DRS-01', slug: 'dress', childSku: 'DRS-01-BLK-M' }, 'en'),
    );
    expect(parse('/p/A%20B/x')).toMatchObject({ params: { parentSku: 'A B' } });
    expect(productRouteName('bundle')).toBe('bundle-product');
    expect(productRouteName('configurable')).toBe('configurable-product');
    expect(productRouteName('weird')).toBe('product');
    expect(productRouteName(undefined)).toBe('product');
  });

  it('catalogue §2: category /c/{slug}; landing page /l/elevate/ and search /catalogsearch/result/ with a strict trailing slash', () => {
    expect(parse('/c/dames')).toEqual(route('category', { slug: 'dames' }));
    expect(parse('/l/elevate/?url_path=dames')).toEqual(route('landing-page', {}, 'nl', { url_path: 'dames' }));
    expect(parse('/l/elevate').name).toBe('page-not-found');
    expect(parse('/de/catalogsearch/result/?q=jurk')).toEqual(route('search', {}, 'de', { q: 'jurk' }));
    expect(parse('/catalogsearch/result?q=jurk').name).toBe('page-not-found');
  });

  it('catalogue §2: "paths containing catalogsearch or geen-zoekresultaat use q as search text"', () => {
    expect(searchTextOf('/catalogsearch/result/', { q: 'rok' })).toBe('rok');
    expect(searchTextOf('/geen-zoekresultaat', { q: 'rok' })).toBe('rok');
    expect(searchTextOf('/c/dames', { q: 'rok' })).toBeUndefined();
    expect(parse('/geen-zoekresultaat?q=jurk')).toEqual(route('search', {}, 'nl', { q: 'jurk' }));
    expect(parse('/en/geen-zoekresultaat/?q=dress')).toEqual(route('search', {}, 'en', { q: 'dress' }));
    expect(parse('/catalogsearch/advanced/result?q=rok')).toEqual(route('search', {}, 'nl', { q: 'rok' }));
  });

  it('catalogue §2: landing pages under /l/elevate/ are known by their path', () => {
    expect(isLandingPagePath('/l/elevate/zwarte-jurken/')).toBe(true);
    expect(isLandingPagePath('/l/elevate/zwarte-jurken')).toBe(true);
    expect(isLandingPagePath('/dames/jurken')).toBe(false);
  });

  it('cart §2: cart, checkout, account and other fixed routes', () => {
    const cases: [string, RouteName, Record<string, string>?][] = [
      ['/winkelwagen/', 'cart'],
      ['/winkelwagen', 'cart'],
      ['/blog/', 'blog'],
      ['/checkout', 'checkout'],
      ['/checkout/', 'checkout'],
      ['/checkout-return', 'checkout-return'],
      ['/checkout-return/', 'checkout-return'],
      ['/checkout-failed', 'checkout-failed'],
      ['/login', 'login'],
      ['/my-account', 'my-account'],
      ['/my-account/details', 'my-details'],
      ['/my-account/orders', 'my-orders'],
      ['/my-account/orders/000123', 'my-order', { orderId: '000123' }],
      ['/password/reset', 'reset-password'],
      ['/storelocator/', 'storelocator'],
      ['/about-us/', 'about-us'],
      ['/styleguide', 'styleguide'],
      ['/error', 'error'],
      ['/storyblok', 'storyblok'],
      ['/storyblok-empty', 'storyblok-empty'],
    ];
    for (const [path, name, params] of cases) expect(parse(path)).toEqual(route(name, params ?? {}));
  });

  it('catalogue §2: "page not found | any other path; slug page-not-found"', () => {
    expect(parse('/dames/jurken/?page=2#top')).toEqual(route('page-not-found', { slug: 'page-not-found', url_path: 'dames/jurken' }, 'nl', { page: '2' }));
    expect(parse('/nl/x').params['url_path']).toBe('nl/x');
  });

  it('cart §2: account pages need login; checkout and error have their own layouts', () => {
    expect(requiresLogin('my-order')).toBe(true);
    expect(requiresLogin('login')).toBe(false);
    expect(requiresLogin('page-not-found')).toBe(false);
    expect(layoutOf('checkout')).toBe('checkout');
    expect(layoutOf('error')).toBe('minimal');
    expect(layoutOf('home')).toBe('default');
    expect(layoutOf('cms-page')).toBe('default');
  });
});

describe('catalogue §2: building paths', () => {
  it('catalogue §2: "with a prefix ... paths get the prefix"; trailing slashes with seo.useTrailingSlashes', () => {
    expect(buildPath(route('home'), views, plain)).toBe('/');
    expect(buildPath(route('home', {}, 'en'), views, plain)).toBe('/en/');
    expect(buildPath(route('checkout', {}, 'de'), views, plain)).toBe('/de/checkout');
    expect(buildPath(route('checkout', {}, 'de'), views, slashes)).toBe('/de/checkout/');
    expect(buildPath(route('cart'), views, plain)).toBe('/winkelwagen/');
    expect(buildPath(route('search', {}, 'nl', { q: 'rode jurk' }), views, plain)).toBe('/catalogsearch/result/?q=rode%20jurk');
    expect(buildPath(route('my-order', { orderId: '42' }), views, plain)).toBe('/my-account/orders/42');
  });

  it('catalogue §2: "with the URL dispatcher on, the url_path is used as the path for products and categories"', () => {
    expect(buildPath(route('category', { url_path: 'dames/jurken', slug: 'jurken' }), views, plain)).toBe('/dames/jurken');
    expect(buildPath(route('category', { slug: 'jurken' }, 'en'), views, plain)).toBe('/en/c/jurken');
    expect(
      buildPath(
        route('configurable-product', { url_path: 'dames/jurk-drs-01', parentSku: 'D', slug: 's', childSku: 'C' }, 'nl', { childSku: 'C' }),
        views,
        plain,
      ),
    ).toBe('/dames/jurk-drs-01?childSku=C');
    expect(buildPath(route('landing-page', { url_path: 'sale' }), views, slashes)).toBe('/sale/');
    expect(buildPath(route('landing-page'), views, plain)).toBe('/l/elevate/');
    expect(buildPath(route('product', { url_path: 'heren/shirt', parentSku: 'S', slug: 's', childSku: 'S-M' }, 'de'), views, plain)).toBe('/de/heren/shirt');
    expect(buildPath(route('product', { parentSku: 'S', slug: 'shirt', childSku: 'S-M' }), views, plain)).toBe('/p/S/shirt/S-M');
    expect(buildPath(route('page-not-found', { slug: 'page-not-found', url_path: '' }), views, plain)).toBe('/page-not-found');
    expect(buildPath(route('my-order', { orderId: '1', url_path: 'x' }), views, plain)).toBe('/my-account/orders/1');
  });

  it('cms pages and stories, and the not-found page', () => {
    expect(buildPath(route('cms-page', { slug: 'over-ons' }), views, plain)).toBe('/over-ons');
    expect(buildPath(route('cms-story', { slug: 'en/home' }, 'en'), views, plain)).toBe('/en/');
    expect(buildPath(route('cms-story', { slug: 'nl/service/retour' }), views, plain)).toBe('/service/retour');
    expect(buildPath(route('cms-story', {}), views, plain)).toBe('/');
    expect(buildPath(route('cms-page', {}), views, plain)).toBe('/');
    expect(buildPath(route('page-not-found', { slug: 'page-not-found' }), views, plain)).toBe('/page-not-found');
  });

  it('a prefix matches whole segments only; without an unprefixed view the first view is the default', () => {
    expect(parse('/english')).toEqual(route('page-not-found', { slug: 'page-not-found', url_path: 'english' }));
    expect(parse('/den/')).toMatchObject({ storeCode: 'nl' });
    const prefixedOnly = views.filter((v) => v.storeCode !== 'nl');
    expect(parseRoute('/winkelwagen/', prefixedOnly)).toEqual(route('cart', {}, 'en'));
  });

  it('a missing path param or an unknown route is a programmer error', () => {
    expect(() => buildPath(route('my-order'), views, plain)).toThrow(RangeError);
    expect(() => buildPath(route('my-order', { orderId: '' }), views, plain)).toThrow('Route my-order needs the param orderId');
    expect(() => buildPath(route('nope' as RouteName), views, plain)).toThrow(RangeError);
    expect(() => parseRoute('/', [])).toThrow(RangeError);
    expect(() => buildPath(route('home', {}, 'fr' as 'nl'), views, plain)).toThrow(RangeError);
  });
});

const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._~-]{0,8}$/);
const store = fc.constantFrom('nl' as const, 'en' as const, 'de' as const);
const query = fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.string({ maxLength: 6 }), { maxKeys: 2 });
const fixedNames = routeTable.filter((d) => !d.pattern.includes(':')).map((d) => d.name);
const routeArb: fc.Arbitrary<Route> = fc.oneof(
  fc.record({ storeCode: store, name: fc.constantFrom(...fixedNames), params: fc.constant({}), query }),
  fc.record({ storeCode: store, name: fc.constant('simple-product' as const), params: fc.record({ parentSku: segment, slug: segment }), query }),
  fc.record({
    storeCode: store,
    name: fc.constant('configurable-product' as const),
    params: fc.record({ parentSku: segment, slug: segment, childSku: segment }),
    query,
  }),
  fc.record({ storeCode: store, name: fc.constant('category' as const), params: fc.record({ slug: segment }), query }),
  fc.record({ storeCode: store, name: fc.constant('my-order' as const), params: fc.record({ orderId: segment }), query }),
);

describe('catalogue §2: routing properties', () => {
  test.prop([routeArb, fc.boolean()])('parsing a built path gives the route back, and building it again gives the same path', (r, useTrailingSlashes) => {
    const options = { useTrailingSlashes };
    const path = buildPath(r, views, options);
    const parsed = parseRoute(path, views);
    expect(buildPath(parsed, views, options)).toBe(path);
    expect(parsed.storeCode).toBe(r.storeCode);
    expect(parsed.params).toEqual(r.params);
    expect(parsed.query).toEqual(r.query);
  });

  test.prop([
    fc.array(fc.oneof(segment, fc.constantFrom('en', 'de', 'p', 'c', 'l', 'elevate', 'my-account', 'orders')), { maxLength: 5 }),
    fc.boolean(),
    fc.boolean(),
  ])('any path normalises in one step: build(parse(build(parse(p)))) = build(parse(p))', (segments, trailing, useTrailingSlashes) => {
    const options = { useTrailingSlashes };
    const path = `/${segments.map(encodeURIComponent).join('/')}${trailing ? '/' : ''}`;
    const once = buildPath(parseRoute(path, views), views, options);
    expect(buildPath(parseRoute(once, views), views, options)).toBe(once);
  });

  test.prop([routeArb])('every path of a prefixed store view starts with its prefix', (r) => {
    const path = buildPath(r, views, plain);
    if (r.storeCode === 'nl') expect(path.startsWith('/en/') || path.startsWith('/de/')).toBe(false);
    else expect(path.startsWith(`/${r.storeCode}/`)).toBe(true);
  });
});
