import '../zod-setup';
import { type ContainerModule, ContainerModule as Module } from 'inversify';
import { catalogSettingsFrom } from '../../application/catalog/catalog-settings';
import { cartSettingsFrom } from '../../application/cart/cart-settings';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { LoadTheme } from '../../application/content/load-theme';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { ContentPort } from '../../application/ports/content-port';
import { IdGeneratorPort } from '../../application/ports/id-generator-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { LoggerPort } from '../../application/ports/logger-port';
import { ChangeStoreView } from '../../application/store-view/change-store-view';
import { type StoreView } from '../../domain/store-view/store-view';
import { cartAdapters, cartMemoryAdapters, cartPorts, cartUseCaseClasses, cartUseCases } from './cart-modules';
import { catalogAdapters, catalogMemoryAdapters, catalogPorts, catalogUseCaseClasses, catalogUseCases } from './catalog-modules';
import { ApiConfig } from '../config/api-config';
import { type ClassBinding, bindClasses } from './class-bindings';
import { cachePolicies } from './infrastructure-modules';
import {
  accountCartUseCaseClasses,
  contentMemoryAdapters,
  customerAdapters,
  customerMemoryAdapters,
  customerPorts,
  customerUseCaseClasses,
  customerUseCases,
} from './customer-modules';
import { StoryblokContent } from '../storyblok/storyblok-content';
import { paymentAdapters, paymentMemoryAdapters } from './payment-modules';
import { reviewAdapters, reviewMemoryAdapters, reviewPorts, reviewUseCaseClasses, reviewUseCases } from './reviews-modules';

/** The content adapter and the API configuration every HTTP adapter reads (the first module of `serviceAdapters`). */
export const httpAdapters = (config: ApiConfig) =>
  new Module(({ bind }) => {
    bind(ApiConfig).toConstantValue(config);
    bind(ContentPort).to(StoryblokContent).inSingletonScope();
  });

/** The use cases of the shell: the theme and the store view switch. */
export const useCases = (classes: ClassBinding = 'bound') =>
  new Module(({ bind }) => {
    bindClasses(bind, [LoadTheme, ChangeStoreView], classes);
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
 * Every use case, with the settings of the runtime configuration and the store view it serves. The cache policies
 * come with them: they sit over whichever infrastructure set is loaded, and the URL map cache keeps its storage copy
 * in the persistent cache, so they must resolve in every set.
 */
export const allUseCases = (config: RuntimeConfig, store: StoreView, classes: ClassBinding = 'bound'): ContainerModule[] => [
  cachePolicies(classes),
  useCases(classes),
  catalogUseCases(catalogSettingsFrom(config), classes),
  customerUseCases(classes),
  cartUseCases(cartSettingsFrom(config, { storeCode: store.storeCode, defaultCountry: store.tax.defaultCountry }), classes),
  reviewUseCases(classes),
];

/** The ports an adapter set must bind; infrastructure ports come from browserStorage, nodeStorage or memoryInfrastructure. */
export const servicePorts = [ContentPort, ...catalogPorts, ...customerPorts, ...cartPorts, ...reviewPorts] as const;
export const infrastructurePorts = [KeyValueStorePort, ClockPort, IdGeneratorPort, ConnectivityPort, LoggerPort, AnalyticsPort] as const;
export const useCaseClasses = [
  LoadTheme,
  ChangeStoreView,
  ...catalogUseCaseClasses,
  ...customerUseCaseClasses,
  ...accountCartUseCaseClasses,
  ...cartUseCaseClasses,
  ...reviewUseCaseClasses,
] as const;
