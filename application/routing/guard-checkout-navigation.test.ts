import { describe, expect, it } from 'vitest';
import { cartWorld } from '../../testing/cart-world';
import { AuthSession } from '../session/auth-session';
import { GuardCheckoutNavigation } from './guard-checkout-navigation';
import type { Route } from '../../domain/routing/types';

const route = (name: Route['name'], storeCode: Route['storeCode'] = 'de'): Route => ({ storeCode, name, params: {}, query: {} });

async function world(sessionExpiresInS: number | undefined) {
  const w = await cartWorld();
  const nowS = Math.floor(w.clock.now() / 1000);
  if (sessionExpiresInS !== undefined) await w.get(AuthSession).set({ token: 'token-1', sessionExpires: nowS + sessionExpiresInS });
  return { ...w, guard: w.get(GuardCheckoutNavigation) };
}

describe('GuardCheckoutNavigation (cart spec §2 "After the session expires, a navigation to checkout is sent to the home page")', () => {
  it('sends a navigation to checkout to the store home once the session has expired', async () => {
    const w = await world(-1);
    expect(w.guard.execute(route('checkout', 'de'))).toEqual({ kind: 'go-home', path: '/de/' });
    expect(w.guard.execute(route('checkout', 'nl'))).toEqual({ kind: 'go-home', path: '/' });
  });

  it('lets checkout through while the session lasts, and without a loyalty session at all', async () => {
    expect((await world(600)).guard.execute(route('checkout'))).toEqual({ kind: 'continue' });
    expect((await world(undefined)).guard.execute(route('checkout'))).toEqual({ kind: 'continue' });
  });

  it('lets other pages through after expiry, and turns checkout away once the clock passes the expiry', async () => {
    const w = await world(60);
    expect(w.guard.execute(route('cart'))).toEqual({ kind: 'continue' });
    expect(w.guard.execute(route('checkout'))).toEqual({ kind: 'continue' });
    w.clock.advance(61_000);
    expect(w.guard.execute(route('checkout')).kind).toBe('go-home');
    expect(w.guard.execute(route('category'))).toEqual({ kind: 'continue' });
  });
});
