import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { CatalogPort, type RenderedPrice } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';

export interface RefreshPricesRequest {
  readonly storeCode: StoreCode;
  readonly products: readonly Product[];
  readonly userGroupId?: number;
  readonly token?: string;
}

export interface PriceRefresh {
  /** The products at once, price_is_current false. */
  readonly products: readonly Product[];
  /** The same products with fresh prices (price_is_current true, price_refreshed_at); unchanged when the refresh fails. */
  readonly refreshed: Promise<readonly Product[]>;
}

function withPrice(product: Product, price: RenderedPrice, at: string): Product {
  return {
    ...product,
    final_price_incl_tax: price.finalPrice,
    price_incl_tax: price.regularPrice,
    original_price_incl_tax: price.regularPrice,
    special_price_incl_tax: price.specialPrice ?? null,
    price_is_current: true,
    price_refreshed_at: at,
  };
}

/**
 * Price refresh through the render list (catalogue spec §4, §7): products come back at once marked not current,
 * then refreshed. A render-list failure is logged and refreshes nothing (catalogue spec §8).
 */
@injectable()
export class RefreshPrices {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  execute(request: RefreshPricesRequest): PriceRefresh {
    const products = request.products.map((p) => ({ ...p, price_is_current: false }));
    return { products, refreshed: this.refresh(request, products) };
  }

  private async refresh(request: RefreshPricesRequest, products: readonly Product[]): Promise<readonly Product[]> {
    if (products.length === 0) return products;
    const view = storeViews[request.storeCode];
    let prices: readonly RenderedPrice[];
    try {
      prices = await this.catalog.renderList(request.storeCode, {
        skus: products.map((p) => p.sku),
        currencyCode: view.i18n.currencyCode,
        storeId: view.storeId,
        ...(request.userGroupId === undefined ? {} : { userGroupId: request.userGroupId }),
        ...(request.token === undefined ? {} : { token: request.token }),
      });
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Price render-list failed: ${error.message}`);
      prices = [];
    }
    const at = new Date(this.clock.now()).toISOString();
    const byId = new Map(prices.map((p) => [String(p.id), p]));
    return products.map((p) => {
      const price = byId.get(String(p.id));
      return price === undefined ? p : withPrice(p, price, at);
    });
  }
}
