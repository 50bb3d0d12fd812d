import type { Product, StockItem } from './product-types';
import { isDisabled, isInStock } from './variant-availability';

/** Fresh stock by sku, as the stock list call returns it. */
export type StockBySku = Readonly<Record<string, StockItem>>;

/**
 * Stock sync of a configurable (catalogue spec §4): children out of stock or disabled are removed; a parent out of
 * stock gets the 'no-available-variants' error. Fresh stock, when given, replaces the indexed stock first.
 */
export function syncConfigurableStock(product: Product, fresh: StockBySku = {}): Product {
  const stock = fresh[product.sku] ?? product.stock;
  const children = (product.configurable_children ?? [])
    .map((child) => {
      const childStock = fresh[child.sku];
      return childStock === undefined ? child : { ...child, stock: childStock };
    })
    .filter((child) => isInStock(child) && !isDisabled(child.status));
  const synced: Product = { ...product, ...(stock === undefined ? {} : { stock }), configurable_children: children };
  if (stock !== undefined && !isInStock({ stock })) {
    return { ...synced, errors: { ...product.errors, variants: 'no-available-variants' } };
  }
  return synced;
}
