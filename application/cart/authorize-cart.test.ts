import { describe, expect, it } from 'vitest';
import { PortError } from '../ports/port-error';
import { Login } from '../session/login';
import { AddToCart } from './add-to-cart';
import { ApplyCoupon } from './apply-coupon';
import { AuthorizeCart } from './authorize-cart';
import { CurrentCart } from './current-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, tee, type World } from '../../testing/cart-world';
import type { CartSettings } from './cart-settings';

/** A guest with a tee in the cart and WELCOME10 applied on the guest server cart. */
async function guestWithCoupon(settings: Partial<CartSettings> = {}) {
  const w = await cartWorld({ settings });
  await w.get(AddToCart).execute(tee);
  expect(await w.get(ApplyCoupon).execute('WELCOME10')).toEqual({ ok: true, value: 'WELCOME10' });
  const guestCart = w.get(CurrentCart).view.token!;
  return { w, cart: w.get(CurrentCart), guestCart };
}

const warnings = (w: World) => w.logger.entries.filter((e) => e.level === 'warn').map((e) => `${e.tag}: ${e.message}`);
const guestCoupon = async (w: World, cartId: string | number) => (await w.servers.cart.totals({ cartId })).couponCode;

describe('AuthorizeCart (cart spec §4 "Authorizing after login")', () => {
  it('login moves the coupon from the guest cart to the customer cart', async () => {
    const { w, cart, guestCart } = await guestWithCoupon();
    expect(await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: true });
    expect(await guestCoupon(w, guestCart)).toBeUndefined();
    expect(cart.view.token).not.toBe(guestCart);
    expect(cart.view.coupon).toBe('WELCOME10');
    expect(cart.view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(warnings(w)).toEqual([]);
  });

  it('a coupon that cannot be removed from the guest cart is logged, and the login goes on to the customer cart', async () => {
    const { w, cart, guestCart } = await guestWithCoupon();
    w.servers.cart.deleteCoupon = async () => {
      throw new PortError('unavailable', 'Service Unavailable', { status: 503 });
    };
    expect(await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: true });
    expect(warnings(w)).toEqual(['cart: The coupon could not be removed before login: Service Unavailable']);
    expect(cart.view.token).not.toBe(guestCart);
    expect(cart.view.coupon).toBe('WELCOME10');
  });

  it('a bug in the cart adapter while removing the coupon is not hidden', async () => {
    const { w } = await guestWithCoupon();
    w.servers.cart.deleteCoupon = async () => {
      throw new TypeError('adapter bug');
    };
    await expect(w.get(AuthorizeCart).execute()).rejects.toThrow('adapter bug');
  });

  it('a cart without coupon, or a coupon without a server cart, removes nothing and warns nothing', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    w.servers.cart.deleteCoupon = async () => {
      throw new PortError('not-found', 'The cart has no coupon', { status: 404 });
    };
    expect(await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: true });
    expect(w.get(CurrentCart).view.coupon).toBeUndefined();

    const offline = await cartWorld();
    await offline.get(CurrentCart).set({ coupon: 'WELCOME10' });
    await offline.get(AuthorizeCart).execute();
    expect(warnings(w)).toEqual([]);
    expect(warnings(offline)).toEqual([]);
  });

  it('without a customer token the coupon is not applied again', async () => {
    const { w, cart } = await guestWithCoupon();
    expect(await w.get(AuthorizeCart).execute()).toMatchObject({ kind: 'synced' });
    expect(cart.view.coupon).toBeUndefined();
  });

  it('with cart synchronisation off nothing is touched: the guest cart, its token and its coupon stay', async () => {
    const { w, cart, guestCart } = await guestWithCoupon();
    const off = await cartWorld({ servers: w.servers, settings: { synchronize: false } });
    const offCart = off.get(CurrentCart);
    await offCart.load();
    expect(await off.get(AuthorizeCart).execute()).toEqual({ kind: 'skipped', reason: 'disabled' });
    expect(offCart.view).toMatchObject({ token: guestCart, coupon: 'WELCOME10' });
    expect(await guestCoupon(w, guestCart)).toBe('WELCOME10');
    expect(cart.view.token).toBe(guestCart);
  });
});
