import { getResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeMockContext } from '../node';
import { startTestMock } from '../../testing/mock-backend/test-mock';
import { seededIds, webCryptoIds } from './random-ids';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const guestCart = async () => (await mock.call('/api/cart/create', { method: 'POST' })).body.result as string;
const paymentSession = async () =>
  (await mock.call('/api/ext/payment/initiate', { body: { amount: { value: 1000, currency: 'EUR' }, cartId: 'x' } })).body.result as {
    sessionId: string;
    pspReference: string;
  };

describe('unguessable ids', () => {
  it('gives different guest cart ids after a reset to the same seed (one id does not predict the next run)', async () => {
    const first = await guestCart();
    mock.reset();
    expect(await guestCart()).not.toBe(first);
  });

  it('gives different payment sessions and references after a reset to the same seed', async () => {
    const first = await paymentSession();
    mock.reset();
    const second = await paymentSession();
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.pspReference).not.toBe(first.pspReference);
  });

  it('gives two mocks started from the same seed different guest cart ids', async () => {
    const create = async () => {
      const { handlers } = createNodeMockContext({ seed: 7, products: 40 });
      const response = await getResponse(handlers, new Request('http://127.0.0.1/api/cart/create', { method: 'POST' }));
      return ((await response?.json()) as { result: string }).result;
    };
    const [a, b] = [await create(), await create()];
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
  });

  it('draws every alphanumeric character and only those', () => {
    const text = webCryptoIds.alnum(20_000);
    expect(text).toMatch(/^[A-Za-z0-9]{20000}$/);
    expect(new Set(text).size).toBe(62);
    expect(webCryptoIds.hex(64)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('repeats ids only from a seeded source a test injects', () => {
    expect(seededIds(3).alnum(32)).toBe(seededIds(3).alnum(32));
    expect(seededIds(3).alnum(32)).not.toBe(seededIds(4).alnum(32));
  });
});
