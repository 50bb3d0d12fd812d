import { describe, expect, it } from 'vitest';
import { analyticsContract } from '../../testing/contracts/analytics.contract';
import { type AnalyticsEvent, type AnalyticsParams } from '../../application/ports/analytics-port';
import { MemoryLogger } from '../memory/memory-logger';
import { DataLayerAnalytics, missingTagManagerWarning } from './data-layer-analytics';

type Pushed = { event?: AnalyticsEvent; ecommerce?: AnalyticsParams | null; [key: string]: unknown };

/** Reads events back from a data layer the way a GTM GA4 tag does. */
function eventsOf(dataLayer: unknown[]) {
  return (dataLayer as Pushed[])
    .filter((entry) => entry.event !== undefined)
    .map(({ event, ecommerce, ...rest }) => ({ event: event!, params: (ecommerce ?? rest) as AnalyticsParams }));
}

analyticsContract('DataLayerAnalytics', () => {
  const host: { dataLayer?: unknown[] } = {};
  return {
    analytics: new DataLayerAnalytics({ tagManagerId: 'GTM-TEST', host }, new MemoryLogger()),
    tracked: () => eventsOf(host.dataLayer ?? []),
  };
});

describe('DataLayerAnalytics', () => {
  it('clears the previous ecommerce object before each e-commerce event and appends to an existing data layer', () => {
    const host = { dataLayer: [{ 'gtm.start': 1 }] as unknown[] };
    const analytics = new DataLayerAnalytics({ tagManagerId: 'GTM-TEST', host }, new MemoryLogger());
    analytics.track('begin_checkout', { currency: 'EUR', value: 10 });
    analytics.track('emptyCart');
    expect(host.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'EUR', value: 10 } },
      { event: 'emptyCart' },
    ]);
  });

  it('warns once with the exact text when the tag-manager id is missing (catalogue spec §8)', () => {
    const logger = new MemoryLogger();
    const analytics = new DataLayerAnalytics({ tagManagerId: undefined, host: {} }, logger);
    analytics.track('add_to_cart', { items: [] });
    analytics.track('remove_from_cart', { items: [] });
    expect(logger.messages('warn')).toEqual(['Google Tag Manager extensions is not working...']);
    expect(missingTagManagerWarning).toBe('Google Tag Manager extensions is not working...');
  });

  it('does not warn when the id is configured', () => {
    const logger = new MemoryLogger();
    new DataLayerAnalytics({ tagManagerId: 'GTM-TEST', host: {} }, logger).track('emptyCart');
    expect(logger.entries).toEqual([]);
  });
});
