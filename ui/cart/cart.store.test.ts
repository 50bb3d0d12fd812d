import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '../../application/cart/add-to-cart';
import { ApplyCoupon } from '../../application/cart/apply-coupon';
import { CurrentCart } from '../../application/cart/current-cart';
import { LoadShippingMethods } from '../../application/cart/load-shipping-methods';
import { LoadTotals } from '../../application/cart/load-totals';
import { RemoveCoupon } from '../../application/cart/remove-coupon';
import { RemoveItem } from '../../application/cart/remove-item';
import { StartCart } from '../../application/cart/start-cart';
import { StockSyncCartItems } from '../../application/cart/stock-sync-cart-items';
import { SyncCart } from '../../application/cart/sync-cart';
import { cartWorld, dress, tee, type World } from '../../testing/cart-world';
import { TrackCartView } from '../../application/cart/track-cart-view';
import { UpdateQuantity } from '../../application/cart/update-quantity';
import { WatchConnectivity } from '../../application/offline/watch-connectivity';
import { cartItemKey } from '../../domain/cart/checksum';
import { NotificationStore } from '../notifications/notification.store';
import { CartStore, type CartUseCases } from './cart.store';
import { trackOpening } from './use-cart-opened';

const notSent = { execute: () => Promise.resolve(false) };
const keys = { current: () => Promise.resolve({ sessionKey: 's', customerKey: 'c' }) };

/** The cart store over the in-memory cart world; the world's outlet is replaced by a real NotificationStore. */
async function storeOver(options: { online?: boolean; isServer?: boolean; servicesReady?: () => Promise<void> } = {}) {
  const w: World = await cartWorld({ online: options.online ?? true });
  const useCases = {
    startCart: w.get(StartCart),
    currentCart: w.get(CurrentCart),
    syncCart: w.get(SyncCart),
    addToCart: w.get(AddToCart),
    updateQuantity: w.get(UpdateQuantity),
    removeItem: w.get(RemoveItem),
    applyCoupon: w.get(ApplyCoupon),
    removeCoupon: w.get(RemoveCoupon),
    loadTotals: w.get(LoadTotals),
    loadShippingMethods: w.get(LoadShippingMethods),
    stockSyncCartItems: w.get(StockSyncCartItems),
    watchConnectivity: w.get(WatchConnectivity),
    trackCartView: w.get(TrackCartView),
    sendSearchNotification: notSent,
    providerKeys: keys,
  } as unknown as CartUseCases;
  const notifications = new NotificationStore();
  // The use cases notify through the world's outlet; forward its notices to the store the toasts read.
  const outlet = w.outlet as unknown as { notify: (n: Parameters<NotificationStore['notify']>[0]) => void };
  const record = outlet.notify.bind(outlet);
  outlet.notify = (notice) => {
    record(notice);
    notifications.notify(notice);
  };
  let microcartOpened = 0;
  const store = new CartStore(
    useCases,
    { isServer: options.isServer ?? false, storeView: { storeCode: 'nl', url: '' } },
    notifications,
    () => {
      microcartOpened += 1;
    },
    options.servicesReady,
  );
  return { w, store, notifications, opened: () => microcartOpened };
}

