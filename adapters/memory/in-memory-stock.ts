import { injectable } from 'inversify';
import type { SalableAnswer, SalableRequest, StockPort } from '../../application/ports/stock-port';
import type { StockItem } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';

/** Stock in memory, by sku; `failing` makes every call answer empty, as the HTTP adapter does on failures. */
@injectable()
export class InMemoryStock implements StockPort {
  failing = false;
  /** Every list call's skus, to check the chunking. */
  readonly listCalls: (readonly string[])[] = [];

  constructor(private readonly stock: Map<string, StockItem> = new Map()) {}

  set(sku: string, item: StockItem): void {
    this.stock.set(sku, item);
  }

  async check(_storeCode: StoreCode, sku: string): Promise<StockItem | undefined> {
    return this.failing ? undefined : this.stock.get(sku);
  }

  async list(_storeCode: StoreCode, skus: readonly string[]): Promise<Readonly<Record<string, StockItem>>> {
    this.listCalls.push(skus);
    if (this.failing) return {};
    const result: Record<string, StockItem> = {};
    for (const sku of skus) {
      const item = this.stock.get(sku);
      if (item !== undefined) result[sku] = item;
    }
    return result;
  }

  async salableQuantity(requests: readonly SalableRequest[]): Promise<readonly SalableAnswer[]> {
    if (this.failing) return [];
    return requests.map((r) => {
      const item = this.stock.get(r.sku);
      const salableQty = item?.qty ?? 0;
      return { sku: r.sku, qty: r.qty, salableQty, isSalable: item !== undefined && item.is_in_stock && salableQty >= r.qty };
    });
  }
}
