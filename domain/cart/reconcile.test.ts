import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { applyToClient, applyToServer, cartItemFromServer, linkServerItem, revertFailedUpdate } from './apply-sync-actions';
import { cartItemKey } from './checksum';
import { mergeCartsOnLogin, reconcileCart, type CartSyncSettings, type ReconcileInput } from './reconcile';
import type { CartItem, ProductOption, ServerCartItem } from './types';

const bundle = (selection: number): ProductOption => ({
  extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }] },
});
const line = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({ sku, qty, ...extra });
const serverLine = (sku: string, qty: number, item_id: number, extra: Partial<ServerCartItem> = {}): ServerCartItem => ({
  sku,
  qty,
  item_id,
  quote_id: 'Q',
  ...extra,
});
const defaults: CartSyncSettings = { serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: false };

/** Lines keyed by identity with their quantity, to compare both sides. */
const lines = (items: readonly (CartItem | ServerCartItem)[]): Record<string, number> => Object.fromEntries(items.map((i) => [cartItemKey(i), i.qty]));

let nextId = 1000;
const run = (input: ReconcileInput) => {
  const actions = reconcileCart(input);
  return {
    actions,
    client: applyToClient(input.client, actions),
    server: applyToServer(input.server, actions, 'Q', () => nextId++),
  };
};

