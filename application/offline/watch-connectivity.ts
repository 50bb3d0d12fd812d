import { inject, injectable } from 'inversify';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { HandleReconnect } from './handle-reconnect';

/** Follows the online/offline flag (cart spec §4): each time it goes online, the reconnect work runs. Answers the stop function. */
@injectable()
export class WatchConnectivity {
  /** The reconnect work of the last online event, for callers (and tests) that want to wait for it. */
  lastRun: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(HandleReconnect) private readonly reconnect: HandleReconnect,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  execute(): () => void {
    return this.connectivity.subscribe((online) => {
      if (!online) return;
      this.lastRun = this.reconnect.execute().catch((error: unknown) => {
        this.logger.error('offline', 'Reconnect work failed', error);
      });
    });
  }
}
