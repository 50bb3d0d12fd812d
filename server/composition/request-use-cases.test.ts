import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { type UseCaseName, shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { RecordingOutlet } from '../../application/notifications/recording-outlet';
import { createRequestUseCases } from './request-use-cases';

const fetchNothing: typeof fetch = () => Promise.reject(new TypeError('no backend in this test'));
const request = (outlet = new RecordingOutlet()) =>
  createRequestUseCases({ storeCode: 'nl', config: defaultRuntimeConfig, origin: 'http://shop.test', fetch: fetchNothing, logLevel: 'error' }, outlet);

describe("a server request's container (use cases bound on first use)", () => {
  it('resolves every use case the UI can ask for, one instance per request, none shared with another request', () => {
    const first = request();
    const second = request();
    for (const name of Object.keys(shopUseCaseClasses) as UseCaseName[]) {
      const useCase = first[name];
      expect(useCase, name).toBeInstanceOf(shopUseCaseClasses[name]);
      expect(first[name], name).toBe(useCase);
      expect(second[name], name).not.toBe(useCase);
    }
  });

  it('shares state within a request as the bound singletons did: the cart use cases see one current cart', () => {
    const useCases = request();
    const cartOf = (useCase: object) => (useCase as { cart?: unknown }).cart;
    expect(cartOf(useCases.addToCart)).toBeDefined();
    expect(cartOf(useCases.addToCart)).toBe(cartOf(useCases.removeItem));
  });

  it("reports to the renderer's outlet: what a use case tells the shopper reaches the request's notification store", async () => {
    const outlet = new RecordingOutlet();
    await request(outlet).logout.execute();
    expect(outlet.notices.map((notice) => notice.message)).toEqual(['logged-out']);
    expect(outlet.events.map((event) => event.kind)).toContain('logged-out');
  });
});
