import 'reflect-metadata';
import { ContainerModule } from 'inversify';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { UrlMapPort } from '../../application/ports/url-map-port';
import { CatalogPort } from '../../application/ports/catalog-port';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ContentPort } from '../../application/ports/content-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { IdGeneratorPort } from '../../application/ports/id-generator-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { type LogLevel, LoggerPort } from '../../application/ports/logger-port';
import { LoggerAnalytics } from '../../adapters/analytics/logger-analytics';
import { SystemClock } from '../../adapters/clock/system-clock';
import { NodeConnectivity } from '../../adapters/connectivity/node-connectivity';
import { CryptoIdGenerator } from '../../adapters/ids/crypto-id-generator';
import { ConsoleLogger, ConsoleLoggerSettings } from '../../adapters/logger/console-logger';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { type SharedAnswers } from '../../adapters/memory/shared-answers';
import { SharedContent } from '../../adapters/storyblok/shared-content';
import { SharedCatalog } from '../../adapters/vsf-catalog/shared-catalog';
import { SharedUrlMap } from '../../adapters/url-map/shared-url-map';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { resolveUseCases } from '../../adapters/wiring/resolve-use-cases';
import { type UseCases, shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { newContainer } from '../../adapters/wiring/new-container';

export interface RequestCompositionOptions {
  readonly storeCode: StoreCode;
  readonly config: RuntimeConfig;
  /** Origin that relative service URLs resolve against (the shop's own origin when the mock backend is mounted). */
  readonly origin: string;
  /** The server-side fetch: the mock backend's handlers in-process, or the global fetch toward the real services. */
  readonly fetch: typeof fetch;
  readonly logLevel?: LogLevel;
  /** The public answers the server's renders share, and this render's purge generation (a page the output cache will keep). */
  readonly sharedAnswers?: { readonly answers: SharedAnswers; readonly generation: number };
}

/**
 * Infrastructure of one server request: a key-value store in memory that lives as long as the request (nothing about
 * a shopper is kept between requests), the system clock, connectivity that stays online, the console.
 */
const requestInfrastructure = (logLevel: LogLevel) =>
  new ContainerModule(({ bind }) => {
    bind(KeyValueStorePort).toConstantValue(new MemoryKeyValueStore());
    bind(ClockPort).to(SystemClock).inSingletonScope();
    bind(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind(NodeConnectivity).toSelf().inSingletonScope();
    bind(ConnectivityPort).toService(NodeConnectivity);
    bind(ConsoleLoggerSettings).toConstantValue({ console: globalThis.console, minLevel: logLevel });
    bind(LoggerPort).to(ConsoleLogger).inSingletonScope();
    bind(AnalyticsPort).to(LoggerAnalytics).inSingletonScope();
  });

/**
 * Composition root of one server request: a fresh container, so no shopper's state can leak into another page. The
 * renderer's notification store is the use cases' outlet (ui/render/entry-server.tsx builds the request's stores over
 * what this returns).
 */
export function createRequestUseCases(options: RequestCompositionOptions, outlet: NotificationOutlet): UseCases {
  const storeView = storeViews[options.storeCode];
  // Use cases and their shared state are bound when first asked for: a render asks for about ten of ~100.
  const container = newContainer();
  container.load(
    requestInfrastructure(options.logLevel ?? 'warn'),
    ...serviceAdapters({ origin: options.origin, services: options.config.services, fetch: options.fetch }),
    ...settingsOfUseCases(options.config, storeView),
  );
  container.rebind(NotificationOutlet).toConstantValue(outlet);
  const shared = options.sharedAnswers;
  if (shared !== undefined) {
    // Each shared port wraps the adapter bound before it is rebound.
    const content = new SharedContent(container.get<ContentPort>(ContentPort), shared.answers, shared.generation);
    const catalog = new SharedCatalog(container.get<CatalogPort>(CatalogPort), shared.answers, shared.generation);
    const urlMap = new SharedUrlMap(container.get<UrlMapPort>(UrlMapPort), shared.answers, shared.generation);
    container.rebind(ContentPort).toConstantValue(content);
    container.rebind(CatalogPort).toConstantValue(catalog);
    container.rebind(UrlMapPort).toConstantValue(urlMap);
  }
  return resolveUseCases(container, shopUseCaseClasses);
}
