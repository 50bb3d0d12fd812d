import { ContainerModule } from 'inversify';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { IdGeneratorPort } from '../../application/ports/id-generator-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { type LogLevel, LoggerPort } from '../../application/ports/logger-port';
import { LoggerAnalytics } from '../analytics/logger-analytics';
import { SystemClock } from '../clock/system-clock';
import { NodeConnectivity } from '../connectivity/node-connectivity';
import { CryptoIdGenerator } from '../ids/crypto-id-generator';
import { ConsoleLogger, ConsoleLoggerSettings } from '../logger/console-logger';
import { FileKeyValueStore, FileStoreDirectory } from '../storage/file-key-value-store';

// Its own file because the file store imports Node's built-ins: the browser's services chunk must never import it.

/**
 * Node's infrastructure (server rendering, CLI): one JSON file per namespace under `dir`, the system clock,
 * connectivity that stays online unless switched, the console, and analytics to the debug log.
 */
export const nodeStorage = (dir: string, options: { readonly logLevel?: LogLevel } = {}) =>
  new ContainerModule(({ bind }) => {
    bind(FileStoreDirectory).toConstantValue(dir);
    bind(KeyValueStorePort).to(FileKeyValueStore).inSingletonScope();
    bind(ClockPort).to(SystemClock).inSingletonScope();
    bind(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind(NodeConnectivity).toSelf().inSingletonScope();
    bind(ConnectivityPort).toService(NodeConnectivity);
    bind(ConsoleLoggerSettings).toConstantValue({ console: globalThis.console, minLevel: options.logLevel ?? 'info' });
    bind(LoggerPort).to(ConsoleLogger).inSingletonScope();
    bind(AnalyticsPort).to(LoggerAnalytics).inSingletonScope();
  });
