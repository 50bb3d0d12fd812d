import { ContainerModule } from 'inversify';
import { CartSettings, cartSettingsFrom } from '../../application/cart/cart-settings';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { NotificationOutlet } from '../../application/notifications/notification-outlet';
import { RecordingOutlet } from '../../application/notifications/recording-outlet';
import { TaskTransport } from '../../application/offline/task-transport';
import { CartPort } from '../../application/ports/cart-port';
import { OrderPort } from '../../application/ports/order-port';
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

/**
 * The cart, checkout, session and offline use cases with the state they share (the current cart, the auth session,
 * the checkout details, the sync tasks), one per container (one per app instance). Notices and events go to a
 * {@link RecordingOutlet} bound as NotificationOutlet; the UI subscribes to it, or rebinds NotificationOutlet to its
 * own implementation. Needs CustomerPort and StockPort from their modules and the infrastructure ports.
 */
export const cartUseCases = (settings: CartSettings = cartSettingsFrom(defaultRuntimeConfig)) =>
  new ContainerModule(({ bind }) => {
    bind(CartSettings).toConstantValue(settings);
    bind(RecordingOutlet).toConstantValue(new RecordingOutlet());
    bind(NotificationOutlet).toService(RecordingOutlet);
  });
