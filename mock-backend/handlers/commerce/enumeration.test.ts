import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestMock } from '../../../testing/mock-backend/test-mock';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const client = (i: number) => ({ 'x-forwarded-for': `10.7.0.${i}` });

describe('answers that do not tell who has an account', () => {
  it('reset-password answers a known and an unknown address alike; only the known one gets a mail', async () => {
    const known = await mock.call('/api/user/reset-password', { body: { email: DEMO_EMAIL }, headers: client(1) });
    const unknown = await mock.call('/api/ext/magento/reset-password', { body: { email: 'nobody@example.com' }, headers: client(2) });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.body).toEqual({ code: 200, result: true });
    expect(mock.ctx.state.get().mails.map((m) => m.to)).toEqual(['anna.devries@example.com']);
  });

  it('create-password answers an unknown address as a wrong token', async () => {
    const wrong = await mock.call('/api/user/create-password', { body: { email: DEMO_EMAIL, resetToken: 'guess', newPassword: 'Nieuw1234!' } });
    const unknown = await mock.call('/api/user/create-password', { body: { email: 'nobody@example.com', resetToken: 'guess', newPassword: 'Nieuw1234!' } });
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
    expect(wrong.body).toEqual({ code: 400, result: 'The password token is mismatched. Reset and try again.' });
  });

  it('registering a taken address answers like a new one, changes nothing and mails the owner', async () => {
    const register = (email: string, i: number) =>
      mock.call('/api/user/create', { body: { customer: { email, firstname: 'Eva', lastname: 'Test' }, password: 'Geheim123!' }, headers: client(i) });
    const fresh = await register('fresh@example.com', 1);
    const taken = await register(DEMO_EMAIL, 2);
    const shape = (r: typeof fresh) => [r.status, Object.keys(r.body.result as object).sort(), r.body.result.firstname, r.body.result.group_id];
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.body.result.id).toBe(fresh.body.result.id + 1);
    expect((await mock.call('/api/user/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await mock.call('/api/user/login', { body: { username: DEMO_EMAIL, password: 'Geheim123!' } })).status).toBe(401);
    expect(mock.ctx.state.get().mails).toContainEqual(expect.objectContaining({ type: 'registration-attempt', to: DEMO_EMAIL }));
  });

  it('a weak password is refused the same way for a taken and a new address', async () => {
    const weak = (email: string) => mock.call('/api/user/create', { body: { customer: { email, firstname: 'E', lastname: 'T' }, password: 'short' } });
    const [taken, fresh] = [await weak(DEMO_EMAIL), await weak('new-one@example.com')];
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
  });
});

describe('the group token', () => {
  it('is signed with the secret and does not carry it', async () => {
    const { token } = await mock.login();
    const groupToken = (await mock.call(`/api/user/me?token=${token}`)).body.result.groupToken as string;
    const [header, payload, signature] = groupToken.split('.');
    const secret = mock.ctx.config.secret;
    expect(groupToken).not.toContain(Buffer.from(secret).toString('base64url').slice(0, 20));
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ user: DEMO_EMAIL, group_id: 1 });
  });
});
