import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InProcessLocks } from '../../adapters/locks/in-process-locks';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { RoomMakingKeyValueStore } from '../../adapters/storage/room-making-key-value-store';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { RemoveItem } from '../cart/remove-item';
import { StartCart } from '../cart/start-cart';
import { UpdateQuantity } from '../cart/update-quantity';
import { OfflineOrderStore } from '../checkout/offline-order-store';
import { PlaceOrder } from '../checkout/place-order';
import { SaveCheckoutDetails } from '../checkout/save-checkout-details';
import { SendOfflineOrders } from '../checkout/send-offline-orders';
import { essentialNamespaces, type JsonValue, type KeyValueNamespace, KeyValueStorePort, QuotaExceededError } from '../ports/key-value-store-port';
import { LockPort } from '../ports/lock-port';
import { cartWorld, dress, servers, tee, type World, type WorldServers } from '../../testing/cart-world';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { WatchConnectivity } from './watch-connectivity';

/**
 * Device storage whose writes can be refused for quota, as a full browser profile does: 'by-caches' when the
 * catalogue caches fill it (clearing one makes room again), 'entirely' when the shopper's own data and other sites do.
 */
class QuotaStorage implements KeyValueStorePort {
  full: false | 'by-caches' | 'entirely' = false;
  constructor(private readonly inner: KeyValueStorePort) {}
  namespace(name: string): KeyValueNamespace {
    const ns = this.inner.namespace(name);
    const refuse = () => {
      if (this.full !== false) throw new QuotaExceededError(name, new Error('QuotaExceededError'));
    };
    return {
      name,
      get: (key) => ns.get(key),
      keys: () => ns.keys(),
      remove: (key) => ns.remove(key),
      clear: async () => {
        await ns.clear();
        if (this.full === 'by-caches' && !essentialNamespaces.has(name)) this.full = false;
      },
      set: async (key: string, value: JsonValue) => {
        refuse();
        await ns.set(key, value);
      },
    };
  }
  reconnect(): Promise<void> {
    return this.inner.reconnect();
  }
}

const products = [tee, dress];

/** What the shopper should have: their cart lines, and the orders they placed (each must reach the server once). */
interface Model {
  lines: Map<string, number>;
  placed: number;
  online: boolean;
  /** Only a storage full of the shopper's own data refuses to keep what they do (caches are cleared to make room). */
  quotaFull: boolean;
  /**
   * A cart change made while the storage was entirely full lives only in the open tab (and on the server once
   * online) until the next change that fits saves the whole cart again; a reload or a new tab before that reads the
   * older saved cart. The shop cannot write what does not fit, so the model does not reload then (README, Offline).
   */
  unsaved: boolean;
  tabs: number;
}

/** The device (shared storage and locks, several tabs) and the servers behind it. */
interface Real {
  servers: WorldServers;
  storage: QuotaStorage;
  locks: InProcessLocks;
  /** The tab the shopper uses. */
  tab: World;
  /** Tabs left open earlier: they still send stored orders when they hear the connection return. */
  others: World[];
  /** Fake clocks start at the same instant; each new tab starts later, as real tabs do. */
  started: number;
}

const tab = (r: Real): World => r.tab;
const allTabs = (r: Real): World[] => [r.tab, ...r.others];

async function openTab(r: Real, online: boolean): Promise<World> {
  const w = await cartWorld({ servers: r.servers, online });
  w.container.bind(LockPort).toConstantValue(r.locks);
  r.started += 60_000;
  w.clock.advance(r.started);
  await w.get(StartCart).execute();
  w.get(WatchConnectivity).execute();
  return w;
}

async function settle(r: Real): Promise<void> {
  await Promise.all(allTabs(r).map((w) => w.get(WatchConnectivity).lastRun));
}

type Cmd = fc.AsyncCommand<Model, Real>;

class Add implements Cmd {
  constructor(
    readonly product: number,
    readonly qty: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const p = products[this.product]!;
    await tab(r).get(AddToCart).execute(p, this.qty);
    m.lines.set(p.sku, (m.lines.get(p.sku) ?? 0) + this.qty);
    m.unsaved = m.quotaFull;
  }
  toString = () => `add(${products[this.product]!.sku}, ${this.qty})`;
}

