import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { type UseCaseName, shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { createServerRootStore } from './server-container';

const fetchNothing: typeof fetch = () => Promise.reject(new TypeError('no backend in this test'));
const stores = () =>
  createServerRootStore({ storeCode: 'nl', config: defaultRuntimeConfig, origin: 'http://shop.test', fetch: fetchNothing, logLevel: 'error' });

describe("a server request's container (use cases bound on first use)", () => {
  it('resolves every use case the UI can ask for, one instance per request, none shared with another request', () => {
    const first = stores();
    const second = stores();
    for (const name of Object.keys(shopUseCaseClasses) as UseCaseName[]) {
      const useCase = first.useCases[name];
      expect(useCase, name).toBeInstanceOf(shopUseCaseClasses[name]);
      expect(first.useCases[name], name).toBe(useCase);
      expect(second.useCases[name], name).not.toBe(useCase);
    }
  });

  it('shares state within a request as the bound singletons did: the cart use cases see one current cart', () => {
    const { useCases } = stores();
    const cartOf = (useCase: object) => (useCase as { cart?: unknown }).cart;
    expect(cartOf(useCases.addToCart)).toBeDefined();
    expect(cartOf(useCases.addToCart)).toBe(cartOf(useCases.removeItem));
  });
});
