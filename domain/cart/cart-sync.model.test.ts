import { describe, expect } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { applyToClient, applyToServer } from './apply-sync-actions';
import { addCartLine, removeCartLine, setCartLineQty } from './cart-lines';
import { cartItemKey } from './checksum';
import { reconcileCart, type CartSyncSettings } from './reconcile';
import { cartItemsHash, isSyncNeeded } from './sync-needed';
import type { CartItem, ServerCartItem } from './types';

/** What the shopper expects: one quantity per line identity. */
interface Model {
  lines: Map<string, number>;
  online: boolean;
}

/** The system under test: a client cart, a server cart and the sync bookkeeping of cart spec §4. */
interface Real {
  client: readonly CartItem[];
  server: readonly ServerCartItem[];
  online: boolean;
  lastSyncedHash?: string;
  lastSyncDate?: number;
  clock: number;
  nextItemId: number;
  settings: CartSyncSettings;
}

/** User changes are synced with the client state forced; a reconnect reloads the cart from client state (cart spec §4 "Offline"). */
function sync(real: Real, forced: boolean): void {
  const itemsHash = cartItemsHash(real.client);
  const check = { connected: real.online, enabled: true, itemsHash, forced, lastSyncedHash: real.lastSyncedHash, lastSyncDate: real.lastSyncDate };
  if (!isSyncNeeded(check)) return;
  const actions = reconcileCart({ client: real.client, server: real.server, settings: real.settings, forceClientState: true });
  real.client = applyToClient(real.client, actions);
  real.server = applyToServer(real.server, actions, 'Q1', () => real.nextItemId++);
  real.lastSyncedHash = cartItemsHash(real.client);
  real.lastSyncDate = real.clock++;
}

const asLines = (items: readonly (CartItem | ServerCartItem)[]) => new Map(items.map((i) => [cartItemKey(i), i.qty]));

function checkAgreement(m: Model, r: Real): void {
  expect(asLines(r.client)).toEqual(m.lines);
  if (r.online) expect(asLines(r.server)).toEqual(m.lines);
}

class AddLine implements fc.Command<Model, Real> {
  constructor(
    readonly sku: string,
    readonly qty: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    m.lines.set(this.sku, (m.lines.get(this.sku) ?? 0) + this.qty);
    r.client = addCartLine(r.client, { sku: this.sku, qty: this.qty });
    sync(r, false);
    checkAgreement(m, r);
  }
  toString = () => `add(${this.sku}, ${this.qty})`;
}

class ChangeQty implements fc.Command<Model, Real> {
  constructor(
    readonly pick: number,
    readonly qty: number,
  ) {}
  check = (m: Readonly<Model>) => m.lines.size > 0;
  run(m: Model, r: Real): void {
    const key = [...m.lines.keys()][this.pick % m.lines.size]!;
    m.lines.set(key, this.qty);
    r.client = setCartLineQty(r.client, key, this.qty);
    sync(r, false);
    checkAgreement(m, r);
  }
  toString = () => `change(#${this.pick}, ${this.qty})`;
}

class RemoveLine implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.lines.size > 0;
  run(m: Model, r: Real): void {
    const key = [...m.lines.keys()][this.pick % m.lines.size]!;
    m.lines.delete(key);
    r.client = removeCartLine(r.client, key);
    sync(r, false);
    checkAgreement(m, r);
  }
  toString = () => `remove(#${this.pick})`;
}

class GoOffline implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.online;
  run(m: Model, r: Real): void {
    m.online = false;
    r.online = false;
  }
  toString = () => 'offline';
}

class Reconnect implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.online;
  run(m: Model, r: Real): void {
    m.online = true;
    r.online = true;
    sync(r, true);
    checkAgreement(m, r);
  }
  toString = () => 'reconnect';
}

const commands = [
  fc.tuple(fc.constantFrom('A', 'B', 'C', 'D'), fc.integer({ min: 1, max: 5 })).map(([sku, qty]) => new AddLine(sku, qty)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 9 })).map(([pick, qty]) => new ChangeQty(pick, qty)),
  fc.nat().map((pick) => new RemoveLine(pick)),
  fc.constant(new GoOffline()),
  fc.constant(new Reconnect()),
];

describe('cart §4: a cart used offline and online (model-based)', () => {
  test.prop([fc.commands(commands, { size: '+1' }), fc.boolean(), fc.boolean()])(
    'after every step the client equals the model, and the server equals the client whenever online',
    (cmds, canRemove, canModify) => {
      const settings = { serverSyncCanRemoveLocalItems: canRemove, serverSyncCanModifyLocalItems: canModify };
      const setup = () => ({
        model: { lines: new Map<string, number>(), online: true },
        real: { client: [], server: [], online: true, clock: 0, nextItemId: 1, settings } satisfies Real as Real,
      });
      fc.modelRun(setup, cmds);
    },
  );
});
