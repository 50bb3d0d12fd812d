import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, servers, tee as teeProduct, type World } from '../../testing/cart-world';
import { ScriptedStore } from '../../testing/scripted-store';
import type { CartPort } from '../ports/cart-port';
import { Login } from '../session/login';
import { AddToCart } from './add-to-cart';
import type { CartSettings } from './cart-settings';
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

const lastRows = [{ code: 'grand_total', title: 'Grand Total', value: money(1995) }];
const warnings = (w: World) => w.logger.entries.filter((e) => e.level === 'warn').map((e) => `${e.tag}: ${e.message}`);

/** A cart with a tee on the server, priced there at 17.95, and the rows the cart showed last. */
async function pricedCart(options: { online?: boolean; settings?: Partial<CartSettings> } = {}) {
  const w = await cartWorld({ servers: servers({ prices: { 'TEE-1': 1795 } }), ...(options.settings === undefined ? {} : { settings: options.settings }) });
  const cart = w.get(CurrentCart);
  await cart.set({ items: [{ sku: 'TEE-1', qty: 1, price_incl_tax: money(1995) }] });
  await w.get(SyncCart).execute();
  // As the cart was before its totals were last asked: its own price on the line, the rows it showed then.
  const unpriced = cart.view.items.map(({ totals: _totals, ...line }) => ({ ...line, price_incl_tax: money(1995) }));
  await cart.set({ items: unpriced, segments: lastRows, totals: undefined });
  w.connectivity.setOnline(options.online ?? true);
  return { w, cart, load: w.get(LoadTotals) };
}

const shownLastRows = [{ code: 'grand_total', title: 'Grand Total', value: money(1995), emphasised: true }];

describe('LoadTotals: when the platform is asked, and what its answer changes', () => {
  it("the platform's answer sets the totals, the rows and each line's platform price", async () => {
    const { w, cart, load } = await pricedCart();
    const rows = await load.execute();
    expect(rows.map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 1795],
      ['grand_total', 1795],
    ]);
    expect(cart.view.totals).toStrictEqual({
      grand_total: money(1795),
      subtotal_incl_tax: money(1795),
      discount_amount: money(0),
      shipping_incl_tax: money(0),
    });
    expect(cart.view.items[0]?.price_incl_tax).toEqual(money(1795));
    expect(cart.view.lastTotalsSyncDate).toBe(w.clock.now());
  });

  it('a platform line without a unit price leaves the line its own price', async () => {
    const { w, cart, load } = await pricedCart();
    const totals = w.servers.cart.totals.bind(w.servers.cart);
    w.servers.cart.totals = async (ref) => {
      const answer = await totals(ref);
      return { ...answer, items: answer.items.map(({ price_incl_tax: _price, ...line }) => line) };
    };
    await load.execute();
    expect(cart.view.items[0]).toMatchObject({ price_incl_tax: money(1995), totals: { row_total_incl_tax: money(1795) } });
  });

  it('a line the server does not know yet takes no platform totals, not even those of a platform line without id', async () => {
    const { w, cart, load } = await pricedCart();
    await cart.set({ items: [...cart.view.items, { sku: 'SCF-3', qty: 1, price_incl_tax: money(1495) }] });
    const totals = w.servers.cart.totals.bind(w.servers.cart);
    w.servers.cart.totals = async (ref) => {
      const answer = await totals(ref);
      return { ...answer, items: [...answer.items, { qty: 1, price_incl_tax: money(999), row_total_incl_tax: money(999), name: 'Unlinked' }] };
    };
    await load.execute();
    const scarf = cart.view.items.find((i) => i.sku === 'SCF-3');
    expect(scarf?.price_incl_tax).toEqual(money(1495));
    expect(scarf).not.toHaveProperty('totals');
  });

  it('offline, the rows shown last are answered and the platform is not asked', async () => {
    const { cart, load } = await pricedCart({ online: false });
    expect(await load.execute()).toEqual(shownLastRows);
    expect(cart.view.totals).toBeUndefined();
  });

  it('with totals synchronisation off, the rows shown last are answered and the platform is not asked', async () => {
    const { cart, load } = await pricedCart({ settings: { synchronizeTotals: false } });
    expect(await load.execute()).toEqual(shownLastRows);
    expect(cart.view.totals).toBeUndefined();
  });

  it('without a server cart, the rows shown last are answered and nothing fails', async () => {
    const w = await cartWorld();
    const cart = w.get(CurrentCart);
    await cart.set({ segments: lastRows });
    expect(await w.get(LoadTotals).execute()).toEqual(shownLastRows);
    expect(cart.view.totals).toBeUndefined();
    expect(warnings(w)).toEqual([]);
  });

  it('a platform that fails is logged, and the rows shown last are answered', async () => {
    const { w, cart, load } = await pricedCart();
    w.servers.cart.failWith = 'unavailable';
    expect(await load.execute()).toEqual(shownLastRows);
    expect(cart.view.totals).toBeUndefined();
    expect(warnings(w)).toEqual(['cart: Cart totals could not be loaded: In-memory cart fails with unavailable']);
  });

  it('a bug in the cart adapter is not hidden behind the last rows', async () => {
    const { w, load } = await pricedCart();
    w.servers.cart.totals = async () => {
      throw new TypeError('adapter bug');
    };
    await expect(load.execute()).rejects.toThrow('adapter bug');
  });

  it("a signed-in customer's totals are those of the customer cart", async () => {
    const w = await cartWorld();
    expect(await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: true });
    await w.get(AddToCart).execute(teeProduct, 2);
    expect((await w.get(LoadTotals).execute()).map((r) => [r.code, r.value.amount])).toEqual([
      ['subtotal_incl_tax', 3990],
      ['grand_total', 3990],
    ]);
    expect(warnings(w)).toEqual([]);
  });
});
