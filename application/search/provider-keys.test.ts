import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { SequenceIdGenerator } from '../../adapters/memory/sequence-id-generator';
import { AddToCart } from '../cart/add-to-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, tee } from '../../testing/cart-world';
import { PlaceOrder } from '../checkout/place-order';
import { SaveCheckoutDetails } from '../checkout/save-checkout-details';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { Login } from '../session/login';
import { Logout } from '../session/logout';
import { ProviderKeys } from './provider-keys';

describe('ProviderKeys (catalogue spec §7 sessionKey and customerKey; cart spec §4 "Analytics", §9 session id)', () => {
  it('creates both keys as timestamp plus random id and keeps them across a reload', async () => {
    const w = await cartWorld();
    const keys = await w.get(ProviderKeys).current();
    expect(keys).toEqual({ sessionKey: `${w.clock.now()}-id1`, customerKey: `${w.clock.now()}-id2` });
    expect(await w.get(ProviderKeys).current()).toEqual(keys);
    const reloaded = await cartWorld({ servers: w.servers });
    expect(await reloaded.get(ProviderKeys).current()).toEqual(keys);
  });

  it('logout regenerates the customer key and keeps the session key', async () => {
    const w = await cartWorld();
    const before = await w.get(ProviderKeys).current();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    w.clock.advance(5_000);
    await w.get(Logout).execute({ silent: true });
    const after = await w.get(ProviderKeys).current();
    expect(after).toEqual({ sessionKey: before.sessionKey, customerKey: `${w.clock.now()}-id3` });
    expect(w.outlet.events).toContainEqual({ kind: 'regenerate-customer-keys', reason: 'logout' });
    const reloaded = await cartWorld({ servers: w.servers });
    expect(await reloaded.get(ProviderKeys).current()).toEqual(after);
  });

  it('placing an order regenerates the customer key', async () => {
    const w = await cartWorld();
    const before = await w.get(ProviderKeys).current();
    await w.get(AddToCart).execute(tee);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const after = await w.get(ProviderKeys).current();
    expect(after.sessionKey).toBe(before.sessionKey);
    expect(after.customerKey).not.toBe(before.customerKey);
    expect(after.customerKey).toMatch(/^\d+-[A-Za-z0-9]+$/);
  });

  it('keeps the keys in memory when the store fails', async () => {
    const failing = {
      namespace: () => ({
        name: 'search-provider',
        get: () => Promise.reject(new Error('blocked')),
        set: () => Promise.reject(new Error('blocked')),
        remove: () => Promise.resolve(),
        keys: () => Promise.resolve([]),
        clear: () => Promise.resolve(),
      }),
      reconnect: () => Promise.resolve(),
    };
    const logger = new MemoryLogger();
    const clock = {
      now: () => 1_700_000_000_000,
      monotonic: () => 0,
      sleep: () => Promise.resolve(),
      after: () => () => undefined,
      every: () => () => undefined,
    };
    const keys = new ProviderKeys(failing, clock, new SequenceIdGenerator(), logger);
    const first = await keys.current();
    expect(await keys.current()).toEqual(first);
    expect(logger.messages('warn')).toContain('Could not store the search-provider keys; they last for this page only');
  });
});
