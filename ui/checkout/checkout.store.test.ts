import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { MemoryAnalytics } from '../../adapters/memory/memory-analytics';
import { settingsOfUseCases, memoryAdapters } from '../../adapters/wiring/modules';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { CurrentCart } from '../../application/cart/current-cart';
import { CheckoutDetails } from '../../application/checkout/checkout-details';
import { AuthSession } from '../../application/session/auth-session';
import { type PlaceOrder } from '../../application/checkout/place-order';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { type Profile } from '../../domain/account/types';
import { type CartItem } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { err } from '../../domain/shared/result';
import { storeViews } from '../../domain/store-view/store-views';
import { resolveUseCases } from '../../adapters/wiring/resolve-use-cases';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { NotificationStore } from '../notifications/notification.store';
import { type CheckoutCart, type CheckoutSession, CheckoutStore } from './checkout.store';
import { newContainer } from '../../adapters/wiring/new-container';

const tee: CartItem = { sku: 'TEE-1', qty: 2, name: 'Tee', price_incl_tax: money(1995) };

function world(options: { items?: CartItem[]; profile?: Profile; online?: boolean } = {}) {
  const notifications = new NotificationStore();
  const container = newContainer();
  container.load(...memoryAdapters(), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  container.rebind(NotificationOutlet).toConstantValue(notifications);
  if (options.online === false) container.rebind(ConnectivityPort).toConstantValue({ isOnline: () => false, onChange: () => () => undefined });
  const useCases = resolveUseCases(container, shopUseCaseClasses);
  const coupons: string[] = [];
  const cart: CheckoutCart = {
    get items() {
      return useCases.currentCart.view.items;
    },
    get coupon() {
      return coupons[0];
    },
    totals: [],
    view: undefined,
    refresh: () => undefined,
    checkStock: () => Promise.resolve(),
    refreshTotals: () => Promise.resolve(),
    applyCoupon: (code) => {
      coupons.push(code);
      return Promise.resolve(true);
    },
  };
  const session: CheckoutSession = { isLoggedIn: options.profile !== undefined, profile: options.profile };
  const store = new CheckoutStore(useCases, cart, session, { defaultCountry: 'NL', nameMin: 3 }, notifications);
  store.listen();
  const seeded = container.get(CurrentCart).set({ items: options.items ?? [tee] });
  return {
    seeded,
    store,
    session,
    useCases,
    container,
    notifications,
    coupons,
    analytics: container.get(MemoryAnalytics),
  };
}

async function fillValid(store: CheckoutStore): Promise<void> {
  store.form.setPersonal('firstName', 'Sanne');
  store.form.setPersonal('lastName', 'Jansen');
  store.form.setPersonal('emailAddress', 'sanne@example.com');
  expect(await store.next()).toBeUndefined();
  for (const [field, value] of [
    ['zipCode', '1012LB'],
    ['apartmentNumber', '1'],
    ['streetAddress', 'Damrak'],
    ['city', 'Amsterdam'],
    ['phoneNumber', '0612345678'],
  ] as const)
    store.form.setShipping(field, value);
  expect(await store.next()).toBeUndefined();
  store.form.setPayment('paymentMethod', 'checkmo');
  expect(await store.next()).toBeUndefined();
}

describe('CheckoutStore', () => {
  it('an empty cart cannot check out', async () => {
    const { store, seeded } = world({ items: [] });
    await seeded;
    await store.start();
    expect(store.status).toBe('empty');
  });

  it('starts with the configured methods, the default preselected, and tracks begin_checkout', async () => {
    const { store, analytics, seeded } = world();
    await seeded;
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.form.shipping.shippingMethod).toBe('flatrate_flatrate');
    expect(store.methods.paymentMethods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery']);
    expect(store.form.payment.paymentMethod).toBe('checkmo');
    expect(analytics.events.map((e) => e.event)).toEqual(['begin_checkout']);
  });

  it('hides cash on delivery for a virtual cart', async () => {
    const { store, seeded } = world({ items: [{ ...tee, type_id: 'virtual' }] });
    await seeded;
    await store.start();
    expect(store.methods.paymentMethods.map((m) => m.code)).toEqual(['checkmo']);
  });

  it('validates each step with the spec messages, and errors follow the corrections', async () => {
    const { store, seeded } = world();
    await seeded;
    await store.start();
    expect(await store.next()).toBe('firstName');
    expect(store.form.errors).toMatchObject({ firstName: { id: 'field-required' }, emailAddress: { id: 'field-required' } });
    store.form.setPersonal('firstName', 'Al');
    expect(store.form.errors.firstName).toEqual({ id: 'name-too-short', params: { min: 3 } });
    store.form.setPersonal('emailAddress', 'not-an-email');
    expect(store.form.errors.emailAddress).toEqual({ id: 'invalid-email' });
    store.form.setPersonal('createAccount', true);
    store.form.setPersonal('password', 'short');
    await store.next();
    expect(store.form.errors).toMatchObject({ password: { id: 'password-too-short' }, repeatPassword: { id: 'field-required' } });
    store.form.setPersonal('password', 'alllowercase');
    expect(store.form.errors.password).toEqual({ id: 'password-too-few-classes' });
    store.form.setRepeatPassword('different');
    expect(store.form.errors.repeatPassword).toEqual({ id: 'passwords-not-identical' });
    expect(store.form.step).toBe('personal');
  });

  it('checks the address fields: postcode, phone, house number, an optional tax id of 3 or more', async () => {
    const { store, seeded } = world();
    await seeded;
    await store.start();
    store.form.setPersonal('firstName', 'Sanne');
    store.form.setPersonal('lastName', 'Jansen');
    store.form.setPersonal('emailAddress', 'sanne@example.com');
    await store.next();
    expect(store.form.shipping.firstName).toBe('Sanne');
    store.form.setShipping('zipCode', '10');
    store.form.setShipping('phoneNumber', 'call me');
    await store.next();
    expect(store.form.errors).toMatchObject({
      zipCode: { id: 'postcode-too-short' },
      phoneNumber: { id: 'invalid-phone' },
      apartmentNumber: { id: 'field-required' },
      streetAddress: { id: 'field-required' },
    });
    expect(store.form.errors.affix).toBeUndefined();
    expect(store.form.errors.state).toBeUndefined();
    for (const [field, value] of [
      ['zipCode', '1012LB'],
      ['apartmentNumber', '1'],
      ['streetAddress', 'Damrak'],
      ['city', 'Amsterdam'],
      ['phoneNumber', '0612345678'],
    ] as const)
      store.form.setShipping(field, value);
    await store.next();
    store.form.setPayment('taxId', 'NL');
    expect(await store.next()).toBe('taxId');
    expect(store.form.errors.taxId).toEqual({ id: 'tax-id-too-short' });
  });

  it('NL postcode and house number fill street and city; other countries are not looked up', async () => {
    const { store, seeded } = world();
    await seeded;
    await store.start();
    store.form.setShipping('zipCode', '1012 LB');
    store.form.setShipping('apartmentNumber', '1');
    await store.lookUpPostcode('shipping');
    expect(store.form.shipping).toMatchObject({ streetAddress: 'Damrak', city: 'Amsterdam' });
    expect(store.form.postcodeLookup.shipping).toEqual({ kind: 'found', street: 'Damrak', city: 'Amsterdam' });
    store.form.setShipping('apartmentNumber', '999');
    await store.lookUpPostcode('shipping');
    expect(store.form.postcodeLookup.shipping).toEqual({ kind: 'not-found' });
    store.form.setShipping('country', 'DE');
    await store.lookUpPostcode('shipping');
    expect(store.form.postcodeLookup.shipping).toBeUndefined();
  });

  it('keeps the details on the device (never the password) and restores them in a new checkout', async () => {
    const { store, container, useCases, notifications, seeded } = world();
    await seeded;
    await store.start();
    await fillValid(store);
    const saved = container.get(CheckoutDetails).current;
    expect(saved.personalDetails).toMatchObject({ firstName: 'Sanne', password: '' });
    expect(saved.shippingDetails).toMatchObject({ streetAddress: 'Damrak', shippingMethod: 'flatrate_flatrate' });
    const cart: CheckoutCart = {
      items: useCases.currentCart.view.items,
      coupon: undefined,
      totals: [],
      view: undefined,
      refresh: () => undefined,
      checkStock: () => Promise.resolve(),
      refreshTotals: () => Promise.resolve(),
      applyCoupon: () => Promise.resolve(true),
    };
    const again = new CheckoutStore(useCases, cart, { isLoggedIn: false, profile: undefined }, { defaultCountry: 'NL', nameMin: 3 }, notifications);
    await again.start();
    expect(again.form.personal.emailAddress).toBe('sanne@example.com');
    expect(again.form.shipping.city).toBe('Amsterdam');
  });

  it("offers a customer's saved addresses and fills the personal details from the profile", async () => {
    const profile: Profile = {
      email: 'anna@example.com',
      firstname: 'Anna',
      lastname: 'de Vries',
      addresses: [
        {
          street: ['Damrak', '1 A'],
          city: 'Amsterdam',
          postcode: '1012LB',
          country_id: 'NL',
          is_default: '1',
          address_type: 'DELIVERY',
          telephone: '0612345678',
        },
      ],
    };
    const { store, seeded } = world({ profile });
    await seeded;
    await store.start();
    expect(store.form.personal).toMatchObject({ firstName: 'Anna', emailAddress: 'anna@example.com' });
    expect(store.form.savedAddresses).toEqual([expect.objectContaining({ streetAddress: 'Damrak', apartmentNumber: '1', affix: 'A' })]);
    expect(store.form.shipping).toMatchObject({ streetAddress: 'Damrak', apartmentNumber: '1', affix: 'A', zipCode: '1012LB' });
  });

  it("refuses a discount code of the wrong shape ('not a valid discount code') and sends a good one to the cart", async () => {
    const { store, coupons, seeded } = world();
    await seeded;
    await store.start();
    store.form.setDiscountCode('no way!');
    expect(await store.applyDiscount()).toBe(false);
    expect(store.form.errors.discount).toEqual({ id: 'invalid-discount-code' });
    store.form.setDiscountCode('WELCOME10');
    expect(await store.applyDiscount()).toBe(true);
    expect(coupons).toEqual(['WELCOME10']);
    expect(store.form.errors.discount).toBeUndefined();
  });

  it("places the order with an offline payment method: 'You must accept the terms' first, then the thank-you state", async () => {
    const { store, analytics, seeded } = world();
    await seeded;
    await store.start();
    await fillValid(store);
    expect(store.form.step).toBe('review');
    expect(await store.placeOrder('/checkout-return')).toEqual({});
    expect(store.form.errors.terms).toEqual({ id: 'terms-not-accepted' });
    store.form.setTermsAccepted(true);
    expect(store.form.errors.terms).toBeUndefined();
    await store.placeOrder('/checkout-return');
    expect(store.status).toBe('placed');
    expect(store.placed).toMatchObject({ queued: false, email: 'sanne@example.com' });
    expect(analytics.events.map((e) => e.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase', 'emptyCart']);
  });

  it("offline, the order is queued with 'The order can not be transfered…'", async () => {
    const { store, notifications, seeded } = world({ online: false });
    await seeded;
    await store.start();
    await fillValid(store);
    store.form.setTermsAccepted(true);
    await store.placeOrder('/checkout-return');
    expect(store.placed).toMatchObject({ queued: true });
    expect(notifications.notifications.map((n) => n.message)).toContain('order-queued');
  });

  it('a card payment goes to the provider after the order is placed; the provider out of reach is payment failed, to retry', async () => {
    const { store, container, seeded } = world();
    await seeded;
    await store.start();
    await fillValid(store);
    store.form.goTo('payment');
    store.form.setPayment('paymentMethod', 'adyen_cc');
    await store.next();
    store.form.setTermsAccepted(true);
    const { InMemoryPaymentProvider } = await import('../../adapters/payment/in-memory-payment-provider');
    const provider = container.get(InMemoryPaymentProvider);
    provider.goDown();
    expect(await store.placeOrder('/checkout-return')).toEqual({});
    expect(store.message).toEqual({ id: 'payment-failed' });
    expect(store.canRetryPayment).toBe(true);
  });

  it("an address that became invalid cancels the order ('…the address is not valid') and opens its step", async () => {
    const { store, seeded } = world();
    await seeded;
    await store.start();
    await fillValid(store);
    store.form.goTo('shipping');
    store.form.setShipping('zipCode', '');
    store.form.goTo('review');
    store.form.step = 'review';
    store.form.setTermsAccepted(true);
    await store.placeOrder('/checkout-return');
    expect(store.message).toEqual({ id: 'invalid-address-order-cancelled' });
    expect(store.form.step).toBe('shipping');
    expect(store.status).toBe('ready');
  });

  it("an order the application cannot build is an internal validation error; a refused one is 'Something went wrong with the order'", async () => {
    const answers: [Awaited<ReturnType<PlaceOrder['execute']>>, string][] = [
      [err({ kind: 'incomplete', missing: 'price of TEE-1' }), 'internal-validation-error'],
      [err({ kind: 'failed', notice: { type: 'danger', message: 'order-failed' } }), 'order-failed'],
    ];
    for (const [answer, id] of answers) {
      const { store, useCases, seeded } = world();
      await seeded;
      (useCases.placeOrder as unknown as { execute: PlaceOrder['execute'] }).execute = () => Promise.resolve(answer);
      await store.start();
      await fillValid(store);
      store.form.setTermsAccepted(true);
      await store.placeOrder('/checkout-return');
      expect(store.message).toEqual({ id });
    }
  });

  it('an unexpected failure while placing is an error placing the order', async () => {
    const { store, useCases, seeded } = world();
    await seeded;
    (useCases.placeOrder as unknown as { execute: PlaceOrder['execute'] }).execute = () => Promise.reject(new Error('boom'));
    await store.start();
    await fillValid(store);
    store.form.setTermsAccepted(true);
    await store.placeOrder('/checkout-return');
    expect(store.message).toEqual({ id: 'order-placement-error' });
  });

  it("an e-mail that already has an account: the order still goes through, as a guest's, and nobody learns the address is known", async () => {
    const { store, seeded, session } = world();
    await seeded;
    await store.start();
    store.form.setPersonal('createAccount', true);
    store.form.setPersonal('password', 'Winter2026!');
    store.form.setRepeatPassword('Winter2026!');
    await fillValid(store);
    store.form.setPersonal('emailAddress', 'anna.devries@example.com');
    store.form.setTermsAccepted(true);
    await store.placeOrder('/checkout-return');
    // Registration answers a taken address like a new one (the owner is mailed instead), so the checkout cannot and
    // does not stop on it: the shopper loses no order, and is not signed in to somebody else's account.
    expect(store.status).toBe('placed');
    expect(store.message).toBeUndefined();
    expect(session.isLoggedIn).toBe(false);
  });

  it('a customer whose session expires in checkout has it ended by the next step, and the checkout asks to go home (cart spec §2, §4)', async () => {
    const profile = { email: 'sanne@example.com', firstname: 'Sanne', lastname: 'Jansen', addresses: [] } as unknown as Profile;
    const { store, seeded, container, notifications } = world({ profile });
    await seeded;
    // Signed in, with a loyalty session that ended long ago (epoch seconds).
    await container.get(AuthSession).set({ token: 'token-1', profile, sessionExpires: 1 });
    await store.start();
    expect(store.sessionEnded).toBe(false);

    store.form.setPersonal('emailAddress', 'sanne@example.com');
    await store.next();
    expect(container.get(AuthSession).token).toBeUndefined();
    expect(notifications.notifications.map((n) => n.message)).toContain('session-expired');
    expect(store.sessionEnded).toBe(true);
  });

  it('a guest is never sent home by a logout event', async () => {
    const { store, seeded, notifications } = world();
    await seeded;
    await store.start();
    notifications.emit({ kind: 'logged-out' });
    expect(store.sessionEnded).toBe(false);
  });

  it('listens again after stop(), as a page mounted twice does (React StrictMode), and never twice at once', async () => {
    const profile = { email: 'sanne@example.com', firstname: 'Sanne', lastname: 'Jansen', addresses: [] } as unknown as Profile;
    const { store, seeded, container, notifications } = world({ profile });
    await seeded;
    await container.get(AuthSession).set({ token: 'token-1', profile });
    store.stop();
    store.listen();
    store.listen();
    await store.start();
    notifications.emit({ kind: 'logged-out' });
    expect(store.sessionEnded).toBe(true);
    store.stop();
  });

  it('a store never listened to (React threw it away) hears nothing', async () => {
    const profile = { email: 'sanne@example.com', firstname: 'Sanne', lastname: 'Jansen', addresses: [] } as unknown as Profile;
    const { useCases, notifications } = world({ profile });
    const cart: CheckoutCart = {
      items: [],
      coupon: undefined,
      totals: [],
      view: undefined,
      refresh: () => undefined,
      checkStock: () => Promise.resolve(),
      refreshTotals: () => Promise.resolve(),
      applyCoupon: () => Promise.resolve(true),
    };
    const orphan = new CheckoutStore(useCases, cart, { isLoggedIn: true, profile }, { defaultCountry: 'NL', nameMin: 3 }, notifications);
    notifications.emit({ kind: 'logged-out' });
    expect(orphan.sessionEnded).toBe(false);
  });

  it('a customer whose session ends before the checkout started is still sent home', async () => {
    const profile = { email: 'sanne@example.com', firstname: 'Sanne', lastname: 'Jansen', addresses: [] } as unknown as Profile;
    const { useCases, notifications } = world();
    const session = observable({ isLoggedIn: true, profile: profile as Profile | undefined });
    const cart: CheckoutCart = {
      items: [],
      coupon: undefined,
      totals: [],
      view: undefined,
      refresh: () => undefined,
      checkStock: () => Promise.resolve(),
      refreshTotals: () => Promise.resolve(),
      applyCoupon: () => Promise.resolve(true),
    };
    const store = new CheckoutStore(useCases, cart, session, { defaultCountry: 'NL', nameMin: 3 }, notifications);
    store.listen();
    // The session store hears the logout first and forgets the customer; checkout.start() has not run yet.
    runInAction(() => {
      session.isLoggedIn = false;
      session.profile = undefined;
    });
    notifications.emit({ kind: 'logged-out' });
    expect(store.sessionEnded).toBe(true);
    store.stop();
  });
});
