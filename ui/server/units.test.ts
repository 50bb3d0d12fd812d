import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../app/document-head';
import { hydrationScript } from '../app/hydration';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { allStoreViews } from '../../domain/store-view/store-views';
import { cacheBypassReason } from './cache-policy';
import { documentParts, headHtml } from './document';
import { bodyIn, compressBody, pickEncoding } from './encodings';
import { normalizedPath } from './normalize-path';
import { OutputCache, outputCacheTtlSeconds } from './output-cache';
import fc from 'fast-check';

describe('hydration data in the page', () => {
  it('cannot close its script element or break on line separators, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c', amp: 'a & b' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    const script = hydrationScript({ router: { loaderData: { x: value }, actionData: null, errors: null }, config: defaultRuntimeConfig });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('head tags', () => {
  it('writes absolute canonical, hreflang and Open Graph links and escapes attribute values', () => {
    const html = headHtml(
      {
        description: 'Say "hi" <b>',
        canonical: '/en/women',
        alternates: [{ hreflang: 'x-default', href: '/women' }],
        openGraph: { url: '/en/women', title: 'Women' },
        jsonLd: [{ name: '</script>' }],
      },
      'https://shop.example',
    );
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/en/women" data-page-head>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/women" data-page-head>');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/en/women" data-page-head>');
    expect(html).toContain('<script type="application/ld+json" data-page-head>{"name":"\\u003c/script\\u003e"}</script>');
  });

  it('fills the template: language, escaped title, head tags, the app and the tail', () => {
    const template = '<html lang="nl"><head><title>NOORD</title><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/x.js"></script></body></html>';
    const parts = documentParts(template, { lang: 'de', title: 'A & B', head: '<meta name="x">', tail: '<script id="d"></script>' });
    expect(parts.top).toBe('<html lang="de"><head><title>A &amp; B</title><meta name="x"></head><body><div id="root">');
    expect(parts.bottom).toBe('</div><script type="module" src="/x.js"></script><script id="d"></script></body></html>');
    expect(documentParts(template, { lang: 'nl', withoutScripts: true }).bottom).toBe('</div></body></html>');
  });
});

describe('path normalisation', () => {
  const rules = { views: allStoreViews, useTrailingSlashes: false };
  it.each([
    ['/', undefined],
    ['/en/', undefined],
    ['/en', '/en/'],
    ['/nl', '/'],
    ['/nl/women', '/women'],
    ['/women/', '/women'],
    ['/en/l/elevate', '/en/l/elevate/'],
    ['/catalogsearch/result', '/catalogsearch/result/'],
    ['/pwa.html', undefined],
    ['/en/checkout/', '/en/checkout'],
  ])('%s → %s', (path, wanted) => {
    expect(normalizedPath(path, rules)).toBe(wanted);
  });

  it('with seo.useTrailingSlashes, paths end in a slash', () => {
    expect(normalizedPath('/en/women', { ...rules, useTrailingSlashes: true })).toBe('/en/women/');
    expect(normalizedPath('/en/women/', { ...rules, useTrailingSlashes: true })).toBeUndefined();
  });
});

describe('output cache', () => {
  const page = { status: 200, headers: {}, body: compressBody(Buffer.from('<html>')) };
  /** A page whose stored body is exactly n bytes (the cache counts bodies, keys and headers). */
  const sized = (n: number) => ({ status: 200, headers: {}, body: Buffer.alloc(n) });

  it(`keeps a page for ${outputCacheTtlSeconds} s`, () => {
    let now = 0;
    const cache = new OutputCache({ clock: { now: () => now } });
    cache.set('en', '/en/', page);
    now = outputCacheTtlSeconds * 1000 - 1;
    expect(cache.get('en', '/en/')).toBeDefined();
    now = outputCacheTtlSeconds * 1000;
    expect(cache.get('en', '/en/')).toBeUndefined();
  });

  it('keys by store view and URL, and makes room by dropping the least recently used page', () => {
    const cache = new OutputCache({ clock: { now: () => 0 }, maxBytes: 3 * 1100 });
    cache.set('en', '/a', sized(1000));
    cache.set('de', '/a', sized(1000));
    cache.set('de', '/b', sized(1000));
    // Reading /en/a makes it recent: the next page pushes out de /a, the least recently used.
    expect(cache.get('en', '/a')).toBeDefined();
    cache.set('de', '/c', sized(1000));
    expect(cache.get('de', '/a')).toBeUndefined();
    expect(cache.get('en', '/a')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('never holds more bytes than its ceiling, whatever is stored (a flood of one-off URLs included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_000, max: 50_000 }), fc.array(fc.tuple(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 4_000 })), { maxLength: 200 }), (max, pages) => {
        const cache = new OutputCache({ clock: { now: () => 0 }, maxBytes: max });
        for (const [url, size] of pages) cache.set('nl', `/${url}`, sized(size));
        expect(cache.bytes).toBeLessThanOrEqual(max);
        const last = pages.at(-1);
        // The newest page is always kept when it fits on its own.
        if (last !== undefined && last[1] + 200 < max) expect(cache.get('nl', `/${last[0]}`)).toBeDefined();
      }),
    );
  });

  it('does not keep a page larger than the whole ceiling', () => {
    const cache = new OutputCache({ clock: { now: () => 0 }, maxBytes: 500 });
    cache.set('nl', '/big', sized(1000));
    expect(cache.get('nl', '/big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('purges by store, by path (any query) or by exact URL', () => {
    const cache = new OutputCache({ clock: { now: () => 0 } });
    for (const url of ['/en/w', '/en/w?page=2', '/en/x']) cache.set('en', url, page);
    cache.set('de', '/de/w', page);
    expect(cache.purge({ url: '/en/w?page=2' })).toBe(1);
    expect(cache.purge({ store: 'en', path: '/en/w' })).toBe(1);
    expect(cache.purge({ store: 'de' })).toBe(1);
    expect(cache.purge()).toBe(1);
  });
});

describe('cache bypass', () => {
  const url = (path: string) => new URL(`http://shop${path}`);
  it.each([
    ['POST', '/', {}, 'method'],
    ['GET', '/?_storyblok=1', {}, 'preview'],
    ['GET', '/?_storyblok_tk[token]=x', {}, 'preview'],
    ['GET', '/', { authorization: 'Bearer x' }, 'authorization'],
    ['GET', '/', { cookie: 'a=1; cart-token=x' }, 'shopper'],
    ['GET', '/', { cookie: 'consent=yes' }, undefined],
  ])('%s %s %o → %s', (method, path, headers, reason) => {
    expect(cacheBypassReason(method, url(path), headers, ['cart-token'])).toBe(reason);
  });
});

describe('cached bodies', () => {
  it('are kept once, in brotli, and a hit gets what the request accepts', () => {
    const html = '<html>'.repeat(100);
    const body = compressBody(Buffer.from(html));
    expect(body.length).toBeLessThan(html.length);
    expect(bodyIn('br', body)).toBe(body);
    expect(brotliDecompressSync(body).toString()).toBe(html);
    expect(bodyIn('identity', body).toString()).toBe(html);
    expect(gunzipSync(bodyIn('gzip', body)).toString()).toBe(html);
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
