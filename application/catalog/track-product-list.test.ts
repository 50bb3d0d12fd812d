import { describe, expect, it } from 'vitest';
import { money } from '../../domain/shared/money';
import type { AnalyticsEvent, AnalyticsParams, AnalyticsPort } from '../ports/analytics-port';
import { TrackProductList } from './track-product-list';

class RecordingAnalytics implements AnalyticsPort {
  readonly events: { event: AnalyticsEvent; params?: AnalyticsParams }[] = [];
  track(event: AnalyticsEvent, params?: AnalyticsParams): void {
    this.events.push({ event, ...(params === undefined ? {} : { params }) });
  }
}

const list = { id: 'category-3775', name: 'Kleding' };
const dress = { sku: 'DRS-1', name: 'Jurk Amara', price: money(5995), index: 0, brand: 'Kade Studio' };

describe('TrackProductList', () => {
  it('sends view_item_list with every product as a GA4 item in major units', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductList(analytics).execute({ kind: 'view_item_list', list, products: [dress, { ...dress, sku: 'TEE-2', index: 1 }] });
    expect(analytics.events).toEqual([
      {
        event: 'view_item_list',
        params: {
          item_list_id: 'category-3775',
          item_list_name: 'Kleding',
          items: [
            {
              item_id: 'DRS-1',
              item_name: 'Jurk Amara',
              price: 59.95,
              quantity: 1,
              index: 0,
              item_brand: 'Kade Studio',
              item_list_id: 'category-3775',
              item_list_name: 'Kleding',
            },
            {
              item_id: 'TEE-2',
              item_name: 'Jurk Amara',
              price: 59.95,
              quantity: 1,
              index: 1,
              item_brand: 'Kade Studio',
              item_list_id: 'category-3775',
              item_list_name: 'Kleding',
            },
          ],
        },
      },
    ]);
  });

  it('sends nothing for an empty list', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductList(analytics).execute({ kind: 'view_item_list', list, products: [] });
    expect(analytics.events).toEqual([]);
  });

  it('sends select_item with the chosen child sku as variant', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductList(analytics).execute({ kind: 'select_item', list, product: { ...dress, variantSku: 'DRS-1-S' } });
    expect(analytics.events[0]?.event).toBe('select_item');
    expect(analytics.events[0]?.params?.items?.[0]).toMatchObject({ item_id: 'DRS-1', item_variant: 'DRS-1-S', price: 59.95 });
    expect(analytics.events[0]?.params?.currency).toBe('EUR');
  });

  it('sends view_search_results with the search term', () => {
    const analytics = new RecordingAnalytics();
    new TrackProductList(analytics).execute({ kind: 'view_search_results', searchTerm: 'jurk', products: [dress] });
    expect(analytics.events[0]).toMatchObject({ event: 'view_search_results', params: { search_term: 'jurk', items: [{ item_id: 'DRS-1' }] } });
  });
});
