import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { RemoveItem } from '../cart/remove-item';
import { StartCart } from '../cart/start-cart';
import { cartWorld, dress, scarf, servers, tee, type World } from '../../testing/cart-world';
import { UpdateQuantity } from '../cart/update-quantity';
import { WatchConnectivity } from './watch-connectivity';

const products = [tee, dress, scarf];

type Step =
  | { readonly kind: 'add'; readonly product: number; readonly qty: number }
  | { readonly kind: 'set'; readonly product: number; readonly qty: number }
  | { readonly kind: 'remove'; readonly product: number }
  | { readonly kind: 'offline' }
  | { readonly kind: 'online' }
  | { readonly kind: 'reload' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('set' as const), product: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('remove' as const), product: fc.integer({ min: 0, max: 2 }) }),
  fc.constantFrom({ kind: 'offline' as const }, { kind: 'online' as const }, { kind: 'reload' as const }),
);

async function boot(previous: World | undefined, online: boolean): Promise<World> {
  const w = await cartWorld({ servers: previous?.servers ?? servers({ available: {} }), online });
  await w.get(StartCart).execute();
  w.get(WatchConnectivity).execute();
  return w;
}

const sorted = (lines: [string, number][]) => lines.sort((a, b) => a[0].localeCompare(b[0]));

describe('offline cart model (cart spec §4 "Offline"; STYLE.md model-based sync test)', () => {
  it('whatever the shopper does on- and offline, across reloads, the server cart ends equal to the shopper’s cart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
        const model = new Map<string, number>();
        let online = true;
        let w = await boot(undefined, online);
        for (const s of steps) {
          if (s.kind === 'offline' || s.kind === 'online') {
            online = s.kind === 'online';
            w.connectivity.setOnline(online);
            await w.get(WatchConnectivity).lastRun;
          } else if (s.kind === 'reload') {
            w = await boot(w, online);
          } else {
            const product = products[s.product]!;
            if (s.kind === 'add') {
              await w.get(AddToCart).execute(product, s.qty);
              model.set(product.sku, (model.get(product.sku) ?? 0) + s.qty);
            } else if (s.kind === 'set' && model.has(product.sku)) {
              await w.get(UpdateQuantity).execute(product.sku, s.qty);
              model.set(product.sku, s.qty);
            } else if (s.kind === 'remove') {
              await w.get(RemoveItem).execute(product.sku);
              model.delete(product.sku);
            }
          }
        }
        w.connectivity.setOnline(false);
        w.connectivity.setOnline(true);
        await w.get(WatchConnectivity).lastRun;
        const expected = sorted([...model.entries()]);
        const view = w.get(CurrentCart).view;
        expect(sorted(view.items.map((i) => [i.sku, i.qty]))).toEqual(expected);
        expect(sorted(w.servers.cart.itemsOf(view.token!).map((i) => [i.sku, i.qty]))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
