import { describe, expect, it } from 'vitest';
import { money } from '../../domain/shared/money';
import type { AnalyticsEvent, AnalyticsParams, AnalyticsPort } from '../ports/analytics-port';
import { TrackProductView } from './track-product-view';

class RecordingAnalytics implements AnalyticsPort {
  readonly events: { event: AnalyticsEvent; params?: AnalyticsParams }[] = [];
  track(event: AnalyticsEvent, params?: AnalyticsParams): void {
    this.events.push({ event, ...(params === undefined ? {} : { params }) });
  }
}

describe('TrackProductView', () => {
  it('sends view_item with the parent sku as id, the child as variant and the price in major units', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductView(analytics).execute({
      sku: 'DRS-1',
      name: 'Jurk Amara',
      price: money(5995),
      variantSku: 'DRS-1-M',
      brand: 'Noord & Zee',
      category: 'Jurken',
    });
    expect(analytics.events).toEqual([
      {
        event: 'view_item',
        params: {
          currency: 'EUR',
          value: 59.95,
          items: [
            {
              item_id: 'DRS-1',
              item_name: 'Jurk Amara',
              price: 59.95,
              quantity: 1,
              item_variant: 'DRS-1-M',
              item_brand: 'Noord & Zee',
              item_category: 'Jurken',
            },
          ],
        },
      },
    ]);
  });

  it('leaves out a variant equal to the product and what it does not know', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductView(analytics).execute({ sku: 'TEE-2', name: 'Shirt', price: money(1995), variantSku: 'TEE-2' });
    expect(analytics.events[0]?.params?.items).toEqual([{ item_id: 'TEE-2', item_name: 'Shirt', price: 19.95, quantity: 1 }]);
  });
});
