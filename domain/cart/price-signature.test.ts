import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { applyToClient, linkServerItem } from './apply-sync-actions';
import { addCartLine } from './cart-lines';
import { cartItemKey } from './checksum';
import { mergeCartsOnLogin, reconcileCart, type CartSyncSettings } from './reconcile';
import type { CartItem, ServerCartItem } from './types';

const signed = (sku: string, qty: number, sgn: string, signedPriceInclTax = 59.949999999999996): CartItem => ({ sku, qty, sgn, signedPriceInclTax });
const serverLine = (sku: string, qty: number, item_id: number): ServerCartItem => ({ sku, qty, item_id, quote_id: 'Q' });
const defaults: CartSyncSettings = { serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: false };

describe("wire §1: a cart line keeps the catalogue's price signature (sgn) for the order", () => {
  it('a second add of the same line renews the signature with the newer one, an unsigned add keeps it', () => {
    const first = addCartLine([], signed('A', 1, 'old', 10));
    expect(addCartLine(first, signed('A', 2, 'new', 9.5))).toEqual([{ sku: 'A', qty: 3, prev_qty: 1, sgn: 'new', signedPriceInclTax: 9.5 }]);
    expect(addCartLine(first, { sku: 'A', qty: 1 })).toEqual([{ sku: 'A', qty: 2, prev_qty: 1, sgn: 'old', signedPriceInclTax: 10 }]);
    expect(addCartLine(first, { sku: 'A', qty: 1, sgn: 'bare' })[0]).toMatchObject({ sgn: 'bare', signedPriceInclTax: undefined });
  });

  it('a server line (which carries no sgn) keeps the matching client line signed: linked, updated locally, merged on login', () => {
    const client = [signed('A', 1, 'sig-a')];
    const server = [serverLine('A', 4, 7)];
    expect(linkServerItem(client[0]!, server[0]!)).toMatchObject({ sku: 'A', qty: 4, server_item_id: 7, sgn: 'sig-a', signedPriceInclTax: 59.949999999999996 });
    const local = reconcileCart({ client, server, settings: { ...defaults, serverSyncCanModifyLocalItems: true }, forceClientState: false });
    expect(applyToClient(client, local)).toMatchObject([{ sku: 'A', qty: 4, sgn: 'sig-a' }]);
    expect(applyToClient(client, mergeCartsOnLogin(client, server))).toMatchObject([{ sku: 'A', qty: 5, sgn: 'sig-a' }]);
  });

  it('a line only the server has is pulled unsigned', () => {
    const pulled = applyToClient([], reconcileCart({ client: [], server: [serverLine('B', 1, 9)], settings: defaults, forceClientState: false }));
    expect(pulled).toHaveLength(1);
    expect(pulled[0]?.sgn).toBeUndefined();
  });

  const skuArb = fc.constantFrom('A', 'B', 'C', 'D');
  const clientArb = fc.uniqueArray(
    fc.record({ sku: skuArb, qty: fc.integer({ min: 1, max: 5 }), sgn: fc.option(fc.constantFrom('s1', 's2', 'f0a9'), { nil: undefined }) }),
    {
      selector: (l) => l.sku,
    },
  );
  const serverArb = fc.uniqueArray(
    fc.record({ sku: skuArb, qty: fc.integer({ min: 1, max: 5 }), item_id: fc.integer({ min: 1, max: 99 }), quote_id: fc.constant('Q') }),
    {
      selector: (l) => l.sku,
    },
  );
  const settingsArb = fc.record({ serverSyncCanRemoveLocalItems: fc.boolean(), serverSyncCanModifyLocalItems: fc.boolean() });

  test.prop([clientArb, serverArb, settingsArb, fc.boolean(), fc.boolean()])(
    'reconciling never drops or changes the sgn of a client line that stays in the cart',
    (client, server, settings, forceClientState, mergeQty) => {
      const lines: CartItem[] = client.map(({ sgn, ...rest }) => (sgn === undefined ? rest : { ...rest, sgn, signedPriceInclTax: 1.5 }));
      const after = applyToClient(lines, reconcileCart({ client: lines, server, settings, forceClientState, mergeQty }));
      const before = new Map(lines.map((l) => [cartItemKey(l), l]));
      for (const line of after) {
        const original = before.get(cartItemKey(line));
        if (original === undefined) continue;
        expect(line.sgn).toBe(original.sgn);
        expect(line.signedPriceInclTax).toBe(original.signedPriceInclTax);
      }
    },
  );
});
