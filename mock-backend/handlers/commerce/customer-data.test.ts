import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, startTestMock } from '../../../testing/mock-backend/test-mock';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());
const base = '/api/ext/customer-data';

describe('newsletter-subscribe', () => {
  it('reports, subscribes (query and JSON body) and unsubscribes', async () => {
    const email = 'fresh@example.com';
    expect((await mock.call(`${base}/newsletter-subscribe?email=${email}`)).body.result).toBe('not_found');
    const subscribed = await mock.call(`${base}/newsletter-subscribe?email=${email}`, { method: 'POST' });
    expect(subscribed.body).toEqual({ code: 200, result: { contact_id: expect.any(String), email_exists: false } });
    expect((await mock.call(`${base}/newsletter-subscribe?email=${email}`)).body.result).toBe('subscribed');
    const again = await mock.call(`${base}/newsletter-subscribe`, { body: { email, token: 'recaptcha' } });
    expect(again.body.result).toEqual({ contact_id: subscribed.body.result.contact_id, email_exists: true });
    expect((await mock.call(`${base}/newsletter-subscribe?email=${email}`, { method: 'DELETE' })).body.result).toBe(true);
    expect((await mock.call(`${base}/newsletter-subscribe?email=${email}`)).body.result).toBe('unsubscribed');
    expect((await mock.call(`${base}/newsletter-subscribe?email=nope`, { method: 'POST' })).status).toBe(400);
  });

  it('serves the customer subscription under mine/subscription', async () => {
    const { token } = await mock.login();
    expect((await mock.call(`/api/ext/magento/mine/subscription?token=${token}`)).body.result).toEqual({ email: DEMO_EMAIL, is_subscribed: true });
    const off = await mock.call(`${base}/mine/subscription?token=${token}`, { body: { is_subscribed: false } });
    expect(off.body.result.is_subscribed).toBe(false);
    expect((await mock.call(`/api/user/me?token=${token}`)).body.result.extension_attributes.is_subscribed).toBe(false);
    expect((await mock.call(`${base}/mine/subscription`)).status).toBe(401);
  });
});

describe('newsletter-subscribe errors and mine/subscription updates', () => {
  it('answers DELETE of an email that never subscribed with 404 and leaves no entry behind', async () => {
    const res = await mock.call(`${base}/newsletter-subscribe?email=never@example.com`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, result: 'No subscriber with email never@example.com' });
    expect(mock.ctx.state.get().newsletter['never@example.com']).toBeUndefined();
    const byBody = await mock.call(`${base}/newsletter-subscribe`, { method: 'DELETE', body: { email: 'Never@Example.com' } });
    expect(byBody.status).toBe(404);
    expect((await mock.call(`${base}/newsletter-subscribe?email=bad`, { method: 'DELETE' })).status).toBe(400);
  });

  it('PUT mine/subscription switches the subscription on both bases, and refuses a body without is_subscribed', async () => {
    const { token } = await mock.login('jan.jansen@example.com');
    expect((await mock.call(`${base}/mine/subscription?token=${token}`)).body.result.is_subscribed).toBe(false);
    const on = await mock.call(`${base}/mine/subscription?token=${token}`, { method: 'PUT', body: { is_subscribed: true } });
    expect(on.body).toEqual({ code: 200, result: { email: 'jan.jansen@example.com', is_subscribed: true } });
    expect((await mock.call(`${base}/newsletter-subscribe?email=jan.jansen@example.com`)).body.result).toBe('subscribed');
    const off = await mock.call(`/api/ext/magento/mine/subscription?token=${token}`, { method: 'PUT', body: { subscribed: false } });
    expect(off.body.result.is_subscribed).toBe(false);
    expect((await mock.call(`${base}/mine/subscription?token=${token}`)).body.result.is_subscribed).toBe(false);
    const bad = await mock.call(`${base}/mine/subscription?token=${token}`, { method: 'PUT', body: { is_subscribed: 'yes' } });
    expect(bad.status).toBe(500);
    expect(bad.body.result).toBe('No is_subscribed element provided within the request body');
    expect((await mock.call(`${base}/mine/subscription`, { method: 'PUT', body: { is_subscribed: true } })).status).toBe(401);
  });
});

describe('contacts', () => {
  it('finds the contact id by customKey, reads the overview with favstore and favbrand, and patches it', async () => {
    const { token } = await mock.login();
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    const id = await mock.call(`${base}/contact?customKey=${me.external_id}`);
    expect(id.body).toEqual({ code: 200, result: 'C-100001' });
    const overview = await mock.call(`${base}/contact/C-100001/overview`);
    expect(overview.body.result).toMatchObject({ contactId: 'C-100001', email: DEMO_EMAIL, favstore: expect.any(String), favbrand: expect.any(String) });
    const patched = await mock.call(`${base}/contact/C-100001`, { method: 'PATCH', body: { favbrand: 'Noord & Zee', phone: '0612345678' } });
    expect(patched.body.result).toMatchObject({ favbrand: 'Noord & Zee', phone: '0612345678' });
    expect((await mock.call(`${base}/contact?customKey=unknown`)).status).toBe(404);
    expect((await mock.call(`${base}/contact/NOPE/overview`)).status).toBe(404);
  });
});
