import { injectable } from 'inversify';
import { type AnalyticsEvent, type AnalyticsParams, type AnalyticsPort } from '../../application/ports/analytics-port';

export interface TrackedEvent {
  readonly event: AnalyticsEvent;
  readonly params: AnalyticsParams;
}

/** Records tracked events in memory, for tests of the use cases that report them. */
@injectable()
export class MemoryAnalytics implements AnalyticsPort {
  readonly events: TrackedEvent[] = [];

  track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
    this.events.push({ event, params: structuredClone(params) });
  }
}
