import { beforeEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, type AnalyticsParams, type AnalyticsPort } from '../../application/ports/analytics-port';

export interface AnalyticsHarness {
  readonly analytics: AnalyticsPort;
  /** The events the destination received, with their parameters. */
  tracked(): ReadonlyArray<{ readonly event: AnalyticsEvent; readonly params: AnalyticsParams }>;
}

/** The behaviour every AnalyticsPort adapter shares. */
export function analyticsContract(name: string, make: () => AnalyticsHarness): void {
  describe(`AnalyticsPort contract: ${name}`, () => {
    let h: AnalyticsHarness;
    beforeEach(() => {
      h = make();
    });

    it('delivers GA4 e-commerce events with their items, in order', () => {
      const item = { item_id: 'WS12-M-Red', item_name: 'Shirt', price: 29.95, quantity: 1 };
      h.analytics.track('add_to_cart', { currency: 'EUR', value: 29.95, items: [item] });
      h.analytics.track('purchase', { currency: 'EUR', value: 29.95, transaction_id: '000000123', items: [item] });
      expect(h.tracked()).toEqual([
        { event: 'add_to_cart', params: { currency: 'EUR', value: 29.95, items: [item] } },
        { event: 'purchase', params: { currency: 'EUR', value: 29.95, transaction_id: '000000123', items: [item] } },
      ]);
    });

    it('delivers the custom emptyCart event without parameters (cart spec §4)', () => {
      h.analytics.track('emptyCart');
      expect(h.tracked()).toEqual([{ event: 'emptyCart', params: {} }]);
    });

    it('is not affected by later changes to the parameters', () => {
      const items = [{ item_id: 'A', quantity: 1 }];
      h.analytics.track('remove_from_cart', { items });
      items[0]!.quantity = 5;
      expect(h.tracked()[0]!.params).toEqual({ items: [{ item_id: 'A', quantity: 1 }] });
    });
  });
}
