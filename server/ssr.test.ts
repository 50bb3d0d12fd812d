import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningShop, startShop } from '../testing/server/test-server';
import { type MemoryPageStore } from '../adapters/output-cache/memory-page-store';
import { mockBackend } from './mock/backend';

/** The server-rendered shop, fetched as a crawler would: raw HTML, no JavaScript, redirects not followed. */
let shop: RunningShop;

// The first render of each screen imports and transforms its modules; two shared cores make that slow.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  shop = await startShop({ purgeToken: 'test-token' });
}, 60_000);
afterAll(() => shop.close());
afterEach(() => shop.backend.mock?.faults.clear());

/** The response with its body read, so a cacheable page is in the cache when the next request comes. */
async function get(path: string, init: RequestInit = {}): Promise<Response & { html: string }> {
  const response = await fetch(`${shop.url}${path}`, { redirect: 'manual', ...init });
  const html = await response.text();
  return Object.assign(response, { html });
}
const purge = (body?: object, token = 'test-token') =>
  fetch(`${shop.url}/__cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('server-rendered pages', () => {
  it('renders the home page with its language, head and hydration data', async () => {
    const response = await get('/en/');
    const { html } = response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/en/"`);
    for (const [lang, path] of [
      ['nl', '/'],
      ['en', '/en/'],
      ['de', '/de/'],
      ['x-default', '/'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${shop.url}${path}"`);
    }
    expect(html).toContain('<script id="storefront-hydration" type="application/json">');
    // The app's HTML is in #root, not an empty shell.
    expect(html).toMatch(/<div id="root">.*<header/s);
  });

  it('renders a CMS page in German with lang="de"', async () => {
    const response = await get('/de/about-us/');
    expect(response.status).toBe(200);
    expect(response.html).toContain('<html lang="de">');
  });

  it("answers a junk URL in /de/ with 404 and the shop's 404 page in German", async () => {
    const response = await get('/de/this-page-does-not-exist-at-all');
    const { html } = response;
    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<div id="root">.*<main/s);
    expect(response.headers.get('x-cache')).toBe('MISS');
  });

  it('renders a product page: name, formatted price, canonical and hreflang links in the raw HTML', async () => {
    const response = await get('/en/kids/boys/trousers/maxi-trousers-pien-10002');
    const { html } = response;
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Maxi trousers Pien/);
    expect(html).toContain('<title>Maxi trousers Pien</title>');
    // The price shoppers see is the offer of the page's JSON-LD, in the store view's format (€ 12,34).
    const offer = /"offers":\{"@type":"Offer","price":([\d.]+)/.exec(html);
    expect(offer).not.toBeNull();
    expect(html).toContain(`€ ${Number(offer?.[1]).toFixed(2).replace('.', ',')}`);
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/en/kids/boys/trousers/maxi-trousers-pien-10002"`);
    expect(html).toContain(`<link rel="alternate" hreflang="nl" href="${shop.url}/kinderen/jongens/broeken/maxi-broek-pien-10002"`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${shop.url}/de/kinder/jungen/hosen/maxi-hose-pien-10002"`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${shop.url}/kinderen/jongens/broeken/maxi-broek-pien-10002"`);
  });

  it('renders a category page with its products in the raw HTML', async () => {
    const response = await get('/en/kids/boys/trousers');
    expect(response.status).toBe(200);
    expect(response.html).toMatch(/<h1[^>]*>Trousers/);
    expect(response.html).toContain(`<link rel="canonical" href="${shop.url}/en/kids/boys/trousers"`);
    expect(response.html).toContain('Maxi trousers Pien');
  });

  it('renders requests at once, each with its own stores, over the routes every request of a store view shares', async () => {
    const pages = [
      ['/en/kids/boys/trousers', 'en', /<h1[^>]*>Trousers/],
      ['/kinderen/jongens/broeken/maxi-broek-pien-10002', 'nl', /<h1[^>]*>Maxi broek Pien/],
      ['/de/damen/bekleidung', 'de', /<h1[^>]*>Bekleidung/],
      ['/en/kids/boys/trousers/maxi-trousers-pien-10002', 'en', /<h1[^>]*>Maxi trousers Pien/],
      ['/dames/kleding', 'nl', /<h1[^>]*>Kleding/],
      ['/de/kinder/jungen/hosen/maxi-hose-pien-10002', 'de', /<h1[^>]*>Maxi Hose Pien/],
    ] as const;
    await purge();
    const answers = await Promise.all(pages.map(([path]) => get(path)));
    answers.forEach((response, i) => {
      const [path, lang, heading] = pages[i]!;
      expect(response.status, path).toBe(200);
      expect(response.html, path).toContain(`<html lang="${lang}">`);
      expect(response.html, path).toMatch(heading);
    });
  });

  it("redirects a configurable child's URL to its parent with 301 (direct access to children is prevented)", async () => {
    const response = await get('/en/p/KTR-10002-GRY-128/maxi-trousers-pien');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/kids/boys/trousers/maxi-trousers-pien-10002?childSku=KTR-10002-GRY-128');
  });

  it('answers a stored redirect with its own type toward target_path (301 and 302)', async () => {
    const permanent = await get('/en/women/dresses');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/en/women/clothing/dresses');
    const temporary = await get('/en/black-friday');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/en/sale');
  });

  it("answers 500 with the spec's text, in the store view's language, when rendering fails", async () => {
    shop.backend.mock?.faults.add({ pattern: '*', outage: true });
    const english = await get('/en/p/NO-SUCH-SKU/anything');
    expect(english.status).toBe(500);
    expect(english.html).toContain('We&#x27;ve noticed Internal Server Error while rendering this request.');
    const dutch = await get('/p/NO-SUCH-SKU/anything');
    expect(dutch.status).toBe(500);
    const html = dutch.html;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Er is een interne serverfout opgetreden bij het weergeven van deze pagina.');
    // The error page has no data to hydrate, so it does not boot the app.
    expect(html).not.toContain('type="module"');
  });
});

describe('path normalisation (catalogue spec §2 routing rules)', () => {
  it.each([
    ['/en', '/en/'],
    ['/de?x=1', '/de/?x=1'],
    ['/nl/about-us/', '/about-us/'],
    ['/en/about-us', '/en/about-us/'],
    ['/en/women/', '/en/women'],
    ['//en//blog', '/en/blog/'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('output cache', () => {
  it('renders a page once (MISS), then serves it from the cache (HIT) with the same HTML', async () => {
    await purge();
    const first = await get('/de/');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('/de/', { headers: { 'accept-encoding': 'br' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    // Compressed once when stored; fetch decodes it.
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.html).toBe(first.html);
  });

  it('answers the render itself from the entry it keeps: one compression, the same bytes and ETag as the hits after it', async () => {
    await purge();
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        // node:http, not fetch: the bytes as sent, not decoded.
        httpGet(`${shop.url}/en/men`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const miss = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    const hit = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.body.equals(hit.body)).toBe(true);
    expect(miss.headers['etag']).toBe(hit.headers['etag']);
    expect(miss.headers['content-length']).toBe(String(miss.body.length));
    // A client without brotli gets the same page gzipped; one that accepts nothing, plain HTML.
    await purge();
    const gzip = await raw({ 'accept-encoding': 'gzip' });
    expect([gzip.headers['x-cache'], gzip.headers['content-encoding']]).toEqual(['MISS', 'gzip']);
    expect(gunzipSync(gzip.body).toString()).toMatch(/^<!doctype html>/);
    expect((await raw({ 'accept-encoding': 'gzip' })).headers['etag']).toBe(gzip.headers['etag']);
    await purge();
    const plain = await raw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!doctype html>/);
  });

  it('keys by URL and the query parameters a page reads: another page or sort is another entry', async () => {
    await get('/en/women?page=2');
    expect((await get('/en/women?page=2')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/en/women?page=2&sort=latest')).headers.get('x-cache')).toBe('MISS');
    // The order of the parameters does not make another entry.
    expect((await get('/en/women?sort=latest&page=2')).headers.get('x-cache')).toBe('HIT');
  });

  it('leaves tracking and unknown parameters out of the key and of the canonical URL', async () => {
    const first = await get('/de/?utm_source=news&gclid=abc');
    for (const junk of ['/de/?utm_source=other', '/de/?fbclid=1', '/de/?x=42', '/de/']) {
      expect((await get(junk)).headers.get('x-cache'), junk).toBe('HIT');
    }
    expect(first.html).not.toMatch(/utm_source|gclid/);
  });

  it("is bypassed in the CMS editor's preview only, not for cookies or headers the renderer does not read", async () => {
    await get('/en/about-us/');
    expect((await get('/en/storyblok?_storyblok=123')).headers.get('x-cache')).toBe('BYPASS');
    expect((await get('/en/about-us/?_storyblok=123')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/en/about-us/', { headers: { cookie: 'theme=dark; customer-token=abc' } })).headers.get('x-cache')).toBe('HIT');
    expect((await get('/en/about-us/', { headers: { authorization: 'Bearer abc' } })).headers.get('x-cache')).toBe('HIT');
    expect((await get('/en/about-us/', { headers: { cookie: 'theme=dark' } })).headers.get('x-cache')).toBe('HIT');
  });

  it('never keeps a personal (client-only) page: the cart gets the frame from the server, BYPASS', async () => {
    const first = await get('/en/winkelwagen/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.html).toMatch(/<div id="root">.*<header/s);
    expect((await get('/en/winkelwagen/')).headers.get('x-cache')).toBe('BYPASS');
  });

  it('does not keep error pages', async () => {
    await get('/de/no-such-page-for-the-cache');
    expect((await get('/de/no-such-page-for-the-cache')).headers.get('x-cache')).toBe('MISS');
  });

  it('purges with the bearer token only, by store and path, and says how many', async () => {
    await purge();
    await get('/en/');
    await get('/en/about-us/');
    await get('/de/');
    expect((await purge(undefined, 'wrong')).status).toBe(401);
    expect((await fetch(`${shop.url}/__cache/purge`, { method: 'POST' })).status).toBe(401);
    expect(await (await purge({ store: 'en', path: '/en/about-us/' })).json()).toEqual({ purged: 1 });
    expect((await get('/en/about-us/')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/en/')).headers.get('x-cache')).toBe('HIT');
    expect(await (await purge({ store: 'de' })).json()).toEqual({ purged: 1 });
    // Only the exact endpoint: a longer path is an ordinary page, not a purge.
    expect((await fetch(`${shop.url}/__cache/purgeXYZ`, { method: 'POST', headers: { authorization: 'Bearer test-token' } })).status).not.toBe(200);
    expect((shop.cache.store as MemoryPageStore).size).toBe(2);
    expect((await purge({ store: 'xx' })).status).toBe(400);
    expect(await (await purge()).json()).toEqual({ purged: 2 });
  });

  it('has no purge endpoint when no token is configured', async () => {
    const tokenless = await startShop();
    try {
      const response = await fetch(`${tokenless.url}/__cache/purge`, { method: 'POST', headers: { authorization: 'Bearer ' } });
      expect(response.status).toBe(404);
    } finally {
      await tokenless.close();
    }
  });
});

/**
 * A shop of its own over the mounted mock, noting the service calls its renders make (`name` says which to note and
 * as what), with a purge token, and a page fetcher that reads the cache's verdict.
 */
async function countingShop(purgeToken: string, name: (url: string) => string | undefined) {
  const base = await mockBackend();
  const calls: string[] = [];
  const counted: typeof fetch = (input, init) => {
    const noted = name(input instanceof Request ? input.url : String(input));
    if (noted !== undefined) calls.push(noted);
    return base.fetch(input, init);
  };
  // A deployment whose renderer reads a shopper cookie names it: such a request renders afresh.
  const own = await startShop({ backend: { ...base, fetch: counted }, purgeToken, shopperCookies: ['customer-token'] });
  const page = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${own.url}${path}`, init);
    return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
  };
  const purgeAll = () => fetch(`${own.url}/__cache/purge`, { method: 'POST', headers: { authorization: `Bearer ${purgeToken}` } });
  return { own, calls, page, purgeAll };
}

