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
  if (sellable.typeId === 'bundle') return bundleStock(ctx, store, sellable.stock, sku);
  return { ...live(sellable.stock, sold[sku] ?? 0), sku };
}

/**
 * A bundle keeps no stock of its own (Magento indexes it with qty 0): it is salable as often as every required
 * option can still be filled by one of its selections (each selection sells `link.qty` pieces per bundle).
 */
function bundleStock(ctx: MockContext, store: StoreCode, own: StockDoc, sku: string): StockItem {
  const options = (findProduct(ctx, store, sku)?.bundle_options ?? []).filter((option) => option.required);
  const sets = options.map((option) =>
    Math.max(
      0,
      ...option.product_links.map((link) => {
        const part = link.sku === sku ? undefined : stockItem(ctx, store, link.sku);
        if (part === undefined || !part.is_in_stock) return 0;
        if (!part.manage_stock || part.is_volatile === true || part.backorders > 0) return Number.MAX_SAFE_INTEGER;
        return Math.floor(part.qty / Math.max(1, link.qty));
      }),
    ),
  );
  const qty = options.length === 0 ? 0 : Math.min(...sets);
  const inStock = own.is_in_stock && qty > 0;
  return { ...own, sku, qty: qty === Number.MAX_SAFE_INTEGER ? own.max_sale_qty : qty, is_in_stock: inStock, stock_status: inStock ? 1 : 0 };
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
