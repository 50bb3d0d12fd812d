import 'reflect-metadata';
import { type Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadOrderHistory } from '../../application/account/load-order-history';
import { LoadBlogList } from '../../application/content/load-blog-list';
import { LoadPersonalCoupons } from '../../application/loyalty/load-personal-coupons';
import { LoadNewsletterStatus } from '../../application/newsletter/load-newsletter-status';
import { ContentPort } from '../../application/ports/content-port';
import { CustomerPort } from '../../application/ports/customer-port';
import { FindStores } from '../../application/store-locator/find-stores';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { contentMemoryAdapters, customerAdapters, customerMemoryAdapters, customerPorts } from './customer-modules';
import { memoryInfrastructure } from './infrastructure-modules';
import { cartAdapters, cartMemoryAdapters, cartUseCases } from './cart-modules';
import { FakeClock } from '../memory/fake-clock';
import { httpAdapters } from './modules';
import { mockApiConfig } from '../../testing/mock-api-config';
import { newContainer } from './new-container';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

async function container(set: 'http' | 'memory'): Promise<Container> {
  const c = newContainer();
  const adapters = set === 'http' ? [httpAdapters(mockApiConfig()), customerAdapters(mockApiConfig())] : [customerMemoryAdapters(), contentMemoryAdapters()];
  // The account's use cases end an expired session when the session use cases are there, which a container that binds
  // on first use always builds: they need the cart module's settings and outlet.
  await c.load(memoryInfrastructure(), ...adapters, set === 'http' ? cartAdapters(mockApiConfig()) : cartMemoryAdapters(), cartUseCases());
  return c;
}

describe('customer container modules', () => {
  it.each([['http'], ['memory']] as const)('the %s set binds every customer port and ContentPort, and every use case resolves', async (set) => {
    const c = await container(set);
    for (const port of [...customerPorts, ContentPort]) expect(c.isBound(port)).toBe(true);
    for (const name of [
      'register',
      'requestPasswordReset',
      'changePassword',
      'loadOrderHistory',
      'checkCustomerExists',
      'subscribeNewsletter',
      'loadPersonalCoupons',
      'loadStory',
      'loadBlogList',
      'findStores',
    ] as const)
      expect(c.get<object>(shopUseCaseClasses[name]), name).toBeInstanceOf(shopUseCaseClasses[name]);
  });

  it('both sets bind the same tokens', async () => {
    const [http, memory] = await Promise.all([container('http'), container('memory')]);
    expect(customerPorts.map((p) => http.isBound(p))).toEqual(customerPorts.map((p) => memory.isBound(p)));
  });

  it.each([['http'], ['memory']] as const)('the %s set serves order history, newsletter status, blog, stores and loyalty coupons', async (set) => {
    const c = await container(set);
    const { token } = await c.get<CustomerPort>(CustomerPort).login(DEMO_EMAIL, DEMO_PASSWORD);
    const history = await c.get(LoadOrderHistory).execute(token);
    expect(history.ok && history.value.items.length).toBeGreaterThan(0);
    expect(await c.get(LoadNewsletterStatus).execute(DEMO_EMAIL)).toEqual({ ok: true, value: { isSubscribed: true, email: DEMO_EMAIL } });
    const blog = await c.get(LoadBlogList).execute({ storeCode: 'en' });
    expect(blog.ok && blog.value.articles.length).toBeGreaterThan(0);
    const stores = await c.get(FindStores).execute({ place: 'Utrecht', limit: 1 });
    expect(stores.ok && stores.value.items[0]?.city).toBe('Utrecht');
    const clock = c.get(FakeClock);
    const coupons = await c.get(LoadPersonalCoupons).execute({ token, hasProfile: true, sessionExpires: Math.floor(clock.now() / 1000) + 60 });
    expect(coupons.ok && coupons.value.value.map((x) => x.code)).toContain('LOYAL-ANNA-15');
  });
});
