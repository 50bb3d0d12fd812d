import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderContract } from '../../testing/contracts/payment-provider.contract';
import { isPortError } from '../../application/ports/port-error';
import { money } from '../../domain/shared/money';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { mockApiConfig } from '../../testing/mock-api-config';
import { HttpPaymentProvider } from './http-payment-provider';
import { InMemoryPaymentProvider } from './in-memory-payment-provider';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

/** The hosted page's form post, as the shopper's browser sends it; the provider answers where to go next. */
async function hostedAction(sessionId: string, action: 'pay' | 'fail' | 'cancel'): Promise<string> {
  const response = await fetch(`http://127.0.0.1/payment-provider/hosted/${sessionId}/${action}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4111111111111111',
  });
  const { redirect } = (await response.json()) as { redirect: string };
  return new URL(redirect).searchParams.get('redirectResult') ?? '';
}

paymentProviderContract('HttpPaymentProvider over the mock backend', () => ({ provider: new HttpPaymentProvider(mockApiConfig()), settle: hostedAction }));

paymentProviderContract('InMemoryPaymentProvider', () => {
  const provider = new InMemoryPaymentProvider();
  const codes = { pay: 'Authorised', fail: 'Refused', cancel: 'Cancelled' } as const;
  return { provider, settle: (sessionId, action) => Promise.resolve(provider.settle(sessionId, codes[action])) };
});

describe('HttpPaymentProvider on the wire', () => {
  it('sends the return URL, so a failure comes back to the matching checkout-failed page', async () => {
    const provider = new HttpPaymentProvider(mockApiConfig());
    const started = await provider.initiate({ amount: money(1000), returnUrl: 'http://127.0.0.1/de/checkout-return', paymentMethodType: 'scheme' });
    const response = await fetch(`http://127.0.0.1/payment-provider/hosted/${started.sessionId}/fail`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: '',
    });
    const { redirect } = (await response.json()) as { redirect: string };
    expect(new URL(redirect).pathname).toBe('/de/checkout-failed');
  });

  it('an unreachable provider is unavailable', async () => {
    const provider = new HttpPaymentProvider(mockApiConfig(() => Promise.reject(new TypeError('fetch failed'))));
    const error = await provider.initiate({ amount: money(1000), returnUrl: '/checkout-return', paymentMethodType: 'scheme' }).catch((e: unknown) => e);
    expect(isPortError(error, 'unavailable')).toBe(true);
  });
});