describe('the theme the renders share', () => {
  it('is loaded once for the cold pages of a store view, again after a purge, and afresh for a shopper’s own page', async () => {
    const {
      own,
      calls: themeCalls,
      page,
      purgeAll,
    } = await countingShop('theme-token', (url) => (url.includes('/config/theme') ? new URL(url).pathname : undefined));
    try {
      const first = await page('/en/women');
      const second = await page('/en/men');
      expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
      expect(themeCalls).toHaveLength(1);
      // The same theme, so the same theme file, on both pages.
      const themeFile = (html: string) => /href="(\/theme\/en\.[\w-]{16}\.json)"/.exec(html)?.[1];
      expect(themeFile(first.html)).toBeDefined();
      expect(themeFile(second.html)).toBe(themeFile(first.html));
      expect(first.html).toContain('<header');
      await page('/de/');
      expect(themeCalls).toEqual(['/api/ext/cms/story/en/config/theme', '/api/ext/cms/story/de/config/theme']);
      await purgeAll();
      expect((await page('/en/kids')).cache).toBe('MISS');
      expect(themeCalls).toHaveLength(3);
      expect((await page('/en/accessories', { headers: { cookie: 'customer-token=abc' } })).cache).toBe('BYPASS');
      expect(themeCalls).toHaveLength(4);
    } finally {
      await own.close();
    }
  });
});

