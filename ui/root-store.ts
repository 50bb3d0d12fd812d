import { type StoreView } from '../domain/store-view/store-view';
import { ServicesState } from './app/services-state';
import { type UseCases } from '../application/use-cases/shop-use-cases';
import { CartStore } from './cart/cart.store';
import { browserConsentHost } from './consent/browser-consent';
import { ConsentStore } from './consent/consent.store';
import { ModalStore } from './modals/modal.store';
import { SessionStore } from './account/session.store';
import { OfflineOrdersStore } from './checkout/offline-orders.store';
import { ConnectivityStore } from './notifications/connectivity.store';
import { NotificationStore } from './notifications/notification.store';
import { ThemeStore } from './shell/theme.store';
import { UiStore } from './shell/ui.store';

/** Where this app instance runs: one browser tab, or one server request. */
export interface AppEnvironment {
  readonly storeView: StoreView;
  /** True while rendering on the server: stores must not touch browser globals or start timers. */
  readonly isServer: boolean;
}

/**
 * One per browser tab and one per server request (never module-level): the UI's app-wide stores, built from use cases
 * only. Page stores are created by their pages from the page's loader data. Feature stores are added here, one line
 * each.
 */
export class RootStore {
  readonly theme: ThemeStore;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly offlineOrders: OfflineOrdersStore;
  readonly modals: ModalStore;
  readonly connectivity: ConnectivityStore;
  readonly cart: CartStore;
  readonly consent: ConsentStore;

  constructor(
    readonly useCases: UseCases,
    readonly env: AppEnvironment,
    /** Created first by the composition root: it is the application's NotificationOutlet too. */
    readonly notifications: NotificationStore = new NotificationStore(),
    /** Whether `useCases` are loaded yet (always, unless the browser defers them). */
    readonly services: ServicesState = new ServicesState(),
  ) {
    this.theme = new ThemeStore(useCases.loadTheme);
    this.ui = new UiStore();
    this.session = new SessionStore(useCases, notifications, !env.isServer, () => this.modals.open('authentication'));
    this.offlineOrders = new OfflineOrdersStore(() => useCases.sendOfflineOrders, notifications);
    this.modals = new ModalStore();
    this.connectivity = new ConnectivityStore();
    this.cart = new CartStore(
      useCases,
      env,
      notifications,
      () => this.ui.openSidebar('microcart'),
      () => services.whenLoaded(),
    );
    this.consent = new ConsentStore(() =>
      env.isServer || typeof window === 'undefined' ? undefined : browserConsentHost(window, import.meta.env.VITE_GTM_ID || undefined),
    );
  }
}
