import { inject, injectable } from 'inversify';
import { SIZES } from '../../domain/catalog/constants';
import type { Product } from '../../domain/catalog/types';
import { isSearchableTerm, searchPanelFilters } from '../../domain/search/search-query';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { FIELDS_CARDS_NEVER_READ } from '../catalog/card-fields';
import { CatalogSettings, stockPolicy } from '../catalog/catalog-settings';
import { CatalogPort } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';

export interface SearchProductsRequest {
  readonly storeCode: StoreCode;
  readonly text: string;
  /** 18 in the search panel, 16 in the header search (catalogue spec §9). */
  readonly size?: number;
  readonly from?: number;
}

export interface SearchResults {
  readonly items: readonly Product[];
  readonly total: number;
  /** True when the search failed because the device is offline (catalogue spec §8). */
  readonly offline: boolean;
  /** When the search ran (epoch ms): the items' special-price windows are judged at this time. */
  readonly now: number;
}

const empty = (offline: boolean, now: number): SearchResults => ({ items: [], total: 0, offline, now });

/**
 * The search panel's product search: only from 3 characters; visibility 3/4, status 0/1, in stock unless listed
 * (catalogue spec §5). A failure is logged; offline it is an empty result marked offline (catalogue spec §8).
 */
@injectable()
export class SearchProducts {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(request: SearchProductsRequest): Promise<Result<SearchResults, { readonly kind: PortErrorKind }>> {
    if (!isSearchableTerm(request.text)) return ok(empty(false, this.clock.now()));
    try {
      const result = await this.catalog.search(request.storeCode, 'product', {
        filters: searchPanelFilters(stockPolicy(this.settings)),
        text: request.text.trim(),
        size: request.size ?? SIZES.searchPanel,
        from: request.from ?? 0,
        excludeFields: FIELDS_CARDS_NEVER_READ,
      });
      return ok({ items: result.items, total: result.total, offline: false, now: this.clock.now() });
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('search', `Search failed: ${error.message}`, { text: request.text });
      if (!this.connectivity.isOnline()) return ok(empty(true, this.clock.now()));
      return err({ kind: error.kind });
    }
  }
}
