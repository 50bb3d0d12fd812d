import { ContainerModule } from 'inversify';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { IdGeneratorPort } from '../../application/ports/id-generator-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { LockPort } from '../../application/ports/lock-port';
import { type LogLevel, LoggerPort } from '../../application/ports/logger-port';
import { DataLayerAnalytics, DataLayerSettings } from '../analytics/data-layer-analytics';
import { SystemClock } from '../clock/system-clock';
import { BrowserConnectivity, ConnectivityHost } from '../connectivity/browser-connectivity';
import { NodeConnectivity } from '../connectivity/node-connectivity';
import { ConsoleLogger, ConsoleLoggerSettings } from '../logger/console-logger';
import { CryptoIdGenerator } from '../ids/crypto-id-generator';
import { InProcessLocks } from '../locks/in-process-locks';
import { LockManagerSource, WebLocks } from '../locks/web-locks';
import { FakeClock } from '../memory/fake-clock';
import { MemoryAnalytics } from '../memory/memory-analytics';
import { MemoryKeyValueStore } from '../memory/memory-key-value-store';
import { MemoryLogger } from '../memory/memory-logger';
import { SequenceIdGenerator } from '../memory/sequence-id-generator';
import { IndexedDbKeyValueStore, IndexedDbSettings } from '../storage/indexed-db-key-value-store';
import { LocalStorageKeyValueStore, WebStorageSource } from '../storage/local-storage-key-value-store';
import { RoomMakingKeyValueStore } from '../storage/room-making-key-value-store';

export interface BrowserInfrastructureOptions {
  /** Google Tag Manager container id; without one, analytics warns once (catalogue spec §8). */
  readonly tagManagerId?: string;
  /** IndexedDB database name; default `storefront`. */
  readonly databaseName?: string;
  /** Lowest level written to the console; default `info`. */
  readonly logLevel?: LogLevel;
}

/**
 * The browser's infrastructure: IndexedDB for the key-value store (localStorage where IndexedDB is missing, memory
 * where site data is blocked altogether), the system clock, connectivity from window events, the console, and
 * Google Tag Manager's data layer. Browser globals are read when a port is first resolved, not when the module is
 * built, so the module can be created on the server.
 */
export const browserStorage = (options: BrowserInfrastructureOptions = {}) =>
  new ContainerModule(({ bind }) => {
    bind(IndexedDbSettings).toDynamicValue(() => ({
      factory: globalThis.indexedDB,
      keyRange: globalThis.IDBKeyRange,
      databaseName: options.databaseName ?? 'storefront',
    }));
    bind(WebStorageSource).toConstantValue(() => globalThis.localStorage);
    bind(KeyValueStorePort)
      .toDynamicValue((context) => {
        const logger = context.get<LoggerPort>(LoggerPort);
        if (typeof globalThis.indexedDB !== 'undefined') return new RoomMakingKeyValueStore(context.get(IndexedDbKeyValueStore), logger);
        if (localStorageWorks()) return new RoomMakingKeyValueStore(context.get(LocalStorageKeyValueStore), logger);
        return new MemoryKeyValueStore();
      })
      .inSingletonScope();
    bind(IndexedDbKeyValueStore).toSelf().inSingletonScope();
    bind(LocalStorageKeyValueStore).toSelf().inSingletonScope();
    bind(ClockPort).to(SystemClock).inSingletonScope();
    bind(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind(ConnectivityHost).toDynamicValue(() => globalThis.window);
    bind(ConnectivityPort).to(BrowserConnectivity).inSingletonScope();
    bind(LockManagerSource).toConstantValue(() => (globalThis.navigator as { locks?: ReturnType<LockManagerSource> } | undefined)?.locks);
    bind(LockPort).to(WebLocks).inSingletonScope();
    bind(ConsoleLoggerSettings).toConstantValue({ console: globalThis.console, minLevel: options.logLevel ?? 'info' });
    bind(LoggerPort).to(ConsoleLogger).inSingletonScope();
    bind(DataLayerSettings).toDynamicValue(() => ({
      tagManagerId: options.tagManagerId,
      host: typeof window === 'undefined' ? {} : (window as { dataLayer?: unknown[] }),
    }));
    bind(AnalyticsPort).to(DataLayerAnalytics).inSingletonScope();
  });

/**
 * Everything in memory, for tests: a fake clock that moves only when told, and recorders for the log and the
 * analytics. Each concrete class is bound too, so a test can `get(FakeClock)` and `advance()` the same instance
 * the ports use.
 */
export const memoryInfrastructure = () =>
  new ContainerModule(({ bind }) => {
    bind(MemoryKeyValueStore).toSelf().inSingletonScope();
    bind(KeyValueStorePort).toService(MemoryKeyValueStore);
    bind(FakeClock).toConstantValue(new FakeClock());
    bind(ClockPort).toService(FakeClock);
    bind(SequenceIdGenerator).toConstantValue(new SequenceIdGenerator());
    bind(IdGeneratorPort).toService(SequenceIdGenerator);
    bind(NodeConnectivity).toSelf().inSingletonScope();
    bind(ConnectivityPort).toService(NodeConnectivity);
    bind(LockPort).to(InProcessLocks).inSingletonScope();
    bind(MemoryLogger).toSelf().inSingletonScope();
    bind(LoggerPort).toService(MemoryLogger);
    bind(MemoryAnalytics).toSelf().inSingletonScope();
    bind(AnalyticsPort).toService(MemoryAnalytics);
  });

/** Blocked site data makes even reading `localStorage` throw; probing once decides whether to use it. */
function localStorageWorks(): boolean {
  try {
    const storage = globalThis.localStorage;
    const probe = 'storefront:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch (error) {
    globalThis.console.warn('[storage] localStorage is not usable; keeping data in memory for this page', error);
    return false;
  }
}