describe('cart §4: reconciliation examples', () => {
  it('cart §4: "server item missing means the client item is removed or pushed to the server"', () => {
    const client = [line('A', 1)];
    expect(reconcileCart({ client, server: [], settings: defaults, forceClientState: false })).toEqual([{ kind: 'push', key: 'A', item: client[0] }]);
    const canRemove = { ...defaults, serverSyncCanRemoveLocalItems: true };
    expect(reconcileCart({ client, server: [], settings: canRemove, forceClientState: false })).toEqual([{ kind: 'remove-local', key: 'A' }]);
    expect(reconcileCart({ client, server: [], settings: canRemove, forceClientState: true })).toEqual([{ kind: 'push', key: 'A', item: client[0] }]);
  });

  it('cart §4: "quantity differs means the server is updated or the local item is updated (serverSyncCanModifyLocalItems)"', () => {
    const client = [line('A', 3)];
    const server = [serverLine('A', 1, 7)];
    expect(reconcileCart({ client, server, settings: defaults, forceClientState: false })).toEqual([{ kind: 'update-server', key: 'A', itemId: 7, qty: 3 }]);
    const canModify = { ...defaults, serverSyncCanModifyLocalItems: true };
    expect(reconcileCart({ client, server, settings: canModify, forceClientState: false })).toEqual([
      { kind: 'update-local', key: 'A', qty: 1, serverItem: server[0] },
    ]);
    expect(reconcileCart({ client, server, settings: canModify, forceClientState: true })).toEqual([{ kind: 'update-server', key: 'A', itemId: 7, qty: 3 }]);
  });

  it('cart §4: "client missing an item the server has means the server item is deleted (when forced) or the item is added locally"', () => {
    const server = [serverLine('B', 2, 9)];
    expect(reconcileCart({ client: [], server, settings: defaults, forceClientState: true })).toEqual([
      { kind: 'delete-server', key: 'B', itemId: 9, sku: 'B' },
    ]);
    expect(reconcileCart({ client: [], server, settings: defaults, forceClientState: false })).toEqual([{ kind: 'pull', key: 'B', serverItem: server[0] }]);
  });

  it('cart §4: the local update takes the server quantity and ids and keeps the old quantity as prev_qty', () => {
    const server = [serverLine('A', 1, 7), serverLine('B', 4, 8)];
    const settings = { serverSyncCanRemoveLocalItems: true, serverSyncCanModifyLocalItems: true };
    const result = run({ client: [line('A', 3), line('C', 1), line('B', 4)], server, settings, forceClientState: false });
    expect(result.client).toStrictEqual([
      { sku: 'A', qty: 1, prev_qty: 3, server_item_id: 7, server_cart_id: 'Q', item_id: 7, quote_id: 'Q' },
      { sku: 'B', qty: 4 },
    ]);
    expect(result.server).toStrictEqual(server);
    const forced = run({ client: [line('A', 3)], server, settings, forceClientState: true });
    expect(forced.server).toStrictEqual([serverLine('A', 3, 7)]);
  });

  it('cart §4: equal lines need no action; bundles with other selections are other lines', () => {
    expect(reconcileCart({ client: [line('A', 2)], server: [serverLine('A', 2, 1)], settings: defaults, forceClientState: false })).toEqual([]);
    const client = [line('BND', 1, { product_option: bundle(1) })];
    const server = [serverLine('BND', 1, 4, { product_option: bundle(2), product_type: 'bundle' })];
    expect(reconcileCart({ client, server, settings: defaults, forceClientState: false }).map((a) => a.kind)).toEqual(['push', 'pull']);
  });

  it('cart §4: "Authorizing after login ... reconnects merging quantities"', () => {
    const actions = mergeCartsOnLogin([line('A', 1), line('C', 1)], [serverLine('A', 2, 5), serverLine('B', 1, 6)]);
    expect(actions).toEqual([
      { kind: 'update-server', key: 'A', itemId: 5, qty: 3 },
      { kind: 'push', key: 'C', item: line('C', 1) },
      { kind: 'pull', key: 'B', serverItem: serverLine('B', 1, 6) },
    ]);
    const client = applyToClient([line('A', 1), line('C', 1)], actions);
    expect(client).toStrictEqual([
      { sku: 'A', qty: 3, prev_qty: 1, server_item_id: 5 },
      { sku: 'C', qty: 1 },
      { sku: 'B', qty: 1, server_item_id: 6, server_cart_id: 'Q', item_id: 6, quote_id: 'Q' },
    ]);
  });

  it('cart §4: "a failed server item update restores the previous quantity, or removes the item if there was none"', () => {
    const cart = [line('A', 5, { prev_qty: 2 }), line('B', 1)];
    expect(revertFailedUpdate(cart, cart[0]!)).toEqual([line('A', 2, { prev_qty: 2 }), line('B', 1)]);
    expect(revertFailedUpdate(cart, cart[1]!)).toEqual([cart[0]]);
    expect(revertFailedUpdate(cart, line('A', 5, { prev_qty: 0 }))).toEqual([cart[1]]);
  });

  it('maps a server line to a client line and links ids after an accepted update', () => {
    expect(cartItemFromServer(serverLine('A', 2, 5, { product_type: 'simple' }))).toEqual({
      sku: 'A',
      qty: 2,
      server_item_id: 5,
      server_cart_id: 'Q',
      item_id: 5,
      quote_id: 'Q',
      type_id: 'simple',
    });
    expect(cartItemFromServer(serverLine('A', 2, 5, { product_option: bundle(1) }))).toStrictEqual({
      sku: 'A',
      qty: 2,
      server_item_id: 5,
      server_cart_id: 'Q',
      item_id: 5,
      quote_id: 'Q',
      product_option: bundle(1),
    });
    expect(linkServerItem(line('A', 1), serverLine('A', 4, 8))).toEqual({
      sku: 'A',
      qty: 4,
      prev_qty: 1,
      server_item_id: 8,
      server_cart_id: 'Q',
      item_id: 8,
      quote_id: 'Q',
    });
  });

  it('pushes keep the type and options of the line on the server; a side with a duplicate key uses its first line', () => {
    const client = [line('BND', 1, { product_option: bundle(3), type_id: 'bundle' }), line('BND', 9, { product_option: bundle(3) })];
    const { server } = run({ client, server: [], settings: defaults, forceClientState: false });
    expect(server).toEqual([{ item_id: expect.any(Number), quote_id: 'Q', sku: 'BND', qty: 1, product_type: 'bundle', product_option: bundle(3) }]);
    const plain = run({ client: [line('A', 2)], server: [], settings: defaults, forceClientState: false }).server;
    expect(plain).toStrictEqual([{ item_id: expect.any(Number), quote_id: 'Q', sku: 'A', qty: 2 }]);
  });
});

