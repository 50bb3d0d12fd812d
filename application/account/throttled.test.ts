import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { mockApiConfig } from '../../testing/mock-api-config';
import { offlineMessages } from '../../domain/offline/messages';
import { storeViews } from '../../domain/store-view/store-views';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { defaultThrottleLimits } from '../../mock-backend/throttle/limits';
import { SHARED_CLIENTS } from '../../mock-backend/throttle/throttle';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { Login } from '../session/login';
import { RequestPasswordReset } from './request-password-reset';
import { newContainer } from '../../adapters/wiring/new-container';

/**
 * A throttled call (the mock's 429 with Retry-After) reaches the shopper as 'too-many-requests', in the page's
 * language, and never as the service's English text or as a wrong password.
 */
let mock: NodeMock;
beforeAll(() => {
  const one = { points: 1, windowSeconds: 60 };
  mock = startNodeMock({
    seed: 1,
    products: 60,
    config: {
      throttle: {
        ...defaultThrottleLimits,
        perClient: { ...defaultThrottleLimits.perClient, login: one },
        perAccount: { ...defaultThrottleLimits.perAccount, 'reset-password': one },
      },
    },
  });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

function shop() {
  const container = newContainer();
  container.load(...serviceAdapters(mockApiConfig()), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  return container;
}

describe('throttled account calls', () => {
  it("Login: a sign-in past the client's limit fails as 'throttled', even with the right password", async () => {
    const container = shop();
    // A caller without a proxy's address shares a bucket of SHARED_CLIENTS clients' worth.
    for (let i = 0; i < SHARED_CLIENTS; i++) expect((await container.get(Login).execute(`nobody${i}@example.com`, 'wrong')).ok).toBe(false);
    const refused = await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'throttled' } });
  });

  it("RequestPasswordReset: a second mail for the same address within its limit answers 'too-many-requests'", async () => {
    const reset = shop().get(RequestPasswordReset);
    expect(await reset.execute(DEMO_EMAIL)).toEqual({ ok: true, value: true });
    expect(await reset.execute(DEMO_EMAIL)).toEqual({ ok: false, error: { kind: 'throttled', notice: { type: 'danger', message: 'too-many-requests' } } });
    expect(offlineMessages['too-many-requests']).toBe('Too many attempts in a short time. Please wait a few minutes and try again.');
  });
});
