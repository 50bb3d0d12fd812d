import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { PROFILE_REFRESH_WINDOW_S } from '../../domain/session/loyalty-session';
import { PortError } from '../ports/port-error';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/cart-world';
import { AuthSession } from './auth-session';
import { Login } from './login';
import { RefreshProfileNearExpiry } from './refresh-profile-near-expiry';

async function signedIn(sessionSeconds: number) {
  const w = await cartWorld();
  expect((await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok).toBe(true);
  const auth = w.get(AuthSession);
  await auth.set({ sessionExpires: Math.floor(w.clock.now() / 1000) + sessionSeconds });
  // The server's profile changed since login (edited on another device): only a refresh shows it here.
  const token = auth.current.token!;
  await w.servers.customer.updateProfile(token, { email: DEMO_EMAIL, firstname: 'Renamed' });
  return { w, auth };
}

describe('RefreshProfileNearExpiry (cart spec §4 "Loyalty session", §9 900 s)', () => {
  it('within 900 s of the session end, a navigation reads the profile again', async () => {
    const { w, auth } = await signedIn(PROFILE_REFRESH_WINDOW_S);
    expect(await w.get(RefreshProfileNearExpiry).execute()).toBe('refreshed');
    expect(auth.current.profile?.firstname).toBe('Renamed');
  });

  it('with more than 900 s left, nothing is asked', async () => {
    const { w, auth } = await signedIn(PROFILE_REFRESH_WINDOW_S + 1);
    expect(await w.get(RefreshProfileNearExpiry).execute()).toBe('not-needed');
    expect(auth.current.profile?.firstname).not.toBe('Renamed');
  });

  it('an expired session is not refreshed (EndExpiredSession logs it out), nor is a guest asked for', async () => {
    const { w } = await signedIn(10);
    w.clock.advance(11_000);
    expect(await w.get(RefreshProfileNearExpiry).execute()).toBe('not-needed');
    const guest = await cartWorld();
    expect(await guest.get(RefreshProfileNearExpiry).execute()).toBe('not-needed');
  });

  it('a failed read keeps the session and the profile as they were', async () => {
    const { w, auth } = await signedIn(60);
    const before = auth.current;
    w.servers.customer.fail('me', new PortError('unavailable', 'down', { status: 503 }));
    expect(await w.get(RefreshProfileNearExpiry).execute()).toBe('failed');
    expect(auth.current.token).toBe(before.token);
    expect(auth.current.profile).toEqual(before.profile);
  });

  test.prop([fc.integer({ min: -3600, max: 7200 })])(
    'refreshes exactly when 0 <= seconds left <= 900 (the session ends after its last second)',
    async (left) => {
      const { w } = await signedIn(left);
      const result = await w.get(RefreshProfileNearExpiry).execute();
      expect(result === 'refreshed').toBe(left >= 0 && left <= PROFILE_REFRESH_WINDOW_S);
    },
  );
});
