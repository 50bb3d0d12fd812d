import { analyticsContract } from '../../testing/contracts/analytics.contract';
import { type AnalyticsEvent, type AnalyticsParams } from '../../application/ports/analytics-port';
import { MemoryLogger } from '../memory/memory-logger';
import { LoggerAnalytics } from './logger-analytics';

analyticsContract('LoggerAnalytics', () => {
  const logger = new MemoryLogger();
  return {
    analytics: new LoggerAnalytics(logger),
    tracked: () => logger.entries.map((e) => ({ event: e.message as AnalyticsEvent, params: e.data as AnalyticsParams })),
  };
});
