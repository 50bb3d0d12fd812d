import { type Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { storeViews } from '../../domain/store-view/store-views';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { ListRedirects } from '../../application/support/list-redirects';
import { ListUrlMap } from '../../application/support/list-url-map';
import { memoryInfrastructure } from './infrastructure-modules';
import { settingsOfUseCases, serviceAdapters } from './modules';
import { supportAdapters } from './support-modules';
import { supportUseCaseClasses } from '../../application/use-cases/support-use-cases';
import { newContainer } from './new-container';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 7, products: 60 });
});
afterAll(() => mock.close());

function container(): Container {
  const c = newContainer();
  const apiConfig = { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
  c.load(...serviceAdapters(apiConfig), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl), supportAdapters());
  return c;
}

describe('support modules', () => {
  it('resolve every support use case over the HTTP adapters', () => {
    const c = container();
    for (const useCase of Object.values(supportUseCaseClasses)) expect(c.get<object>(useCase), useCase.name).toBeInstanceOf(useCase);
  });

  it('list the URL map and the redirect table of the mock backend through VsfUrlIndex', async () => {
    const c = container();
    const [products] = await c.get(ListUrlMap).execute('nl', ['product'], 5);
    expect(products?.items.length).toBe(5);
    expect(products?.total).toBeGreaterThanOrEqual(5);
    expect(products?.items.every((e) => e.type === 'product' && e.url.length > 0)).toBe(true);
    const redirects = await c.get(ListRedirects).execute('nl', 3);
    expect(redirects.items.every((r) => r.request_path !== '' && [301, 302].includes(r.redirect_type))).toBe(true);
  });
});
