import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerContract } from '../../testing/contracts/customer.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { contractApi, hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { MagentoCustomer } from './magento-customer';
import { orderHistoryWire } from './magento-customer-wire';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
customerContract(`MagentoCustomer against ${api.label}`, () => ({
  customer: new MagentoCustomer(api.config),
  email: DEMO_EMAIL,
  password: DEMO_PASSWORD,
  // The reset token goes out by mail; only the mock's state can show it.
  ...(api.label === 'the mock backend' ? { resetTokenOf: (email: string) => mock.ctx.state.get().resetTokens[email.toLowerCase()] } : {}),
}));

describe('MagentoCustomer on the wire', () => {
  const customer = new MagentoCustomer(mockApiConfig());

  it('sends the token as ?token= and the store code header, and reads the loyalty session expiry', async () => {
    const seen: Request[] = [];
    const spy = new MagentoCustomer(
      mockApiConfig((input, init) => {
        seen.push(new Request(input, init));
        return fetch(input, init);
      }),
    );
    const tokens = await spy.login(DEMO_EMAIL, DEMO_PASSWORD, 'en');
    expect(tokens.sessionExpires).toBeGreaterThan(0);
    const account = await spy.me(tokens.token, 'en');
    expect(account.groupToken).toMatch(/\./);
    expect(account.profile.addresses.length).toBeGreaterThan(0);
    const me = new URL(seen[1]?.url ?? '');
    expect(me.pathname).toBe('/api/ext/magento/me');
    expect(me.searchParams.get('token')).toBe(tokens.token);
    expect(seen[1]?.headers.get('x-vs-store-code')).toBe('en');
  });

  it('maps order dates to epoch ms and totals to cents', async () => {
    const { token } = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    const page = await customer.orderHistory(token, 1, 1);
    expect(page.items).toHaveLength(1);
    expect(Number.isInteger(page.items[0]?.grand_total.amount)).toBe(true);
    expect(page.items[0]?.created_at).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('reports an outage as unavailable', async () => {
    mock.ctx.faults.add({ pattern: 'login', outage: true });
    expect((await failure(customer.login(DEMO_EMAIL, DEMO_PASSWORD))).kind).toBe('unavailable');
  });

  it('reports a 500 as unavailable with its status', async () => {
    mock.ctx.faults.add({ pattern: 'me', errorRate: 1, errorStatus: 500 });
    const { token } = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    const error = await failure(customer.me(token));
    expect(error.kind).toBe('unavailable');
    expect(error.details.status).toBe(500);
  });

  it('reports a body of the wrong shape with the spec text, and a non-JSON body as bad content type', async () => {
    mock.ctx.faults.set([{ pattern: 'login', malformed: 'shape' }]);
    const shape = await failure(customer.login(DEMO_EMAIL, DEMO_PASSWORD));
    expect(shape.kind).toBe('invalid-response');
    expect(shape.message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'login', malformed: 'json' }]);
    expect((await failure(customer.login(DEMO_EMAIL, DEMO_PASSWORD))).kind).toBe('invalid-response');
    mock.ctx.faults.set([{ pattern: 'login', contentType: 'html' }]);
    expect((await failure(customer.login(DEMO_EMAIL, DEMO_PASSWORD))).message).toBe(badContentTypeMessage);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new MagentoCustomer(mockApiConfig(hangingFetch)).customerExists(DEMO_EMAIL));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a profile that fails the schema answers 500 (cart spec §8 row "Profile update code 500")', async () => {
    const { token } = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    const { profile } = await customer.me(token);
    const error = await failure(customer.updateProfile(token, { ...profile, email: 'not-an-email' }));
    expect(error.details.status).toBe(500);
  });
});

describe('MagentoCustomer with expiring tokens (cart spec §4 "Tokens refresh automatically")', () => {
  it('an expired token is not-authorized; the refresh token gets a working one', async () => {
    let now = Date.parse('2026-11-01T10:00:00.000Z');
    mock.close();
    const short = startNodeMock({ seed: 1, products: 60, config: { tokenTtlSeconds: 1 }, clock: () => new Date(now) });
    try {
      const customer = new MagentoCustomer(mockApiConfig());
      const tokens = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
      now += 2000;
      expect((await failure(customer.me(tokens.token))).kind).toBe('not-authorized');
      const fresh = await customer.refresh(tokens.refreshToken);
      expect((await customer.me(fresh.token)).profile.email).toBe(DEMO_EMAIL);
    } finally {
      short.close();
      mock = startNodeMock({ seed: 1, products: 60 });
    }
  });

  it('an order date the mapper cannot read is a wrong-format answer, not a crash', () => {
    expect(
      orderHistoryWire.safeParse({ items: [{ increment_id: '1', created_at: 'yesterday', status: 'pending', grand_total: 1 }], total_count: 1 }).success,
    ).toBe(false);
  });
});
