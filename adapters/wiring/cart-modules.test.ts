import 'reflect-metadata';
import { type Container } from 'inversify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddToCart } from '../../application/cart/add-to-cart';
import { CurrentCart } from '../../application/cart/current-cart';
import { StartCart } from '../../application/cart/start-cart';
import { LoadTotals } from '../../application/cart/load-totals';
import { SyncCart } from '../../application/cart/sync-cart';
import { UpdateQuantity } from '../../application/cart/update-quantity';
import { PlaceOrder } from '../../application/checkout/place-order';
import { SaveCheckoutDetails } from '../../application/checkout/save-checkout-details';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { WatchConnectivity } from '../../application/offline/watch-connectivity';
import { CustomerPort } from '../../application/ports/customer-port';
import { StockPort } from '../../application/ports/stock-port';
import { AuthSession } from '../../application/session/auth-session';
import { Login } from '../../application/session/login';
import { fromMajor } from '../../domain/shared/money';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockChild, inStockSimple } from '../../testing/mock-backend/test-mock';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { cartAdapters, cartMemoryAdapters, cartPorts, cartUseCases } from './cart-modules';
import { catalogAdapters, catalogMemoryAdapters } from './catalog-modules';
import { NodeConnectivity } from '../connectivity/node-connectivity';
import { customerAdapters, customerMemoryAdapters } from './customer-modules';
import { memoryInfrastructure } from './infrastructure-modules';
import { MagentoCart } from '../magento-cart/magento-cart';
import { mockApiConfig } from '../../testing/mock-api-config';
import { newContainer } from './new-container';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

async function container(set: 'http' | 'memory'): Promise<Container> {
  const c = newContainer();
  const config = mockApiConfig();
  await c.load(
    memoryInfrastructure(),
    ...(set === 'http'
      ? [cartAdapters(config), catalogAdapters(config), customerAdapters(config)]
      : [cartMemoryAdapters(), catalogMemoryAdapters(), customerMemoryAdapters()]),
    cartUseCases(),
  );
  return c;
}

describe('cart container modules', () => {
  it.each([['http'], ['memory']] as const)('the %s set binds every cart port and the cart use cases resolve', async (set) => {
    const c = await container(set);
    for (const port of [...cartPorts, CustomerPort, StockPort]) expect(c.isBound(port)).toBe(true);
    for (const name of [
      'startCart',
      'syncCart',
      'addToCart',
      'updateQuantity',
      'loadTotals',
      'saveCheckoutDetails',
      'placeOrder',
      'login',
      'logout',
      'watchConnectivity',
      'handleReconnect',
    ] as const)
      expect(c.get<object>(shopUseCaseClasses[name]), name).toBeInstanceOf(shopUseCaseClasses[name]);
  });

  it('both sets bind the same tokens', async () => {
    const [http, memory] = await Promise.all([container('http'), container('memory')]);
    expect(cartPorts.map((p) => http.isBound(p))).toEqual(cartPorts.map((p) => memory.isBound(p)));
  });
});

describe('the HTTP set over the mock backend', () => {
  it('offline add and change, reconnect: the server cart ends equal to what the shopper did; the order goes out once', async () => {
    const c = await container('http');
    const product = inStockSimple(mock, 5);
    const item = { sku: product.sku, name: 'Product', type_id: 'simple', price: fromMajor(product.price) };
    await c.get(StartCart).execute();
    c.get(WatchConnectivity).execute();
    expect((await c.get(AddToCart).execute(item)).ok).toBe(true);
    c.get(NodeConnectivity).setOnline(false);
    await c.get(UpdateQuantity).execute(product.sku, 3);
    c.get(NodeConnectivity).setOnline(true);
    await c.get(WatchConnectivity).lastRun;
    const cartId = c.get(CurrentCart).view.token!;
    const server = await new MagentoCart(mockApiConfig()).pull({ cartId });
    expect(server.map((l) => [l.sku, l.qty])).toEqual([[product.sku, 3]]);

    await c.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    const placed = await c.get(PlaceOrder).execute();
    expect(placed).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const orders = mock.ctx.state.get().orders.filter((o) => o.items.some((i) => i.sku === product.sku && i.qty_ordered === 3));
    expect(orders).toHaveLength(1);
  });

  it('login over the wire merges the guest cart into the customer cart', async () => {
    const c = await container('http');
    const product = inStockSimple(mock, 5);
    await c.get(StartCart).execute();
    await c.get(AddToCart).execute({ sku: product.sku, price: fromMajor(product.price) });
    expect((await c.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).ok).toBe(true);
    expect(String(c.get(CurrentCart).view.token)).toMatch(/^\d+$/);
    expect(c.get(CurrentCart).view.items.find((i) => i.sku === product.sku)?.qty).toBeGreaterThanOrEqual(1);
  });

  it('a customer cart call answered 401 refreshes the token over the wire and retries', async () => {
    const c = await container('http');
    const product = inStockSimple(mock, 5);
    await c.get(StartCart).execute();
    await c.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    await c.get(AddToCart).execute({ sku: product.sku, price: fromMajor(product.price) });
    const before = c.get(AuthSession).token;
    mock.ctx.state.update((s) => {
      for (const key of Object.keys(s.tokens)) delete s.tokens[key];
    });
    const rows = await c.get(LoadTotals).execute();
    expect(rows.map((r) => r.code)).toContain('grand_total');
    expect(c.get(AuthSession).token).not.toBe(before);
    expect(c.get(AuthSession).token).toBeDefined();
  });

  it('a configurable line goes out with its child sku and option pairs and stays one line after later syncs', async () => {
    const c = await container('http');
    const { parentSku, childSku, options } = inStockChild(mock);
    await c.get(StartCart).execute();
    const added = await c.get(AddToCart).execute({
      sku: childSku,
      parentSku,
      type_id: 'configurable',
      price: fromMajor(10),
      productOption: { extension_attributes: { configurable_item_options: options } },
    });
    expect(added.ok).toBe(true);
    await c.get(SyncCart).execute({ forced: true });
    const cartId = c.get(CurrentCart).view.token!;
    const server = await new MagentoCart(mockApiConfig()).pull({ cartId });
    expect(server.map((l) => [l.sku, l.qty])).toEqual([[childSku, 1]]);
    expect(c.get(CurrentCart).view.items.map((i) => [i.sku, i.qty])).toEqual([[childSku, 1]]);
  });
});
