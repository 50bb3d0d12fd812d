import type { StockItem } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export const StockPort = Symbol.for('StockPort');

export interface SalableRequest {
  readonly sku: string;
  readonly qty: number;
}

export interface SalableAnswer {
  readonly sku: string;
  readonly qty: number;
  readonly salableQty: number;
  readonly isSalable: boolean;
}

/**
 * Live stock from the commerce backend (catalogue spec §7, cart spec §7). Failures are logged and give empty
 * results (catalogue spec §8 "Stock sync and render-list failures"), so callers keep the indexed stock.
 */
export interface StockPort {
  /** The stock of one sku, or undefined when unknown or unreachable. */
  check(storeCode: StoreCode, sku: string): Promise<StockItem | undefined>;
  /** Stock by sku, asked in chunks of 15; skus of a failed chunk are missing from the answer. */
  list(storeCode: StoreCode, skus: readonly string[]): Promise<Readonly<Record<string, StockItem>>>;
  /** Salable quantity checks (stockId default 1); an empty list on failure. */
  salableQuantity(requests: readonly SalableRequest[], stockId?: number): Promise<readonly SalableAnswer[]>;
}