describe('the catalogue structure the renders share', () => {
  it('is read once for two cold pages of one category (its URL, the category, parents, filter labels), products each time, and afresh after a purge', async () => {
    const entityOf = (url: string) => /\/catalog\/[^/]+\/(\w+)\/_search/.exec(url)?.[1] ?? (url.includes('/url/map') ? 'url-map' : undefined);
    const { own, calls, page, purgeAll } = await countingShop('catalog-token', entityOf);
    const count = (entity: string) => calls.filter((c) => c === entity).length;
    const structure = () => ({ category: count('category'), landing_page: count('landing_page'), attribute: count('attribute'), 'url-map': count('url-map') });
    try {
      const first = await page('/dames/kleding/jurken');
      const once = structure();
      expect(once.category).toBeGreaterThan(0);
      expect(once['url-map']).toBe(1);
      expect(once.attribute).toBeGreaterThan(0);
      // The same list in another order: another cache entry, the same category, parents, landing pages and filter
      // labels. (Not page 2: with fewer fixture products than a page holds, a page past the last reads page 1 again.)
      const second = await page('/dames/kleding/jurken?sort=price-ascending');
      expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
      expect(structure()).toEqual(once);
      expect(count('product')).toBe(2);
      expect(second.html).toContain('Jurken');
      await purgeAll();
      await page('/dames/kleding/jurken?sort=price-ascending');
      expect(count('category')).toBe(2 * once.category);
      expect(count('attribute')).toBe(2 * once.attribute);
      expect(count('url-map')).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe('the theme file of a page rendered with the shared theme', () => {
  it('is that theme, kept for a year, even once the CMS has a new one; another name gets the new one, kept by nobody', async () => {
    const base = await mockBackend();
    let edited = false;
    // The CMS's theme after an editor changed it: its USP bar says something else.
    const cms: typeof fetch = async (input, init) => {
      const response = await base.fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!edited || !url.includes('/config/theme')) return response;
      const body = (await response.json()) as { result: { story: { content: { uspBar: { content: { messages: unknown[] } } } } } };
      body.result.story.content.uspBar.content.messages = [];
      return Response.json(body, { status: response.status });
    };
    const own = await startShop({ backend: { ...base, fetch: cms } });
    try {
      const html = await (await fetch(`${own.url}/en/women`)).text();
      const named = /href="(\/theme\/en\.[\w-]{16}\.json)"/.exec(html)?.[1];
      expect(named).toBeDefined();
      edited = true;
      const file = await fetch(`${own.url}${named}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const theme = (await file.json()) as { usps: unknown[] };
      expect(theme.usps.length).toBeGreaterThan(0);
      const other = await fetch(`${own.url}/theme/en.CCCCCCCCCCCCCCCC.json`);
      expect(other.headers.get('cache-control')).toBe('no-store');
      expect(((await other.json()) as { usps: unknown[] }).usps).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('mock backend on the same origin', () => {
  it("answers the browser's service calls from the same state the server renders with", async () => {
    const created = await fetch(`${shop.url}/api/cart/create`, { method: 'POST' });
    expect(created.status).toBe(200);
    const { result: cartId } = (await created.json()) as { result: string };
    // The server-side fetch (what a page's load uses) sees the cart the browser made.
    const pulled = await shop.backend.fetch(`${shop.url}/api/cart/pull?cartId=${encodeURIComponent(cartId)}`);
    expect(pulled.status).toBe(200);
    expect(shop.backend.mock?.state.get().carts[cartId]).toBeDefined();
  });
});
