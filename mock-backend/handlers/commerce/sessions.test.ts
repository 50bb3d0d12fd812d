import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestMock } from '../../../testing/mock-backend/test-mock';
import { sameSecret } from '../../state/session-secrets';
import { RESET_TOKEN_TTL_MS } from './user';
import { REUSE_GRACE_MS } from './sessions';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const me = (token: string) => mock.call('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) => mock.call('/api/user/refresh', { body: { refreshToken } });
const mailedResetToken = async (email = DEMO_EMAIL) => {
  await mock.call('/api/user/reset-password', { body: { email } });
  return mock.ctx.state.get().resetTokens[email]!;
};

describe('secrets come from Web Crypto', () => {
  it('a reset to the same seed gives other access, refresh and reset tokens (nothing to compute from the seed)', async () => {
    const first = await mock.login();
    const firstReset = await mailedResetToken();
    mock.reset();
    const second = await mock.login();
    expect(second.token).not.toBe(first.token);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await mailedResetToken()).not.toBe(firstReset);
  });

  it('compares secrets whole: equal only when every character and the length match', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    for (const other of ['abd', 'ab', 'abcd', '', undefined, 42]) expect(sameSecret(other, 'abc')).toBe(false);
    expect(sameSecret('abc', undefined)).toBe(false);
  });
});

describe('password-reset tokens', () => {
  const create = (resetToken: unknown, newPassword = 'Nieuw1234!') =>
    mock.call('/api/user/create-password', { body: { email: DEMO_EMAIL, resetToken, newPassword } });

  it('work once: a second use is refused', async () => {
    const token = await mailedResetToken();
    expect((await create(token)).status).toBe(200);
    const again = await create(token, 'Ander1234!');
    expect(again.status).toBe(400);
    expect(again.body.result).toBe('The password token is mismatched. Reset and try again.');
  });

  it("expire after Magento's hour on the mock clock", async () => {
    const token = await mailedResetToken();
    mock.advance(RESET_TOKEN_TTL_MS + 1);
    expect((await create(token)).status).toBe(400);
    const fresh = await mailedResetToken();
    mock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await create(fresh)).status).toBe(200);
  });

  it('a reset ends every session of the customer', async () => {
    const a = await mock.login();
    const b = await mock.login();
    expect((await create(await mailedResetToken())).status).toBe(200);
    for (const session of [a, b]) {
      expect((await me(session.token)).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
  });
});

describe('revocation', () => {
  it('revoke ends the access token and the refresh token of that login only', async () => {
    const gone = await mock.login();
    const other = await mock.login();
    const revoked = await mock.call('/api/ext/magento/revoke', {
      headers: { authorization: `Bearer ${gone.token}` },
      body: { refreshToken: gone.refreshToken },
    });
    expect(revoked.body).toEqual({ code: 200, result: true });
    expect((await me(gone.token)).status).toBe(401);
    expect((await refresh(gone.refreshToken)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
  });

  it('revoke with only the refresh token (the access token already expired) ends the login too; a second revoke is no error', async () => {
    const session = await mock.login();
    const rotated = (await refresh(session.refreshToken)).body;
    expect((await mock.call('/api/user/revoke', { body: { refreshToken: rotated.meta?.refreshToken } })).status).toBe(200);
    expect((await me(rotated.result as string)).status).toBe(401);
    expect((await mock.call('/api/user/revoke', { body: { refreshToken: rotated.meta?.refreshToken } })).body.result).toBe(true);
  });

  it('a refresh token used again after the grace window revokes its whole family', async () => {
    const session = await mock.login();
    const next = (await refresh(session.refreshToken)).body;
    mock.advance(REUSE_GRACE_MS + 1);
    const reused = await refresh(session.refreshToken);
    expect(reused.status).toBe(401);
    expect((await me(next.result as string)).status).toBe(401);
    expect((await refresh(next.meta?.refreshToken as string)).status).toBe(401);
  });

  it('two tabs exchanging the same refresh token at once both go on with one successor', async () => {
    const session = await mock.login();
    const first = (await refresh(session.refreshToken)).body;
    const second = (await refresh(session.refreshToken)).body;
    expect(second.code).toBe(200);
    expect(second.meta?.refreshToken).toBe(first.meta?.refreshToken);
    expect((await me(second.result as string)).status).toBe(200);
    expect((await me(first.result as string)).status).toBe(200);
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const here = await mock.login();
    const elsewhere = await mock.login();
    const changed = await mock.call('/api/user/change-password', {
      headers: { authorization: `Bearer ${here.token}` },
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Ander1234!' },
    });
    expect(changed.body.result).toBe(true);
    expect((await me(elsewhere.token)).status).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    expect((await me(here.token)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });
});

describe('an e-mail change asks for the current password', () => {
  const update = async (token: string, change: Record<string, unknown>, currentPassword?: unknown) => {
    const customer = { ...(await me(token)).body.result, ...change };
    return mock.call('/api/ext/magento/me', {
      headers: { authorization: `Bearer ${token}` },
      body: { customer, ...(currentPassword === undefined ? {} : { currentPassword }) },
    });
  };

  it("refuses a new address without the password or with a wrong one, with Magento's text", async () => {
    const { token } = await mock.login();
    for (const password of [undefined, 'wrong']) {
      const refused = await update(token, { email: 'anna.new@example.com' }, password);
      expect(refused.status).toBe(400);
      expect(refused.body.result).toBe("The password doesn't match this account. Verify the password and try again.");
    }
    expect((await me(token)).body.result.email).toBe(DEMO_EMAIL);
  });

  it('changes the address with the right password; other fields need none', async () => {
    const { token } = await mock.login();
    expect((await update(token, { firstname: 'Annabel' })).status).toBe(200);
    const changed = await update(token, { email: 'anna.new@example.com' }, DEMO_PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body.result.email).toBe('anna.new@example.com');
  });
});

describe('the session routes where no storefront server runs (static demo)', () => {
  it('keep the refresh token in the mock, answer access tokens, revoke on logout', async () => {
    const login = await mock.call('/__session/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.body.meta?.refreshToken).toBeUndefined();
    const first = login.body.result as string;
    const refreshed = await mock.call('/__session/refresh', { body: {} });
    const second = refreshed.body.result as string;
    expect((await me(second)).status).toBe(200);
    expect((await mock.call('/__session/logout', { body: { token: second } })).body.result).toBe(true);
    for (const token of [first, second]) expect((await me(token)).status).toBe(401);
    expect((await mock.call('/__session/refresh', { body: {} })).status).toBe(401);
    expect(mock.ctx.state.get().sessionJar).toBeUndefined();
  });

  it('a wrong password keeps the jar as it was; a new login ends the one before', async () => {
    await mock.call('/__session/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const held = mock.ctx.state.get().sessionJar!;
    expect((await mock.call('/__session/login', { body: { username: DEMO_EMAIL, password: 'wrong' } })).status).toBe(401);
    expect(mock.ctx.state.get().sessionJar).toBe(held);
    await mock.call('/__session/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect((await refresh(held)).status).toBe(401);
  });
});
