import { describe, expect, it } from 'vitest';
import type { CartItem, ProductOption } from '../../domain/cart/types';
import { cartItemKey } from '../../domain/cart/checksum';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import type { CartPort } from '../ports/cart-port';
import { PortError } from '../ports/port-error';
import { CurrentCart } from './current-cart';
import { SyncCart } from './sync-cart';
import { cartWorld, type World } from '../../testing/cart-world';
import type { CartSettings } from './cart-settings';

const line = (sku: string, qty: number, more: Partial<CartItem> = {}): CartItem => ({ sku, qty, ...more }) as CartItem;
const engraving: ProductOption = { extension_attributes: { custom_options: [{ option_id: '7', option_value: 'Anna' }] } } as ProductOption;
const STALE_TOKEN = 'x'.repeat(32);
const notFound = () => new PortError('not-found', 'No such entity with cartId', { status: 404 });

async function world(settings: Partial<CartSettings> = {}) {
  const w = await cartWorld({ settings });
  return { w, cart: w.get(CurrentCart), sync: w.get(SyncCart) };
}

/** A guest server cart holding `lines`, as another device or an earlier session left it. */
async function serverCart(w: World, lines: ReadonlyArray<{ sku: string; qty: number; productOption?: ProductOption }>) {
  const cartId = await w.servers.cart.create();
  for (const l of lines) await w.servers.cart.update({ cartId }, l);
  return cartId;
}

const logged = (w: World) => w.logger.entries.filter((e) => e.tag === 'cart-sync').map(({ level, message, data }) => ({ level, message, data }));
const emptyCartEvents = (w: World) => w.analytics.events.filter((e) => e.event === 'emptyCart');

describe('SyncCart getting a server cart (cart spec §4 "Getting a cart token")', () => {
  it('the first server cart of a shopper is no change of cart: no emptyCart event and no bypass time', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    expect(await sync.execute()).toMatchObject({ kind: 'synced', refused: [] });
    expect(cart.view.token).toEqual(expect.any(String));
    expect(cart.view.lastCartBypassTs).toBeUndefined();
    expect(emptyCartEvents(w)).toEqual([]);
  });

  it('the server cart is created in the shopper’s store view, for the first cart and for a guest cart alike', async () => {
    const { w, cart, sync } = await world({ storeCode: 'de' });
    const stores: unknown[] = [];
    const create = w.servers.cart.create.bind(w.servers.cart);
    w.servers.cart.create = (token, options) => {
      stores.push((options as Parameters<CartPort['create']>[1])?.storeCode);
      return create(token, options);
    };
    await sync.execute();
    await cart.set({ token: STALE_TOKEN });
    await sync.execute({ forced: true });
    expect(stores).toEqual(['de', 'de']);
  });

  it('a connect that gets no answer keeps the cart local, creates nothing and warns once', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    w.servers.cart.unreachable = true;
    expect(await sync.execute()).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(cart.view).toMatchObject({ items: [{ sku: 'TEE-1', qty: 1 }], connectBypassCount: 0 });
    expect(cart.view.token).toBeUndefined();
    expect(logged(w)).toEqual([{ level: 'warn', message: 'Cart server unreachable, the cart stays local: Cannot reach the in-memory cart', data: undefined }]);
    expect(cart.view.totals).toBeUndefined();
  });

  it('a connect the server refuses with another status than 401 gives up at once: cart sync is disabled, no guest cart is tried', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    w.servers.cart.failWith = 'unavailable';
    expect(await sync.execute()).toEqual({ kind: 'failed', reason: 'cart-sync-disabled' });
    expect(cart.view.connectBypassCount).toBe(0);
    expect(cart.view.token).toBeUndefined();
    expect(logged(w)).toEqual([
      {
        level: 'error',
        message: 'Cart sync is disabled by the config or the server refused a cart',
        data: { status: 503, message: 'In-memory cart fails with unavailable' },
      },
    ]);
  });

  it('a 401 at connect gets a guest cart instead, and the time of that bypass is kept', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    const create = w.servers.cart.create.bind(w.servers.cart);
    let refusals = 1;
    w.servers.cart.create = async (...args) => {
      if (refusals-- > 0) throw new PortError('not-authorized', "The consumer isn't authorized", { status: 401 });
      return create(...args);
    };
    expect(await sync.execute()).toMatchObject({ kind: 'synced', refused: [] });
    const token = cart.view.token!;
    expect(w.servers.cart.itemsOf(token)).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(cart.view.lastCartBypassTs).toBe(w.clock.now());
    expect(cart.view.connectBypassCount).toBe(0);
  });

  it('a 401 at connect once the guest-cart bypasses are used up gives up and logs that the maximum was reached', async () => {
    const { w, cart, sync } = await world({ maxCartBypassAttempts: 2 });
    await cart.set({ items: [line('TEE-1', 1)] });
    await cart.set({ connectBypassCount: 2 });
    w.servers.cart.create = async () => {
      throw new PortError('not-authorized', 'Token expired', { status: 401 });
    };
    expect(await sync.execute()).toEqual({ kind: 'failed', reason: 'max-bypass-attempts-reached' });
    expect(logged(w)).toEqual([
      { level: 'error', message: 'Cart sync failed: maximum guest-cart bypass attempts reached', data: { status: 401, message: 'Token expired' } },
    ]);
    expect(cart.view.token).toBeUndefined();
  });

  it('a bug in the cart adapter is not taken for a server answer: it surfaces as it is', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    w.servers.cart.create = async () => {
      throw new TypeError('adapter bug in create');
    };
    await expect(sync.execute()).rejects.toThrow('adapter bug in create');
  });
});