class Change implements Cmd {
  constructor(
    readonly product: number,
    readonly qty: number,
  ) {}
  check = (m: Readonly<Model>) => m.lines.has(products[this.product]!.sku);
  async run(m: Model, r: Real) {
    const p = products[this.product]!;
    await tab(r).get(UpdateQuantity).execute(p.sku, this.qty);
    m.lines.set(p.sku, this.qty);
    m.unsaved = m.quotaFull;
  }
  toString = () => `change(${products[this.product]!.sku}, ${this.qty})`;
}

class Remove implements Cmd {
  constructor(readonly product: number) {}
  check = (m: Readonly<Model>) => m.lines.has(products[this.product]!.sku);
  async run(m: Model, r: Real) {
    const p = products[this.product]!;
    await tab(r).get(RemoveItem).execute(p.sku);
    m.lines.delete(p.sku);
    m.unsaved = m.quotaFull;
  }
  toString = () => `remove(${products[this.product]!.sku})`;
}

class Connection implements Cmd {
  constructor(readonly online: boolean) {}
  check = (m: Readonly<Model>) => m.online !== this.online;
  async run(m: Model, r: Real) {
    m.online = this.online;
    r.tab.connectivity.setOnline(this.online);
    await settle(r);
  }
  toString = () => (this.online ? 'online' : 'offline');
}

/** The active tab reloads: what it kept in memory is gone, the device storage and the servers stay. */
class Reload implements Cmd {
  check = (m: Readonly<Model>) => !m.quotaFull && !m.unsaved;
  async run(m: Model, r: Real) {
    r.tab = await openTab(r, m.online);
    await settle(r);
  }
  toString = () => 'reload';
}

/**
 * The shopper opens a second tab and goes on there; the first stays open in the background, keeps sending stored
 * orders when the connection returns, and may be used again (SwitchBack).
 */
class SecondTab implements Cmd {
  // Like a reload, a new tab reads only what the device could store (Model.unsaved).
  check = (m: Readonly<Model>) => m.tabs < 3 && !m.quotaFull && !m.unsaved;
  async run(m: Model, r: Real) {
    r.others.push(r.tab);
    r.tab = await openTab(r, m.online);
    m.tabs += 1;
    await settle(r);
  }
  toString = () => 'second tab';
}

/**
 * The shopper goes back to the tab they left in the background and changes the cart there. Its cart in memory is
 * older than the device's: a change starts from the newest saved cart, never writes the old one over it.
 */
class SwitchBack implements Cmd {
  check = (m: Readonly<Model>) => m.tabs > 1 && !m.quotaFull && !m.unsaved;
  async run(_m: Model, r: Real) {
    const background = r.others.pop();
    if (background === undefined) return;
    r.others.unshift(r.tab);
    r.tab = background;
  }
  toString = () => 'switch back';
}

/** The order API is down (or answers 5xx) for the next calls: nothing is placed, the order waits. */
class ServerFailure implements Cmd {
  constructor(readonly down: boolean) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    r.servers.orders.failWith = this.down ? 'unavailable' : undefined;
  }
  toString = () => (this.down ? 'order server down' : 'order server up');
}

/** The connection breaks after the order server placed an order and before its answer arrives: the device resends it. */
class LostAnswers implements Cmd {
  constructor(readonly lose: boolean) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    r.servers.orders.loseAnswers = this.lose;
  }
  toString = () => (this.lose ? 'order answers lost' : 'order answers arrive');
}

class Quota implements Cmd {
  constructor(readonly full: false | 'by-caches' | 'entirely') {}
  check = (m: Readonly<Model>) => this.full !== false || m.quotaFull;
  async run(m: Model, r: Real) {
    if (this.full === 'by-caches') {
      // The catalogue caches fill the storage; the shop opened and wrote them, so it can clear them again.
      r.storage.full = false;
      for (const w of allTabs(r)) await w.container.get<KeyValueStorePort>(KeyValueStorePort).namespace('catalog-products').set('listing', { filled: true });
    }
    r.storage.full = this.full;
    m.quotaFull = this.full === 'entirely';
  }
  toString = () => (this.full === false ? 'quota freed' : `quota full ${this.full}`);
}

