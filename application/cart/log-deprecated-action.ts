import { inject, injectable } from 'inversify';
import { LoggerPort } from '../ports/logger-port';

/** Cart and checkout actions the platform deprecated (cart spec §8); calling one only logs a warning. */
export const deprecatedActions = [
  'serverPull',
  'refreshTotals',
  'payment/addMethod',
  'payment/replaceMethods',
  'shipping/addMethod',
  'shipping/replaceMethods',
  'mappingFallback',
] as const;
export type DeprecatedAction = (typeof deprecatedActions)[number];

const replacement: Readonly<Record<DeprecatedAction, string>> = {
  serverPull: 'SyncCart',
  refreshTotals: 'LoadTotals',
  'payment/addMethod': 'LoadPaymentMethods',
  'payment/replaceMethods': 'LoadPaymentMethods',
  'shipping/addMethod': 'LoadShippingMethods',
  'shipping/replaceMethods': 'LoadShippingMethods',
  mappingFallback: 'ResolveRoute',
};

/** A deprecated action logs a warning naming its replacement and does nothing else (cart spec §8). */
@injectable()
export class LogDeprecatedAction {
  constructor(@inject(LoggerPort) private readonly logger: LoggerPort) {}

  execute(action: DeprecatedAction): void {
    this.logger.warn('cart', `The action ${action} is deprecated and does nothing; use ${replacement[action]} instead`);
  }
}
