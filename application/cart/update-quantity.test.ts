import { describe, expect, it } from 'vitest';
import { cartItemKey } from '../../domain/cart/checksum';
import { AddToCart } from './add-to-cart';
import { ClearCart } from './clear-cart';
import { CurrentCart } from './current-cart';
import { RemoveItem } from './remove-item';
import { cartWorld, dress, tee } from '../../testing/cart-world';
import { UpdateQuantity } from './update-quantity';

describe('UpdateQuantity and RemoveItem (cart spec §4, §5)', () => {
  it('converts the quantity text to an integer and updates the server', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const result = await w.get(UpdateQuantity).execute('TEE-1', ' 3 ');
    expect(result.ok && result.value).toMatchObject([{ sku: 'TEE-1', qty: 3 }]);
    expect(w.servers.cart.itemsOf(w.get(CurrentCart).view.token!)).toMatchObject([{ qty: 3 }]);
  });

  it('a tab that had not seen a line another tab added can still change it, remove it, and add more of it', async () => {
    const first = await cartWorld();
    const second = await cartWorld({ servers: first.servers }); // a second tab of the same device
    await second.get(AddToCart).execute(tee);
    expect((await first.get(UpdateQuantity).execute('TEE-1', 2)).ok).toBe(true);
    expect(first.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 2 }]);
    await first.get(AddToCart).execute(tee);
    expect(first.outlet.notices.at(-1)).toMatchObject({ message: 'quantity-updated' });
    await second.get(AddToCart).execute(dress);
    await first.get(RemoveItem).execute('DRS-1-S-BLK');
    expect(first.get(CurrentCart).view.items.map((i) => i.sku)).toEqual(['TEE-1']);
  });

  it("a changed quantity of a line says 'Product quantity has been updated!' (cart spec §8), a refused one does not", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    await w.get(UpdateQuantity).execute('TEE-1', 2);
    expect(w.outlet.notices.at(-1)).toMatchObject({
      type: 'success',
      message: 'quantity-updated',
      action1: { label: 'ok' },
      action2: { action: 'proceed-to-checkout' },
    });
    const before = w.outlet.notices.length;
    await w.get(UpdateQuantity).execute('TEE-1', '-1');
    expect(w.outlet.notices.slice(before).map((n) => n.message)).not.toContain('quantity-updated');
  });

  it.each([
    ['-1', 'quantity-above-zero'],
    ['0', 'quantity-above-zero'],
    ['1.5', 'quantity-positive-integer'],
    ['abc', 'quantity-positive-integer'],
  ])('refuses %s with %s', async (input, message) => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    expect(await w.get(UpdateQuantity).execute('TEE-1', input)).toMatchObject({ ok: false, error: { kind: 'invalid-quantity', message } });
  });

  it('a failed server update restores the previous quantity (prev_qty)', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(dress, 2);
    const result = await w.get(UpdateQuantity).execute(cartItemKey(dress), 5);
    expect(result).toMatchObject({ ok: false, error: { kind: 'server-refused', message: 'De gevraagde hoeveelheid is niet beschikbaar' } });
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'DRS-1-S-BLK', qty: 2 }]);
    expect(w.outlet.events.at(-1)).toMatchObject({ kind: 'add-to-cart-failed' });
  });

  it('removes a line on the server and tracks remove_from_cart', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    await w.get(AddToCart).execute(dress);
    expect((await w.get(RemoveItem).execute('TEE-1')).map((i) => i.sku)).toEqual(['DRS-1-S-BLK']);
    expect(w.servers.cart.itemsOf(w.get(CurrentCart).view.token!).map((i) => i.sku)).toEqual(['DRS-1-S-BLK']);
    expect(w.analytics.events.map((e) => e.event)).toContain('remove_from_cart');
  });

  it('ClearCart empties the items; with sync the server lines go too, with disconnect the cart token is forgotten', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const token = w.get(CurrentCart).view.token!;
    expect((await w.get(ClearCart).execute()).items).toEqual([]);
    expect(w.servers.cart.itemsOf(token)).toHaveLength(1);
    await w.get(AddToCart).execute(tee);
    const cleared = await w.get(ClearCart).execute({ sync: true, disconnect: true });
    expect(cleared.token).toBeUndefined();
    expect(w.servers.cart.itemsOf(token)).toEqual([]);
  });
});
