import { describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { MemoryAnalytics } from '../../adapters/memory/memory-analytics';
import { settingsOfUseCases, memoryAdapters } from '../../adapters/wiring/modules';
import { money } from '../../domain/shared/money';
import { storeViews } from '../../domain/store-view/store-views';
import { CurrentCart } from '../cart/current-cart';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { TrackCheckoutStep } from './track-checkout-step';
import { newContainer } from '../../adapters/wiring/new-container';

function world() {
  const container = newContainer();
  container.load(...memoryAdapters(), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  return { track: container.get(TrackCheckoutStep), analytics: container.get(MemoryAnalytics), cart: container.get(CurrentCart) };
}

describe('TrackCheckoutStep (analytics)', () => {
  it('sends nothing for an empty cart', () => {
    const w = world();
    w.track.execute({ event: 'begin_checkout' });
    expect(w.analytics.events).toEqual([]);
  });

  it('sends each step with the cart items, the coupon, the value and the step detail', async () => {
    const w = world();
    await w.cart.set({ items: [{ sku: 'TEE-1-M', parentSku: 'TEE-1', qty: 2, name: 'Tee', price_incl_tax: money(1995) }], coupon: 'WELCOME10' });
    w.track.execute({ event: 'begin_checkout' });
    w.track.execute({ event: 'add_shipping_info', shippingTier: 'flatrate_flatrate' });
    w.track.execute({ event: 'add_payment_info', paymentType: 'adyen_cc' });
    expect(w.analytics.events.map((e) => e.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info']);
    expect(w.analytics.events[0]?.params).toMatchObject({
      currency: 'EUR',
      value: 39.9,
      coupon: 'WELCOME10',
      items: [{ item_id: 'TEE-1', item_variant: 'TEE-1-M', quantity: 2, price: 19.95, index: 0, coupon: 'WELCOME10' }],
    });
    expect(w.analytics.events[1]?.params).toMatchObject({ shipping_tier: 'flatrate_flatrate' });
    expect(w.analytics.events[2]?.params).toMatchObject({ payment_type: 'adyen_cc' });
  });
});
