import { inject, injectable } from 'inversify';
import { LoggerPort } from '../../application/ports/logger-port';
import { isPortError } from '../../application/ports/port-error';
import type { SalableAnswer, SalableRequest, StockPort } from '../../application/ports/stock-port';
import { SIZES } from '../../domain/catalog/constants';
import type { StockItem } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { salableWire, stockItemWire, stockListWire } from './magento-stock-wire';

/** Splits skus into the chunks of 15 the stock list is asked in (catalogue spec §9). */
export function chunks<T>(items: readonly T[], size: number = SIZES.stockListChunk): readonly (readonly T[])[] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The MSI inventory extension sits next to the API's other extensions (`{api}/ext/inventory`). */
const inventoryBase = (apiUrl: string): string => `${apiUrl.replace(/\/+$/, '')}/ext/inventory`;

/**
 * Stock from Magento through the VSF API (`/api/stock/check`, `/api/stock/list`) and the inventory extension's
 * salable quantity. Failures are logged and give empty results (catalogue spec §8).
 */
@injectable()
export class MagentoStock implements StockPort {
  constructor(
    @inject(ApiConfig) private readonly config: ApiConfig,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async check(storeCode: StoreCode, sku: string): Promise<StockItem | undefined> {
    const url = serviceUrl(this.config, this.config.services.apiUrl, 'stock/check');
    try {
      const { body } = await requestJson(this.config.fetch, url, { query: { sku }, headers: { 'x-vs-store-code': storeCode } });
      return parseWire(stockItemWire, unwrapEnvelope(body, 'stock check').result, 'stock check') as StockItem;
    } catch (error) {
      return this.failed(error, `stock check of ${sku}`, undefined);
    }
  }

  async list(storeCode: StoreCode, skus: readonly string[]): Promise<Readonly<Record<string, StockItem>>> {
    const unique = [...new Set(skus)];
    const answers = await Promise.all(chunks(unique).map((chunk) => this.listChunk(storeCode, chunk)));
    return Object.assign({}, ...answers) as Record<string, StockItem>;
  }

  async salableQuantity(requests: readonly SalableRequest[], stockId = 1): Promise<readonly SalableAnswer[]> {
    if (requests.length === 0) return [];
    const query: Record<string, string | number> = { stockId };
    requests.forEach((r, i) => {
      query[`skuRequests[${i}][sku]`] = r.sku;
      query[`skuRequests[${i}][qty]`] = r.qty;
    });
    const url = serviceUrl(this.config, inventoryBase(this.config.services.apiUrl), 'salable-quantity');
    try {
      const { body } = await requestJson(this.config.fetch, url, { query });
      const result = parseWire(salableWire, unwrapEnvelope(body, 'salable quantity').result, 'salable quantity');
      return result.map((r) => ({ sku: r.sku, qty: r.qty, salableQty: r.salable_qty ?? 0, isSalable: r.is_salable }));
    } catch (error) {
      return this.failed(error, 'salable quantity', []);
    }
  }

  /** The list answers in input order; it has no sku field, so items are matched by position (wire-reference §1). */
  private async listChunk(storeCode: StoreCode, skus: readonly string[]): Promise<Record<string, StockItem>> {
    const url = serviceUrl(this.config, this.config.services.apiUrl, 'stock/list');
    try {
      const { body } = await requestJson(this.config.fetch, url, { query: { skus: skus.join(',') }, headers: { 'x-vs-store-code': storeCode } });
      const items = parseWire(stockListWire, unwrapEnvelope(body, 'stock list').result, 'stock list');
      const bySku: Record<string, StockItem> = {};
      skus.forEach((sku, i) => {
        const item = items[i];
        if (item !== undefined) bySku[sku] = item as StockItem;
      });
      return bySku;
    } catch (error) {
      // One unknown sku makes the API refuse its whole chunk: ask the others one by one, so they keep their stock.
      if (skus.length > 1 && (isPortError(error, 'not-found') || isPortError(error, 'rejected'))) return this.checkEach(storeCode, skus);
      return this.failed(error, `stock list of ${skus.join(',')}`, {});
    }
  }

  private async checkEach(storeCode: StoreCode, skus: readonly string[]): Promise<Record<string, StockItem>> {
    const items = await Promise.all(skus.map(async (sku) => [sku, await this.check(storeCode, sku)] as const));
    const bySku: Record<string, StockItem> = {};
    for (const [sku, item] of items) if (item !== undefined) bySku[sku] = item;
    return bySku;
  }

  private failed<T>(error: unknown, what: string, fallback: T): T {
    if (!isPortError(error)) throw error;
    this.logger.error('stock', `Stock sync failed: ${what}: ${error.message}`, { kind: error.kind, status: error.details.status });
    return fallback;
  }
}
