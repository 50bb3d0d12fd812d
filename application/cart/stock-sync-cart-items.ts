import { inject, injectable } from 'inversify';
import { syncCartItemStock } from '../../domain/cart/stock-sync';
import type { CartItem } from '../../domain/cart/types';
import { StockPort } from '../ports/stock-port';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';

/**
 * Stock sync of the cart lines (cart spec §4): in stock sets info 'In stock!'; out of stock sets error 'Out of the
 * stock!' when out-of-stock carts or sync are allowed, otherwise the line is removed. Unknown stock changes nothing.
 */
@injectable()
export class StockSyncCartItems {
  /** The quantity on hand per sku of the last check, so a line can say 'Only {maxQuantity} available'. */
  available: Readonly<Record<string, number>> = {};

  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(StockPort) private readonly stock: StockPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(): Promise<readonly CartItem[]> {
    const skus = this.cart.view.items.map((i) => i.sku);
    if (skus.length === 0) return [];
    const bySku = await this.stock.list(this.settings.storeCode, skus);
    this.available = Object.fromEntries(
      Object.entries(bySku).flatMap(([sku, known]) => (typeof known.qty === 'number' && known.is_in_stock ? [[sku, known.qty]] : [])),
    );
    const policy = { allowOutOfStockInCart: this.settings.allowOutOfStockInCart, cartSynchronize: this.settings.synchronize };
    return this.cart.exclusive(async () => {
      const items: CartItem[] = [];
      for (const item of this.cart.view.items) {
        const known = bySku[item.sku];
        if (known === undefined) {
          items.push(item);
          continue;
        }
        const outcome = syncCartItemStock(item, known.is_in_stock, policy);
        if (outcome.kind === 'keep') items.push(outcome.item);
      }
      return (await this.cart.set({ items })).items;
    });
  }
}
