import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { urlMapContract } from '../../testing/contracts/url-map.contract';
import { PortError } from '../../application/ports/port-error';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { InMemoryUrlMap } from '../memory/in-memory-url-map';
import { MemoryLogger } from '../memory/memory-logger';
import { contractApi, mockApiConfig } from '../../testing/mock-api-config';
import { mapUrlKey } from './url-map-key';
import { VsfUrlMap } from './vsf-url-map';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const product = { url: 'dames/kleding/jassen/cropped-jas-femke-10001', sku: 'JKT-10001' };
const category = { url: 'dames' };
const enCategory = { url: 'women' };
const redirect = { requestPath: 'dames/jurken', targetPath: 'dames/kleding/jurken' };

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
urlMapContract(`VsfUrlMap against ${api.label}`, () => ({ urlMap: new VsfUrlMap(api.config, new MemoryLogger()), product, category, enCategory, redirect }));
urlMapContract('InMemoryUrlMap', () => ({
  urlMap: new InMemoryUrlMap({
    entries: {
      nl: {
        [product.url]: { _type: 'product', _source: { sku: product.sku, type_id: 'configurable', url_path: product.url } },
        dames: { _type: 'category', _source: { url_path: 'dames' } },
      },
      en: { women: { _type: 'category', _source: { url_path: 'women' } } },
    },
    redirects: { nl: [{ request_path: redirect.requestPath, target_path: redirect.targetPath, redirect_type: 301 }] },
  }),
  product,
  category,
  enCategory,
  redirect,
}));

describe('VsfUrlMap failures', () => {
  it.each([
    ['an outage', { pattern: 'url/map', outage: true }],
    ['a 500', { pattern: 'url/map', errorRate: 1, errorStatus: 500 as const }],
    ['a body of the wrong shape', { pattern: 'url/map', malformed: 'shape' as const }],
    ['a non-JSON body', { pattern: 'url/map', malformed: 'json' as const }],
    ['an HTML answer', { pattern: 'url/map', contentType: 'html' as const }],
  ])('a map lookup answers nothing on %s, and logs it (cart spec §7)', async (_name, rule) => {
    mock.ctx.faults.add(rule);
    const logger = new MemoryLogger();
    expect(await new VsfUrlMap(mockApiConfig(), logger).map('nl', product.url)).toBeNull();
    expect(logger.messages('warn')).toHaveLength(1);
  });

  it('a redirect lookup reports an unreachable index as unavailable', async () => {
    mock.ctx.faults.add({ pattern: 'catalog/*', outage: true });
    const error = await new VsfUrlMap(mockApiConfig(), new MemoryLogger()).redirect('nl', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).kind).toBe('unavailable');
  });
});

describe('mapUrlKey', () => {
  it('trims slashes and the store prefix of non-default store views only', () => {
    expect(mapUrlKey('nl', '/dames/jurken/')).toBe('dames/jurken');
    expect(mapUrlKey('en', '/en/women')).toBe('women');
    expect(mapUrlKey('en', '/en')).toBe('');
    expect(mapUrlKey('de', 'damen')).toBe('damen');
    expect(mapUrlKey('nl', 'en/women')).toBe('en/women');
  });
});
