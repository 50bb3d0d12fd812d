import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestMock } from '../../testing/mock-backend/test-mock';
import { defaultThrottleLimits } from './limits';
import { SHARED_CLIENTS } from './throttle';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const login = (username: string, password: string, client?: string) =>
  mock.call('/api/user/login', { body: { username, password }, headers: client === undefined ? {} : { 'x-forwarded-for': client } });

async function times<T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await call(i));
  return out;
}

describe('sign-in lockout (Magento: 10 failures in a row lock the account)', () => {
  it('refuses the right password after 10 wrong ones, with the same text as a wrong one', async () => {
    const wrong = await times(10, (i) => login(DEMO_EMAIL, 'wrong', `10.0.0.${i}`));
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(401));
    const right = await login(DEMO_EMAIL, DEMO_PASSWORD, '10.0.1.1');
    expect(right.status).toBe(401);
    expect(right.body.result).toBe(SIGN_IN_FAILED);
  });

  it('locks an unknown address the same way, so a lock tells nothing about who has an account', async () => {
    const unknown = await times(11, (i) => login('nobody@example.com', 'wrong', `10.0.2.${i}`));
    const known = await times(11, (i) => login(DEMO_EMAIL, 'wrong', `10.0.3.${i}`));
    expect(unknown.map((r) => [r.status, r.body.result])).toEqual(known.map((r) => [r.status, r.body.result]));
  });

  it('starts counting again after a successful sign-in', async () => {
    await times(9, () => login(DEMO_EMAIL, 'wrong'));
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    await times(9, () => login(DEMO_EMAIL, 'wrong'));
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets the counts on a reset of the mock', async () => {
    await times(10, () => login(DEMO_EMAIL, 'wrong'));
    mock.reset();
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('per-client limits', () => {
  it('answers 429 with Retry-After once a client spent its sign-ins, and leaves other clients alone', async () => {
    const limit = defaultThrottleLimits.perClient.login;
    const answers = await times(limit.points + 1, (i) => login(`shopper${i}@example.com`, 'wrong', '192.0.2.7'));
    expect(answers.slice(0, limit.points).every((r) => r.status === 401)).toBe(true);
    const refused = answers[limit.points]!;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, result: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/) });
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD, '192.0.2.8')).status).toBe(200);
  });

  it("limits guest-cart creation per client, not a customer's cart", async () => {
    const limit = defaultThrottleLimits.perClient['guest-cart'];
    const created = await times(limit.points + 1, () => mock.call('/api/cart/create', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } }));
    expect(created.slice(0, limit.points).every((r) => r.status === 200)).toBe(true);
    expect(created[limit.points]!.status).toBe(429);
    const { token } = await mock.login();
    expect((await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' })).status).toBe(200);
  });

  it("gives callers without a known address one shared bucket of ten clients' worth", async () => {
    const limit = defaultThrottleLimits.perClient.register;
    const register = (i: number) =>
      mock.call('/api/user/create', { body: { customer: { email: `shared${i}@example.com`, firstname: 'A', lastname: 'B' }, password: 'x' } });
    const answers = await times(limit.points * SHARED_CLIENTS + 1, register);
    expect(answers.slice(0, limit.points * SHARED_CLIENTS).some((r) => r.status === 429)).toBe(false);
    expect(answers.at(-1)!.status).toBe(429);
  });
});

describe('per-account limits', () => {
  const cases = [
    {
      action: 'reset-password',
      call: (i: number) => mock.call('/api/user/reset-password', { body: { email: DEMO_EMAIL }, headers: { 'x-forwarded-for': `10.1.0.${i}` } }),
    },
    {
      action: 'register',
      call: (i: number) =>
        mock.call('/api/user/create', {
          body: { customer: { email: 'same@example.com', firstname: 'A', lastname: 'B' }, password: 'x' },
          headers: { 'x-forwarded-for': `10.2.0.${i}` },
        }),
    },
    {
      action: 'newsletter',
      call: (i: number) =>
        mock.call('/api/ext/customer-data/newsletter-subscribe?email=n@example.com', { method: 'POST', headers: { 'x-forwarded-for': `10.3.0.${i}` } }),
    },
    {
      action: 'coupon',
      call: (i: number) => mock.call(`/api/cart/apply-coupon?cartId=CART&coupon=GUESS${i}`, { method: 'POST', headers: { 'x-forwarded-for': `10.4.0.${i}` } }),
    },
    {
      action: 'review',
      call: (i: number) =>
        mock.call('/api/ext/reviews/create', {
          body: { review: { product_id: 1, title: 't', detail: 'd', nickname: 'Nick' } },
          headers: { 'x-forwarded-for': `10.5.0.${i}` },
        }),
    },
  ] as const;

  it.each(cases)("$action: refused with 429 past the account's limit, from any client", async ({ action, call }) => {
    const limit = defaultThrottleLimits.perAccount[action];
    const answers = await times(limit.points + 1, call);
    expect(answers.slice(0, limit.points).some((r) => r.status === 429)).toBe(false);
    expect(answers[limit.points]!.status).toBe(429);
    expect(answers[limit.points]!.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