describe('SyncCart when the server cart answers with an error (cart spec §4 non-200 rule)', () => {
  it('a guest reconnect keeps the client lines and pushes them, even where the server may remove local lines', async () => {
    const { w, cart, sync } = await world({ serverSyncCanRemoveLocalItems: true });
    const oldCart = await serverCart(w, [{ sku: 'TEE-1', qty: 2 }]);
    await cart.set({ items: [line('TEE-1', 2, { server_item_id: 1 })], token: STALE_TOKEN });
    expect(await sync.execute({ forced: true, forceClientState: false })).toMatchObject({ kind: 'synced', refused: [] });
    expect(cart.view.items).toMatchObject([{ sku: 'TEE-1', qty: 2 }]);
    expect(cart.view.token).not.toBe(oldCart);
    expect(w.servers.cart.itemsOf(cart.view.token!)).toMatchObject([{ sku: 'TEE-1', qty: 2 }]);
    expect(cart.view.lastCartBypassTs).toBe(w.clock.now());
    expect(emptyCartEvents(w)).toHaveLength(1);
  });

  it('a server cart that keeps failing after every guest reconnect gives up at the limit, logs it and loads no totals', async () => {
    const { w, cart, sync } = await world({ maxCartBypassAttempts: 2 });
    await cart.set({ items: [line('TEE-1', 1)] });
    w.servers.cart.pull = async () => {
      throw notFound();
    };
    expect(await sync.execute()).toEqual({ kind: 'failed', reason: 'max-bypass-attempts-reached' });
    expect(cart.view.connectBypassCount).toBe(2);
    expect(cart.view.totals).toBeUndefined();
    expect(logged(w)).toEqual([
      { level: 'error', message: 'Cart sync failed: maximum guest-cart bypass attempts reached', data: { status: 404, message: 'No such entity with cartId' } },
    ]);
  });

  it('a guest cart that cannot be created gives up, and the bypass it used is remembered', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)], token: STALE_TOKEN });
    w.servers.cart.failWith = 'not-found';
    expect(await sync.execute({ forced: true })).toEqual({ kind: 'failed', reason: 'cart-sync-disabled' });
    expect(cart.view.connectBypassCount).toBe(1);
    expect(cart.view.token).toBe(STALE_TOKEN);
  });

  it('a cart ended while the guest cart was being created keeps that cart out and sends no emptyCart', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)], token: STALE_TOKEN });
    const otherTab = new CurrentCart(w.servers.storage, new MemoryLogger());
    await otherTab.load();
    const create = w.servers.cart.create.bind(w.servers.cart);
    w.servers.cart.create = async (...args) => {
      const id = await create(...args);
      await otherTab.clear(true); // a logout in another tab
      return id;
    };
    expect(await sync.execute({ forced: true })).toEqual({ kind: 'skipped', reason: 'cart-ended' });
    expect(cart.view.token).toBeUndefined();
    expect(emptyCartEvents(w)).toEqual([]);
  });

  it('a server that stops answering in the middle of a sync fails it as unreachable; it refuses no line', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1)] });
    w.servers.cart.update = async () => {
      throw new PortError('unavailable', 'Connection reset');
    };
    expect(await sync.execute()).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(cart.view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(cart.view.totals).toBeUndefined();
  });

  it('bugs in the cart adapter surface as they are, during a pull and during a guest reconnect', async () => {
    const pulling = await world();
    await pulling.cart.set({ items: [line('TEE-1', 1)] });
    pulling.w.servers.cart.pull = async () => {
      throw new TypeError('adapter bug in pull');
    };
    await expect(pulling.sync.execute()).rejects.toThrow('adapter bug in pull');

    const reconnecting = await world();
    await reconnecting.cart.set({ items: [line('TEE-1', 1)], token: STALE_TOKEN });
    reconnecting.w.servers.cart.create = async () => {
      throw new TypeError('adapter bug in create');
    };
    await expect(reconnecting.sync.execute({ forced: true })).rejects.toThrow('adapter bug in create');
  });
});