/** The shopper places the order of the whole cart; it is queued when it cannot be sent, refused only when it cannot be stored. */
class Order implements Cmd {
  check = (m: Readonly<Model>) => m.lines.size > 0;
  async run(m: Model, r: Real) {
    const w = tab(r);
    let result: Awaited<ReturnType<PlaceOrder['execute']>> | undefined;
    try {
      await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
      result = await w.get(PlaceOrder).execute();
    } catch (error) {
      // A full device refuses to keep the order: it is not placed, and the cart keeps every line.
      expect(m.quotaFull).toBe(true);
      expect(String(error)).toMatch(/quota/i);
    }
    if (result?.ok === true) {
      m.placed += 1;
      m.lines.clear();
    }
  }
  toString = () => 'place order';
}

const commands = [
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 3 })).map(([p, q]) => new Add(p, q)),
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 3 })).map(([p, q]) => new Change(p, q)),
  fc.integer({ min: 0, max: 1 }).map((p) => new Remove(p)),
  fc.boolean().map((b) => new Connection(b)),
  fc.constant(new Reload()),
  fc.constant(new SecondTab()),
  fc.constant(new SwitchBack()),
  fc.boolean().map((b) => new ServerFailure(b)),
  fc.boolean().map((b) => new LostAnswers(b)),
  fc.constantFrom(false as const, 'by-caches' as const, 'entirely' as const).map((full) => new Quota(full)),
  fc.constant(new Order()),
];

const sorted = (lines: Iterable<[string, number]>) => [...lines].sort((a, b) => a[0].localeCompare(b[0]));

describe('offline cart and order queues, model-based (cart spec §4 "Offline")', () => {
  it(
    'across add, change, remove, offline, online, reload, a second tab, server failures, lost answers and a full quota: no lost line, no phantom line, every order sent exactly once',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 16 }), async (cmds) => {
          const storage = new QuotaStorage(new MemoryKeyValueStore());
          const device = {
            servers: servers({ available: {} }, new RoomMakingKeyValueStore(storage, new MemoryLogger())),
            storage,
            locks: new InProcessLocks(),
            others: [],
            started: 0,
          };
          const r: Real = { ...device, tab: await openTab({ ...device, tab: undefined as unknown as World }, true) };
          r.started = device.started + 60_000;
          const m: Model = { lines: new Map(), placed: 0, online: true, quotaFull: false, unsaved: false, tabs: 1 };
          await fc.asyncModelRun(() => ({ model: m, real: r }), cmds);

          // The end of the day: room on the device, the servers up, the connection back; every tab hears it.
          storage.full = false;
          r.servers.orders.failWith = undefined;
          r.servers.orders.loseAnswers = false;
          r.tab.connectivity.setOnline(false);
          r.tab.connectivity.setOnline(true);
          await settle(r);
          // Every open tab hears the connection return and sends what is stored, at the same time.
          await Promise.all(allTabs(r).map((w) => w.get(SendOfflineOrders).execute({ confirmed: true })));

          const view = tab(r).get(CurrentCart).view;
          expect(sorted(view.items.map((i) => [i.sku, i.qty]))).toEqual(sorted(m.lines));
          expect(sorted(r.servers.cart.itemsOf(view.token!).map((i) => [i.sku, i.qty]))).toEqual(sorted(m.lines));
          const sentIds = r.servers.orders.placed.map((o) => o.orderId);
          expect(new Set(sentIds).size, `orders sent twice: ${sentIds.join(', ')}`).toBe(sentIds.length);
          expect(sentIds).toHaveLength(m.placed);
          const stored = await tab(r).get(OfflineOrderStore).all();
          expect(stored.filter((o) => !o.transmited)).toEqual([]);
        }),
        // MODEL_RUNS=2000 hunts for rarer interleavings than the 40 runs of every `npm test`.
        { numRuns: Number(process.env['MODEL_RUNS'] ?? 40) },
      );
    },
    Number(process.env['MODEL_RUNS'] ?? 40) * 3_000,
  );
});
