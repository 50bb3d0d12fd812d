import { describe, expect, it } from 'vitest';
import { PortError } from '../ports/port-error';
import { AddToCart } from '../cart/add-to-cart';
import { ApplyCoupon } from '../cart/apply-coupon';
import { CurrentCart } from '../cart/current-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, dress, tee } from '../../testing/cart-world';
import { CheckoutDetails } from '../checkout/checkout-details';
import { SyncTaskStore } from '../offline/sync-task-store';
import { AuthSession } from './auth-session';
import { Login } from './login';
import { Logout } from './logout';
import { TokenSession } from './token-session';

const task = (id: number, transmited: boolean) => ({
  task_id: id,
  url: '/api/ext/magento/me?token={{token}}',
  payload: { method: 'POST', body: '{}' },
  transmited,
  created_at: id,
  updated_at: id,
  acknowledged: false,
  silent: false,
  is_result_cacheable: false,
});

describe('Login (cart spec §4 "User session")', () => {
  it('keeps token and refresh token in memory, loads the profile and the order history; the device keeps no token', async () => {
    const w = await cartWorld();
    const result = await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    expect(result.ok && result.value.email).toBe(DEMO_EMAIL);
    const auth = w.get(AuthSession).current;
    expect(auth.token).toMatch(/^token-/);
    expect(auth.refreshToken).toMatch(/^refresh-/);
    expect(auth.ordersHistory.map((o) => o.increment_id)).toHaveLength(4);
    const stored = (await w.servers.storage.namespace('user').get('current-user')) as Record<string, unknown>;
    expect(stored).toMatchObject({ profile: { email: DEMO_EMAIL } });
    expect(JSON.stringify(stored)).not.toContain(auth.token);
    expect(JSON.stringify(stored)).not.toContain(auth.refreshToken);
  });

  it('a reload restores user and group from storage, without the tokens', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const again = await cartWorld({ servers: w.servers });
    const { token: _token, refreshToken: _refresh, ...kept } = w.get(AuthSession).current;
    expect(await again.get(AuthSession).load()).toEqual(kept);
    expect(again.get(AuthSession).signedIn).toBe(true);
  });

  it('clears the user when the login fails', async () => {
    const w = await cartWorld();
    const result = await w.get(Login).execute(DEMO_EMAIL, 'wrong');
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-authorized' } });
    expect(w.get(AuthSession).current).toEqual({ ordersHistory: [] });
  });

  it("authorizes the cart: the guest lines merge into the customer's cart (quantities summed) and the coupon is applied again", async () => {
    const w = await cartWorld();
    const login = await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    expect(login.ok).toBe(true);
    await w.get(AddToCart).execute(tee);
    await w.get(Logout).execute({ silent: true });
    await w.get(AddToCart).execute(tee, 2);
    await w.get(AddToCart).execute(dress);
    await w.get(ApplyCoupon).execute('WELCOME10');
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const view = w.get(CurrentCart).view;
    expect(String(view.token)).toMatch(/^\d+$/);
    expect(view.items.map((i) => [i.sku, i.qty])).toEqual([
      ['TEE-1', 3],
      ['DRS-1-S-BLK', 1],
    ]);
    expect(w.servers.cart.itemsOf(view.token!).map((i) => [i.sku, i.qty])).toEqual([
      ['TEE-1', 3],
      ['DRS-1-S-BLK', 1],
    ]);
    expect(view.coupon).toBe('WELCOME10');
  });
});

