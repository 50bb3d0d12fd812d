import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { failure } from '../../testing/contracts/port-failure';
import { mockApiConfig } from '../../testing/mock-api-config';
import { StorefrontSessionCustomer } from './storefront-session-customer';

// The session routes here are the mock's stand-in for the storefront server's (the static demo's case); the server's
// own routes are tested in server/session/session-refresh.test.ts.
let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('StorefrontSessionCustomer', () => {
  const seen: string[] = [];
  const customer = new StorefrontSessionCustomer(
    mockApiConfig((input, init) => {
      seen.push(`${init?.method ?? 'GET'} ${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`);
      return fetch(input, init);
    }),
  );

  it('never hands the page a refresh token, and sends none: login, refresh and logout go through /__session', async () => {
    seen.length = 0;
    const login = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(login.refreshToken).toBeUndefined();
    const next = await customer.refresh(undefined);
    expect(next.refreshToken).toBeUndefined();
    expect((await customer.me(next.token)).profile.email).toBe(DEMO_EMAIL);
    await customer.revoke({ token: next.token });
    expect((await failure(customer.me(next.token))).kind).toBe('not-authorized');
    expect((await failure(customer.refresh(undefined))).kind).toBe('not-authorized');
    expect(seen.filter((line) => line.includes('/__session/')).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST http://127.0.0.1/__session/login',
      'POST http://127.0.0.1/__session/refresh',
      'POST http://127.0.0.1/__session/logout',
      'POST http://127.0.0.1/__session/refresh',
    ]);
    expect(seen.join('\n')).not.toMatch(/refreshToken/);
  });

  it('a wrong password is not-authorized with the server text', async () => {
    const refused = await failure(customer.login(DEMO_EMAIL, 'wrong'));
    expect(refused.kind).toBe('not-authorized');
  });
});
