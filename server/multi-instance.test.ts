import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningRedis, startRedis } from '../testing/redis-server';
import { startServedShop } from '../testing/served-shop';

/**
 * Two built production servers (SCALE_SERVER_BUNDLE=dist/server/serve.js; npm test sets it after the build) sharing
 * one Redis, as two instances behind a load balancer: a page cached by one is a hit on the other, a tag purge through
 * one reaches both, Redis going away costs caching and nothing else, and SIGTERM lets the request in flight finish.
 */
const bundle = process.env['SCALE_SERVER_BUNDLE'];

// Two servers loading the mock's catalogue at once take seconds on an idle machine, minutes on a busy one.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

type Served = Awaited<ReturnType<typeof startServedShop>>;
let redis: RunningRedis;
let a: Served;
let b: Served;

const get = async (server: Served, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  await response.arrayBuffer();
  return response;
};
const cacheOf = async (server: Served, path: string) => (await get(server, path)).headers.get('x-cache');

describe.skipIf(bundle === undefined)('two production servers sharing one Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      STOREFRONT_OUTPUT_CACHE_URL: redis.url,
      STOREFRONT_PURGE_TOKEN: 'purge-token',
      STOREFRONT_MOCK_CONTROL_TOKEN: 'mock-token',
      STOREFRONT_LOG_LEVEL: 'warn',
      STOREFRONT_SHUTDOWN_TIMEOUT_MS: '60000',
    };
    const started = await Promise.allSettled([startServedShop(bundle ?? '', env), startServedShop(bundle ?? '', env)]);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed !== undefined) {
      await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<Served>).value) as [Served, Served];
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('serves a page warmed on A from the cache on B, the same bytes and validator', async () => {
    const warm = await get(a, '/en/women');
    expect(warm.status).toBe(200);
    const onB = await get(b, '/en/women');
    expect(onB.headers.get('x-cache')).toBe('HIT');
    const again = await get(a, '/en/women');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(onB.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(onB.headers.get('surrogate-key')).toContain('category:20');
  });

  it('purges by tag through B: the tagged pages miss on A, untagged pages stay cached', async () => {
    await get(a, '/en/about-us/');
    await get(a, '/de/');
    const keys = (await get(a, '/en/women')).headers.get('surrogate-key')?.split(' ') ?? [];
    const product = keys.find((k) => k.startsWith('product:'));
    expect(product).toBeDefined();
    expect(await cacheOf(a, '/en/about-us/')).toBe('HIT');
    const answer = await fetch(`${b.url}/__cache/purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer purge-token' },
      body: JSON.stringify({ tags: [product] }),
    });
    expect(await answer.json()).toMatchObject({ purged: expect.any(Number) as number });
    expect(await cacheOf(a, '/en/women')).toBe('MISS');
    expect(await cacheOf(a, '/en/about-us/')).toBe('HIT');
    expect(await cacheOf(b, '/de/')).toBe('HIT');
  });

  it('keeps answering 200 on both while Redis is down, readiness degraded, and caches again once it is back', async () => {
    await redis.stop();
    for (const server of [a, b]) {
      for (const path of ['/en/women', '/en/about-us/', '/de/', '/en/women?page=2']) {
        const response = await get(server, path);
        expect(response.status, `${server.url}${path}`).toBe(200);
        expect(response.headers.get('x-cache')).toBe('MISS');
      }
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { cache: 'down' } });
    }
    await redis.start();
    let resumed = false;
    for (let attempt = 0; attempt < 60 && !resumed; attempt++) {
      await get(a, '/en/about-us/');
      resumed = (await cacheOf(b, '/en/about-us/')) === 'HIT';
      if (!resumed) await new Promise((r) => setTimeout(r, 250));
    }
    expect(resumed).toBe(true);
    expect(a.output() + b.output()).toMatch(/Redis .* failed; pages are served uncached/);
  });

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', { timeout: 120_000 }, async () => {
    // The catalogue answers slowly, so a page render is still running when the signal comes.
    const faults = await fetch(`${a.url}/__mock/faults`, {
      method: 'POST',
      headers: { authorization: 'Bearer mock-token', 'content-type': 'application/json' },
      body: JSON.stringify({ spec: 'catalog/*=latency:800' }),
    });
    expect(faults.status).toBe(200);
    const inFlight = fetch(`${a.url}/en/women?page=3`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 400));
    const exited = new Promise<number | null>((resolve) => a.child.once('exit', (code) => resolve(code)));
    a.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('</html>');
    expect(await exited).toBe(0);
    await expect(fetch(`${a.url}/en/`)).rejects.toThrow();
    // The other instance goes on serving.
    expect((await get(b, '/en/women')).status).toBe(200);
  });
});
