import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestMock } from '../../testing/mock-backend/test-mock';
import { STATE_FULL } from './caps';

const mock = startTestMock({ config: { stateCaps: { carts: 3, reviews: 2, registrations: 2 } } });
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const client = (i: number) => ({ 'x-forwarded-for': `10.9.0.${i}` });

describe('the state keeps a bounded number of carts, reviews and registrations', () => {
  it("drops the oldest guest cart for a new one, never a customer's active cart", async () => {
    const { token } = await mock.login();
    const customerCart = String((await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' })).body.result);
    const guests: string[] = [];
    for (let i = 0; i < 4; i++) {
      mock.advance(1000);
      guests.push((await mock.call('/api/cart/create', { method: 'POST', headers: client(i) })).body.result as string);
    }
    const kept = Object.keys(mock.ctx.state.get().carts);
    expect(kept).toHaveLength(3);
    expect(kept).toContain(customerCart);
    expect(kept).toEqual(expect.arrayContaining(guests.slice(-2)));
  });

  it('refuses a review past the cap with a 503 to try later, storing nothing', async () => {
    const review = (i: number) =>
      mock.call('/api/ext/reviews/create', { body: { review: { product_id: i, title: 't', detail: 'd', nickname: `N${i}` } }, headers: client(i) });
    expect([(await review(1)).status, (await review(2)).status]).toEqual([200, 200]);
    const third = await review(3);
    expect([third.status, third.body.result]).toEqual([503, STATE_FULL]);
    expect(mock.ctx.state.get().reviews).toHaveLength(2);
  });

  it('refuses a registration past the cap (fixture customers do not count), for a new and a taken address alike', async () => {
    const register = (email: string, i: number) =>
      mock.call('/api/user/create', { body: { customer: { email, firstname: 'A', lastname: 'B' }, password: 'Geheim123!' }, headers: client(i) });
    expect([(await register('one@example.com', 1)).status, (await register('two@example.com', 2)).status]).toEqual([200, 200]);
    for (const email of ['three@example.com', 'anna.devries@example.com']) expect((await register(email, 3)).body).toEqual({ code: 503, result: STATE_FULL });
  });

  it('gives mail-service tokens nobody can guess', async () => {
    const a = (await mock.call('/api/ext/mail-service/get-token')).body.result as string;
    const b = (await mock.call('/api/ext/mail-service/get-token')).body.result as string;
    expect(a).toMatch(/^mail-[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
  });
});
