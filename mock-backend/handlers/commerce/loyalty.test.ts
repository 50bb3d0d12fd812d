import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inStockSimple, startTestMock } from '../../../testing/mock-backend/test-mock';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());
const base = '/api/ext/loyalty';

async function customerCart() {
  const { token } = await mock.login();
  const cartId = (await mock.call(`/api/cart/create?token=${token}`, { method: 'POST' })).body.result as number;
  const a = inStockSimple(mock);
  await mock.call(`/api/cart/update?cartId=${cartId}&token=${token}`, { body: { cartItem: { sku: a.sku, qty: 1 } } });
  return { token, cartId, price: a.price, q: `token=${token}&cartId=${cartId}` };
}

describe('loyalty extension', () => {
  it('lists personal coupons as ppr_coupon_result with meta.session_expires', async () => {
    const { token } = await mock.login();
    const { body } = await mock.call(`${base}/personal-pricing/coupons?token=${token}`);
    expect(body.result.ppr_coupon_result).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'LOYAL-ANNA-15' })]));
    expect(body.meta).toEqual({ session_expires: Math.floor(mock.now().getTime() / 1000) + mock.ctx.config.loyaltySessionSeconds });
  });

  it('applies and deletes coupons and discounts given as arrays', async () => {
    const { q, price } = await customerCart();
    const applied = await mock.call(`${base}/coupon?${q}`, { body: { coupon: ['LOYAL-ANNA-15'] } });
    expect(applied.body.result.discount_amount).toBeCloseTo(-Math.round(price * 15) / 100, 2);
    const invalid = await mock.call(`${base}/coupon?${q}`, { body: { coupon: ['LOYAL-JAN-15'] } });
    expect(invalid.status).toBe(404);
    expect(invalid.body.meta?.session_expires).toEqual(expect.any(Number));
    const removed = await mock.call(`${base}/coupon?${q}`, { method: 'DELETE', body: { coupon: ['LOYAL-ANNA-15'] } });
    expect(removed.body.result.discount_amount).toBe(0);
    const discount = await mock.call(`${base}/discount?${q}`, { body: { discount: ['LOYAL-5'] } });
    expect(discount.body.result.discount_amount).toBeLessThan(0);
    expect((await mock.call(`${base}/discount?${q}`, { body: { discount: ['NOPE'] } })).status).toBe(404);
    const noDiscount = await mock.call(`${base}/discount?${q}`, { method: 'DELETE', body: { discount: ['LOYAL-5'] } });
    expect(noDiscount.body.result.discount_amount).toBe(0);
  });

  it('lists transactions and reads one by transaction_id', async () => {
    const { token } = await mock.login();
    const list = await mock.call(`${base}/transactions?token=${token}`);
    expect(list.body.result.length).toBeGreaterThan(0);
    const id = list.body.result[0].transaction_id as string;
    expect((await mock.call(`${base}/transactions/${id}?token=${token}`)).body.result.transaction_id).toBe(id);
    expect((await mock.call(`${base}/transactions?token=${token}&transaction_id=${id}`)).body.result.transaction_id).toBe(id);
    expect((await mock.call(`${base}/transactions/NOPE?token=${token}`)).status).toBe(404);
  });

  it('deletes a coupon and a discount through POST coupon/delete and POST discount/delete', async () => {
    const { q } = await customerCart();
    await mock.call(`${base}/coupon?${q}`, { body: { coupon: ['LOYAL-ANNA-15'] } });
    await mock.call(`${base}/discount?${q}`, { body: { discount: ['LOYAL-5'] } });
    const cartId = Number(new URLSearchParams(q).get('cartId'));
    const cart = () => mock.ctx.state.get().carts[cartId];
    expect(cart()?.coupon).toBe('LOYAL-ANNA-15');
    expect(cart()?.discounts).toEqual(['LOYAL-5']);
    const coupon = await mock.call(`${base}/coupon/delete?${q}`, { body: { coupon: ['loyal-anna-15'] } });
    expect(coupon.status).toBe(200);
    expect(coupon.body.meta?.session_expires).toEqual(expect.any(Number));
    expect(cart()?.coupon).toBeUndefined();
    expect(coupon.body.result.discount_amount).toBeLessThan(0);
    const discount = await mock.call(`${base}/discount/delete?${q}`, { body: { discount: ['LOYAL-5'] } });
    expect(discount.status).toBe(200);
    expect(discount.body.result.discount_amount).toBe(0);
    expect(cart()?.discounts).toEqual([]);
    const noArray = await mock.call(`${base}/coupon/delete?${q}`, { body: { coupon: 'LOYAL-ANNA-15' } });
    expect(noArray.status).toBe(500);
    expect(noArray.body.result).toBe('No coupon array provided within the request body');
    expect((await mock.call(`${base}/discount/delete?${q}`, { body: {} })).body.result).toBe('No discount array provided within the request body');
  });

  it("reads one transaction through GET transaction?transaction_id=, 404 for another customer's or an unknown id", async () => {
    const { token } = await mock.login();
    const list = (await mock.call(`${base}/transactions?token=${token}`)).body.result as { transaction_id: string }[];
    const id = list[0]!.transaction_id;
    const one = await mock.call(`${base}/transaction?transaction_id=${encodeURIComponent(id)}&token=${token}`);
    expect(one.status).toBe(200);
    expect(one.body.result.transaction_id).toBe(id);
    const unknown = await mock.call(`${base}/transaction?transaction_id=NOPE&token=${token}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('No such entity with transaction_id = NOPE');
    const jan = await mock.login('jan.jansen@example.com');
    expect((await mock.call(`${base}/transaction?transaction_id=${encodeURIComponent(id)}&token=${jan.token}`)).status).toBe(404);
  });

  it('validates the quote and checks personal pricing', async () => {
    const { q, token } = await customerCart();
    const valid = await mock.call(`${base}/personal-pricing/validate-quote?${q}`, { method: 'POST' });
    expect(valid.body.result).toMatchObject({ valid: true, removed_codes: [] });
    const check = await mock.call(`${base}/personal-pricing/check?token=${token}`);
    expect(check.body.result).toMatchObject({ enabled: true, has_personal_pricing: true });
  });

  it('expires the session after inactivity and requires a token', async () => {
    const { token } = await mock.login();
    await mock.call(`${base}/transactions?token=${token}`);
    mock.advance((mock.ctx.config.loyaltySessionSeconds + 1) * 1000);
    expect((await mock.call(`${base}/transactions?token=${token}`)).status).toBe(401);
    expect((await mock.call(`${base}/transactions`)).status).toBe(401);
  });
});
