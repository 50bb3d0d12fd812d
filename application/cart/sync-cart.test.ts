import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { CurrentCart } from './current-cart';
import { StartCart } from './start-cart';
import { SyncCart } from './sync-cart';
import { cartWorld, servers, tee } from '../../testing/cart-world';

describe('SyncCart (cart spec §4 "Cart synchronisation")', () => {
  it('runs only when connected and enabled, and when the hash changed, there was no prior sync, or it is forced', async () => {
    const w = await cartWorld();
    const sync = w.get(SyncCart);
    expect(await sync.execute()).toMatchObject({ kind: 'synced' });
    expect(await sync.execute()).toEqual({ kind: 'skipped', reason: 'unchanged' });
    expect(await sync.execute({ forced: true })).toMatchObject({ kind: 'synced' });
    w.connectivity.setOnline(false);
    expect(await sync.execute({ forced: true })).toEqual({ kind: 'skipped', reason: 'offline' });
    const disabled = await cartWorld({ settings: { synchronize: false } });
    expect(await disabled.get(SyncCart).execute({ forced: true })).toEqual({ kind: 'skipped', reason: 'disabled' });
  });

  it('a logout while the server cart is being read writes nothing back: the customer lines stay gone', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const cart = w.get(CurrentCart);
    const pull = w.servers.cart.pull.bind(w.servers.cart);
    w.servers.cart.pull = async (ref) => {
      const answer = await pull(ref);
      await cart.clear(true); // what Logout does, outside the cart's task queue
      return answer;
    };
    expect(await w.get(SyncCart).execute({ forced: true })).toEqual({ kind: 'skipped', reason: 'cart-ended' });
    expect(cart.view.items).toEqual([]);
    expect(cart.view.token).toBeUndefined();
  });

  it('a logout while a new server cart is being created keeps that cart token out of the ended cart', async () => {
    const w = await cartWorld();
    const cart = w.get(CurrentCart);
    const create = w.servers.cart.create.bind(w.servers.cart);
    w.servers.cart.create = async (...args) => {
      const id = await create(...args);
      await cart.clear(true);
      return id;
    };
    expect(await w.get(SyncCart).execute({ forced: true })).toEqual({ kind: 'skipped', reason: 'cart-ended' });
    expect(cart.view.token).toBeUndefined();
  });

  it('creates a server cart when none exists and adds the lines only the server has to the client', async () => {
    const w = await cartWorld();
    await w.get(SyncCart).execute();
    const cartId = w.get(CurrentCart).view.token!;
    expect(typeof cartId).toBe('string');
    await w.servers.cart.update({ cartId }, { sku: 'TEE-1', qty: 2 });
    await w.get(SyncCart).execute({ forced: true });
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 2, server_item_id: expect.anything() }]);
  });

  it('a quantity conflict updates the server (serverSyncCanModifyLocalItems off) or the client (on)', async () => {
    for (const [canModify, expected] of [
      [false, 1],
      [true, 5],
    ] as const) {
      const w = await cartWorld({ settings: { serverSyncCanModifyLocalItems: canModify } });
      await w.get(AddToCart).execute(tee);
      const cartId = w.get(CurrentCart).view.token!;
      const line = w.servers.cart.itemsOf(cartId)[0]!;
      await w.servers.cart.update({ cartId }, { sku: 'TEE-1', qty: 5, itemId: line.item_id });
      await w.get(SyncCart).execute({ forced: true, forceClientState: false });
      expect(w.get(CurrentCart).view.items[0]?.qty).toBe(expected);
      expect(w.servers.cart.itemsOf(cartId)[0]?.qty).toBe(expected);
    }
  });

  it('a line the server lost is pushed again, or removed locally when serverSyncCanRemoveLocalItems is on', async () => {
    for (const [canRemove, expected] of [
      [false, ['TEE-1']],
      [true, []],
    ] as const) {
      const w = await cartWorld({ settings: { serverSyncCanRemoveLocalItems: canRemove } });
      await w.get(AddToCart).execute(tee);
      const cartId = w.get(CurrentCart).view.token!;
      await w.servers.cart.delete({ cartId }, { sku: 'TEE-1', itemId: w.servers.cart.itemsOf(cartId)[0]!.item_id });
      await w.get(SyncCart).execute({ forced: true, forceClientState: false });
      expect(w.get(CurrentCart).view.items.map((i) => i.sku)).toEqual(expected);
      expect(w.servers.cart.itemsOf(cartId).map((i) => i.sku)).toEqual(expected);
    }
  });

  it('a non-200 answer reconnects with a guest cart and pushes the client lines there', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const before = w.get(CurrentCart).view.token;
    await w.get(CurrentCart).set({ token: 'x'.repeat(32) });
    const outcome = await w.get(SyncCart).execute({ forced: true });
    expect(outcome).toMatchObject({ kind: 'synced' });
    const after = w.get(CurrentCart).view;
    expect(after.token).not.toBe(before);
    expect(after.connectBypassCount).toBe(0);
    expect(w.servers.cart.itemsOf(after.token!)).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(w.analytics.events.map((e) => e.event)).toContain('emptyCart');
  });

  it('gives up after maxCartBypassAttempts guest reconnects and logs it', async () => {
    const w = await cartWorld({ settings: { maxCartBypassAttempts: 2 } });
    await w.get(AddToCart).execute(tee);
    w.servers.cart.failWith = 'not-found';
    const outcome = await w.get(SyncCart).execute({ forced: true });
    expect(outcome).toEqual({ kind: 'failed', reason: 'cart-sync-disabled' });
    expect(w.logger.messages('error')).toHaveLength(1);
    w.servers.cart.failWith = undefined;
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1' }]);
  });

  it('an unreachable server keeps the cart local without reconnecting', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const token = w.get(CurrentCart).view.token;
    w.servers.cart.unreachable = true;
    expect(await w.get(SyncCart).execute({ forced: true })).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(w.get(CurrentCart).view).toMatchObject({ token, connectBypassCount: 0, items: [{ sku: 'TEE-1' }] });
  });

  it('StartCart restores cart, token and items hash from storage, then synchronises', async () => {
    const world = servers();
    const first = await cartWorld({ servers: world });
    await first.get(AddToCart).execute(tee);
    const token = first.get(CurrentCart).view.token;
    const second = await cartWorld({ servers: world });
    const started = await second.get(StartCart).execute();
    expect(started.cart).toMatchObject({ token, items: [{ sku: 'TEE-1', qty: 1 }], itemsHash: first.get(CurrentCart).view.itemsHash });
    expect(started.sync).toMatchObject({ kind: 'synced' });
  });

  it("a line's price signature (sgn) survives a reload and a server pull that knows no sgn (wire §1)", async () => {
    const world = servers();
    const first = await cartWorld({ servers: world, settings: { serverSyncCanModifyLocalItems: true } });
    await first.get(AddToCart).execute({ ...tee, sgn: 'tee-sgn', signedPriceInclTax: 19.950000000000003 });
    const cartId = first.get(CurrentCart).view.token!;
    const line = world.cart.itemsOf(cartId)[0]!;
    await world.cart.update({ cartId }, { sku: 'TEE-1', qty: 3, itemId: line.item_id });
    const second = await cartWorld({ servers: world, settings: { serverSyncCanModifyLocalItems: true } });
    await second.get(StartCart).execute();
    await second.get(SyncCart).execute({ forced: true, forceClientState: false });
    expect(second.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 3, sgn: 'tee-sgn', signedPriceInclTax: 19.950000000000003 }]);
  });

  it('StartCart drops a stored cart whose line carries a signature of the wrong type', async () => {
    const world = servers();
    await world.storage.namespace('cart').set('current-cart', { version: 1, items: [{ sku: 'TEE-1', qty: 1, sgn: 42 }] });
    const w = await cartWorld({ servers: world, online: false });
    expect((await w.get(StartCart).execute()).cart.items).toEqual([]);
  });

  it('StartCart drops a stored cart of another version', async () => {
    const world = servers();
    await world.storage.namespace('cart').set('current-cart', { version: 0, items: [{ sku: 'OLD', qty: 1 }] });
    const w = await cartWorld({ servers: world, online: false });
    expect((await w.get(StartCart).execute()).cart.items).toEqual([]);
  });
});
