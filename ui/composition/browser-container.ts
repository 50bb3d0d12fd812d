import { Container } from 'inversify';
import { type RuntimeConfig, defaultRuntimeConfig } from '../../application/config/runtime-config';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { browserStorage } from '../../adapters/infrastructure-modules';
import { allUseCases, serviceAdapters } from '../../adapters/modules';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { NotificationStore } from '../notifications/notification.store';
import { RootStore } from '../root-store';
import { resolveUseCases } from './resolve-use-cases';

/** Where the services live: the page's own origin (mock worker or the server), or VITE_API_ORIGIN (e.g. the standalone mock server). */
function apiOrigin(): string {
  return import.meta.env.VITE_API_ORIGIN || window.location.origin;
}

/**
 * Composition root of the browser: service adapters over the API origin, browser storage, use cases, then the UI's
 * stores. `config` is the server's runtime configuration when it rendered the page (the defaults in the static demo).
 */
export function createBrowserRootStore(storeCode: StoreCode, config: RuntimeConfig = defaultRuntimeConfig): RootStore {
  const notifications = new NotificationStore();
  const storeView = storeViews[storeCode];
  const container = new Container();
  container.load(
    browserStorage({ tagManagerId: import.meta.env.VITE_GTM_ID || undefined }),
    ...serviceAdapters({ origin: apiOrigin(), services: config.services, fetch: window.fetch.bind(window) }),
    ...allUseCases(config, storeView),
  );
  container.rebind(NotificationOutlet).toConstantValue(notifications);
  return new RootStore(resolveUseCases(container), { storeView, isServer: false }, notifications);
}
