import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RootStore } from './root-store';
import { createRoutes } from './routes';

// Matching reads the route tree only: no loader runs, so the stores are never touched.
const stores = {} as RootStore;
const deepest = (routes: ReturnType<typeof createRoutes>, path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;
const storeOf = (routes: ReturnType<typeof createRoutes>, path: string) => matchRoutes(routes, path)?.[0]?.route.id;

describe('createRoutes (catalogue spec §2)', () => {
  it('on the server: every store view, each path in its own store', () => {
    const routes = createRoutes(() => stores);
    expect(routes.map((route) => route.id)).toEqual(['store-nl', 'store-en', 'store-de']);
    expect(storeOf(routes, '/dames/kleding/jurken')).toBe('store-nl');
    expect(storeOf(routes, '/en/women/clothing')).toBe('store-en');
    expect(storeOf(routes, '/de/damen')).toBe('store-de');
  });

  it("in the browser: only the page's store view; another store view's path is left to a document load", () => {
    const nl = createRoutes(() => stores, 'nl');
    expect(nl.map((route) => route.id)).toEqual(['store-nl', 'elsewhere:/en/*', 'elsewhere:/de/*']);
    expect(storeOf(nl, '/dames/kleding/jurken')).toBe('store-nl');
    expect(storeOf(nl, '/')).toBe('store-nl');
    expect(deepest(nl, '/en/women/clothing')).toBe('elsewhere:/en/*');
    expect(deepest(nl, '/en')).toBe('elsewhere:/en/*');
    expect(deepest(nl, '/de/damen')).toBe('elsewhere:/de/*');

    const en = createRoutes(() => stores, 'en');
    expect(en.map((route) => route.id)).toEqual(['store-en', 'elsewhere:*']);
    expect(storeOf(en, '/en/women/clothing')).toBe('store-en');
    expect(deepest(en, '/en/no/such/page')).toBe('en-dispatcher');
    expect(deepest(en, '/dames/kleding/jurken')).toBe('elsewhere:*');
    expect(deepest(en, '/de/damen')).toBe('elsewhere:*');
  });

  it('answers a path of another store view with a document load of the same URL', async () => {
    const elsewhere = createRoutes(() => stores, 'en').at(-1);
    const loader = elsewhere?.loader;
    if (typeof loader !== 'function') throw new Error('the catch-all has no loader');
    const response = (await loader({ request: new Request('http://shop.test/dames?x=1'), params: {}, context: undefined } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://shop.test/dames?x=1');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
