import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domain/cart/types';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { CurrentCart } from './current-cart';

const item = (sku: string, qty: number): CartItem => ({ sku, qty, name: sku }) as CartItem;
const lines = (cart: CurrentCart) => cart.view.items.map((i) => `${i.sku}×${i.qty}`);

/** Two tabs of one device: one storage, a CurrentCart each. */
async function tabs(count: number) {
  const storage = new MemoryKeyValueStore();
  const all = [];
  for (let i = 0; i < count; i++) {
    const cart = new CurrentCart(storage, new MemoryLogger());
    await cart.load();
    all.push(cart);
  }
  return { storage, all };
}

describe('CurrentCart across tabs: a background tab never writes an older cart over a newer one', () => {
  it('a tab left in the background adopts the cart another tab saved before it changes anything', async () => {
    const { all } = await tabs(2);
    const [background, active] = all as [CurrentCart, CurrentCart];
    await active.exclusive(() => active.set({ items: [item('TEE-1', 2)], token: 'cart-1' }));
    await background.exclusive(() => background.set({ items: [...background.view.items, item('DRESS-1', 1)] }));
    expect(lines(background)).toEqual(['TEE-1×2', 'DRESS-1×1']);
    expect(background.view.token).toBe('cart-1');

    // The active tab goes on from what the background tab saved.
    await active.exclusive(() => active.set({ items: active.view.items.filter((i) => i.sku !== 'TEE-1') }));
    expect(lines(active)).toEqual(['DRESS-1×1']);
  });

  it('a change outside a cart task starts from the newest cart too, and the adding flag alone saves nothing', async () => {
    const { storage, all } = await tabs(2);
    const [background, active] = all as [CurrentCart, CurrentCart];
    await active.exclusive(() => active.set({ items: [item('TEE-1', 1)] }));
    await background.set({ isAddingToCart: true });
    expect(background.view.isAddingToCart).toBe(true);
    await background.set({ coupon: 'WELCOME10' });
    expect(lines(background)).toEqual(['TEE-1×1']);
    const reloaded = new CurrentCart(storage, new MemoryLogger());
    await reloaded.load();
    expect(lines(reloaded)).toEqual(['TEE-1×1']);
  });

  it('a tab that never read the device adopts the stored cart before its first change, whatever its revision', async () => {
    const storage = new MemoryKeyValueStore();
    await storage.namespace('cart').set('current-cart', { version: 1, items: [item('TEE-1', 1)] as never }); // saved before revisions
    const cart = new CurrentCart(storage, new MemoryLogger());
    await cart.exclusive(() => cart.set({ items: [...cart.view.items, item('DRESS-1', 1)] }));
    expect(lines(cart)).toEqual(['TEE-1×1', 'DRESS-1×1']);
  });

  it('ending the cart (a logout in another tab) drops the work begun on it', async () => {
    const { all } = await tabs(2);
    const [syncing, other] = all as [CurrentCart, CurrentCart];
    await syncing.exclusive(() => syncing.set({ items: [item('TEE-1', 1)], token: 'customer-cart' }));
    const generation = syncing.generation;
    await other.exclusive(() => other.clear(true));
    expect(await syncing.setInGeneration(generation, { items: [item('TEE-1', 3)], token: 'customer-cart' })).toBe(false);
    expect(syncing.view).toMatchObject({ items: [] });
    expect(syncing.view.token).toBeUndefined();
    expect(await syncing.setInGeneration(syncing.generation, { items: [item('DRESS-1', 1)] })).toBe(true);
    expect(lines(syncing)).toEqual(['DRESS-1×1']);
  });

  it('keeps its own cart when the stored one cannot be read', async () => {
    const storage = new MemoryKeyValueStore();
    const cart = new CurrentCart(storage, new MemoryLogger());
    await cart.exclusive(() => cart.set({ items: [item('TEE-1', 1)] }));
    await storage.namespace('cart').set('current-cart', { version: 1, items: 'not a list', revision: 99 });
    await cart.exclusive(() => cart.set({ items: [...cart.view.items, item('DRESS-1', 1)] }));
    expect(lines(cart)).toEqual(['TEE-1×1', 'DRESS-1×1']);
  });

  it('property: any interleaving of changes from several tabs ends as if one tab made them all in that order', async () => {
    const change = fc.record({ tab: fc.integer({ min: 0, max: 2 }), sku: fc.constantFrom('A', 'B', 'C'), qty: fc.integer({ min: 0, max: 3 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 20 }), async (changes) => {
        const { storage, all } = await tabs(3);
        const model = new Map<string, number>();
        for (const c of changes) {
          const cart = all[c.tab]!;
          await cart.exclusive(() => {
            const rest = cart.view.items.filter((i) => i.sku !== c.sku);
            return cart.set({ items: c.qty === 0 ? rest : [...rest, item(c.sku, c.qty)] });
          });
          if (c.qty === 0) model.delete(c.sku);
          else model.set(c.sku, c.qty);
        }
        const fresh = new CurrentCart(storage, new MemoryLogger());
        await fresh.load();
        const stored = Object.fromEntries(fresh.view.items.map((i) => [i.sku, i.qty]));
        expect(stored).toEqual(Object.fromEntries(model));
      }),
      { numRuns: 100 },
    );
  });
});
