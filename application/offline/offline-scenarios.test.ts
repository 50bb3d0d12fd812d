import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { FileKeyValueStore } from '../../adapters/storage/file-key-value-store';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { RemoveItem } from '../cart/remove-item';
import { StartCart } from '../cart/start-cart';
import { cartWorld, dress, scarf, servers, tee, type World } from '../../testing/cart-world';
import { UpdateQuantity } from '../cart/update-quantity';
import { PlaceOrder } from '../checkout/place-order';
import { SaveCheckoutDetails } from '../checkout/save-checkout-details';
import { payment, personal, shipping } from '../../testing/checkout-details';
import type { KeyValueStorePort } from '../ports/key-value-store-port';
import { WatchConnectivity } from './watch-connectivity';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const stores: readonly [string, () => Promise<KeyValueStorePort>][] = [
  ['MemoryKeyValueStore', async () => new MemoryKeyValueStore()],
  [
    'FileKeyValueStore',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cart-offline-'));
      dirs.push(dir);
      return new FileKeyValueStore(dir);
    },
  ],
];

/** A fresh app instance over the same device storage and the same servers, started offline. */
async function reload(previous: World): Promise<World> {
  const next = await cartWorld({ servers: previous.servers, online: false });
  await next.get(StartCart).execute();
  next.get(WatchConnectivity).execute();
  return next;
}

async function reconnect(w: World): Promise<void> {
  w.connectivity.setOnline(true);
  await w.get(WatchConnectivity).lastRun;
}

const serverLines = (w: World) => w.servers.cart.itemsOf(w.get(CurrentCart).view.token!).map((i) => [i.sku, i.qty]);
const clientLines = (w: World) => w.get(CurrentCart).view.items.map((i) => [i.sku, i.qty]);

describe.each(stores)('offline scenarios over %s (cart spec §4 "Offline")', (_name, makeStore) => {
  it('add, change and remove while offline, reload, reconnect: the server cart ends equal to what the shopper did', async () => {
    const first = await cartWorld({ servers: servers({}, await makeStore()) });
    await first.get(StartCart).execute();
    await first.get(AddToCart).execute(tee);
    await first.get(AddToCart).execute(scarf);
    expect(serverLines(first)).toEqual([
      ['TEE-1', 1],
      ['SCF-3', 1],
    ]);

    first.connectivity.setOnline(false);
    await first.get(AddToCart).execute(dress);
    await first.get(UpdateQuantity).execute('TEE-1', 3);
    await first.get(RemoveItem).execute('SCF-3');
    expect(serverLines(first)).toEqual([
      ['TEE-1', 1],
      ['SCF-3', 1],
    ]);

    const second = await reload(first);
    expect(clientLines(second)).toEqual([
      ['TEE-1', 3],
      ['DRS-1-S-BLK', 1],
    ]);
    await reconnect(second);
    expect(serverLines(second)).toEqual([
      ['TEE-1', 3],
      ['DRS-1-S-BLK', 1],
    ]);
    expect(clientLines(second)).toEqual([
      ['TEE-1', 3],
      ['DRS-1-S-BLK', 1],
    ]);
  });

  it('a cart started offline gets a server cart on reconnect with every line', async () => {
    const first = await cartWorld({ servers: servers({}, await makeStore()), online: false });
    await first.get(StartCart).execute();
    await first.get(AddToCart).execute(tee, 2);
    const second = await reload(first);
    await reconnect(second);
    expect(serverLines(second)).toEqual([['TEE-1', 2]]);
  });

  it('an order placed offline is sent exactly once, after a reload and two reconnects', async () => {
    const first = await cartWorld({ servers: servers({}, await makeStore()) });
    await first.get(StartCart).execute();
    await first.get(AddToCart).execute(tee);
    first.connectivity.setOnline(false);
    await first.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    expect(await first.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'queued' } });
    expect(first.get(CurrentCart).view.items).toEqual([]);

    const second = await reload(first);
    await reconnect(second);
    second.connectivity.setOnline(false);
    await reconnect(second);
    const third = await reload(second);
    await reconnect(third);
    expect(first.servers.orders.placed).toHaveLength(1);
    expect(first.servers.orders.placed[0]?.products).toEqual([{ sku: 'TEE-1', qty: 1, price: 19.95, priceInclTax: 19.95 }]);
  });
});
