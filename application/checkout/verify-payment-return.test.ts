import { describe, expect, it, vi } from 'vitest';
import { InMemoryCart } from '../../adapters/memory/in-memory-cart';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, memoryAdapters } from '../../adapters/wiring/modules';
import { InMemoryPaymentProvider } from '../../adapters/payment/in-memory-payment-provider';
import type { CartItem } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { storeViews } from '../../domain/store-view/store-views';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { KeyValueStorePort } from '../ports/key-value-store-port';
import { PortError } from '../ports/port-error';
import { PENDING_PAYMENT_KEY, PENDING_PAYMENT_NAMESPACE, StartCardPayment } from './start-card-payment';
import { VerifyPaymentReturn } from './verify-payment-return';
import { newContainer } from '../../adapters/wiring/new-container';

const items: CartItem[] = [{ sku: 'TEE-1', qty: 2, name: 'T-shirt Lotte', price_incl_tax: money(1995) }];

function world() {
  const container = newContainer();
  container.load(...memoryAdapters(), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  container.rebind(InMemoryCart).toConstantValue(new InMemoryCart({ coupons: ['WELCOME10'] }));
  return {
    container,
    start: container.get(StartCardPayment),
    verify: container.get(VerifyPaymentReturn),
    provider: container.get(InMemoryPaymentProvider),
    cart: container.get(CurrentCart),
    logger: container.get(MemoryLogger),
    pending: container.get<KeyValueStorePort>(KeyValueStorePort).namespace(PENDING_PAYMENT_NAMESPACE),
  };
}
type World = ReturnType<typeof world>;

async function started(w: World, coupon?: string) {
  const result = await w.start.execute({
    orderId: 'o-1',
    paymentMethod: 'adyen_cc',
    amount: money(3990),
    items,
    returnUrl: '/checkout-return',
    ...(coupon === undefined ? {} : { coupon }),
  });
  if (!result.ok) throw new Error('not started');
  return result.value.redirectUrl.split('/').pop() ?? '';
}

const warnings = (w: World) => w.logger.entries.filter((e) => e.level === 'warn').map((e) => [e.tag, e.message]);

describe('VerifyPaymentReturn (cart spec §7 "Card payment provider": the return)', () => {
  it('a paid return answers the order, the reference and the lines, and is forgotten after', async () => {
    const w = world();
    const sessionId = await started(w);
    const redirectResult = w.provider.settle(sessionId, 'Authorised');
    expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: true, value: { kind: 'paid', orderId: 'o-1', pspReference: 'PSP1', items } });
    expect(await w.pending.get(PENDING_PAYMENT_KEY)).toBeUndefined();
  });

  it('a return without a redirect result is refused as one this device did not start, and the payment stays open', async () => {
    const w = world();
    const sessionId = await started(w);
    expect(await w.verify.execute({ sessionId })).toEqual({ ok: false, error: 'unknown-payment' });
    expect(warnings(w)).toEqual([['payment', 'A payment return that this device did not start was refused']]);
    const redirectResult = w.provider.settle(sessionId, 'Authorised');
    expect(await w.verify.execute({ sessionId, redirectResult })).toMatchObject({ ok: true, value: { kind: 'paid' } });
  });

  it('a return without a session id is refused', async () => {
    const w = world();
    const sessionId = await started(w);
    expect(await w.verify.execute({ redirectResult: w.provider.settle(sessionId, 'Authorised') })).toEqual({ ok: false, error: 'unknown-payment' });
  });

  it('a device whose pending payment was cleared to nothing refuses the return instead of failing', async () => {
    const w = world();
    const sessionId = await started(w);
    await w.pending.set(PENDING_PAYMENT_KEY, null);
    expect(await w.verify.execute({ sessionId, redirectResult: w.provider.settle(sessionId, 'Authorised') })).toEqual({ ok: false, error: 'unknown-payment' });
  });

  it('a provider that cannot be reached: the return is not verified yet and can be verified later', async () => {
    const w = world();
    const sessionId = await started(w);
    const redirectResult = w.provider.settle(sessionId, 'Authorised');
    const details = vi.spyOn(w.provider, 'details').mockRejectedValueOnce(new PortError('unavailable', 'The payment provider cannot be reached'));
    expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: false, error: 'provider-unavailable' });
    details.mockRestore();
    expect(await w.verify.execute({ sessionId, redirectResult })).toMatchObject({ ok: true, value: { kind: 'paid', orderId: 'o-1' } });
  });

  it('a redirect result the provider does not confirm is tampered, and the reason is logged', async () => {
    const w = world();
    const sessionId = await started(w);
    expect(await w.verify.execute({ sessionId, redirectResult: 'forged' })).toEqual({ ok: false, error: 'tampered' });
    expect(warnings(w)).toEqual([['payment', 'The provider did not confirm the payment return: Invalid payload provided: details.redirectResult']]);
  });

  it("a result that names another payment's reference is tampered and leaves the cart alone", async () => {
    const w = world();
    const sessionId = await started(w);
    const redirectResult = w.provider.settle(sessionId, 'Refused');
    vi.spyOn(w.provider, 'details').mockResolvedValueOnce({ resultCode: 'Refused', pspReference: 'PSP-OF-SOMEONE-ELSE' });
    expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: false, error: 'tampered' });
    expect(w.cart.view.items).toEqual([]);
  });

  it.each([['Pending'], ['RedirectShopper'], ['ChallengeShopper']] as const)(
    'a payment still %s is not settled: refused, and it can be verified once settled',
    async (code) => {
      const w = world();
      const sessionId = await started(w);
      const redirectResult = w.provider.settle(sessionId, code);
      expect(await w.verify.execute({ sessionId, redirectResult })).toEqual({ ok: false, error: 'tampered' });
      w.provider.settle(sessionId, 'Authorised');
      expect(await w.verify.execute({ sessionId, redirectResult })).toMatchObject({ ok: true, value: { kind: 'paid' } });
    },
  );

  it('a programming error in the provider adapter is not passed off as a tampered return', async () => {
    const w = world();
    const sessionId = await started(w);
    vi.spyOn(w.provider, 'details').mockRejectedValueOnce(new TypeError('boom'));
    await expect(w.verify.execute({ sessionId, redirectResult: 'result:session1' })).rejects.toThrow(TypeError);
  });

  it('a refused payment restores the lines and the coupon the cart had before the order', async () => {
    const w = world();
    const sessionId = await started(w, 'WELCOME10');
    expect(await w.verify.execute({ sessionId, redirectResult: w.provider.settle(sessionId, 'Refused') })).toEqual({
      ok: true,
      value: { kind: 'failed', resultCode: 'Refused', restoredItems: 1 },
    });
    expect(w.cart.view.items.map((i) => [i.sku, i.qty])).toEqual([['TEE-1', 2]]);
    expect(w.cart.view.coupon).toBe('WELCOME10');
  });

  it('a cancelled payment of a cart without a coupon restores the lines and applies no coupon', async () => {
    const w = world();
    const sessionId = await started(w);
    expect(await w.verify.execute({ sessionId, redirectResult: w.provider.settle(sessionId, 'Cancelled') })).toMatchObject({
      ok: true,
      value: { kind: 'failed', resultCode: 'Cancelled' },
    });
    expect(w.cart.view.items.map((i) => [i.sku, i.qty])).toEqual([['TEE-1', 2]]);
    expect(w.cart.view.coupon).toBeUndefined();
  });

  it('the restored cart is the truth: a line the server cart gained meanwhile is taken off it, not pulled in', async () => {
    const w = world();
    await w.container.get(AddToCart).execute({ sku: 'DRS-1-S-BLK', parentSku: 'DRS-1', name: 'Jurk Amara', type_id: 'configurable', price: money(5995) });
    const token = w.cart.view.token;
    if (token === undefined) throw new Error('the cart is not connected');
    const sessionId = await started(w);
    await w.verify.execute({ sessionId, redirectResult: w.provider.settle(sessionId, 'Refused') });
    expect(w.cart.view.items.map((i) => [i.sku, i.qty])).toEqual([['TEE-1', 2]]);
    const server = await w.container.get(InMemoryCart).pull({ cartId: w.cart.view.token ?? token, storeCode: 'nl' });
    expect(server.map((i) => [i.sku, i.qty])).toEqual([['TEE-1', 2]]);
  });
});
