import { describe, expect, it } from 'vitest';
import { demoCustomerAccounts } from '../../adapters/memory/in-memory-customer';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, servers, type World } from '../../testing/cart-world';
import { CookieJarCustomer } from '../../testing/cookie-jar-customer';
import { PortError } from '../ports/port-error';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { SyncTaskQueue } from './sync-task-queue';

const profileUpdate = { url: '/api/ext/magento/me?token={{token}}', method: 'POST' } as const;

/** Signed in with the refresh token in the server's cookie jar (docs/sessions.md), so a reload keeps the session. */
async function signedIn(): Promise<World> {
  const w = await cartWorld({ servers: servers({}, new MemoryKeyValueStore(), new CookieJarCustomer(demoCustomerAccounts)) });
  expect((await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok).toBe(true);
  return w;
}

/** The app reloaded, offline: signed in on this device, no access token in memory yet. */
async function reloaded(previous: World): Promise<World> {
  const w = await cartWorld({ servers: previous.servers, online: false });
  await w.get(AuthSession).load();
  expect(w.get(AuthSession)).toMatchObject({ signedIn: true, token: undefined });
  // The customer server answers 401 to a token it did not issue (or none).
  const customer = w.servers.customer;
  w.servers.transport.answer = (url) => {
    const token = new URL(url, 'http://shop.test').searchParams.get('token') ?? '';
    return customer.ownerOf(token) === undefined ? { code: 401, result: 'not authorized' } : { code: 200, result: true };
  };
  return w;
}

const sentTokens = (w: World) => w.servers.transport.sent.map((s) => new URL(s.url, 'http://shop.test').searchParams.get('token'));

describe('SyncTaskQueue and the customer token (cart spec §4 "Tokens refresh automatically")', () => {
  it("after a reload a signed-in customer's task gets a fresh token before it goes, not after a refusal", async () => {
    const w = await reloaded(await signedIn());
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 1, failed: 0, waiting: 0 });
    expect(sentTokens(w)).toEqual([w.get(AuthSession).token]);
  });

  it('when that refresh gets no answer the task waits unsent and the customer stays signed in', async () => {
    const w = await reloaded(await signedIn());
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    w.servers.customer.fail('refresh', new PortError('unavailable', 'Failed to fetch'));
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 1 });
    expect(w.servers.transport.sent).toEqual([]);
    expect(w.get(AuthSession).signedIn).toBe(true);
  });

  it('when that refresh is refused the session ends and none of its tasks goes out, with no token or as a guest', async () => {
    const w = await reloaded(await signedIn());
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/update?token={{token}}&cartId={{cartId}}', method: 'POST' });
    w.servers.customer.fail('refresh', new PortError('rejected', 'refresh token expired'));
    w.connectivity.setOnline(true);
    await w.get(SyncTaskQueue).execute();
    expect(w.get(AuthSession).signedIn).toBe(false);
    expect(w.servers.transport.sent).toEqual([]);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 0 });
    expect(w.servers.transport.sent).toEqual([]);
  });

  it('a task that needs no token does not refresh the session of a reloaded customer', async () => {
    const w = await reloaded(await signedIn());
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/create', method: 'POST' });
    w.servers.transport.answer = () => ({ code: 200, result: true });
    w.connectivity.setOnline(true);
    await w.get(SyncTaskQueue).execute();
    expect(w.servers.transport.sent).toHaveLength(1);
    expect(w.get(AuthSession).token).toBeUndefined();
  });

  it('a customer with a token in memory sends it as it is, without a refresh', async () => {
    const w = await signedIn();
    const token = w.get(AuthSession).token;
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    expect(sentTokens(w)).toEqual([token]);
    expect(w.get(AuthSession)).toMatchObject({ token, refreshAttempts: 0 });
  });

  it("a guest's task is sent without asking for a token", async () => {
    const w = await cartWorld();
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    expect(sentTokens(w)).toEqual(['']);
    expect(w.outlet.notices).toEqual([]);
    expect(w.outlet.events).not.toContainEqual({ kind: 'open-signup-modal' });
  });

  it('a task refused with 401 waits when the refresh gets no answer', async () => {
    const w = await signedIn();
    w.connectivity.setOnline(false);
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    w.servers.transport.answer = () => ({ code: 401, result: 'expired' });
    w.servers.customer.fail('refresh', new PortError('unavailable', 'Failed to fetch'));
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 1 });
    expect(w.get(AuthSession).signedIn).toBe(true);
  });

  it('a task refused with 401 until the attempts run out ends the session and is not counted as failed', async () => {
    const w = await signedIn();
    w.connectivity.setOnline(false);
    await w.get(SyncTaskQueue).enqueue(profileUpdate);
    w.servers.transport.answer = () => ({ code: 401, result: 'expired' });
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 1 });
    expect(w.get(AuthSession).signedIn).toBe(false);
    expect(w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
  });
});
