import { describe, expect, it } from 'vitest';
import { InMemoryLoyalty, demoLoyalty } from '../../adapters/memory/in-memory-loyalty';
import { UpdateProfile } from '../account/update-profile';
import { LoadPersonalCoupons } from '../loyalty/load-personal-coupons';
import { LoyaltyPort } from '../ports/loyalty-port';
import { sessionMessages } from '../../domain/session/messages';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, tee } from '../../testing/cart-world';
import { CheckoutDetails } from '../checkout/checkout-details';
import { PlaceOrder } from '../checkout/place-order';
import { SaveCheckoutDetails } from '../checkout/save-checkout-details';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { AuthSession } from './auth-session';
import { EndExpiredSession } from './end-expired-session';
import { Login } from './login';

const expiredWarning = { type: 'warning', message: 'session-expired', action1: { label: 'log-in', action: 'log-in' } };

/** Loyalty in memory that records which tokens asked for personal coupons. */
class RecordingLoyalty extends InMemoryLoyalty {
  readonly asked: string[] = [];
  override personalCoupons(token: string) {
    this.asked.push(token);
    return super.personalCoupons(token);
  }
}

async function signedIn(sessionSeconds: number) {
  const w = await cartWorld();
  w.container.bind(UpdateProfile).toSelf().inSingletonScope();
  w.container.bind(LoadPersonalCoupons).toSelf().inSingletonScope();
  w.container.bind(LoyaltyPort).toConstantValue(new RecordingLoyalty({ ...demoLoyalty, now: () => w.clock.now(), ownerOf: () => DEMO_EMAIL }));
  expect((await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok).toBe(true);
  await w.get(AuthSession).set({ sessionExpires: Math.floor(w.clock.now() / 1000) + sessionSeconds });
  w.outlet.notices.length = 0;
  return w;
}

describe('EndExpiredSession (cart spec §4 "Loyalty session", §8 "Session expired")', () => {
  it("the warning is the spec's text with a 'Log in' action", () => {
    expect(sessionMessages['session-expired']).toBe('Your session has expired due to inactivity. Please log in again to continue.');
    expect(sessionMessages['log-in']).toBe('Log in');
  });

  it('a cart action after expiry logs the customer out and warns once; the action goes on as a guest', async () => {
    const w = await signedIn(60);
    w.clock.advance(61_000);
    const added = await w.get(AddToCart).execute(tee);
    expect(added.ok).toBe(true);
    expect(w.get(AuthSession).current.token).toBeUndefined();
    expect(w.outlet.notices.filter((n) => n.message === 'session-expired')).toEqual([expiredWarning]);
    expect(w.outlet.events).toContainEqual({ kind: 'logged-out' });
    expect(w.get(CurrentCart).view.items.map((i) => i.sku)).toEqual(['TEE-1']);
    expect(await w.get(EndExpiredSession).execute()).toBe('active');
    expect(w.outlet.notices.filter((n) => n.message === 'session-expired')).toHaveLength(1);
  });

  it('a checkout action after expiry logs out: the saved details are cleared and the order is not placed for the old customer', async () => {
    const w = await signedIn(60);
    await w.get(AddToCart).execute(tee);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    w.clock.advance(61_000);
    const placed = await w.get(PlaceOrder).execute();
    expect(placed.ok).toBe(false);
    expect(w.servers.orders.placed).toEqual([]);
    expect(w.get(CheckoutDetails).current.personalDetails).toBeUndefined();
    expect(w.outlet.notices).toContainEqual(expiredWarning);
  });

  it('leaves a live session and a guest alone', async () => {
    const live = await signedIn(600);
    await live.get(AddToCart).execute(tee);
    expect(live.get(AuthSession).current.token).toBeDefined();
    expect(live.outlet.notices).not.toContainEqual(expiredWarning);
    const guest = await cartWorld();
    expect(await guest.get(EndExpiredSession).execute()).toBe('active');
  });

  it('an account action after expiry logs out and warns, and the profile is not sent', async () => {
    const w = await signedIn(60);
    const token = w.get(AuthSession).current.token ?? '';
    w.clock.advance(61_000);
    const updated = await w.get(UpdateProfile).execute(token, { email: DEMO_EMAIL, firstname: 'Changed' });
    expect(updated).toEqual({ ok: false, error: { kind: 'session-expired', notice: expiredWarning } });
    expect(w.get(AuthSession).current.token).toBeUndefined();
    expect(w.outlet.notices.filter((n) => n.message === 'session-expired')).toEqual([expiredWarning]);
    const { token: fresh } = await w.servers.customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await w.servers.customer.me(fresh)).profile.firstname).not.toBe('Changed');
  });

  it('a loyalty action after expiry logs out and warns, and the loyalty server is not asked', async () => {
    const w = await signedIn(60);
    const { token, sessionExpires } = w.get(AuthSession).current;
    w.clock.advance(61_000);
    const coupons = await w
      .get(LoadPersonalCoupons)
      .execute({ ...(token === undefined ? {} : { token }), hasProfile: true, ...(sessionExpires === undefined ? {} : { sessionExpires }) });
    expect(coupons).toEqual({ ok: false, error: { kind: 'session-expired', notice: expiredWarning } });
    expect(w.get(AuthSession).current.token).toBeUndefined();
    expect(w.outlet.notices.filter((n) => n.message === 'session-expired')).toEqual([expiredWarning]);
    expect(w.container.get<RecordingLoyalty>(LoyaltyPort).asked).toEqual([]);
  });

  it('account and loyalty actions in a live session go on unchanged', async () => {
    const w = await signedIn(600);
    const { token, sessionExpires } = w.get(AuthSession).current;
    const updated = await w.get(UpdateProfile).execute(token ?? '', { email: DEMO_EMAIL, firstname: 'Changed' });
    expect(updated.ok && updated.value.profile.firstname).toBe('Changed');
    const coupons = await w
      .get(LoadPersonalCoupons)
      .execute({ ...(token === undefined ? {} : { token }), hasProfile: true, ...(sessionExpires === undefined ? {} : { sessionExpires }) });
    expect(coupons.ok && coupons.value.value.map((c) => c.code)).toContain('LOYAL-ANNA-15');
    expect(w.get(AuthSession).current.token).toBe(token);
    expect(w.outlet.notices).not.toContainEqual(expiredWarning);
  });
});
