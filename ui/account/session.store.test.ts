import { describe, expect, it } from 'vitest';
import { type AuthState } from '../../application/session/auth-session';
import { type Profile } from '../../domain/account/types';
import { err, ok } from '../../domain/shared/result';
import { NotificationStore } from '../notifications/notification.store';
import { SessionStore, type SessionUseCases } from './session.store';

const anna: Profile = { email: 'anna.devries@example.com', firstname: 'Anna', lastname: 'de Vries', addresses: [] };

/** Hand-written fakes over one device's stored session, as Login, Logout and AuthSession share it. */
function world(stored: AuthState = { ordersHistory: [] }) {
  const notifications = new NotificationStore();
  let device = stored;
  let current: AuthState = { ordersHistory: [] };
  let loads = 0;
  let refreshes = 0;
  const useCases: SessionUseCases = {
    refreshProfileNearExpiry: {
      execute: () => {
        refreshes += 1;
        if (current.profile === undefined) return Promise.resolve('not-needed');
        device = current = { ...current, profile: { ...current.profile, firstname: 'Annemarie' } };
        return Promise.resolve('refreshed');
      },
    },
    authSession: {
      get current() {
        return current;
      },
    },
    resumeSession: {
      execute: () => {
        loads += 1;
        current = device;
        return Promise.resolve(current);
      },
    },
    login: {
      execute: (email, password) => {
        if (password !== 'Demo1234!') return Promise.resolve(err({ kind: 'not-authorized', message: 'The account sign-in was incorrect.' }));
        device = current = { token: 't', profile: { ...anna, email }, ordersHistory: [{ increment_id: '100000001' }] };
        notifications.emit({ kind: 'logged-in' });
        return Promise.resolve(ok(current.profile as Profile));
      },
    },
    logout: {
      execute: (options = {}) => {
        device = current = { ordersHistory: [] };
        if (options.silent !== true) notifications.notify({ type: 'success', message: 'logged-out' });
        notifications.emit({ kind: 'logged-out' });
        return Promise.resolve();
      },
    },
  };
  return { useCases, notifications, loads: () => loads, refreshes: () => refreshes };
}

describe('SessionStore', () => {
  it('on navigation near the session end shows the refreshed profile; a guest asks nothing', async () => {
    const w = world();
    const session = new SessionStore(w.useCases, w.notifications);
    await session.refreshNearExpiry();
    expect(w.refreshes()).toBe(0);
    await session.login(anna.email, 'Demo1234!');
    await session.refreshNearExpiry();
    expect(w.refreshes()).toBe(1);
    expect(session.profile?.firstname).toBe('Annemarie');
  });

  it('is a guest until login, then holds the profile and the order history', async () => {
    const { useCases, notifications } = world();
    const session = new SessionStore(useCases, notifications);
    expect(session.isLoggedIn).toBe(false);
    const result = await session.login('anna.devries@example.com', 'Demo1234!');
    expect(result.ok).toBe(true);
    expect(session.isLoggedIn).toBe(true);
    expect(session.profile?.firstname).toBe('Anna');
    expect(session.ordersHistory).toHaveLength(1);
    expect(session.isLoggingIn).toBe(false);
  });

  it('stays a guest and returns the server text when the password is wrong', async () => {
    const { useCases, notifications } = world();
    const session = new SessionStore(useCases, notifications);
    const result = await session.login('anna.devries@example.com', 'wrong');
    expect(result).toEqual(err({ kind: 'not-authorized', message: 'The account sign-in was incorrect.' }));
    expect(session.isLoggedIn).toBe(false);
  });

  it("logs out with 'You're logged out' and forgets profile and orders", async () => {
    const { useCases, notifications } = world();
    const session = new SessionStore(useCases, notifications);
    await session.login('anna.devries@example.com', 'Demo1234!');
    await session.logout();
    expect(session.isLoggedIn).toBe(false);
    expect(session.ordersHistory).toEqual([]);
    expect(notifications.notifications.map((n) => n.message)).toEqual(['logged-out']);
  });

  it('restores the session kept on this device once, in the browser', async () => {
    const { useCases, notifications, loads } = world({ token: 't', profile: anna, ordersHistory: [] });
    const session = new SessionStore(useCases, notifications, true);
    await session.restore();
    await session.restore();
    expect(loads()).toBe(1);
    expect(session.restored).toBe(true);
    expect(session.isLoggedIn).toBe(true);
  });

  it('tries again after a restore that failed (the use cases could not be loaded)', async () => {
    const { useCases, notifications, loads } = world({ token: 't', profile: anna, ordersHistory: [] });
    const resume = useCases.resumeSession.execute;
    let failures = 1;
    const flaky = {
      ...useCases,
      resumeSession: { execute: () => (failures-- > 0 ? Promise.reject(new Error('chunk failed')) : resume()) },
    };
    const session = new SessionStore(flaky, notifications, false);
    await expect(session.restore()).rejects.toThrow('chunk failed');
    expect(session.restored).toBe(false);
    await session.restore();
    expect(loads()).toBe(1);
    expect(session.isLoggedIn).toBe(true);
  });

  it('follows a logout made by a use case (an expired session ends through Logout)', async () => {
    const { useCases, notifications } = world({ token: 't', profile: anna, ordersHistory: [] });
    const session = new SessionStore(useCases, notifications, true);
    await session.restore();
    await useCases.logout.execute({ silent: true });
    expect(session.isLoggedIn).toBe(false);
  });

  it('opens the authentication modal when the session ended for good', () => {
    const { useCases, notifications } = world();
    let opened = 0;
    new SessionStore(useCases, notifications, false, () => (opened += 1));
    notifications.emit({ kind: 'open-signup-modal' });
    expect(opened).toBe(1);
  });

  it('does not read the device on the server', () => {
    const { useCases, notifications, loads } = world({ token: 't', profile: anna, ordersHistory: [] });
    const session = new SessionStore(useCases, notifications, false);
    expect(loads()).toBe(0);
    expect(session.restored).toBe(false);
    expect(session.isLoggedIn).toBe(false);
  });
});
