import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../ui/head/document-head';
import { hydrationScript } from '../ui/boot/hydration';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { allStoreViews } from '../domain/store-view/store-views';
import { cacheBypassReason } from './cache/cache-policy';
import { documentParts, headHtml } from './pages/document';
import { bodyIn, compressBody, pickEncoding } from './http/encodings';
import { normalizedPath } from './pages/normalize-path';
import { OutputCache, etagOf, outputCacheTtlSeconds } from './cache/output-cache';
import { MemoryPageStore } from '../adapters/output-cache/memory-page-store';
import { cacheTag } from './cache/cache-tags';
import { type OutputCacheStorePort } from '../application/ports/output-cache-store-port';

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
    const template =
      '<html lang="nl"><head><title>NOORD</title><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/x.js"></script></body></html>';
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
  const rendered = (tags: readonly string[]) => ({ status: 200, headers: { 'content-type': 'text/html' }, html: Buffer.from('<html>'), tags });
  const fresh = (now = () => 0) => new OutputCache(new MemoryPageStore({ clock: { now } }), { clock: { now } });
  async function keep(cache: OutputCache, store: 'nl' | 'en' | 'de', url: string, tags: readonly string[]): Promise<void> {
    const found = await cache.lookup(store, url);
    if (found.kind !== 'miss') throw new Error('expected a miss');
    await cache.keep(store, url, rendered(tags), found.generation);
  }
  const kind = async (cache: OutputCache, store: 'nl' | 'en' | 'de', url: string) => (await cache.lookup(store, url)).kind;

  it(`keeps a page for ${String(outputCacheTtlSeconds)} s, with one brotli body and a weak validator of its HTML`, async () => {
    let now = 0;
    const cache = fresh(() => now);
    await keep(cache, 'en', '/en/', ['store:en']);
    const found = await cache.lookup('en', '/en/');
    expect(found.kind === 'hit' && brotliDecompressSync(found.page.body).toString()).toBe('<html>');
    expect(found.kind === 'hit' && found.page.etag).toBe(etagOf(Buffer.from('<html>')));
    expect(etagOf(Buffer.from('<html>'))).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    now = outputCacheTtlSeconds * 1000 - 1;
    expect(await kind(cache, 'en', '/en/')).toBe('hit');
    now = outputCacheTtlSeconds * 1000;
    expect(await kind(cache, 'en', '/en/')).toBe('miss');
  });

  it('purges by store, by path (any query), by exact URL, by tag, or everything', async () => {
    const cache = fresh();
    for (const url of ['/en/w', '/en/w?page=2', '/en/x']) await keep(cache, 'en', url, ['store:en', `path:${url.split('?')[0] ?? ''}`, 'product:A']);
    await keep(cache, 'de', '/de/w', ['store:de', 'path:/de/w', 'product:B']);
    await keep(cache, 'nl', '/%C3%BCber', ['store:nl', cacheTag('path:/%C3%BCber')]);
    expect(await cache.purge({ url: '/en/w?page=2' })).toBe(1);
    expect(await cache.purge({ store: 'de', path: '/en/w' })).toBe(0);
    expect(await cache.purge({ store: 'en', path: '/en/w' })).toBe(1);
    expect(await cache.purge({ path: '/über' })).toBe(1);
    expect(await cache.purge({ tags: ['product:B'] })).toBe(1);
    await keep(cache, 'de', '/de/w', ['store:de']);
    expect(await cache.purge({ store: 'de' })).toBe(1);
    expect(await cache.purge()).toBe(1);
    expect(await kind(cache, 'en', '/en/x')).toBe('miss');
  });

  it('tags every entry with its store view and path, whatever the caller gave', async () => {
    const cache = fresh();
    await keep(cache, 'de', '/de/sitemap.xml', []);
    await keep(cache, 'en', '/en/robots.txt?x', []);
    expect(await cache.purge({ path: '/de/sitemap.xml' })).toBe(1);
    expect(await cache.purge({ store: 'en' })).toBe(1);
  });

  it('never throws when its store does: a lookup is unavailable, a purge drops nothing', async () => {
    const failing = new Proxy({}, { get: () => () => Promise.reject(new Error('down')) }) as OutputCacheStorePort;
    const cache = new OutputCache(failing, { clock: { now: () => 0 } });
    expect((await cache.lookup('nl', '/')).kind).toBe('unavailable');
    await expect(cache.keep('nl', '/', rendered([]), 0)).resolves.toBeUndefined();
    expect(await cache.purge({ tags: ['product:A'] })).toBe(0);
  });
});

describe('cache bypass', () => {
  const url = (path: string) => new URL(`http://shop${path}`);
  it.each([
    ['POST', '/', {}, 'method'],
    ['GET', '/storyblok?_storyblok=1', {}, 'preview'],
    ['GET', '/en/storyblok-empty/?_storyblok_tk[token]=x', {}, 'preview'],
    // Only the editor's preview routes read the preview parameters; the renderer reads no Authorization header.
    ['GET', '/?_storyblok=1', {}, undefined],
    ['GET', '/', { authorization: 'Bearer x' }, undefined],
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
