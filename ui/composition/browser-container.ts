import { type RuntimeConfig, defaultRuntimeConfig } from '../../application/config/runtime-config';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { ServicesState } from '../app/services-state';
import { NotificationStore } from '../notifications/notification.store';
import { RootStore } from '../root-store';
import { deferUseCases } from './deferred-use-cases';

/** Where the services live: the page's own origin (mock worker or the server), or VITE_API_ORIGIN (e.g. the standalone mock server). */
function apiOrigin(): string {
  return import.meta.env.VITE_API_ORIGIN || window.location.origin;
}

/**
 * The browser's RootStore. Its use cases (container, adapters, every use case: about a third of the app's JavaScript)
 * come in their own chunk, loaded by `stores.services.ready()` right after hydration or by the first use case called,
 * so the home page's first chunk stays within its budget. `config` is the server's runtime configuration when it
 * rendered the page (the defaults in the static demo).
 */
export function createBrowserRootStore(storeCode: StoreCode, config: RuntimeConfig = defaultRuntimeConfig): RootStore {
  const notifications = new NotificationStore();
  const storeView = storeViews[storeCode];
  const services = new ServicesState(() => deferred.ready());
  const deferred = deferUseCases(
    async () => {
      const { createBrowserUseCases } = await import('./browser-services');
      return createBrowserUseCases({ storeView, config, origin: apiOrigin(), notifications });
    },
    () => services.markLoaded(),
  );
  return new RootStore(deferred.useCases, { storeView, isServer: false }, notifications, services);
}
