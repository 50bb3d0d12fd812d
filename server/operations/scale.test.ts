import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../adapters/clock/system-clock';
import { MemoryPageStore } from '../../adapters/output-cache/memory-page-store';
import { cacheTag, pageTags, shownTags, tagHeaders } from '../cache/cache-tags';
import { matchesEtag, publicCacheControl } from '../cache/cache-policy';
import { ServerMetrics } from './metrics';
import { Operations } from './operations';
import { OutputCache } from '../cache/output-cache';
import { accessLogOf, createServerLog, loggedTarget } from './server-log';
import { type RunningShop, startShop } from '../../testing/server/test-server';

vi.setConfig({ testTimeout: 30_000 });

/** Every JSON line the server logged. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== ''),
    );
    done();
  },
});
let down = false;
const metrics = new ServerMetrics();
const clock = new SystemClock();
const store = new MemoryPageStore({ clock });
metrics.watchCacheBytes(() => store.bytes());
const operations = new Operations({
  log: createServerLog('info', sink),
  metrics,
  metricsToken: 'metrics-token',
  checks: [
    { name: 'cache', probe: () => Promise.resolve(!down) },
    { name: 'backend', probe: () => Promise.resolve(true) },
  ],
});
let shop: RunningShop;

beforeAll(async () => {
  shop = await startShop({ purgeToken: 'purge-token', operations, cache: new OutputCache(store, { clock, events: metrics.cacheEvents }) });
}, 60_000);
afterAll(() => shop.close());

const get = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${shop.url}${path}`, { redirect: 'manual', ...init });
  await response.arrayBuffer();
  return response;
};
const purge = (body: unknown) =>
  fetch(`${shop.url}/__cache/purge`, {
    method: 'POST',
    headers: { authorization: 'Bearer purge-token', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const product = '/en/women/clothing/tops-t-shirts/midi-top-elin-10020';

describe('tags of a page', () => {
  it('name the products, the category and the stories a page shows, with its store view and route', async () => {
    const category = await get('/en/women');
    const keys = category.headers.get('surrogate-key')?.split(' ') ?? [];
    expect(keys).toEqual(expect.arrayContaining(['store:en', 'route:category', 'category:20', 'product:TOP-10020']));
    expect(keys.some((k) => k.startsWith('path:'))).toBe(false);
    expect(category.headers.get('cache-tag')).toBe(keys.join(','));
    const page = await get(product);
    expect(page.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['store:en', 'route:configurable-product', 'product:TOP-10020']));
    // A variant is part of its parent: no child SKU is a tag.
    expect(page.headers.get('surrogate-key')).not.toMatch(/product:TOP-10020-/);
    const about = await get('/en/about-us/');
    expect(about.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['route:about-us', 'cms:200047']));
    const home = await get('/en/');
    expect(home.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['route:home', 'cms:200055', 'cms:200063']));
  });

  it('are encoded so that no SKU can split a header, and a purge encodes its tags the same way', () => {
    expect(cacheTag('product:A B,C')).toBe('product:A%20B%2CC');
    expect(cacheTag('cms:ü')).toBe('cms:%C3%BC');
    expect(cacheTag('x'.repeat(400))).toHaveLength(256);
    const tags = pageTags(
      { route: { storeCode: 'de', name: 'category', params: {}, query: {} }, data: { list: { id: 'category_7' }, cards: [{ sku: 'A B', typeId: 'simple' }] } },
      '/de/x',
    );
    expect(tags).toEqual(['store:de', 'route:category', 'path:/de/x', 'category:7', 'product:A%20B']);
    expect(tagHeaders(tags)).toEqual({
      'surrogate-key': 'store:de route:category category:7 product:A%20B',
      'cache-tag': 'store:de,route:category,category:7,product:A%20B',
    });
  });

  it('take a variant’s parent, skip children, and stop at a bounded walk', () => {
    expect(shownTags({ product: { sku: 'C-1', type_id: 'simple', parentSku: 'P-1', configurable_children: [{ sku: 'X', type_id: 'simple' }] } })).toEqual([
      'product:P-1',
    ]);
    let deep: unknown = { sku: 'DEEP', typeId: 'simple' };
    for (let i = 0; i < 100; i++) deep = { next: deep };
    expect(shownTags(deep)).toEqual([]);
  });

  it('fit in the header CDNs accept: the store view and route first, the rest up to 8 KB', () => {
    const many = ['store:nl', 'route:search', ...Array.from({ length: 2_000 }, (_, i) => `product:SKU-${String(i)}`)];
    const headers = tagHeaders(many);
    expect(headers['surrogate-key']?.length).toBeLessThanOrEqual(8_192);
    expect(headers['surrogate-key']?.startsWith('store:nl route:search product:SKU-0')).toBe(true);
  });
});

describe('HTTP caching', () => {
  it('lets CDNs keep anonymous pages, never personal ones, with a minimal Vary', async () => {
    await purge({});
    const miss = await get('/en/women');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.headers.get('cache-control')).toBe(publicCacheControl);
    expect(miss.headers.get('cache-control')).toMatch(/s-maxage=86400/);
    expect(miss.headers.get('vary')).toBe('Accept-Encoding');
    const hit = await get('/en/women');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe(publicCacheControl);
    expect(hit.headers.get('surrogate-key')).toBe(miss.headers.get('surrogate-key'));
    expect(Number(hit.headers.get('age'))).toBeGreaterThanOrEqual(0);
    const cart = await get('/en/winkelwagen/');
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(cart.headers.get('surrogate-key')).toBeNull();
    // The renderer reads no cookie: a shopper's request gets the same public page (the cart and account are the browser's).
    const shopper = await get('/en/women', { headers: { cookie: 'customer-token=abc' } });
    expect(shopper.headers.get('x-cache')).toBe('HIT');
    expect(shopper.headers.get('cache-control')).toBe(publicCacheControl);
  });

  it('answers 304 to a client holding the cached page, with its validators and without a body', async () => {
    await get('/en/about-us/');
    const hit = await get('/en/about-us/');
    const etag = hit.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const again = await fetch(`${shop.url}/en/about-us/`, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(publicCacheControl);
    expect(await again.text()).toBe('');
    // A strong form of the same tag matches weakly; another tag gets the page.
    expect((await fetch(`${shop.url}/en/about-us/`, { headers: { 'if-none-match': etag.slice(2) } })).status).toBe(304);
    expect((await get('/en/about-us/', { headers: { 'if-none-match': 'W/"nope"' } })).status).toBe(200);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('purge by tag', () => {
  it('drops every page showing a product, in every store view, and keeps the others', async () => {
    await purge({});
    for (const path of ['/en/women', product, '/en/about-us/', '/de/']) await get(path);
    expect((await get(product)).headers.get('x-cache')).toBe('HIT');
    const answer = await purge({ tags: ['product:TOP-10020'] });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { purged: number }).purged).toBeGreaterThanOrEqual(2);
    expect((await get(product)).headers.get('x-cache')).toBe('MISS');
    expect((await get('/en/women')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/en/about-us/')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/de/')).headers.get('x-cache')).toBe('HIT');
  });

  it('refuses tags mixed with a path, and tags that are not a list of strings', async () => {
    expect((await purge({ tags: ['product:A'], path: '/en/' })).status).toBe(400);
    for (const tags of ['product:A', [], [1], [''], Array.from({ length: 1_001 }, (_, i) => `product:${String(i)}`)]) {
      const answer = await purge({ tags });
      expect(answer.status, JSON.stringify(tags).slice(0, 40)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/tags must be/);
    }
  });
});

describe('operations', () => {
  it('answers /healthz and /readyz whatever the Host, and readyz says what is degraded', async () => {
    const { rawRequest } = await import('../../testing/raw-http');
    const health = await rawRequest(shop.url, 'GET /healthz HTTP/1.1\r\nHost: 10.0.0.7:3000\r\nConnection: close\r\n\r\n');
    expect(health.status).toBe(200);
    expect(health.text).toContain('{"status":"ok"}');
    const ready = await fetch(`${shop.url}/readyz`, { headers: { host: 'probe.internal' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { cache: 'ok', backend: 'ok' } });
    down = true;
    await new Promise((r) => setTimeout(r, 1_100));
    const degraded = await fetch(`${shop.url}/readyz`);
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toEqual({ status: 'degraded', checks: { cache: 'down', backend: 'ok' } });
    expect((await fetch(`${shop.url}/readyz?strict`)).status).toBe(503);
    down = false;
  });

  it('serves Prometheus metrics only with the metrics token', async () => {
    await get('/en/');
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${shop.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const answer = await fetch(`${shop.url}/metrics`, { headers: { authorization: 'Bearer metrics-token' } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/storefront_http_requests_total\{status="200",route="home"\} \d+/);
    expect(text).toMatch(/storefront_render_duration_seconds_bucket\{le="[\d.]+",route="category"\} \d+/);
    expect(text).toMatch(/storefront_output_cache_hits_total \d+/);
    expect(text).toMatch(/storefront_output_cache_misses_total\{reason="miss"\} \d+/);
    expect(text).toMatch(/storefront_output_cache_purges_total\{kind="tags"\} \d+/);
    expect(text).toMatch(/storefront_output_cache_bytes [1-9]\d*/);
    expect(text).toContain('storefront_redis_errors_total');
    expect(text).toMatch(/storefront_log_lines_dropped_total 0/);
    expect(text).toContain('storefront_process_resident_memory_bytes');
  });

  it('logs one JSON line per request with its id, and never a token, a cookie or a query value', async () => {
    lines.length = 0;
    const response = await get('/en/password/reset?email=anna%40example.com&token=reset-secret', {
      headers: { 'x-request-id': 'lb-1234', authorization: 'Bearer bearer-secret', cookie: 'customer-token=cookie-secret' },
    });
    expect(response.headers.get('x-request-id')).toBe('lb-1234');
    await purge({ tags: ['product:X'] });
    const generated = await get('/en/', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e['requestId'] === 'lb-1234');
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/en/password/reset?email=…&token=…', service: 'storefront' });
    expect(typeof entry?.['time']).toBe('string');
    expect(typeof entry?.['ms']).toBe('number');
    const all = lines.join('\n');
    for (const secret of ['reset-secret', 'bearer-secret', 'cookie-secret', 'purge-token', 'anna']) expect(all).not.toContain(secret);
  });

  it('redacts secrets anywhere in what is logged, and leaves a plain target alone', () => {
    const out: string[] = [];
    const log = createServerLog('info', new Writable({ write: (c: Buffer, _e, done) => void (out.push(c.toString()), done()) }));
    log.info({ headers: { authorization: 'Bearer a', cookie: 'b' }, data: { password: 'c', token: 'd' }, token: 'e' }, 'x');
    expect(out.join('')).not.toMatch(/"(a|Bearer a|b|c|d|e)"/);
    expect(out.join('')).toContain('[redacted]');
    expect(loggedTarget('/en/women')).toBe('/en/women');
  });

  it('writes request lines without the redaction walk, in the same shape, while every other line keeps it', () => {
    const out: string[] = [];
    const log = createServerLog('info', new Writable({ write: (c: Buffer, _e, done) => void (out.push(c.toString()), done()) }));
    accessLogOf(log).info(
      { requestId: 'r1', method: 'GET', path: '/en/women?page=…', status: 200, route: 'category', cache: 'HIT', ms: 0.4, bytes: 1200 },
      'request',
    );
    log.warn({ data: { token: 'secret-token' } }, 'after');
    const [request, after] = out
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toMatchObject({
      level: 'info',
      service: 'storefront',
      msg: 'request',
      requestId: 'r1',
      path: '/en/women?page=…',
      status: 200,
      cache: 'HIT',
    });
    expect(typeof request?.['time']).toBe('string');
    expect(after).toMatchObject({ level: 'warn', data: { token: '[redacted]' } });
    const quiet: string[] = [];
    accessLogOf(createServerLog('warn', new Writable({ write: (c: Buffer, _e, done) => void (quiet.push(c.toString()), done()) }))).info(
      { status: 200 },
      'request',
    );
    expect(quiet).toEqual([]);
  });

  it('drains: readyz 503 and the connection closes, while the request in flight finishes', async () => {
    const own = new Operations({ log: createServerLog('silent') });
    const drained = await startShop({ operations: own });
    try {
      expect((await fetch(`${drained.url}/readyz`)).status).toBe(200);
      const inFlight = fetch(`${drained.url}/en/women?page=2`);
      await new Promise((r) => setTimeout(r, 5));
      own.drain();
      const ready = await fetch(`${drained.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close');
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await inFlight).status).toBe(200);
      await own.settled();
      expect(own.inFlight).toBe(0);
    } finally {
      await drained.close();
    }
  });
});

describe('server settings', () => {
  it('are read like every other setting, listed with a variable each, and a bad Redis URL stops the start', async () => {
    const { serverSettingsFromEnv } = await import('../settings');
    const { defaultServerConfig, serverSettingDefinitions } = await import('../../application/config/server-config');
    const mock = { port: 3000, backend: 'mock' } as const;
    expect(serverSettingsFromEnv({}, mock).server).toEqual(defaultServerConfig);
    const set = serverSettingsFromEnv(
      { STOREFRONT_OUTPUT_CACHE_URL: 'redis://cache:6379/2', STOREFRONT_METRICS_PORT: '9464', STOREFRONT_LOG_LEVEL: 'warn', OUTPUT_CACHE_MAX_MB: '64' },
      mock,
    );
    expect(set.server.outputCache.url).toBe('redis://cache:6379/2');
    expect(set.server.operations).toMatchObject({ metricsPort: 9464, logLevel: 'warn' });
    expect(set.cacheMaxBytes).toBe(64 * 1024 * 1024);
    // The metrics port is 127.0.0.1 whatever HOST says: exposing it is a choice of its own.
    expect(serverSettingsFromEnv({ HOST: '0.0.0.0' }, mock).metricsHost).toBe('127.0.0.1');
    expect(serverSettingsFromEnv({ HOST: '0.0.0.0', STOREFRONT_METRICS_HOST: '10.0.0.5' }, mock).metricsHost).toBe('10.0.0.5');
    expect(() => serverSettingsFromEnv({ STOREFRONT_OUTPUT_CACHE_URL: 'http://user:pw@cache:6379' }, mock)).toThrow(/must be a Redis URL/);
    expect(() => serverSettingsFromEnv({ STOREFRONT_OUTPUT_CACHE_URL: 'http://user:pw@cache:6379' }, mock)).not.toThrow(/pw/);
    expect(() => serverSettingsFromEnv({ STOREFRONT_LOG_LEVEL: 'loud' }, mock)).toThrow(/STOREFRONT_LOG_LEVEL="loud" must be one of/);
    const envs = serverSettingDefinitions.map((d) => d.env);
    expect(new Set(envs).size).toBe(envs.length);
    for (const def of serverSettingDefinitions) {
      expect(
        def.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], defaultServerConfig),
        def.path,
      ).not.toBeUndefined();
    }
  });
});
