import { bench, describe } from 'vitest';
import { applyToClient } from './apply-sync-actions';
import { reconcileCart } from './reconcile';
import type { CartItem, ServerCartItem } from './types';

/** A cart of n lines where a third differ in quantity, a sixth is client-only and a sixth server-only; every fourth is a bundle. */
function carts(n: number): { client: CartItem[]; server: ServerCartItem[] } {
  const client: CartItem[] = [];
  const server: ServerCartItem[] = [];
  for (let i = 0; i < n; i++) {
    const sku = `SKU-${i}`;
    const product_option =
      i % 4 === 0 ? { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [i % 7, (i * 3) % 11] }] } } : undefined;
    const line = product_option === undefined ? { sku } : { sku, product_option };
    if (i % 6 !== 0) client.push({ ...line, qty: 1 + (i % 5) });
    if (i % 6 !== 1) server.push({ ...line, item_id: i, quote_id: 'Q', qty: 1 + (i % 3 === 0 ? (i % 5) + 1 : i % 5) });
  }
  return { client, server };
}

const settings = { serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: true };

for (const n of [1_000, 10_000]) {
  const { client, server } = carts(n);
  describe(`reconcile ${n} lines`, () => {
    bench(`reconcileCart, ${n} lines`, () => {
      reconcileCart({ client, server, settings, forceClientState: false });
    });
    bench(`reconcileCart + applyToClient, ${n} lines`, () => {
      applyToClient(client, reconcileCart({ client, server, settings, forceClientState: true }));
    });
  });
}
