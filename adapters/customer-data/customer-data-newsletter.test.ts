import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterContract } from '../../testing/contracts/newsletter.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { MagentoCustomer } from '../magento-customer/magento-customer';
import { InMemoryNewsletter } from '../memory/in-memory-newsletter';
import { contractApi, hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { CustomerDataNewsletter } from './customer-data-newsletter';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const subscriber = () => {
  const anna = mock.ctx.fixtures.customers.find((c) => c.customer.email === DEMO_EMAIL);
  if (anna === undefined) throw new Error('demo account missing');
  return { email: DEMO_EMAIL, customKey: anna.customer.external_id, contactId: anna.contact_id };
};

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
newsletterContract(`CustomerDataNewsletter against ${api.label}`, () => ({
  newsletter: new CustomerDataNewsletter(api.config),
  subscriber: subscriber(),
  unsubscribed: 'jan.jansen@example.com',
  subscriberToken: async () => (await new MagentoCustomer(api.config).login(DEMO_EMAIL, DEMO_PASSWORD)).token,
}));

newsletterContract('InMemoryNewsletter', () => ({
  newsletter: new InMemoryNewsletter(['anna@example.com'], [{ contactId: 'C-1', customKey: 'EXT-1', email: 'anna@example.com', favstore: 'Amsterdam' }], (t) =>
    t === 'anna-token' ? 'anna@example.com' : undefined,
  ),
  subscriberToken: () => Promise.resolve('anna-token'),
  subscriber: { email: 'anna@example.com', customKey: 'EXT-1', contactId: 'C-1' },
  unsubscribed: 'jan@example.com',
}));

describe('CustomerDataNewsletter failures', () => {
  const newsletter = new CustomerDataNewsletter(mockApiConfig());

  it.each([
    ['an outage', { pattern: 'newsletter-subscribe', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'newsletter-subscribe', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'newsletter-subscribe', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'newsletter-subscribe', malformed: 'json' as const }, 'invalid-response'],
  ])('%s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    expect((await failure(newsletter.subscribe(DEMO_EMAIL))).kind).toBe(kind);
  });

  it('names the bad field of a wrong shape and the bad content type with the spec texts', async () => {
    mock.ctx.faults.set([{ pattern: 'newsletter-subscribe', malformed: 'shape' }]);
    expect((await failure(newsletter.isSubscribed(DEMO_EMAIL))).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'newsletter-subscribe', contentType: 'html' }]);
    expect((await failure(newsletter.isSubscribed(DEMO_EMAIL))).message).toBe(badContentTypeMessage);
  });

  it('a 400 for a bad address is rejected with the server text', async () => {
    const error = await failure(newsletter.subscribe('not-an-email'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Invalid e-mail provided!');
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new CustomerDataNewsletter(mockApiConfig(hangingFetch)).isSubscribed(DEMO_EMAIL));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});
