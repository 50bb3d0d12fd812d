import { ContainerModule } from 'inversify';
import { type ClassBinding, bindClasses } from './class-bindings';
import { AddToCart } from '../../application/cart/add-to-cart';
import { ApplyCoupon } from '../../application/cart/apply-coupon';
import { AuthorizeCart } from '../../application/cart/authorize-cart';
import { CartSettings, cartSettingsFrom } from '../../application/cart/cart-settings';
import { ClearCart } from '../../application/cart/clear-cart';
import { CurrentCart } from '../../application/cart/current-cart';
import { LoadPaymentMethods } from '../../application/cart/load-payment-methods';
import { LogDeprecatedAction } from '../../application/cart/log-deprecated-action';
import { LoadShippingMethods } from '../../application/cart/load-shipping-methods';
import { LoadTotals } from '../../application/cart/load-totals';
import { RemoveCoupon } from '../../application/cart/remove-coupon';
import { RemoveItem } from '../../application/cart/remove-item';
import { StartCart } from '../../application/cart/start-cart';
import { TrackCartView } from '../../application/cart/track-cart-view';
import { StockSyncCartItems } from '../../application/cart/stock-sync-cart-items';
import { SyncCart } from '../../application/cart/sync-cart';
import { UpdateQuantity } from '../../application/cart/update-quantity';
import { CheckoutDetails } from '../../application/checkout/checkout-details';
import { OfflineOrderStore } from '../../application/checkout/offline-order-store';
import { PlaceOrder } from '../../application/checkout/place-order';
import { SaveCheckoutDetails } from '../../application/checkout/save-checkout-details';
import { SendOfflineOrders } from '../../application/checkout/send-offline-orders';
import { OrderReceipts } from '../../application/checkout/order-receipts';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { RecordingOutlet } from '../../application/notifications/recording-outlet';
import { HandleReconnect } from '../../application/offline/handle-reconnect';
import { SyncTaskQueue } from '../../application/offline/sync-task-queue';
import { SyncTaskStore } from '../../application/offline/sync-task-store';
import { TaskTransport } from '../../application/offline/task-transport';
import { WatchConnectivity } from '../../application/offline/watch-connectivity';
import { CartPort } from '../../application/ports/cart-port';
import { OrderPort } from '../../application/ports/order-port';
import { GuardCheckoutNavigation } from '../../application/routing/guard-checkout-navigation';
import { ProviderKeys } from '../../application/search/provider-keys';
import { AuthSession } from '../../application/session/auth-session';
import { RefreshProfileNearExpiry } from '../../application/session/refresh-profile-near-expiry';
import { EndExpiredSession } from '../../application/session/end-expired-session';
import { Login } from '../../application/session/login';
import { Logout } from '../../application/session/logout';
import { ResumeSession } from '../../application/session/resume-session';
import { RevokeEndedSession } from '../../application/session/revoke-ended-session';
import { TokenSession } from '../../application/session/token-session';
import type { ApiConfig } from '../config/api-config';
import { HttpTaskTransport } from '../magento-cart/http-task-transport';
import { MagentoCart } from '../magento-cart/magento-cart';
import { MagentoOrder } from '../magento-order/magento-order';
import { InMemoryCart, type InMemoryCartSeed } from '../memory/in-memory-cart';
import { InMemoryOrder } from '../memory/in-memory-order';
import { InMemoryTaskTransport } from '../memory/in-memory-task-transport';

/** The ports a cart adapter set binds; both sets bind exactly these. */
export const cartPorts = [CartPort, OrderPort, TaskTransport] as const;

/** Cart and orders over the real services (or the mock backend on the same wire). */
export const cartAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(CartPort).toConstantValue(new MagentoCart(config));
    bind(OrderPort).toConstantValue(new MagentoOrder(config));
    bind(TaskTransport).toConstantValue(new HttpTaskTransport(config));
  });

/** Cart and orders in memory; the concrete classes are bound too, so a test can reach the instances the ports use. */
export const cartMemoryAdapters = (seed: InMemoryCartSeed = {}) =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryCart).toConstantValue(new InMemoryCart(seed));
    bind(CartPort).toService(InMemoryCart);
    bind(InMemoryOrder).toConstantValue(new InMemoryOrder());
    bind(OrderPort).toService(InMemoryOrder);
    bind(InMemoryTaskTransport).toConstantValue(new InMemoryTaskTransport());
    bind(TaskTransport).toService(InMemoryTaskTransport);
  });

/** Every use case cartUseCases binds, for the container test and the composition roots. */
export const cartUseCaseClasses = [
  StartCart,
  SyncCart,
  AddToCart,
  UpdateQuantity,
  RemoveItem,
  ApplyCoupon,
  RemoveCoupon,
  LoadTotals,
  LoadShippingMethods,
  LoadPaymentMethods,
  StockSyncCartItems,
  TrackCartView,
  ClearCart,
  LogDeprecatedAction,
  AuthorizeCart,
  Login,
  Logout,
  RevokeEndedSession,
  ResumeSession,
  TokenSession,
  SaveCheckoutDetails,
  PlaceOrder,
  SendOfflineOrders,
  OrderReceipts,
  SyncTaskQueue,
  HandleReconnect,
  WatchConnectivity,
  GuardCheckoutNavigation,
  EndExpiredSession,
  RefreshProfileNearExpiry,
] as const;

/**
 * The cart, checkout, session and offline use cases with the state they share (the current cart, the auth session,
 * the checkout details, the sync tasks), one per container (one per app instance). Notices and events go to a
 * {@link RecordingOutlet} bound as NotificationOutlet; the UI subscribes to it, or rebinds NotificationOutlet to its
 * own implementation. Needs CustomerPort and StockPort from their modules and the infrastructure ports.
 */
export const cartUseCases = (settings: CartSettings = cartSettingsFrom(defaultRuntimeConfig), classes: ClassBinding = 'bound') =>
  new ContainerModule(({ bind }) => {
    bind(CartSettings).toConstantValue(settings);
    bind(RecordingOutlet).toConstantValue(new RecordingOutlet());
    bind(NotificationOutlet).toService(RecordingOutlet);
    bindClasses(bind, [CurrentCart, AuthSession, ProviderKeys, CheckoutDetails, SyncTaskStore, OfflineOrderStore, ...cartUseCaseClasses], classes);
  });
