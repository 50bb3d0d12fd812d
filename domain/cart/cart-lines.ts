import { cartItemKey } from './checksum';
import type { CartItem } from './types';

/**
 * Adds a line, or raises the quantity of the line with the same identity (sku plus options checksum, cart spec §4).
 * A signed add renews the line's price signature (the newest one the catalogue gave); an unsigned add keeps it.
 */
export function addCartLine(items: readonly CartItem[], added: CartItem): readonly CartItem[] {
  const key = cartItemKey(added);
  const index = items.findIndex((item) => cartItemKey(item) === key);
  if (index < 0) return [...items, added];
  return items.map((item, i) => (i === index ? { ...item, ...signatureOf(added), prev_qty: item.qty, qty: item.qty + added.qty } : item));
}

/** The line's price signature fields, both or neither: a new `sgn` never pairs with an older signed price. */
function signatureOf(line: CartItem): Pick<CartItem, 'sgn' | 'signedPriceInclTax'> {
  if (line.sgn === undefined) return {};
  return { sgn: line.sgn, signedPriceInclTax: line.signedPriceInclTax };
}

/** Sets the quantity of the line with the key, keeping the old one as prev_qty for a failed server update (cart spec §4). */
export function setCartLineQty(items: readonly CartItem[], key: string, qty: number): readonly CartItem[] {
  return items.map((item) => (cartItemKey(item) === key ? { ...item, prev_qty: item.qty, qty } : item));
}

/** Removes the line with the key. */
export function removeCartLine(items: readonly CartItem[], key: string): readonly CartItem[] {
  return items.filter((item) => cartItemKey(item) !== key);
}

/** Badge count of the cart icon: the sum of quantities in this shop (cart spec §9 "minicart counts ... quantities"). */
export function cartQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}
