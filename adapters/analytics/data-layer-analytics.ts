import { inject, injectable } from 'inversify';
import { type AnalyticsEvent, type AnalyticsParams, type AnalyticsPort } from '../../application/ports/analytics-port';
import { LoggerPort } from '../../application/ports/logger-port';

/** Exact text of catalogue spec §8 and cart spec §4 for a missing tag-manager id. */
export const missingTagManagerWarning = 'Google Tag Manager extensions is not working...';

/** The configured Google Tag Manager container id, and the object holding `dataLayer` (the window). */
export interface DataLayerSettings {
  readonly tagManagerId: string | undefined;
  readonly host: { dataLayer?: unknown[] };
}

export const DataLayerSettings = Symbol.for('DataLayerSettings');

/** Events GA4 reads from the `ecommerce` object; the others carry their parameters at the top level. */
const ecommerceEvents: ReadonlySet<AnalyticsEvent> = new Set([
  'view_item',
  'view_item_list',
  'select_item',
  'view_cart',
  'add_to_cart',
  'remove_from_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
]);

/**
 * Pushes GA4-style events onto Google Tag Manager's `window.dataLayer`. E-commerce events follow Google's
 * recommended pattern: `{ ecommerce: null }` first, so the previous event's items do not leak into this one,
 * then `{ event, ecommerce: params }`. Without a tag-manager id it warns once and keeps pushing, so a container
 * loaded later still sees the events.
 */
@injectable()
export class DataLayerAnalytics implements AnalyticsPort {
  private warned = false;

  constructor(
    @inject(DataLayerSettings) private readonly settings: DataLayerSettings,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
    if (!this.settings.tagManagerId && !this.warned) {
      this.warned = true;
      this.logger.warn('analytics', missingTagManagerWarning);
    }
    const dataLayer = (this.settings.host.dataLayer ??= []);
    if (ecommerceEvents.has(event)) {
      dataLayer.push({ ecommerce: null });
      dataLayer.push({ event, ecommerce: structuredClone(params) });
    } else {
      dataLayer.push({ event, ...structuredClone(params) });
    }
  }
}
