import { inject, injectable } from 'inversify';
import { analyticsItemOf } from '../../domain/analytics/analytics-item';
import { AnalyticsPort } from '../ports/analytics-port';
import { CurrentCart } from './current-cart';

/**
 * view_cart (cart spec §4 "Analytics") when the shopper looks at the cart: every line as an analytics item with its
 * index, the cart's coupon and the line's discount; an empty cart sends nothing.
 */
@injectable()
export class TrackCartView {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
  ) {}

  execute(): void {
    const { items, coupon, totals } = this.cart.view;
    if (items.length === 0) return;
    const code = coupon ?? totals?.coupon_code;
    const tracked = items.map((line, index) => {
      const item = analyticsItemOf(line, { index, ...(code === undefined ? {} : { coupon: code }) });
      return { ...item, ...(item.category === undefined ? {} : { item_category: item.category }) };
    });
    const value = tracked.reduce((sum, item) => sum + item.price * item.quantity, 0);
    this.analytics.track('view_cart', { currency: tracked[0]!.currency, value: Math.round(value * 100) / 100, items: tracked });
  }
}
