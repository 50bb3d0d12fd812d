import { inject, injectable } from 'inversify';
import { toMajor, type Money } from '../../domain/shared/money';
import { AnalyticsPort } from '../ports/analytics-port';

/** The product a page shows: the parent sku as id, the chosen child as variant, the shown price incl. tax. */
export interface ViewedProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  readonly variantSku?: string;
  readonly brand?: string;
  readonly category?: string;
}

/** The view_item event of the GA4-style data layer when a product page is shown. */
@injectable()
export class TrackProductView {
  constructor(@inject(AnalyticsPort) private readonly analytics: AnalyticsPort) {}

  execute(product: ViewedProduct): void {
    const price = toMajor(product.price);
    this.analytics.track('view_item', {
      currency: product.price.currency,
      value: price,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          price,
          quantity: 1,
          ...(product.variantSku === undefined || product.variantSku === product.sku ? {} : { item_variant: product.variantSku }),
          ...(product.brand === undefined ? {} : { item_brand: product.brand }),
          ...(product.category === undefined ? {} : { item_category: product.category }),
        },
      ],
    });
  }
}
