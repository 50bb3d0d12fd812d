import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartContract, nlAddress } from '../../testing/contracts/cart.contract';
import { isPortError, type PortError } from '../../application/ports/port-error';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockSimple } from '../../testing/mock-backend/test-mock';
import { InMemoryCart } from '../memory/in-memory-cart';
import { hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { MagentoCart } from './magento-cart';
import { toCartTotals, toShippingMethod } from './magento-cart-mappers';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

async function login(): Promise<string> {
  const response = await fetch('http://127.0.0.1/api/ext/magento/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { result: string }).result;
}

cartContract('MagentoCart over the mock backend', () => {
  const product = inStockSimple(mock);
  return { cart: new MagentoCart(mockApiConfig()), sku: product.sku, tooMany: product.qty + 1000, coupon: 'WELCOME10', customerToken: login };
});

cartContract('MagentoCart under the stock VSF base /api/cart', () => {
  const product = inStockSimple(mock);
  const base = mockApiConfig();
  const config = { ...base, services: { ...base.services, extensionBasePath: '/api' } };
  return { cart: new MagentoCart(config), sku: product.sku, tooMany: product.qty + 1000, coupon: 'WELCOME10', customerToken: login };
});

/** With STOREFRONT_API_URL and a test sku, coupon and account set, the contract also runs against that API. */
const env = process.env;
const realApi = env['STOREFRONT_API_URL'];
if (realApi !== undefined && realApi !== '' && env['STOREFRONT_TEST_SKU'] !== undefined) {
  cartContract(`MagentoCart against ${realApi}`, () => {
    const config = {
      origin: realApi,
      services: {
        ...mockApiConfig().services,
        apiUrl: `${realApi}/api`,
        extensionBasePath: env['STOREFRONT_EXTENSION_BASE_PATH'] ?? `${realApi}/api/ext/magento`,
      },
      fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    };
    const customerToken = async () => {
      const response = await fetch(`${config.services.extensionBasePath}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: env['STOREFRONT_TEST_EMAIL'], password: env['STOREFRONT_TEST_PASSWORD'] }),
      });
      return ((await response.json()) as { result: string }).result;
    };
    return {
      cart: new MagentoCart(config),
      sku: env['STOREFRONT_TEST_SKU'] ?? '',
      tooMany: 100000,
      coupon: env['STOREFRONT_TEST_COUPON'] ?? 'WELCOME10',
      customerToken,
    };
  });
}

cartContract('InMemoryCart', () => {
  const cart = new InMemoryCart({
    tokens: { 'token-anna': 'anna' },
    available: { 'TEE-1': 10 },
    coupons: ['WELCOME10'],
    paymentMethods: [{ code: 'checkmo', title: 'Check', cost_incl_tax: { amount: 0, currency: 'EUR' }, default: true, is_server_method: true }],
    shippingMethods: [toShippingMethod({ carrier_code: 'flatrate', method_code: 'flatrate', price_incl_tax: 4.95 })],
  });
  return { cart, sku: 'TEE-1', tooMany: 11, coupon: 'WELCOME10', customerToken: async () => 'token-anna' };
});

async function failure(promise: Promise<unknown>): Promise<PortError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortError(error)) throw new Error(`expected a PortError, got ${String(error)}`);
  return error;
}

describe('MagentoCart on the wire', () => {
  it('sends token and cartId query parameters on every cart call, under the configured extension base', async () => {
    const urls: string[] = [];
    const spy: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const cart = new MagentoCart(mockApiConfig(spy));
    const cartId = await cart.create();
    await cart.pull({ cartId });
    await cart.shippingMethods({ cartId }, nlAddress);
    await cart.applyCoupon({ cartId }, 'WELCOME10').catch(() => undefined);
    for (const url of urls.slice(1)) {
      expect(url).toContain('/api/ext/magento/cart/');
      expect(new URL(url).searchParams.get('cartId')).toBe(cartId);
      expect(new URL(url).searchParams.has('token')).toBe(true);
    }
    expect(new URL(urls[3]!).searchParams.get('coupon')).toBe('WELCOME10');
  });

  it.each([
    ['an expired token answers 401', (): void => undefined, 'not-authorized'],
    ['a 500 is unavailable', (): void => void mock.ctx.faults.add({ pattern: 'cart/*', errorRate: 1, errorStatus: 500 }), 'unavailable'],
    ['an outage is unavailable', (): void => void mock.ctx.faults.add({ pattern: 'cart/*', outage: true }), 'unavailable'],
    ['a body of the wrong shape is invalid', (): void => void mock.ctx.faults.add({ pattern: 'cart/*', malformed: 'shape' }), 'invalid-response'],
    ['truncated JSON is invalid', (): void => void mock.ctx.faults.add({ pattern: 'cart/*', malformed: 'json' }), 'invalid-response'],
    ['an HTML answer is a bad content type', (): void => void mock.ctx.faults.add({ pattern: 'cart/*', contentType: 'html' }), 'invalid-response'],
  ] as const)('%s', async (name, arrange, kind): Promise<void> => {
    const cart = new MagentoCart(mockApiConfig());
    const cartId = await cart.create();
    arrange();
    const token = name.includes('401') ? 'expired-token' : undefined;
    const error = await failure(token === undefined ? cart.pull({ cartId }) : cart.pull({ cartId: 1, token }));
    expect(error.kind).toBe(kind);
    if (name.includes('HTML')) expect(error.message).toBe('Error with response - bad content-type!');
    if (name.includes('shape')) expect(error.message).toMatch(/^Unhandled error, wrong response format!/);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers();
    try {
      const pending = failure(new MagentoCart(mockApiConfig(hangingFetch)).pull({ cartId: 'abc' }));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MagentoCart mappers', () => {
  it('maps totals to integer cents, segments and line totals', () => {
    const totals = toCartTotals({
      grand_total: 64.9,
      subtotal_incl_tax: 59.95,
      discount_amount: -5,
      shipping_incl_tax: 9.95,
      coupon_code: 'WELCOME10',
      items: [{ item_id: 7, qty: 1, price_incl_tax: 59.95, row_total_incl_tax: 59.95, discount_amount: 5, name: 'Jurk' }],
      total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 64.9 }],
    });
    expect(totals).toMatchObject({ grandTotal: { amount: 6490 }, discountAmount: { amount: -500 }, couponCode: 'WELCOME10' });
    expect(totals.items[0]).toMatchObject({ item_id: 7, price_incl_tax: { amount: 5995 } });
    expect(totals.segments).toEqual([{ code: 'grand_total', title: 'Grand Total', value: { amount: 6490, currency: 'EUR' } }]);
  });

  it("shows Magento's subtotal segment as the subtotal incl. tax", () => {
    const totals = toCartTotals({ grand_total: 10, subtotal_incl_tax: 12.1, total_segments: [{ code: 'subtotal', title: 'Subtotal', value: 10 }] });
    expect(totals.segments).toEqual([{ code: 'subtotal_incl_tax', title: 'Subtotal', value: { amount: 1210, currency: 'EUR' } }]);
  });

  it('keeps an unavailable shipping method marked so the use case can drop it', () => {
    expect(toShippingMethod({ carrier_code: 'dhl', method_code: 'x', available: false, amount: 5 })).toMatchObject({
      available: false,
      price_incl_tax: { amount: 500 },
      is_server_method: true,
    });
  });
});
