import type { StockDoc, StoreCode } from '../../../fixtures/types';
import type { MockContext } from '../../context';
import type { MockState } from '../../state/types';
import { findProduct, findSellable } from './products';

/** Magento StockItem as `/api/stock/check` answers it, with the quantity already sold taken off (MSI salable qty). */
export interface StockItem extends StockDoc {
  sku: string;
}

/** The live stock item of a sku, or `undefined` for an unknown sku. Parents follow their children (wire §5). */
export function stockItem(ctx: MockContext, store: StoreCode, sku: string): StockItem | undefined {
  const sellable = findSellable(ctx, store, sku);
  if (sellable === undefined) return undefined;
  const sold = ctx.state.get().stockSold;
  const parent = sellable.typeId === 'configurable' ? findProduct(ctx, store, sku) : undefined;
  if (parent?.configurable_children !== undefined && parent.configurable_children.length > 0) {
    const children = parent.configurable_children.map((c) => live(c.stock, sold[c.sku] ?? 0));
    const qty = children.reduce((sum, c) => sum + c.qty, 0);
    const inStock = children.some((c) => c.is_in_stock);
    return { ...sellable.stock, sku, qty, is_in_stock: inStock, stock_status: inStock ? 1 : 0 };
  }
  return { ...live(sellable.stock, sold[sku] ?? 0), sku };
}

function live(stock: StockDoc, sold: number): StockDoc {
  if (!stock.manage_stock || stock.is_volatile === true) return { ...stock };
  const qty = Math.max(0, stock.qty - sold);
  const inStock = stock.is_in_stock && (qty > 0 || stock.backorders > 0);
  return { ...stock, qty, is_in_stock: inStock, stock_status: inStock ? 1 : 0 };
}

/** Whether `qty` can be sold now (volatile, unmanaged and backorderable items always can). */
export function canSell(item: StockItem, qty: number): boolean {
  if (!item.manage_stock || item.is_volatile === true || item.backorders > 0) return true;
  return item.is_in_stock && item.qty >= qty;
}

export function consumeStock(state: MockState, sku: string, qty: number): void {
  state.stockSold[sku] = (state.stockSold[sku] ?? 0) + qty;
}

/** Magento's per-item limits (min_sale_qty / max_sale_qty); the message is Magento's, or undefined when fine. */
export function saleQtyProblem(item: StockItem, qty: number): string | undefined {
  if (item.max_sale_qty > 0 && qty > item.max_sale_qty) return `The most you may purchase is ${item.max_sale_qty}.`;
  if (item.min_sale_qty > 1 && qty < item.min_sale_qty) return `The fewest you may purchase is ${item.min_sale_qty}.`;
  return undefined;
}

/** Magento's "requested qty is not available" in the store view's language (the NL text is in cart spec §8). */
export function qtyNotAvailable(store: StoreCode): string {
  if (store === 'nl') return 'De gevraagde hoeveelheid is niet beschikbaar';
  if (store === 'de') return 'Die angeforderte Menge ist nicht verfügbar';
  return 'The requested qty is not available';
}
