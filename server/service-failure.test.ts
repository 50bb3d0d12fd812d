import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Backend, mockBackend } from './mock/backend';
import { type RunningShop, startShop } from '../testing/server/test-server';

/** A catalogue that goes down and comes back, under a served shop whose output cache would keep a page for a day. */
let shop: RunningShop;
let catalogueDown = false;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  const base = await mockBackend();
  const flaky: Backend = {
    ...base,
    fetch: (input, init) =>
      catalogueDown && new Request(input).url.includes('/api/catalog/') ? Promise.reject(new TypeError('fetch failed')) : base.fetch(input, init),
  };
  shop = await startShop({ backend: flaky });
}, 120_000);
afterAll(() => shop.close());

const emptyList = 'No products synchronized for this category';

describe('a page rendered while a service failed', () => {
  it('answers 503 with the server error page and Retry-After, is not kept, and the shop recovers at once', async () => {
    catalogueDown = true;
    const failed = await fetch(`${shop.url}/en/women?page=2`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const text = await failed.text();
    expect(text).toContain('We&#x27;ve noticed Internal Server Error while rendering this request.');
    expect(text).not.toContain(emptyList);
    catalogueDown = false;
    const recovered = await fetch(`${shop.url}/en/women?page=2`);
    expect(recovered.status).toBe(200);
    expect(recovered.headers.get('x-cache')).toBe('MISS');
    expect(await recovered.text()).not.toContain(emptyList);
  });

  it('is answered with the last good copy when there is one (stale-if-error), for this answer only', async () => {
    const good = await fetch(`${shop.url}/en/women`);
    expect(good.status).toBe(200);
    const goodHtml = await good.text();
    await shop.cache.purge();
    catalogueDown = true;
    try {
      const stale = await fetch(`${shop.url}/en/women`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-cache')).toBe('STALE');
      expect(stale.headers.get('cache-control')).toBe('private, no-store');
      expect(await stale.text()).toBe(goodHtml);
    } finally {
      catalogueDown = false;
    }
    const fresh = await fetch(`${shop.url}/en/women`);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
  });
});