describe('Logout (cart spec §4)', () => {
  it("clears token, cart, checkout details and orders, shows 'You're logged out', tracks emptyCart and asks for new customer keys", async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    await w.get(AddToCart).execute(tee);
    await w.get(CheckoutDetails).set({ modifiedAt: 1 });
    await w.get(Logout).execute();
    expect(w.get(AuthSession).current).toEqual({ ordersHistory: [] });
    expect(w.get(CurrentCart).view).toMatchObject({ items: [] });
    expect(w.get(CurrentCart).view.token).toBeUndefined();
    expect(w.get(CheckoutDetails).current).toEqual({ isThankYouPage: false });
    expect(w.outlet.messages().at(-1)).toBe('logged-out');
    expect(w.analytics.events.map((e) => e.event)).toContain('emptyCart');
    expect(w.outlet.events).toContainEqual({ kind: 'regenerate-customer-keys', reason: 'logout' });
  });

  it('says nothing when silent', async () => {
    const w = await cartWorld();
    await w.get(Logout).execute({ silent: true });
    expect(w.outlet.messages()).toEqual([]);
  });
});

describe('TokenSession (cart spec §4 "Tokens refresh automatically", §8)', () => {
  it('on 401 with a token: refreshes and retries with the new token', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const old = w.get(AuthSession).token;
    w.servers.customer.expireTokens();
    const profile = await w.get(TokenSession).execute((token) => w.servers.customer.me(token ?? ''));
    expect(profile.profile.email).toBe(DEMO_EMAIL);
    expect(w.get(AuthSession).token).not.toBe(old);
  });

  it('one refresh runs at a time; concurrent callers wait for it', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    w.servers.customer.expireTokens();
    const calls = await Promise.all([1, 2, 3].map(() => w.get(TokenSession).execute((token) => w.servers.customer.me(token ?? ''))));
    expect(calls).toHaveLength(3);
    expect(w.get(AuthSession).refreshAttempts).toBe(1);
  });

  it("a refused refresh: 'Error refreshing user token...', logout, signup modal, untransmitted tasks cleared", async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    await w.get(SyncTaskStore).put(task(1, false));
    await w.get(SyncTaskStore).put(task(2, true));
    w.servers.customer.expireTokens();
    w.servers.customer.fail(
      'refresh',
      new PortError('not-authorized', 'Error refreshing user token. User is not authorized to access the resource', { status: 401 }),
    );
    const error = await w
      .get(TokenSession)
      .execute((token) => w.servers.customer.me(token ?? ''))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect(w.outlet.notices[0]).toMatchObject({ type: 'danger', message: 'token-refresh-unauthorized' });
    expect(w.logger.messages('error')).toContain('Error refreshing user token. User is not authorized to access the resource');
    expect(w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
    expect(w.get(AuthSession).token).toBeUndefined();
    expect((await w.get(SyncTaskStore).all()).map((t) => t.task_id)).toEqual([2]);
  });

  it("a refresh that fails inside: 'Internal Application error while refreshing the tokens...' as error notice, then logout and signup modal", async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    w.servers.customer.expireTokens();
    w.servers.customer.fail('refresh', new PortError('unavailable', 'boom', { status: 500 }));
    await w
      .get(TokenSession)
      .execute((token) => w.servers.customer.me(token ?? ''))
      .catch(() => undefined);
    expect(w.outlet.notices[0]).toMatchObject({ type: 'danger', message: 'token-refresh-internal-error' });
    expect(w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
    expect(w.get(AuthSession).token).toBeUndefined();
  });

  it('gives up after users.maxTokenRefreshAttempts when the new tokens keep failing', async () => {
    const w = await cartWorld({ settings: { maxTokenRefreshAttempts: 2 } });
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    let calls = 0;
    const always401 = async () => {
      calls += 1;
      throw new PortError('not-authorized', 'no', { status: 401 });
    };
    await expect(w.get(TokenSession).execute(always401)).rejects.toBeInstanceOf(PortError);
    expect(calls).toBe(3);
    expect(w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
    expect(w.get(AuthSession).token).toBeUndefined();
  });

  it('a guest call answered 401 is not refreshed', async () => {
    const w = await cartWorld();
    await expect(w.get(TokenSession).execute(async () => Promise.reject(new PortError('not-authorized', 'no', { status: 401 })))).rejects.toBeInstanceOf(
      PortError,
    );
    expect(w.outlet.events).toEqual([]);
  });
});
