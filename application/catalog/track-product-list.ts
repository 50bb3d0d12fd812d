import { inject, injectable } from 'inversify';
import { toMajor, type Money } from '../../domain/shared/money';
import { AnalyticsPort, type AnalyticsItem } from '../ports/analytics-port';

/** A product as a list shows it: the parent sku as id, the chosen child sku as variant, the shown price incl. tax. */
export interface ListedProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  readonly variantSku?: string;
  readonly brand?: string;
  /** 0-based position in the whole list (page offset included). */
  readonly index: number;
}

/** Which list the products are in: a category, a landing page, search results, a carousel. */
export interface ProductListRef {
  readonly id: string;
  readonly name: string;
}

export type ProductListEvent =
  | { readonly kind: 'view_item_list'; readonly list: ProductListRef; readonly products: readonly ListedProduct[] }
  | { readonly kind: 'select_item'; readonly list: ProductListRef; readonly product: ListedProduct }
  | { readonly kind: 'view_search_results'; readonly searchTerm: string; readonly products: readonly ListedProduct[] };

const itemOf = (product: ListedProduct, list?: ProductListRef): AnalyticsItem => ({
  item_id: product.sku,
  item_name: product.name,
  price: toMajor(product.price),
  quantity: 1,
  index: product.index,
  ...(product.variantSku === undefined || product.variantSku === product.sku ? {} : { item_variant: product.variantSku }),
  ...(product.brand === undefined ? {} : { item_brand: product.brand }),
  ...(list === undefined ? {} : { item_list_id: list.id, item_list_name: list.name }),
});

/**
 * The product-list events of the GA4-style data layer (cart spec §4 "Analytics"): view_item_list when a list
 * is shown, select_item when a product in it is opened, view_search_results for a search. An empty list sends nothing.
 */
@injectable()
export class TrackProductList {
  constructor(@inject(AnalyticsPort) private readonly analytics: AnalyticsPort) {}

  execute(event: ProductListEvent): void {
    switch (event.kind) {
      case 'view_item_list':
        if (event.products.length === 0) return;
        this.analytics.track('view_item_list', {
          item_list_id: event.list.id,
          item_list_name: event.list.name,
          items: event.products.map((p) => itemOf(p, event.list)),
        });
        return;
      case 'select_item':
        this.analytics.track('select_item', {
          item_list_id: event.list.id,
          item_list_name: event.list.name,
          currency: event.product.price.currency,
          items: [itemOf(event.product, event.list)],
        });
        return;
      case 'view_search_results':
        this.analytics.track('view_search_results', { search_term: event.searchTerm, items: event.products.map((p) => itemOf(p)) });
    }
  }
}
