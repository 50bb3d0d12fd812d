import { reaction } from 'mobx';
import { type RuntimeConfig, defaultRuntimeConfig } from '../../application/config/runtime-config';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { ServicesGate, rememberReturning } from '../app/services-gate';
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
 * come in their own chunk when first needed (`gate`, ui/app/services-gate.ts): at the first interaction, when a screen
 * asks with `stores.services.ready()`, or once the page is idle. `config` is the server's runtime configuration when
 * it rendered the page (the defaults in the static demo).
 */
export function createBrowserRootStore(storeCode: StoreCode, config: RuntimeConfig = defaultRuntimeConfig, gate = new ServicesGate()): RootStore {
  const notifications = new NotificationStore();
  const storeView = storeViews[storeCode];
  const services = new ServicesState(() => {
    gate.open();
    return deferred.ready();
  });
  const deferred = deferUseCases(
    async () => {
      await gate.opened;
      const { createBrowserUseCases } = await import('./browser-services');
      return createBrowserUseCases({ storeView, config, origin: apiOrigin(), notifications });
    },
    () => services.markLoaded(),
  );
  const stores = new RootStore(deferred.useCases, { storeView, isServer: false }, notifications, services);
  gate.watch(window);
  // The gate starts whenever it opens, not only when a use case is called.
  void gate.opened.then(() => services.ready()).catch((error: unknown) => console.error('The services chunk could not be loaded', error));
  // A device with a cart or a session loads the use cases early on its next page, so the header shows them at once.
  void services.whenLoaded().then(() =>
    reaction(
      () => stores.cart.totalQuantity > 0 || stores.session.isLoggedIn,
      (returning) => rememberReturning(window, returning),
      { fireImmediately: true },
    ),
  );
  return stores;
}
