import fc from 'fast-check';
import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { isQuietGate } from '../../mock-backend/faults/with-faults';
import { createNodeMockContext } from '../../mock-backend/node';
import { handlerIndex } from '../../mock-backend/handler-index';

const { ctx, handlers } = createNodeMockContext();
const all = handlers as HttpHandler[];
const index = handlerIndex(all);

const pieces = [
  '/',
  '/dames/kleding/jurken',
  '/en/women',
  '/de/',
  '/assets/app.js',
  '/theme/nl.abc.json',
  '/favicon.ico',
  '/robots.txt',
  '/api/catalog/vue_storefront_catalog_nl/product/_search',
  '/API/Catalog/vue_storefront_catalog_en/category/_search',
  '/api/ext/cms/story/nl/home',
  '/api/ext/cms/story',
  '/api/ext/cms/validate-editor',
  '/api/ext/cms/blog-posts',
  '/api/cart/create',
  '/api/user/me',
  '/api/storefront/v3/queries/landing-page',
  '/payment-provider/hosted/abc',
  '/__mock/state',
  '/img/600/900/resize/a.jpg',
  '/api',
  '/apix/catalog/',
  '/xapi/ext/cms/story/nl',
];
const urlArbitrary = fc
  .record({
    path: fc.constantFrom(...pieces),
    tail: fc.constantFrom('', '/', '/x', '.json'),
    query: fc.constantFrom('', '?storeCode=nl', '?a=%2Fapi%2Fcart%2Fcreate'),
  })
  .map(({ path, tail, query }) => new URL(`http://127.0.0.1:8080${path}${tail}${query}`));
const requestOf = (url: URL, method: string) =>
  new Request(url, { method, ...(method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }) });

/** What msw answers when every handler is tried, as getResponse does without the index. */
const answeredByAll = async (url: URL, method: string) => (await getResponse(all, requestOf(url, method))) !== undefined;

describe('the mounted mock’s handler index', () => {
  it('answers exactly the requests msw answers with every handler tried, and no request it says it cannot handle', async () => {
    await fc.assert(
      fc.asyncProperty(urlArbitrary, fc.constantFrom('GET', 'POST'), async (url, method) => {
        const expected = await answeredByAll(url, method);
        expect((await index.handle(requestOf(url, method))) !== undefined).toBe(expected);
        if (!index.mayHandle(url)) expect(expected).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('lets pages and assets pass without building a request, even while every service is down', async () => {
    ctx.faults.set([{ pattern: '*', outage: true }]);
    try {
      for (const path of ['/', '/dames/kleding/jurken', '/assets/app.js', '/theme/nl.abc.json']) {
        const url = new URL(`http://127.0.0.1:8080${path}`);
        expect(index.mayHandle(url)).toBe(false);
        expect(await index.handle(requestOf(url, 'GET'))).toBeUndefined();
        expect(await answeredByAll(url, 'GET')).toBe(false);
      }
      // The fault gate still acts on the services: the same outage through the index and through every handler.
      const api = new URL('http://127.0.0.1:8080/api/ext/cms/story/nl/home');
      expect(index.mayHandle(api)).toBe(true);
      expect((await index.handle(requestOf(api, 'GET')))?.type).toBe('error');
      expect((await getResponse(all, requestOf(api, 'GET')))?.type).toBe('error');
    } finally {
      ctx.faults.clear();
    }
  });

  it('leaves the fault gate out only while it has no rule: the same answers, and a rule set later acts at once', async () => {
    const gates = all.filter((handler) => isQuietGate(handler));
    expect(gates).toHaveLength(1);
    expect(all.filter((handler) => handler !== gates[0]).some(isQuietGate)).toBe(false);
    const api = new URL('http://127.0.0.1:8080/api/ext/cms/story/nl/home');
    expect((await index.handle(requestOf(api, 'GET')))?.status).toBe((await getResponse(all, requestOf(api, 'GET')))?.status);
    ctx.faults.set([{ pattern: 'cms/*', errorRate: 1, errorStatus: 503 }]);
    try {
      expect(isQuietGate(gates[0]!)).toBe(false);
      expect((await index.handle(requestOf(api, 'GET')))?.status).toBe(503);
    } finally {
      ctx.faults.clear();
    }
    expect(isQuietGate(gates[0]!)).toBe(true);
  });
});
