import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loyaltyContract } from '../../testing/contracts/loyalty.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockSimple } from '../../testing/mock-backend/test-mock';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { LoyaltyExtension } from './loyalty-extension';
import { failure } from '../../testing/contracts/port-failure';

const start = Date.parse('2026-11-01T10:00:00.000Z');
let now = start;
let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60, clock: () => new Date(now) });
});
afterEach(() => {
  mock.reset();
  now = start;
});
afterAll(() => mock.close());

async function post(path: string, body?: unknown): Promise<{ result: unknown; meta?: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { result: unknown; meta?: Record<string, unknown> };
}

/** Anna logged in through the extension (which starts the loyalty session), with a cart holding one product. */
async function annaWithCart() {
  const login = await post('/api/ext/magento/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD });
  const token = String(login.result);
  const cartId = String((await post(`/api/ext/magento/cart/create?token=${token}`)).result);
  const product = inStockSimple(mock);
  await post(`/api/ext/magento/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 2, quoteId: cartId } });
  return { token, cartId };
}

loyaltyContract('LoyaltyExtension over the mock backend', async () => {
  const { token, cartId } = await annaWithCart();
  return {
    loyalty: new LoyaltyExtension(mockApiConfig()),
    cart: { token, cartId, storeCode: 'nl' },
    coupon: 'LOYAL-ANNA-15',
    discount: 'LOYAL-5',
    expire: () => {
      now += 3601 * 1000;
    },
  };
});

describe('LoyaltyExtension on the wire', () => {
  const loyalty = new LoyaltyExtension(mockApiConfig());

  it('sends token and cartId as query parameters and the codes as an array', async () => {
    const { token, cartId } = await annaWithCart();
    const seen: Request[] = [];
    const spy = new LoyaltyExtension(
      mockApiConfig((input, init) => {
        seen.push(new Request(input, init));
        return fetch(input, init);
      }),
    );
    await spy.applyCoupons({ token, cartId }, ['LOYAL-ANNA-15']);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/ext/loyalty/coupon');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token, cartId });
    expect(await seen[0]?.json()).toEqual({ coupon: ['LOYAL-ANNA-15'] });
  });

  it.each([
    ['an outage', { pattern: 'loyalty/*', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'loyalty/*', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'loyalty/*', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'loyalty/*', malformed: 'json' as const }, 'invalid-response'],
  ])('%s', async (_name, rule, kind) => {
    const { token } = await annaWithCart();
    mock.ctx.faults.add(rule);
    expect((await failure(loyalty.transactions(token))).kind).toBe(kind);
  });

  it('names the wrong shape and the bad content type with the spec texts', async () => {
    const { token } = await annaWithCart();
    mock.ctx.faults.set([{ pattern: 'loyalty/*', malformed: 'shape' }]);
    expect((await failure(loyalty.personalCoupons(token))).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'loyalty/*', contentType: 'html' }]);
    expect((await failure(loyalty.personalCoupons(token))).message).toBe(badContentTypeMessage);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new LoyaltyExtension(mockApiConfig(hangingFetch)).transactions('t'));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});
