import { inject, injectable } from 'inversify';
import { type AnalyticsEvent, type AnalyticsParams, type AnalyticsPort } from '../../application/ports/analytics-port';
import { LoggerPort } from '../../application/ports/logger-port';

/**
 * Analytics where there is no tag manager (server rendering, CLI): events are written to the debug log, so a
 * use case behaves the same everywhere and nothing accumulates in memory.
 */
@injectable()
export class LoggerAnalytics implements AnalyticsPort {
  constructor(@inject(LoggerPort) private readonly logger: LoggerPort) {}

  track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
    this.logger.debug('analytics', event, structuredClone(params));
  }
}