describe('CartStore', () => {
  it("adds a product: 'Product has been added to the cart!' with Proceed to checkout, the badge counts quantities, the microcart opens", async () => {
    const { store, notifications, opened } = await storeOver();
    const adding = store.add(tee, 2);
    expect(store.isAdding).toBe(true);
    expect(await adding).toBe(true);
    expect(store.isAdding).toBe(false);
    await store.add(dress);
    expect(store.totalQuantity).toBe(3);
    expect(store.items.map((i) => i.sku)).toEqual(['TEE-1', 'DRS-1-S-BLK']);
    expect(notifications.notifications.map((n) => n.message)).toEqual(['product-added']);
    expect(notifications.notifications[0]).toMatchObject({ type: 'success', action2: { label: 'proceed-to-checkout', action: 'proceed-to-checkout' } });
    expect(opened()).toBe(2);
    expect(store.totals.map((r) => r.code)).toContain('grand_total');
  });

  it('refuses an unknown price with its notice and adds nothing', async () => {
    const { store, notifications } = await storeOver();
    expect(await store.add({ ...tee, price: { amount: 0, currency: 'EUR' } })).toBe(false);
    expect(store.totalQuantity).toBe(0);
    expect(notifications.notifications.map((n) => n.message)).toEqual(['unknown-price']);
  });

  it('a refused quantity change rolls back to the previous quantity and shows the server text', async () => {
    const { w, store, notifications } = await storeOver();
    await store.add(dress, 2);
    const key = cartItemKey(store.items[0]!);
    expect(await store.updateQuantity(key, 5)).toBe(false);
    expect(store.items[0]).toMatchObject({ sku: 'DRS-1-S-BLK', qty: 2 });
    expect(w.servers.cart.itemsOf(store.view!.token!)).toMatchObject([{ qty: 2 }]);
    expect(notifications.notifications.at(-1)).toMatchObject({
      type: 'danger',
      message: 'server-message',
      params: { message: 'De gevraagde hoeveelheid is niet beschikbaar' },
    });
    expect(store.isBusy(key)).toBe(false);
  });

  it("an invalid quantity is refused with 'Only {maxQuantity} available' and the line stays", async () => {
    const { store, notifications } = await storeOver();
    await store.add(tee);
    const key = store.key(store.items[0]!);
    expect(await store.updateQuantity(key, 12, 10)).toBe(false);
    expect(notifications.notifications.at(-1)).toMatchObject({ message: 'only-max-quantity-available', params: { maxQuantity: 10 } });
    expect(store.totalQuantity).toBe(1);
  });

  it("a negative or broken quantity typed in the cart is refused with the spec's message, kept for the line until a valid one is sent", async () => {
    const { store, notifications } = await storeOver();
    await store.add(tee);
    const key = store.key(store.items[0]!);
    expect(await store.updateQuantity(key, '-3')).toBe(false);
    expect(store.quantityError(key)).toMatchObject({ id: 'quantity-above-zero' });
    expect(notifications.notifications.at(-1)).toMatchObject({ type: 'danger', message: 'quantity-above-zero' });
    expect(store.items[0]).toMatchObject({ qty: 1 });
    expect(await store.updateQuantity(key, '2.5')).toBe(false);
    expect(store.quantityError(key)).toMatchObject({ id: 'quantity-positive-integer' });
    expect(await store.updateQuantity(key, '2')).toBe(true);
    expect(store.quantityError(key)).toBeUndefined();
    expect(notifications.notifications.at(-1)).toMatchObject({ type: 'success', message: 'quantity-updated' });
  });

  it('offline changes are kept on the device and sent when the connection returns', async () => {
    const { w, store } = await storeOver();
    await store.add(tee);
    await store.add(dress);
    const token = store.view!.token!;
    w.connectivity.setOnline(false);
    await store.updateQuantity(store.key(store.items[0]!), 3);
    await store.remove(store.key(store.items[1]!));
    expect(store.items).toMatchObject([{ sku: 'TEE-1', qty: 3 }]);
    expect(w.servers.cart.itemsOf(token)).toMatchObject([
      { sku: 'TEE-1', qty: 1 },
      { sku: 'DRS-1-S-BLK', qty: 1 },
    ]);

    w.connectivity.setOnline(true);
    await w.get(WatchConnectivity).lastRun;
    store.refresh();
    expect(w.servers.cart.itemsOf(token)).toMatchObject([{ sku: 'TEE-1', qty: 3 }]);
    expect(w.servers.cart.itemsOf(token)).toHaveLength(1);
    expect(store.totalQuantity).toBe(3);
  });

  it('applies WELCOME10 and refuses an unknown code with the invalid-coupon notice', async () => {
    const { store, notifications } = await storeOver();
    await store.add(tee);
    expect(await store.applyCoupon('NOPE')).toBe(false);
    expect(notifications.notifications.at(-1)).toMatchObject({ type: 'warning', message: 'invalid-coupon' });
    expect(await store.applyCoupon('WELCOME10')).toBe(true);
    expect(store.coupon).toBe('WELCOME10');
    expect(store.totals.map((r) => r.code)).toContain('discount');
    expect(await store.removeCoupon()).toBe(true);
    expect(store.coupon).toBeUndefined();
  });

  it("notes the stock per line: 'In stock!' and the quantity on hand", async () => {
    const { store } = await storeOver();
    await store.add(tee);
    await store.checkStock();
    expect(store.stockNote(store.items[0]!)).toEqual({ kind: 'info', id: 'in-stock' });
    expect(store.stockNote({ ...store.items[0]!, qty: 11 })).toEqual({ kind: 'error', id: 'only-max-quantity-available', values: { maxQuantity: 10 } });
  });

  it('re-reads the cart when another use case changed it (a login merge, a placed order)', async () => {
    const { w, store, notifications } = await storeOver();
    await store.start();
    await w.get(AddToCart).execute(tee, 2);
    expect(store.totalQuantity).toBe(0);
    notifications.emit({ kind: 'logged-in' });
    await expect.poll(() => store.totalQuantity).toBe(2);
  });

  it('sends view_cart once per opening of a cart screen, however often its effect runs', async () => {
    const { w, store } = await storeOver();
    await store.add(tee);
    const viewCarts = () => w.analytics.events.filter((e) => e.event === 'view_cart').length;
    const microcart = { sent: false };
    trackOpening(store, microcart);
    trackOpening(store, microcart);
    await vi.waitFor(() => expect(viewCarts()).toBe(1));
    trackOpening(store, { sent: false });
    await vi.waitFor(() => expect(viewCarts()).toBe(2));
    await store.start();
    expect(viewCarts()).toBe(2);
  });

  it('never starts on the server', async () => {
    const { store } = await storeOver({ isServer: true });
    await store.start();
    expect(store.status).toBe('idle');
  });

  it('starts only once the use cases are loaded, and tries again after their load failed', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const servicesReady = () => {
      loads += 1;
      if (loads === 1) return Promise.reject(new Error('chunk failed'));
      return new Promise<void>((resolve) => (release = resolve));
    };
    const { store } = await storeOver({ servicesReady });
    await expect(store.start()).rejects.toThrow('chunk failed');
    expect(store.status).toBe('idle');
    const starting = store.start();
    await Promise.resolve();
    expect(store.status).toBe('starting');
    release();
    await starting;
    expect(store.status).toBe('ready');
    expect(loads).toBe(2);
  });

  it("asks the server for the totals once per change: the change's own sync already brought them", async () => {
    const { w, store } = await storeOver();
    await store.start();
    await store.add(tee);
    const loads = vi.spyOn(w.get(LoadTotals), 'execute');
    await store.add(dress);
    expect(loads).toHaveBeenCalledTimes(1);
    await store.updateQuantity(store.key(store.items[0]!), 3);
    expect(loads).toHaveBeenCalledTimes(2);
    const grand = store.totals.find((r) => r.code === 'grand_total');
    expect(grand?.value).toEqual((await w.get(LoadTotals).execute()).find((r) => r.code === 'grand_total')?.value);
  });
});
