import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestMock } from '../../../testing/mock-backend/test-mock';
import { REUSE_GRACE_MS } from './sessions';

const mock = startTestMock({ config: { tokenTtlSeconds: 60 } });
afterAll(() => mock.close());
beforeEach(() => mock.reset());

describe('login, tokens and refresh', () => {
  it('logs in with a demo account: token in result, refreshToken in meta', async () => {
    const { status, body } = await mock.call('/api/user/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, result: expect.stringMatching(/^[a-z0-9]{32}$/), meta: { refreshToken: expect.any(String) } });
  });

  it('answers 401 to a wrong password', async () => {
    const { status, body } = await mock.call('/api/user/login', { body: { username: DEMO_EMAIL, password: 'wrong' } });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it('expires tokens after the configured TTL (401) and refreshes them', async () => {
    const { token, refreshToken } = await mock.login();
    expect((await mock.call(`/api/user/me?token=${token}`)).status).toBe(200);
    mock.advance(61_000);
    const expired = await mock.call(`/api/user/me?token=${token}`);
    expect(expired.status).toBe(401);
    const refreshed = await mock.call('/api/user/refresh', { body: { refreshToken } });
    expect(refreshed.body).toEqual({ code: 200, result: expect.any(String), meta: { refreshToken: expect.any(String) } });
    expect((await mock.call(`/api/user/me?token=${refreshed.body.result}`)).status).toBe(200);
    // Past the window in which two tabs may exchange the same token (sessions.test.ts), a reuse is refused.
    mock.advance(REUSE_GRACE_MS + 1);
    const reused = await mock.call('/api/user/refresh', { body: { refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.body.result).toBe('Error refreshing user token. User is not authorized to access the resource');
  });

  it('accepts the token as a Bearer header too and rejects unknown tokens', async () => {
    const { token } = await mock.login();
    expect((await mock.call('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await mock.call('/api/user/me?token=unknown')).status).toBe(401);
    expect((await mock.call('/api/user/me')).status).toBe(401);
  });

  it('adds meta.session_expires on the extension base', async () => {
    const login = await mock.call('/api/ext/magento/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const expires = Math.floor(mock.now().getTime() / 1000) + mock.ctx.config.loyaltySessionSeconds;
    expect(login.body.meta).toEqual({ refreshToken: expect.any(String), session_expires: expires });
    const me = await mock.call(`/api/ext/magento/me?token=${login.body.result}`);
    expect(me.body.meta).toEqual({ session_expires: expires });
  });
});

describe('profile', () => {
  it('returns the customer with a groupToken and updates it', async () => {
    const { token } = await mock.login();
    const me = await mock.call(`/api/user/me?token=${token}`);
    expect(me.body.result).toMatchObject({ email: DEMO_EMAIL, firstname: 'Anna', groupToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const customer = { ...me.body.result, firstname: 'Annabel' };
    const updated = await mock.call(`/api/user/me?token=${token}`, { body: { customer } });
    expect(updated.body.result.firstname).toBe('Annabel');
    expect((await mock.call(`/api/user/me?token=${token}`)).body.result.firstname).toBe('Annabel');
  });

  it('answers 500 with the AJV errors when POST me fails the schema, 403 for a foreign address', async () => {
    const { token } = await mock.login();
    const bad = await mock.call(`/api/user/me?token=${token}`, { body: { customer: { email: 'x@example.com' } } });
    expect(bad.status).toBe(500);
    expect(bad.body.result).toEqual([expect.objectContaining({ keyword: 'required', params: { missingProperty: 'firstname' } })]);
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    const foreign = await mock.call(`/api/user/me?token=${token}`, {
      body: { customer: { ...me, addresses: [{ id: 999, customer_id: 12345, street: ['x'] }] } },
    });
    expect(foreign.status).toBe(403);
  });

  it('adds and deletes an address', async () => {
    const { token } = await mock.login();
    const before = (await mock.call(`/api/user/me?token=${token}`)).body.result.addresses.length as number;
    const added = await mock.call(`/api/ext/magento/address?token=${token}`, {
      body: { address: { firstname: 'A', lastname: 'B', street: ['Dam 1', '2'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL' } },
    });
    const addresses = added.body.result.addresses as { id: number }[];
    expect(addresses).toHaveLength(before + 1);
    const newId = Math.max(...addresses.map((a) => a.id));
    const me = (await mock.call(`/api/user/me?token=${token}`)).body.result;
    const removed = await mock.call(`/api/ext/magento/address?token=${token}&user_id=${me.id}&address_id=${newId}`, { method: 'DELETE' });
    expect(removed.body.result.addresses).toHaveLength(before);
  });
});

describe('registration and passwords', () => {
  it('creates a customer, 400 with AJV errors on schema failure, a taken email answered like a new one', async () => {
    const created = await mock.call('/api/user/create', {
      body: { customer: { email: 'new@example.com', firstname: 'Nieuw', lastname: 'Klant' }, password: 'Geheim123!' },
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ id: expect.any(Number), email: 'new@example.com', addresses: [] });
    expect((await mock.login('new@example.com', 'Geheim123!')).token).toMatch(/^[a-z0-9]{32}$/);

    const invalid = await mock.call('/api/user/create', {
      body: { customer: { email: 'not-an-email', firstname: 'A', lastname: 'B' }, password: 'Geheim123!' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.result).toEqual([expect.objectContaining({ keyword: 'format', dataPath: '.customer.email' })]);
    const noPassword = await mock.call('/api/user/create', { body: { customer: { email: 'a@example.com', firstname: 'A', lastname: 'B' } } });
    expect(noPassword.body.result[0].params).toEqual({ missingProperty: 'password' });
    const taken = await mock.call('/api/user/create', { body: { customer: { email: DEMO_EMAIL, firstname: 'A', lastname: 'B' }, password: 'Geheim123!' } });
    expect(taken.status).toBe(200);
  });

  it('resets a password with the mailed token and changes it', async () => {
    expect((await mock.call('/api/user/reset-password', { body: {} })).status).toBe(500);
    expect((await mock.call('/api/user/reset-password', { body: { email: DEMO_EMAIL } })).body.result).toBe(true);
    const resetToken = mock.ctx.state.get().resetTokens[DEMO_EMAIL];
    const wrong = await mock.call('/api/user/create-password', { body: { email: DEMO_EMAIL, resetToken: 'x', newPassword: 'Nieuw1234!' } });
    expect(wrong.status).toBe(400);
    const ok = await mock.call('/api/user/create-password', { body: { email: DEMO_EMAIL, resetToken, newPassword: 'Nieuw1234!' } });
    expect(ok.body.result).toBe(true);
    const { token } = await mock.login(DEMO_EMAIL, 'Nieuw1234!');
    const badCurrent = await mock.call(`/api/user/change-password?token=${token}`, { body: { currentPassword: 'nope', newPassword: 'Ander1234!' } });
    expect(badCurrent.status).toBe(500);
    const changed = await mock.call(`/api/user/change-password?token=${token}`, { body: { currentPassword: 'Nieuw1234!', newPassword: 'Ander1234!' } });
    expect(changed.body.result).toBe(true);
    expect((await mock.call('/api/user/login', { body: { username: DEMO_EMAIL, password: 'Ander1234!' } })).status).toBe(200);
  });
});

describe('order history and search', () => {
  it('pages the order history with defaults 20 and 1', async () => {
    const { token } = await mock.login('pieter.bakker@example.com');
    const first = await mock.call(`/api/user/order-history?token=${token}`);
    expect(first.body.result.total_count).toBe(27);
    expect(first.body.result.items).toHaveLength(20);
    expect(first.body.result.search_criteria).toMatchObject({ page_size: 20, current_page: 1 });
    const second = await mock.call(`/api/user/order-history?token=${token}&pageSize=20&currentPage=2`);
    expect(second.body.result.items).toHaveLength(7);
    const dates = first.body.result.items.map((o: { created_at: string }) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('tells whether a customer exists by email', async () => {
    const yes = await mock.call('/api/ext/magento/search', { body: { email_address: DEMO_EMAIL } });
    expect(yes.body.meta).toEqual({ customer_exists: true });
    const no = await mock.call('/api/ext/magento/search', { body: { email_address: 'nobody@example.com' } });
    expect(no.body.meta).toEqual({ customer_exists: false });
  });
});
