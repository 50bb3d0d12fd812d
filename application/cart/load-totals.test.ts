import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domain/cart/types';
import { cartWorld, servers } from '../../testing/cart-world';
import { ScriptedStore } from '../../testing/scripted-store';
import type { CartPort } from '../ports/cart-port';
import { CurrentCart } from './current-cart';
import { LoadTotals } from './load-totals';
import { SyncCart } from './sync-cart';

const tee = { sku: 'TEE-1', qty: 1, name: 'T-shirt Lotte' } as CartItem;

describe('LoadTotals (cart spec §3 platformTotals)', () => {
  it('keeps the lines a change wrote while the totals answer was on its way (a cart restored after a failed payment)', async () => {
    const storage = new ScriptedStore();
    const w = await cartWorld({ servers: servers({}, storage) });
    const cart = w.get(CurrentCart);
    // The cart after a placed order, started again: a new, empty server cart.
    await w.get(SyncCart).execute({ forced: true });
    expect(cart.view.token).toBeDefined();

    // The totals of the empty cart are asked; their answer is held.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = w.servers.cart;
    const totals = server.totals.bind(server);
    server.totals = (async (ref) => {
      await answered;
      return totals(ref);
    }) as CartPort['totals'];
    // Once the answer is in, the next read of the stored cart (the totals' own write) is held too.
    let reading: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (reading = resolve));
    let releaseRead: () => void = () => undefined;
    let hold = false;
    storage.before = (operation, namespace) => {
      if (!hold || operation !== 'get' || namespace !== 'cart') return undefined;
      hold = false;
      reading();
      return new Promise<void>((resolve) => (releaseRead = resolve));
    };
    const loading = w.get(LoadTotals).execute();
    hold = true;
    answer();
    await read;

    // Meanwhile the failed payment's cart is restored (VerifyPaymentReturn: a change in the cart's queue).
    await cart.exclusive(() => cart.set({ items: [tee] }));
    releaseRead();
    await loading;

    expect(cart.view.items.map((i) => i.sku)).toEqual(['TEE-1']);
    expect(cart.view.totals).toBeDefined();
    const reloaded = new CurrentCart(storage, w.logger);
    await reloaded.load();
    expect(reloaded.view.items.map((i) => i.sku)).toEqual(['TEE-1']);
  });
});
