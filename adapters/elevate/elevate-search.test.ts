import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchProviderContract } from '../../testing/contracts/search-provider.contract';
import type { ProviderSession } from '../../application/ports/search-provider-port';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { elevateNotifications } from '../../mock-backend/handlers/elevate/elevate';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { InMemorySearchProvider } from '../memory/in-memory-search-provider';
import { MemoryLogger } from '../memory/memory-logger';
import { contractApi, mockApiConfig } from '../../testing/mock-api-config';
import { encodeParams, filterParams, providerLocale, sessionParams, touchpoint } from './elevate-params';
import { ElevateSearch } from './elevate-search';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const session: ProviderSession = { storeCode: 'en', viewportWidth: 800, sessionKey: 's-1', customerKey: 'c-1' };

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
searchProviderContract(`ElevateSearch against ${api.label}`, () => ({
  provider: new ElevateSearch(api.config, new MemoryLogger()),
  landingReference: '/dames',
  searchWord: 'jas',
  productKey: 'JKT-10001',
  // Top Wilma (EDGE-OOS-SIMPLE) is out of stock; other tops are not.
  soldOutWord: 'top',
}));

const group = (key: string, title: string, inStock = true): ProviderProductGroup => ({
  key,
  products: [{ key, title, link: `/${key}`, ticket: `t-${key}`, inStock, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } }],
});
searchProviderContract('InMemorySearchProvider', () => ({
  provider: new InMemorySearchProvider({
    groups: [group('JKT-1', 'Cropped jas'), group('JKT-2', 'Lange jas'), group('DRS-3', 'Jurk'), group('JKT-4', 'Uitverkochte jas', false)],
    landingPages: { '/dames': ['JKT-1', 'JKT-2', 'DRS-3'] },
  }),
  landingReference: '/dames',
  searchWord: 'jas',
  productKey: 'JKT-1',
  soldOutWord: 'jas',
}));

describe('Elevate parameters (catalogue spec §7)', () => {
  it('sends en-US as en-GB, mobile at 1024 px or narrower, and the market of the store', () => {
    expect(providerLocale('en-US')).toBe('en-GB');
    expect(providerLocale('nl-NL')).toBe('nl-NL');
    expect([touchpoint(1024), touchpoint(1025)]).toEqual(['mobile', 'desktop']);
    expect(sessionParams(session)).toEqual({ market: 'NL', locale: 'en-GB', touchpoint: 'mobile', sessionKey: 's-1', customerKey: 'c-1' });
    expect(sessionParams({ ...session, storeCode: 'de' }).market).toBe('DE');
  });

  it('splits ranges into .min and .max, pipe-joins values and JSON-encodes objects', () => {
    expect(filterParams({ price: { min: 20, max: 50 }, color: ['zwart', 'rood'], size: [] })).toEqual({
      'f.price.min': '20',
      'f.price.max': '50',
      'f.color': 'zwart|rood',
    });
    expect(encodeParams({ a: { x: 1 }, b: undefined, c: 3, d: ['p', 'q'] })).toEqual({ a: '{"x":1}', c: '3', d: 'p|q' });
  });
});

describe('ElevateSearch over the mock backend', () => {
  const provider = () => new ElevateSearch(mockApiConfig(), new MemoryLogger());

  it('filters a landing page by range and keeps only the content made for the page', async () => {
    const page = await provider().page(session, { pageReference: '/en/women', filters: { price: { min: 100 } }, limit: 20 });
    const prices = page?.primaryList?.productGroups.flatMap((g) => g.products.map((p) => p.sellingPrice.min)) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 100)).toBe(true);
    for (const list of page?.contentLists ?? []) for (const item of list.items) expect(item.custom?.page_url).toBe('/en/women');
  });

  it('asks for landing and search pages with templateId landingPageTemplate, the page decided by q (catalogue spec §7)', async () => {
    const urls: URL[] = [];
    const recording = new ElevateSearch(
      mockApiConfig((input, init) => {
        urls.push(new URL(input instanceof Request ? input.url : String(input)));
        return fetch(input, init);
      }),
      new MemoryLogger(),
    );
    await recording.page(session, { pageReference: '/en/women' });
    await recording.page(session, { pageReference: '/en/search', q: 'jas' });
    expect(urls.map((u) => [u.pathname.split('/').at(-1), u.searchParams.get('templateId')])).toEqual([
      ['landing-page', 'landingPageTemplate'],
      ['search-page', 'landingPageTemplate'],
    ]);
  });

  it('sends notifications with the session keys and the cart page with keys joined by |', async () => {
    await provider().notify(session, { type: 'add-to-cart', ticket: 'Oy123' });
    const sent = elevateNotifications(mock.ctx).at(-1);
    expect(sent?.type).toBe('add-to-cart');
    expect(sent?.params).toMatchObject({ market: 'NL', sessionKey: 's-1', customerKey: 'c-1' });
    expect(sent?.body).toEqual({ ticket: 'Oy123' });
    expect(await provider().notify(session, { type: 'end' })).toBe(true);
    expect(elevateNotifications(mock.ctx).at(-1)?.type).toBe('end');
    expect(await provider().cartPage(session, [])).toBeNull();
  });

  it('finds the redirect of a category name', async () => {
    expect(await provider().redirect({ ...session, storeCode: 'nl' }, 'Dames')).toMatch(/dames/);
  });

  it.each([
    ['an outage', { pattern: 'queries/*', outage: true }],
    ['a 500', { pattern: 'queries/*', errorRate: 1, errorStatus: 500 as const }],
    ['a body of the wrong shape', { pattern: 'queries/*', malformed: 'shape' as const }],
    ['a non-JSON body', { pattern: 'queries/*', malformed: 'json' as const }],
    ['an HTML answer', { pattern: 'queries/*', contentType: 'html' as const }],
  ])('answers null on %s and logs it (catalogue spec §8)', async (_name, rule) => {
    mock.ctx.faults.add(rule);
    const logger = new MemoryLogger();
    const elevate = new ElevateSearch(mockApiConfig(), logger);
    expect(await elevate.page(session, { pageReference: '/dames' })).toBeNull();
    expect(await elevate.autocomplete(session, 'jas')).toBeNull();
    expect(await elevate.productPage(session, 'JKT-10001')).toBeNull();
    expect(logger.messages('warn')).toHaveLength(3);
  });

  it('answers null for a 400 (a missing parameter)', async () => {
    expect(await provider().page(session, { pageReference: '' })).toBeNull();
  });
});
