import type { CartItem } from './types';

export interface StockSyncSettings {
  /** `stock.allowOutOfStockInCart` (on in this shop). */
  readonly allowOutOfStockInCart: boolean;
  /** `cart.synchronize`: the cart syncs with the server. */
  readonly cartSynchronize: boolean;
}

export type StockSyncOutcome = { readonly kind: 'keep'; readonly item: CartItem } | { readonly kind: 'remove' };

function without(notes: Readonly<Record<string, string>> | undefined, topic: string): Readonly<Record<string, string>> {
  const rest = { ...notes };
  delete rest[topic];
  return rest;
}

/**
 * Stock sync of a cart line: in stock sets info 'In stock!'; out of stock sets error 'Out of the stock!' when
 * out-of-stock carts or sync are allowed, otherwise the line is removed (cart spec §4).
 */
export function syncCartItemStock(item: CartItem, isInStock: boolean, settings: StockSyncSettings): StockSyncOutcome {
  if (isInStock) {
    return { kind: 'keep', item: { ...item, is_in_stock: true, info: { ...item.info, stock: 'in-stock' }, errors: without(item.errors, 'stock') } };
  }
  if (!settings.allowOutOfStockInCart && !settings.cartSynchronize) return { kind: 'remove' };
  return { kind: 'keep', item: { ...item, is_in_stock: false, errors: { ...item.errors, stock: 'out-of-the-stock' }, info: without(item.info, 'stock') } };
}
