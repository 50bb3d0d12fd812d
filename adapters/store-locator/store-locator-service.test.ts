import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeLocatorContract } from '../../testing/contracts/store-locator.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { demoPlaces, demoStores, InMemoryStoreLocator } from '../memory/in-memory-store-locator';
import { contractApi, hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { StoreLocatorService } from './store-locator-service';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
storeLocatorContract(`StoreLocatorService against ${api.label}`, () => ({ locator: new StoreLocatorService(api.config), place: 'Utrecht' }));
storeLocatorContract('InMemoryStoreLocator', () => ({ locator: new InMemoryStoreLocator(demoStores, demoPlaces), place: 'Utrecht' }));

describe('StoreLocatorService failures', () => {
  const locator = new StoreLocatorService(mockApiConfig());

  it.each([
    ['an outage', { pattern: 'stores', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'stores', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'stores', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'stores', malformed: 'json' as const }, 'invalid-response'],
  ])('%s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    expect((await failure(locator.stores())).kind).toBe(kind);
  });

  it('names the wrong shape and the bad content type with the spec texts', async () => {
    mock.ctx.faults.set([{ pattern: 'stores', malformed: 'shape' }]);
    expect((await failure(locator.stores())).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'stores', contentType: 'html' }]);
    expect((await failure(locator.stores())).message).toBe(badContentTypeMessage);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new StoreLocatorService(mockApiConfig(hangingFetch)).stores());
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});
