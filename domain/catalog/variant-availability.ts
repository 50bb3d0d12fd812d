import type { ConfigurableChild, Id } from './product-types';

/** Whether out-of-stock products may be listed and chosen (config `products.listOutOfStockProducts`). */
export interface StockPolicy {
  readonly listOutOfStock: boolean;
}

/** A configuration chosen by the shopper: attribute code (or lower-cased label) to the chosen option value. */
export type Configuration = Readonly<Record<string, Id>>;

/** Status 2 or more means unavailable (catalogue spec §4). */
export const isDisabled = (status: number | undefined): boolean => (status ?? 1) >= 2;

/** A child without stock data counts as in stock; the index leaves stock out for unmanaged items. */
export const isInStock = (child: { readonly stock?: { readonly is_in_stock: boolean } }): boolean => child.stock?.is_in_stock !== false;

/** A child may be selected unless disabled, or out of stock while listing out-of-stock is off (catalogue spec §4). */
export function isSelectable(child: ConfigurableChild, policy: StockPolicy): boolean {
  if (isDisabled(child.status)) return false;
  return policy.listOutOfStock || isInStock(child);
}

/** Option values arrive as 49 or "49"; compare them as text (wire-reference §5 quirk). */
export const sameValue = (a: unknown, b: unknown): boolean => a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

/** The chosen attributes as pairs with the values as text, computed once per selection. */
export const configurationPairs = (configuration: Configuration): readonly (readonly [string, string])[] =>
  Object.entries(configuration).map(([code, value]) => [code, String(value)] as const);

/** How many of the chosen attributes the child carries. */
export function matchCount(child: ConfigurableChild, pairs: readonly (readonly [string, string])[]): number {
  let count = 0;
  for (const [code, value] of pairs) if (sameValue(child[code], value)) count += 1;
  return count;
}

/** The price used to break ties between children: final price, else price; unknown prices sort last. */
export function tiePrice(child: ConfigurableChild): number {
  const value = child.final_price ?? child.price;
  return Number.isFinite(value) ? Number(value) : Number.POSITIVE_INFINITY;
}
