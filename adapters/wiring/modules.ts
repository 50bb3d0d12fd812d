import '../zod-setup';
import { type ContainerModule, ContainerModule as Module } from 'inversify';
import { catalogSettingsFrom } from '../../application/catalog/catalog-settings';
import { cartSettingsFrom } from '../../application/cart/cart-settings';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { ContentPort } from '../../application/ports/content-port';
import { IdGeneratorPort } from '../../application/ports/id-generator-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { LoggerPort } from '../../application/ports/logger-port';
import { type StoreView } from '../../domain/store-view/store-view';
import { cartAdapters, cartMemoryAdapters, cartPorts, cartUseCases } from './cart-modules';
import { catalogAdapters, catalogMemoryAdapters, catalogPorts, catalogUseCases } from './catalog-modules';
import { ApiConfig } from '../config/api-config';
import { contentMemoryAdapters, customerAdapters, customerMemoryAdapters, customerPorts } from './customer-modules';
import { StoryblokContent } from '../storyblok/storyblok-content';
import { paymentAdapters, paymentMemoryAdapters } from './payment-modules';
import { reviewAdapters, reviewMemoryAdapters, reviewPorts } from './reviews-modules';

/** The content adapter and the API configuration every HTTP adapter reads (the first module of `serviceAdapters`). */
export const httpAdapters = (config: ApiConfig) =>
  new Module(({ bind }) => {
    bind(ApiConfig).toConstantValue(config);
    bind(ContentPort).to(StoryblokContent).inSingletonScope();
  });

/** Every service port over the real services' wire (or the mock backend, which answers on the same wire). */
export const serviceAdapters = (config: ApiConfig): ContainerModule[] => [
  httpAdapters(config),
  catalogAdapters(config),
  customerAdapters(config),
  cartAdapters(config),
  paymentAdapters(config),
  reviewAdapters(config),
];

/** Every service port in memory, for tests and demos without any HTTP. */
export const memoryAdapters = (): ContainerModule[] => [
  contentMemoryAdapters(),
  catalogMemoryAdapters(),
  customerMemoryAdapters(),
  cartMemoryAdapters(),
  paymentMemoryAdapters(),
  reviewMemoryAdapters(),
];

/**
 * What the use cases read besides their ports: the catalogue's and the cart's settings from the runtime configuration
 * and the store view, the notification outlet, the search provider's check. The use cases themselves need no binding
 * (adapters/wiring/new-container.ts).
 */
export const settingsOfUseCases = (config: RuntimeConfig, store: StoreView): ContainerModule[] => [
  catalogUseCases(catalogSettingsFrom(config)),
  cartUseCases(cartSettingsFrom(config, { storeCode: store.storeCode, defaultCountry: store.tax.defaultCountry })),
];

/** The ports an adapter set must bind; infrastructure ports come from browserStorage, nodeStorage or memoryInfrastructure. */
export const servicePorts = [ContentPort, ...catalogPorts, ...customerPorts, ...cartPorts, ...reviewPorts] as const;
export const infrastructurePorts = [KeyValueStorePort, ClockPort, IdGeneratorPort, ConnectivityPort, LoggerPort, AnalyticsPort] as const;