// Arbitraries: few skus so that both sides often share lines, optionally distinguished by a bundle selection.
const itemIdentity = fc.record({
  sku: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  selection: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
});
const withOption = (sku: string, selection: number | undefined) => (selection === undefined ? {} : { product_option: bundle(selection) });
const clientArb = fc
  .uniqueArray(fc.tuple(itemIdentity, fc.integer({ min: 1, max: 9 })), { selector: ([id]) => `${id.sku}${id.selection}`, maxLength: 10 })
  .map((xs) => xs.map(([id, qty]) => line(id.sku, qty, withOption(id.sku, id.selection))));
const serverArb = fc
  .uniqueArray(fc.tuple(itemIdentity, fc.integer({ min: 1, max: 9 })), { selector: ([id]) => `${id.sku}${id.selection}`, maxLength: 10 })
  .map((xs) => xs.map(([id, qty], i) => serverLine(id.sku, qty, i + 1, withOption(id.sku, id.selection))));
const settingsArb = fc.record({ serverSyncCanRemoveLocalItems: fc.boolean(), serverSyncCanModifyLocalItems: fc.boolean() });
const inputArb = fc.record({ client: clientArb, server: serverArb, settings: settingsArb, forceClientState: fc.boolean(), mergeQty: fc.boolean() });

describe('cart §4: reconciliation properties', () => {
  test.prop([inputArb])('applying the actions makes both sides agree', (input) => {
    const { client, server } = run(input);
    expect(lines(client)).toEqual(lines(server));
  });

  test.prop([inputArb])('a second reconciliation yields no actions', (input) => {
    const { client, server } = run(input);
    expect(reconcileCart({ ...input, client, server, mergeQty: false })).toEqual([]);
  });

  test.prop([inputArb])('no line is lost unless a setting or the forced client state says so', (input) => {
    const { client } = run(input);
    const after = lines(client);
    const clientKeys = new Set(input.client.map(cartItemKey));
    const serverKeys = new Set(input.server.map(cartItemKey));
    const mayRemoveLocal = input.settings.serverSyncCanRemoveLocalItems && !input.forceClientState;
    for (const key of clientKeys) if (serverKeys.has(key) || !mayRemoveLocal) expect(after).toHaveProperty([key]);
    for (const key of serverKeys) if (clientKeys.has(key) || !input.forceClientState) expect(after).toHaveProperty([key]);
    for (const key of Object.keys(after)) expect(clientKeys.has(key) || serverKeys.has(key)).toBe(true);
  });

  test.prop([inputArb])('the forced client state wins: the result is exactly the client cart (or the merged sum)', (input) => {
    const { client } = run({ ...input, forceClientState: true });
    const expected = lines(input.client);
    const serverQty = lines(input.server);
    if (input.mergeQty) for (const key of Object.keys(expected)) if (key in serverQty) expected[key] = expected[key]! + serverQty[key]!;
    expect(lines(client)).toEqual(expected);
  });

  test.prop([clientArb, serverArb])('login merge sums the quantities of shared lines and keeps all others', (c, s) => {
    const client = applyToClient(c, mergeCartsOnLogin(c, s));
    const expected = { ...lines(s) };
    for (const [key, qty] of Object.entries(lines(c))) expected[key] = (expected[key] ?? 0) + qty;
    expect(lines(client)).toEqual(expected);
  });

  test.prop([inputArb])('reconciliation is deterministic and does not depend on line order', (input) => {
    const a = reconcileCart(input);
    const b = reconcileCart({ ...input, client: [...input.client].reverse(), server: [...input.server].reverse() });
    const sortKey = (xs: readonly { key: string; kind: string }[]) => xs.map((x) => `${x.kind}:${x.key}`).sort();
    expect(sortKey(b)).toEqual(sortKey(a));
    expect(reconcileCart(input)).toEqual(a);
  });
});
