import { inject, injectable } from 'inversify';
import { analyticsItemOf } from '../../domain/analytics/analytics-item';
import { CurrentCart } from '../cart/current-cart';
import { AnalyticsPort } from '../ports/analytics-port';

export type CheckoutStepEvent =
  | { readonly event: 'begin_checkout' }
  | { readonly event: 'add_shipping_info'; readonly shippingTier: string }
  | { readonly event: 'add_payment_info'; readonly paymentType: string };

/**
 * The checkout's GA4 steps (cart spec §4 "Analytics"): begin_checkout when the checkout opens,
 * add_shipping_info and add_payment_info when those steps are completed, each with the cart's items; an empty cart
 * sends nothing.
 */
@injectable()
export class TrackCheckoutStep {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
  ) {}

  execute(step: CheckoutStepEvent): void {
    const { items, coupon, totals } = this.cart.view;
    if (items.length === 0) return;
    const code = coupon ?? totals?.coupon_code;
    const tracked = items.map((line, index) => {
      const item = analyticsItemOf(line, { index, ...(code === undefined ? {} : { coupon: code }) });
      return { ...item, ...(item.category === undefined ? {} : { item_category: item.category }) };
    });
    const value = Math.round(tracked.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
    const extra =
      step.event === 'add_shipping_info' ? { shipping_tier: step.shippingTier } : step.event === 'add_payment_info' ? { payment_type: step.paymentType } : {};
    this.analytics.track(step.event, { currency: tracked[0]!.currency, value, ...(code === undefined ? {} : { coupon: code }), ...extra, items: tracked });
  }
}
