// The services chunk: first the metadata polyfill inversify's decorators need, then the container.
import 'reflect-metadata';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { browserStorage } from '../../adapters/wiring/infrastructure-modules';
import { StorefrontSessionCustomer } from '../../adapters/magento-customer/storefront-session-customer';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { CustomerPort } from '../../application/ports/customer-port';
import { type StoreView } from '../../domain/store-view/store-view';
import { type UseCases, shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { type NotificationStore } from '../notifications/notification.store';
import { resolveUseCases } from '../../adapters/wiring/resolve-use-cases';
import { newContainer } from '../../adapters/wiring/new-container';

export interface BrowserServicesOptions {
  readonly storeView: StoreView;
  readonly config: RuntimeConfig;
  /** Where the services live: the page's origin (the server, or the mock mounted in it) or VITE_API_ORIGIN. */
  readonly origin: string;
  /** The UI's notification store, which is the application's NotificationOutlet too. */
  readonly notifications: NotificationStore;
}

/** Composition root of the browser's services: HTTP adapters over the API origin, browser storage, every use case. */
export function createBrowserUseCases({ storeView, config, origin, notifications }: BrowserServicesOptions): UseCases {
  const container = newContainer();
  const api = { origin, services: config.services, fetch: window.fetch.bind(window) };
  container.load(browserStorage({ tagManagerId: import.meta.env.VITE_GTM_ID || undefined }), ...serviceAdapters(api), ...settingsOfUseCases(config, storeView));
  container.rebind(NotificationOutlet).toConstantValue(notifications);
  // The browser never holds a refresh token: the session routes keep it in an HttpOnly cookie (docs/sessions.md).
  container.rebind(CustomerPort).toConstantValue(new StorefrontSessionCustomer(api));
  return resolveUseCases(container, shopUseCaseClasses);
}
