import 'reflect-metadata';
import { type Container, ContainerModule } from 'inversify';
import { cartUseCases } from '../adapters/wiring/cart-modules';
import { NodeConnectivity } from '../adapters/connectivity/node-connectivity';
import { FakeClock } from '../adapters/memory/fake-clock';
import { InMemoryCart, type InMemoryCartSeed } from '../adapters/memory/in-memory-cart';
import { demoCustomerAccounts, InMemoryCustomer } from '../adapters/memory/in-memory-customer';
import { InMemoryOrder } from '../adapters/memory/in-memory-order';
import { InMemoryStock } from '../adapters/memory/in-memory-stock';
import { InMemoryTaskTransport } from '../adapters/memory/in-memory-task-transport';
import { MemoryAnalytics } from '../adapters/memory/memory-analytics';
import { MemoryKeyValueStore } from '../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../adapters/memory/memory-logger';
import { SequenceIdGenerator } from '../adapters/memory/sequence-id-generator';
import type { StockItem } from '../domain/catalog/types';
import { money } from '../domain/shared/money';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { RecordingOutlet } from '../application/notifications/recording-outlet';
import { AnalyticsPort } from '../application/ports/analytics-port';
import { CartPort } from '../application/ports/cart-port';
import { ClockPort } from '../application/ports/clock-port';
import { ConnectivityPort } from '../application/ports/connectivity-port';
import { CustomerPort } from '../application/ports/customer-port';
import { IdGeneratorPort } from '../application/ports/id-generator-port';
import type { KeyValueStorePort } from '../application/ports/key-value-store-port';
import { KeyValueStorePort as KeyValueStoreToken } from '../application/ports/key-value-store-port';
import { LoggerPort } from '../application/ports/logger-port';
import { OrderPort } from '../application/ports/order-port';
import { StockPort } from '../application/ports/stock-port';
import { TaskTransport } from '../application/offline/task-transport';
import { type CartSettings, cartSettingsFrom } from '../application/cart/cart-settings';
import type { ProductToAdd } from '../application/cart/add-to-cart';
import { newContainer } from '../adapters/wiring/new-container';

export const DEMO_EMAIL = 'anna.devries@example.com';
export const DEMO_PASSWORD = 'Demo1234!';

export const tee: ProductToAdd = { sku: 'TEE-1', name: 'T-shirt Lotte', type_id: 'simple', price: money(1995) };
export const dress: ProductToAdd = { sku: 'DRS-1-S-BLK', parentSku: 'DRS-1', name: 'Jurk Amara', type_id: 'configurable', price: money(5995) };
export const scarf: ProductToAdd = { sku: 'SCF-3', name: 'Sjaal', type_id: 'simple', price: money(1495) };

/** What stays when the app reloads: the device storage and the servers. */
export interface WorldServers {
  readonly storage: KeyValueStorePort;
  readonly cart: InMemoryCart;
  readonly customer: InMemoryCustomer;
  readonly orders: InMemoryOrder;
  readonly stock: InMemoryStock;
  readonly transport: InMemoryTaskTransport;
}

export function servers(
  seed: InMemoryCartSeed = {},
  storage: KeyValueStorePort = new MemoryKeyValueStore(),
  customer = new InMemoryCustomer(demoCustomerAccounts),
): WorldServers {
  const authorize = async (token: string) => (await customer.me(token).catch(() => undefined))?.profile.email;
  const stock = new InMemoryStock(
    new Map<string, StockItem>([
      ['TEE-1', { is_in_stock: true, qty: 10 }],
      ['DRS-1-S-BLK', { is_in_stock: true, qty: 3 }],
      ['SCF-3', { is_in_stock: false, qty: 0 }],
    ]),
  );
  return {
    storage,
    cart: new InMemoryCart({ authorize, available: { 'TEE-1': 10, 'DRS-1-S-BLK': 3 }, coupons: ['WELCOME10'], ...seed }),
    customer,
    orders: new InMemoryOrder(),
    stock,
    transport: new InMemoryTaskTransport(),
  };
}

export interface World {
  readonly container: Container;
  readonly servers: WorldServers;
  readonly outlet: RecordingOutlet;
  readonly clock: FakeClock;
  readonly connectivity: NodeConnectivity;
  readonly logger: MemoryLogger;
  readonly analytics: MemoryAnalytics;
  get<T>(token: new (...args: never[]) => T): T;
}

/** A container of the cart use cases over in-memory servers; pass the `servers` of an earlier world to "reload". */
export async function cartWorld(options: { servers?: WorldServers; settings?: Partial<CartSettings>; online?: boolean } = {}): Promise<World> {
  const world = options.servers ?? servers();
  const clock = new FakeClock(Date.UTC(2026, 10, 1, 10));
  const connectivity = new NodeConnectivity();
  connectivity.setOnline(options.online ?? true);
  const logger = new MemoryLogger();
  const analytics = new MemoryAnalytics();
  const container = newContainer();
  await container.load(
    new ContainerModule(({ bind }) => {
      bind(KeyValueStoreToken).toConstantValue(world.storage);
      bind(ClockPort).toConstantValue(clock);
      bind(IdGeneratorPort).toConstantValue(new SequenceIdGenerator());
      bind(ConnectivityPort).toConstantValue(connectivity);
      bind(LoggerPort).toConstantValue(logger);
      bind(AnalyticsPort).toConstantValue(analytics);
      bind(CartPort).toConstantValue(world.cart);
      bind(OrderPort).toConstantValue(world.orders);
      bind(CustomerPort).toConstantValue(world.customer);
      bind(StockPort).toConstantValue(world.stock);
      bind(TaskTransport).toConstantValue(world.transport);
    }),
    cartUseCases({ ...cartSettingsFrom(defaultRuntimeConfig), ...options.settings }),
  );
  return {
    container,
    servers: world,
    outlet: container.get(RecordingOutlet),
    clock,
    connectivity,
    logger,
    analytics,
    get: <T>(token: new (...args: never[]) => T) => container.get<T>(token as unknown as symbol),
  };
}
