import { describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, memoryAdapters } from '../../adapters/wiring/modules';
import { InMemoryPaymentProvider } from '../../adapters/payment/in-memory-payment-provider';
import type { CartItem } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { storeViews } from '../../domain/store-view/store-views';
import { CurrentCart } from '../cart/current-cart';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { StartCardPayment } from './start-card-payment';
import { VerifyPaymentReturn } from './verify-payment-return';
import { newContainer } from '../../adapters/wiring/new-container';

const items: CartItem[] = [{ sku: 'TEE-1', qty: 2, name: 'Tee', price_incl_tax: money(1995) }];

function world() {
  const container = newContainer();
  container.load(...memoryAdapters(), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  return {
    start: container.get(StartCardPayment),
    verify: container.get(VerifyPaymentReturn),
    provider: container.get(InMemoryPaymentProvider),
    cart: container.get(CurrentCart),
  };
}

async function started(w: ReturnType<typeof world>) {
  const result = await w.start.execute({
    orderId: 'o-1',
    paymentMethod: 'adyen_cc',
    amount: money(3990),
    items,
    returnUrl: '/checkout-return',
    coupon: 'WELCOME10',
  });
  if (!result.ok) throw new Error('not started');
  const sessionId = result.value.redirectUrl.split('/').pop() ?? '';
  return { sessionId, redirectUrl: result.value.redirectUrl };
}

describe('card payment (cart spec §7 card payment provider)', () => {
  it('a paid payment returns the order; the same return a second time is refused', async () => {
    const w = world();
    const { sessionId } = await started(w);
    const redirectResult = w.provider.settle(sessionId, 'Authorised');
    expect(await w.verify.execute({ sessionId, redirectResult })).toMatchObject({ ok: true, value: { kind: 'paid', orderId: 'o-1' } });
    expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: false, error: 'unknown-payment' });
  });

  it.each([['Refused'], ['Cancelled']] as const)('a %s payment restores the cart as it was before the order', async (code) => {
    const w = world();
    const { sessionId } = await started(w);
    const redirectResult = w.provider.settle(sessionId, code);
    expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: true, value: { kind: 'failed', resultCode: code, restoredItems: 1 } });
    expect(w.cart.view.items.map((i) => [i.sku, i.qty])).toEqual([['TEE-1', 2]]);
  });

  it('refuses a return for a payment this device did not start', async () => {
    const w = world();
    await started(w);
    expect(await w.verify.execute({ sessionId: 'someone-else', redirectResult: 'result:someone-else' })).toEqual({ ok: false, error: 'unknown-payment' });
    expect(await world().verify.execute({ sessionId: 'session1', redirectResult: 'x' })).toEqual({ ok: false, error: 'unknown-payment' });
  });

  it('refuses a tampered redirect result and one whose payment is still open', async () => {
    const w = world();
    const { sessionId } = await started(w);
    expect(await w.verify.execute({ sessionId, redirectResult: 'forged' })).toEqual({ ok: false, error: 'tampered' });
    expect(await w.verify.execute({ sessionId, redirectResult: `result:${sessionId}` })).toEqual({ ok: false, error: 'tampered' });
  });

  it('a provider that cannot be reached: the payment is not started', async () => {
    const w = world();
    w.provider.goDown();
    expect(await w.start.execute({ orderId: 'o-1', paymentMethod: 'adyen_cc', amount: money(3990), items, returnUrl: '/checkout-return' })).toEqual({
      ok: false,
      error: 'payment-unavailable',
    });
  });
});
