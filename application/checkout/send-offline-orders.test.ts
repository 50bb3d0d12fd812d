import { describe, expect, it } from 'vitest';
import { InProcessLocks } from '../../adapters/locks/in-process-locks';
import { InMemoryOrder } from '../../adapters/memory/in-memory-order';
import type { OfflineOrder } from '../../domain/orders/types';
import { AddToCart } from '../cart/add-to-cart';
import { LockPort } from '../ports/lock-port';
import type { OrderAnswer, OrderRequest } from '../ports/order-port';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, servers, tee, type World } from '../../testing/cart-world';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { OfflineOrderStore } from './offline-order-store';
import { PlaceOrder } from './place-order';
import { SaveCheckoutDetails } from './save-checkout-details';
import { SendOfflineOrders } from './send-offline-orders';

/** Orders in memory that also remember the token each order went with. */
class TokenRecordingOrder extends InMemoryOrder {
  readonly tokens: (string | undefined)[] = [];

  override place(order: OrderRequest, token?: string): Promise<OrderAnswer> {
    this.tokens.push(token);
    return super.place(order);
  }
}

/** An order stored on this device as PlaceOrder stores it, one T-shirt, not yet sent. */
const storedOrder = (id: string, createdAt: number, over: Partial<OrderRequest> = {}): OfflineOrder => {
  const address = { firstname: 'Anna', lastname: 'de Vries', street: ['Damrak', '1'], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL' };
  const request: OrderRequest = {
    orderId: id,
    storeCode: 'nl',
    createdAt,
    products: [{ sku: 'TEE-1', qty: 1, price: 19.95, priceInclTax: 19.95 }],
    shippingAddress: address,
    billingAddress: address,
    shippingMethodCode: 'flatrate',
    shippingCarrierCode: 'flatrate',
    paymentMethodCode: 'checkmo',
    paymentMethodAdditional: {},
    ...over,
  };
  return { id, order: request as unknown as Record<string, unknown>, transmited: false, created_at: createdAt };
};

async function withStored(w: World, ...orders: OfflineOrder[]): Promise<void> {
  for (const order of orders) await w.get(OfflineOrderStore).put(order);
}

const placedIds = (w: World) => w.servers.orders.placed.map((o) => o.orderId);
/** Lets every in-memory call that can run now run (no timer: one turn of the event loop). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A world where the shopper placed an order while offline: it waits, queued, on the device. */
async function queuedOrder(options: { login?: 'before' | 'after' } = {}) {
  const orders = new TokenRecordingOrder();
  const w = await cartWorld({ servers: { ...servers(), orders }, settings: { autoSendOfflineOrders: true } });
  if (options.login === 'before') await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
  await w.get(AddToCart).execute(tee);
  await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
  w.connectivity.setOnline(false);
  const placed = await w.get(PlaceOrder).execute();
  if (!placed.ok || placed.value.kind !== 'queued') throw new Error('not queued');
  w.connectivity.setOnline(true);
  if (options.login === 'after') await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
  return { w, orders, orderId: placed.value.orderId };
}

describe('SendOfflineOrders (cart spec §4 "Offline")', () => {
  it('offline, it sends nothing and counts the orders still waiting, not the ones the server has', async () => {
    const w = await cartWorld({ online: false, settings: { autoSendOfflineOrders: true } });
    await withStored(w, { ...storedOrder('sent-before', 1), transmited: true }, storedOrder('waiting', 2));
    expect(await w.get(SendOfflineOrders).execute({ confirmed: true })).toEqual({ sent: [], waiting: 1, askedToConfirm: false });
    expect(w.servers.orders.placed).toEqual([]);
    expect(w.outlet.events).toEqual([]);
  });

  it('online with nothing waiting, it neither sends nor asks', async () => {
    const w = await cartWorld();
    await withStored(w, { ...storedOrder('sent-before', 1), transmited: true });
    expect(await w.get(SendOfflineOrders).execute()).toEqual({ sent: [], waiting: 0, askedToConfirm: false });
    expect(w.outlet.events).toEqual([]);
  });

  it('sends the waiting orders oldest first and answers which went out', async () => {
    const w = await cartWorld({ settings: { autoSendOfflineOrders: true } });
    await withStored(w, storedOrder('second', 2), storedOrder('first', 1));
    expect(await w.get(SendOfflineOrders).execute()).toEqual({ sent: ['first', 'second'], waiting: 0, askedToConfirm: false });
    expect(placedIds(w)).toEqual(['first', 'second']);
    expect((await w.get(OfflineOrderStore).all()).map((o) => [o.id, o.transmited, o.orderNumber])).toEqual([
      ['first', true, '100000001'],
      ['second', true, '100000002'],
    ]);
  });

  it('a server that cannot be reached leaves the orders waiting on the device', async () => {
    const w = await cartWorld({ settings: { autoSendOfflineOrders: true } });
    await withStored(w, storedOrder('a', 1), storedOrder('b', 2));
    w.servers.orders.failWith = 'unavailable';
    expect(await w.get(SendOfflineOrders).execute()).toEqual({ sent: [], waiting: 2, askedToConfirm: false });
    expect((await w.get(OfflineOrderStore).all()).map((o) => o.transmited)).toEqual([false, false]);
    expect(w.outlet.notices).toEqual([]);
  });

  it("an order the server rejects is dropped from the device, logged, and the shopper told 'Something went wrong with the order'", async () => {
    const w = await cartWorld({ settings: { autoSendOfflineOrders: true } });
    await withStored(w, storedOrder('bad', 1));
    w.servers.orders.failWith = 'rejected';
    expect(await w.get(SendOfflineOrders).execute()).toEqual({ sent: [], waiting: 0, askedToConfirm: false });
    expect(await w.get(OfflineOrderStore).all()).toEqual([]);
    expect(w.outlet.notices).toEqual([{ type: 'danger', message: 'order-failed', action1: { label: 'ok', action: 'close' } }]);
    expect(w.logger.entries.filter((e) => e.level === 'error')).toMatchObject([
      { tag: 'orders', message: 'Offline order bad was refused: In-memory orders fail with rejected' },
    ]);
  });

  it('an order the server refuses with its answer (a bad signature) fails and is dropped; the next one still goes out', async () => {
    const w = await cartWorld({ settings: { autoSendOfflineOrders: true } });
    await withStored(
      w,
      storedOrder('forged', 1, { products: [{ sku: 'TEE-1', qty: 1, price: 19.95, priceInclTax: 19.95, sgn: 'forged' }] }),
      storedOrder('fine', 2),
    );
    expect(await w.get(SendOfflineOrders).send(storedOrder('forged', 1))).toBe('failed');
    expect(await w.get(SendOfflineOrders).execute()).toEqual({ sent: ['fine'], waiting: 0, askedToConfirm: false });
    expect(w.logger.messages('error')).toEqual(['Offline order forged was refused: Invalid signature validation of TEE-1']);
    expect((await w.get(OfflineOrderStore).all()).map((o) => o.id)).toEqual(['fine']);
  });

  it('sends the order it is given, not another one waiting next to it', async () => {
    const w = await cartWorld();
    await withStored(w, storedOrder('older', 1), storedOrder('newer', 2));
    expect(await w.get(SendOfflineOrders).send(storedOrder('newer', 2))).toBe('sent');
    expect(placedIds(w)).toEqual(['newer']);
  });

  it('an order no longer on the device, or one the server already has, is skipped', async () => {
    const w = await cartWorld();
    await withStored(w, { ...storedOrder('done', 1), transmited: true });
    const sender = w.get(SendOfflineOrders);
    expect(await sender.send(storedOrder('gone', 2))).toBe('skipped');
    expect(await sender.send(storedOrder('done', 1))).toBe('skipped');
    expect(w.servers.orders.placed).toEqual([]);
  });

  it('an order this tab is sending already is not sent a second time meanwhile', async () => {
    const w = await cartWorld();
    await withStored(w, storedOrder('a', 1));
    const sender = w.get(SendOfflineOrders);
    expect(await Promise.all([sender.send(storedOrder('a', 1)), sender.send(storedOrder('a', 1))])).toEqual(['sent', 'skipped']);
    expect(w.outlet.events.filter((e) => e.kind === 'offline-order-sent')).toHaveLength(1);
  });

  it('an order another tab is sending waits for that tab, and is skipped once that tab sent it', async () => {
    const w = await cartWorld();
    const locks = new InProcessLocks();
    w.container.bind(LockPort).toConstantValue(locks);
    await withStored(w, storedOrder('a', 1));
    let otherTabDone = () => {};
    const otherTab = locks.exclusive('offline-order:a', () => new Promise<void>((resolve) => (otherTabDone = resolve)));
    const here = w.get(SendOfflineOrders).send(storedOrder('a', 1));
    await settle();
    expect(w.servers.orders.placed).toEqual([]);
    await w.get(OfflineOrderStore).put({ ...storedOrder('a', 1), transmited: true, orderNumber: '100000001' });
    otherTabDone();
    await otherTab;
    expect(await here).toBe('skipped');
    expect(w.servers.orders.placed).toEqual([]);
  });

  it("a customer's queued order goes with the customer's current token", async () => {
    const { w, orders, orderId } = await queuedOrder({ login: 'before' });
    expect(await w.get(SendOfflineOrders).execute()).toMatchObject({ sent: [orderId] });
    const token = w.get(AuthSession).token;
    expect(token).toBeDefined();
    expect(orders.tokens).toEqual([token]);
    expect(orders.placed[0]?.userId).toBeDefined();
  });

  it("a guest's queued order stays a guest order when a customer signs in before it is sent", async () => {
    const { w, orders, orderId } = await queuedOrder({ login: 'after' });
    expect(w.get(AuthSession).token).toBeDefined();
    expect(await w.get(SendOfflineOrders).execute()).toMatchObject({ sent: [orderId] });
    expect(orders.tokens).toEqual([undefined]);
    expect(orders.placed[0]).not.toHaveProperty('userId');
  });

  it('a programming error while sending is not passed off as a refused order', async () => {
    const w = await cartWorld({ settings: { autoSendOfflineOrders: true } });
    await withStored(w, storedOrder('a', 1));
    w.servers.orders.place = () => Promise.reject(new TypeError('boom'));
    await expect(w.get(SendOfflineOrders).execute()).rejects.toThrow(TypeError);
    expect((await w.get(OfflineOrderStore).all()).map((o) => o.id)).toEqual(['a']);
  });
});