describe('SyncCart reconciling lines (cart spec §4 "Cart synchronisation")', () => {
  it('a cart with a server cart that never synced here takes the lines only the server has, it does not delete them', async () => {
    const { w, cart, sync } = await world();
    const cartId = await serverCart(w, [{ sku: 'DRS-1-S-BLK', qty: 1 }]);
    await cart.set({ items: [line('TEE-1', 1)], token: cartId });
    expect(await sync.execute()).toMatchObject({ kind: 'synced', refused: [] });
    expect(cart.view.items.map((i) => i.sku).sort()).toEqual(['DRS-1-S-BLK', 'TEE-1']);
    expect(
      w.servers.cart
        .itemsOf(cartId)
        .map((i) => i.sku)
        .sort(),
    ).toEqual(['DRS-1-S-BLK', 'TEE-1']);
  });

  it('a synced cart has its totals loaded', async () => {
    const { cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 2)] });
    await sync.execute();
    expect(cart.view.totals?.grand_total.amount).toBe(3990);
  });

  it('a line with custom options reaches the server with its options', async () => {
    const { w, cart, sync } = await world();
    await cart.set({ items: [line('TEE-1', 1, { product_option: engraving })] });
    await sync.execute();
    expect(w.servers.cart.itemsOf(cart.view.token!)).toMatchObject([{ sku: 'TEE-1', qty: 1, product_option: engraving }]);
  });

  it('a quantity the server refuses for a line with custom options is reported under its sku and reverted', async () => {
    const { w, cart, sync } = await world();
    const cartId = await serverCart(w, [{ sku: 'TEE-1', qty: 1, productOption: engraving }]);
    const serverLine = w.servers.cart.itemsOf(cartId)[0]!;
    const client = line('TEE-1', 12, { product_option: engraving, prev_qty: 1, server_item_id: serverLine.item_id });
    await cart.set({ items: [client], token: cartId });
    const outcome = await sync.execute({ forceClientState: true });
    expect(outcome).toMatchObject({
      kind: 'synced',
      refused: [{ key: cartItemKey(client), sku: 'TEE-1', message: 'De gevraagde hoeveelheid is niet beschikbaar' }],
    });
    expect(cart.view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(w.servers.cart.itemsOf(cartId)).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
  });

  it('a server line the server refuses to delete is reported by its sku and the client cart stays as it was', async () => {
    const { w, cart, sync } = await world();
    const cartId = await serverCart(w, [{ sku: 'SCF-3', qty: 1 }]);
    await cart.set({ items: [line('TEE-1', 1)], token: cartId });
    w.servers.cart.delete = async () => {
      throw new PortError('rejected', 'The line cannot be removed', { status: 400 });
    };
    const outcome = await sync.execute({ forceClientState: true });
    expect(outcome).toMatchObject({ kind: 'synced', refused: [{ key: 'SCF-3', sku: 'SCF-3', message: 'The line cannot be removed' }] });
    expect(cart.view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
  });
});
