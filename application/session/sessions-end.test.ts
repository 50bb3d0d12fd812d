import { describe, expect, it } from 'vitest';
import { demoCustomerAccounts } from '../../adapters/memory/in-memory-customer';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, servers, type World } from '../../testing/cart-world';
import { CookieJarCustomer } from '../../testing/cookie-jar-customer';
import { ChangePassword } from '../account/change-password';
import { UpdateProfile } from '../account/update-profile';
import { HandleReconnect } from '../offline/handle-reconnect';
import { PortError } from '../ports/port-error';
import { AuthSession } from './auth-session';
import { Login } from './login';
import { Logout } from './logout';
import { TokenSession } from './token-session';

const refused = async (call: Promise<unknown>) =>
  (await call.then(
    () => undefined,
    (error: unknown) => error,
  )) as PortError | undefined;

async function signedIn(options: { jar?: boolean; world?: World } = {}) {
  const customer = options.jar === true ? new CookieJarCustomer(demoCustomerAccounts) : undefined;
  const w = options.world ?? (await cartWorld({ servers: servers({}, new MemoryKeyValueStore(), customer) }));
  expect((await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok).toBe(true);
  const { token, refreshToken } = w.get(AuthSession).current;
  return { w, token: token!, refreshToken };
}

describe('sessions end on the server (docs/sessions.md)', () => {
  it('logout revokes the access and the refresh token on the server', async () => {
    const { w, token, refreshToken } = await signedIn();
    await w.get(Logout).execute();
    expect((await refused(w.servers.customer.me(token)))?.kind).toBe('not-authorized');
    expect((await refused(w.servers.customer.refresh(refreshToken)))?.kind).toBe('not-authorized');
    expect(w.get(AuthSession).pendingRevocation).toBeUndefined();
  });

  it('a logout made offline logs out at once and revokes on the next contact, also after a reload', async () => {
    const { w, token, refreshToken } = await signedIn();
    w.connectivity.setOnline(false);
    await w.get(Logout).execute();
    expect(w.get(AuthSession).signedIn).toBe(false);
    expect((await w.servers.customer.me(token)).profile.email).toBe(DEMO_EMAIL);
    // The memory of the tokens goes with the page; the stored flag survives and the logout still reaches the server.
    const again = await cartWorld({ servers: w.servers, online: false });
    await again.get(AuthSession).load();
    expect(again.get(AuthSession).pendingRevocation).toEqual({});
    await w.get(HandleReconnect).execute();
    w.connectivity.setOnline(true);
    await w.get(HandleReconnect).execute();
    expect((await refused(w.servers.customer.me(token)))?.kind).toBe('not-authorized');
    expect((await refused(w.servers.customer.refresh(refreshToken)))?.kind).toBe('not-authorized');
  });

  it('the next login sends an owed logout first and is not ended by it', async () => {
    const { w, token } = await signedIn({ jar: true });
    w.connectivity.setOnline(false);
    await w.get(Logout).execute();
    w.connectivity.setOnline(true);
    const { token: next } = await signedIn({ world: w });
    expect((await refused(w.servers.customer.me(token)))?.kind).toBe('not-authorized');
    expect((await w.servers.customer.me(next)).profile.email).toBe(DEMO_EMAIL);
  });

  it('a password change ends the session of the other device at its next call, this one goes on', async () => {
    const here = await signedIn();
    // Another browser: its own device storage, the same customer server.
    const there = await signedIn({ world: await cartWorld({ servers: servers({}, new MemoryKeyValueStore(), here.w.servers.customer) }) });
    here.w.container.bind(ChangePassword).toSelf();
    const changed = await here.w
      .get(ChangePassword)
      .execute(here.token, { currentPassword: DEMO_PASSWORD, newPassword: 'Another123!', repeatPassword: 'Another123!' });
    expect(changed.ok).toBe(true);
    const call = there.w.get(TokenSession).execute((token) => there.w.servers.customer.me(token ?? ''));
    expect((await refused(call))?.kind).toBe('not-authorized');
    expect(there.w.get(AuthSession).signedIn).toBe(false);
    expect(there.w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
    expect((await here.w.get(TokenSession).execute((token) => here.w.servers.customer.me(token ?? ''))).profile.email).toBe(DEMO_EMAIL);
  });
});

describe('the refresh token out of the page (HttpOnly cookie, docs/sessions.md)', () => {
  it('after a reload the session goes on: the first call gets an access token through the cookie', async () => {
    const { w } = await signedIn({ jar: true });
    expect(w.get(AuthSession).current.refreshToken).toBeUndefined();
    const again = await cartWorld({ servers: w.servers });
    await again.get(AuthSession).load();
    expect(again.get(AuthSession).token).toBeUndefined();
    const account = await again.get(TokenSession).execute((token) => again.servers.customer.me(token ?? ''));
    expect(account.profile.email).toBe(DEMO_EMAIL);
    expect(again.get(AuthSession).token).toBeDefined();
  });

  it('a profile update queued offline goes out after a reload with a fresh token', async () => {
    const { w, token } = await signedIn({ jar: true });
    w.container.bind(UpdateProfile).toSelf();
    w.connectivity.setOnline(false);
    const queued = await w.get(UpdateProfile).execute(token, { email: DEMO_EMAIL, firstname: 'Offline' });
    expect(queued.ok && queued.value.queued).toBe(true);
    const again = await cartWorld({ servers: w.servers, online: false });
    await again.get(AuthSession).load();
    const customer = again.servers.customer;
    again.servers.transport.answer = (url) => {
      const sent = new URL(url, 'http://shop.test').searchParams.get('token') ?? '';
      return customer.ownerOf(sent) === undefined ? { code: 401, result: 'not authorized' } : { code: 200, result: true };
    };
    again.connectivity.setOnline(true);
    const run = await again.get(HandleReconnect).execute();
    expect(run.tasks).toMatchObject({ transmitted: 1, failed: 0 });
    expect(again.get(AuthSession).signedIn).toBe(true);
  });

  it('a refresh without an answer (offline) keeps the session for later', async () => {
    const { w } = await signedIn({ jar: true });
    const again = await cartWorld({ servers: w.servers });
    await again.get(AuthSession).load();
    again.servers.customer.fail('refresh', new PortError('unavailable', 'Failed to fetch'));
    expect(await again.get(TokenSession).refresh()).toBeUndefined();
    expect(again.get(AuthSession).signedIn).toBe(true);
    expect(again.outlet.events).not.toContainEqual({ kind: 'open-signup-modal' });
  });
});

describe('an e-mail change asks for the current password', () => {
  it('is refused without it or with a wrong one, made with it, and never queued offline', async () => {
    const { w, token } = await signedIn();
    w.container.bind(UpdateProfile).toSelf();
    const update = (password?: string) => w.get(UpdateProfile).execute(token, { email: 'anna.moved@example.com', firstname: 'Anna' }, undefined, password);
    for (const password of [undefined, 'wrong']) {
      const refused = await update(password);
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.error.notice.params?.message).toBe("The password doesn't match this account. Verify the password and try again.");
    }
    w.connectivity.setOnline(false);
    expect((await update(DEMO_PASSWORD)).ok).toBe(false);
    expect(w.servers.transport.sent).toEqual([]);
    w.connectivity.setOnline(true);
    const moved = await update(DEMO_PASSWORD);
    expect(moved.ok && moved.value.profile.email).toBe('anna.moved@example.com');
  });
});
