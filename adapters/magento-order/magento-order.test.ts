import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderContract, type OrderHarness, sampleOrder } from '../../testing/contracts/order.contract';
import { isPortError } from '../../application/ports/port-error';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { inStockChild, inStockSimple } from '../../testing/mock-backend/test-mock';
import type { OrderLine } from '../../application/ports/order-port';
import { signedPriceOf } from '../../domain/catalog/price-signature';
import type { PriceFields } from '../../domain/catalog/types';
import { VsfCatalog } from '../vsf-catalog/vsf-catalog';
import { InMemoryOrder } from '../memory/in-memory-order';
import { hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { MagentoOrder } from './magento-order';
import { toOrderBody } from './magento-order-mappers';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const forgeSignature: OrderHarness['forgeSignature'] = (order) => ({
  ...order,
  products: order.products.map((p) => ({ ...p, sgn: 'forged' })),
});

orderContract('MagentoOrder over the mock backend', () => ({ orders: new MagentoOrder(mockApiConfig()), product: inStockSimple(mock), forgeSignature }));
orderContract('InMemoryOrder', () => ({ orders: new InMemoryOrder(), product: { sku: 'TEE-1', price: 19.95 }, forgeSignature }));

describe('MagentoOrder on the wire', () => {
  it("makes an order the customer's only with the customer's token, sent in a header", async () => {
    const product = inStockSimple(mock);
    const login = await fetch('http://127.0.0.1/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anna.devries@example.com', password: 'Demo1234!' }),
    });
    const token = ((await login.json()) as { result: string }).result;
    const customerId = Object.values(mock.ctx.state.get().customers).find((c) => c.customer.email === 'anna.devries@example.com')!.customer.id;
    const order = { ...sampleOrder(product.sku, product.price), userId: String(customerId) };
    const owner = async (answer: { kind: string; orderNumber?: string }) =>
      mock.ctx.state.get().orders.find((o) => o.increment_id === answer.orderNumber)?.customer_id;
    expect(await owner(await new MagentoOrder(mockApiConfig()).place({ ...order, orderId: 'with-token' }, token))).toBe(customerId);
    expect(await owner(await new MagentoOrder(mockApiConfig()).place({ ...order, orderId: 'without-token' }))).toBe(0);
  });

  it('sends only the keys the order schema allows, with the street lines and method codes', () => {
    const body = toOrderBody(sampleOrder('TEE-1', 19.95));
    expect(Object.keys(body).sort()).toEqual(['addressInformation', 'cart_id', 'created_at', 'order_id', 'products', 'store_code', 'user_id']);
    expect(body.addressInformation).toMatchObject({
      shipping_method_code: 'flatrate',
      payment_method_code: 'checkmo',
      billingAddress: { street: ['Dam', '1'] },
    });
  });

  it.each([
    ['a 500', { pattern: 'order', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['an outage', { pattern: 'order', outage: true }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'order', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'order', contentType: 'html' as const }, 'invalid-response'],
  ])('%s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    const error = await new MagentoOrder(mockApiConfig()).place(sampleOrder(inStockSimple(mock).sku, inStockSimple(mock).price)).catch((e: unknown) => e);
    expect(isPortError(error, kind as 'unavailable')).toBe(true);
  });

  it('is unavailable after the 5000 ms client timeout', async () => {
    vi.useFakeTimers();
    try {
      const pending = new MagentoOrder(mockApiConfig(hangingFetch)).place(sampleOrder('TEE-1', 19.95)).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(5000);
      expect(isPortError(await pending, 'unavailable')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MagentoOrder with the signatures the catalogue gave (wire §1 sgn)', () => {
  const orders = () => new MagentoOrder(mockApiConfig());
  /** The product and one in-stock configurable child, as the catalogue adapter reads them (sgn included). */
  async function signedItems(): Promise<readonly { readonly sku: string; readonly fields: PriceFields }[]> {
    const catalog = new VsfCatalog(mockApiConfig());
    const simple = inStockSimple(mock);
    const { parentSku, childSku } = inStockChild(mock);
    const found = await catalog.search('nl', 'product', { filters: [{ attribute: 'sku', op: 'in', value: [simple.sku, parentSku] }] });
    const product = found.items.find((p) => p.sku === simple.sku);
    const child = found.items.find((p) => p.sku === parentSku)?.configurable_children?.find((c) => c.sku === childSku);
    if (product === undefined || child === undefined) throw new Error('fixtures lack the signed product or child');
    return [
      { sku: product.sku, fields: product },
      { sku: child.sku, fields: child },
    ];
  }
  const line = (sku: string, fields: PriceFields, sgn = signedPriceOf(fields).sgn): OrderLine => {
    const signed = signedPriceOf(fields).signedPriceInclTax!;
    return { sku, qty: 1, price: Math.round(signed * 100) / 100, priceInclTax: signed, ...(sgn === undefined ? {} : { sgn }) };
  };

  it('places an order whose lines carry the sgn of the product and of the chosen configurable child', async () => {
    const items = await signedItems();
    for (const { fields } of items) expect(signedPriceOf(fields).sgn).toMatch(/^[0-9a-f]{40}$/);
    const order = { ...sampleOrder('x', 1, 'signed-1'), products: items.map((i) => line(i.sku, i.fields)) };
    expect(await orders().place(order)).toMatchObject({ kind: 'placed' });
  });

  it("refuses a forged sgn, and a sgn sent with another price, as the 200 'Invalid signature validation of <sku>'", async () => {
    const [product, child] = await signedItems();
    const forged = { ...sampleOrder('x', 1, 'signed-2'), products: [line(product!.sku, product!.fields), line(child!.sku, child!.fields, 'forged')] };
    expect(await orders().place(forged)).toEqual({ kind: 'refused', message: `Invalid signature validation of ${child!.sku}` });
    const cheaper = line(product!.sku, product!.fields);
    const repriced = { ...sampleOrder('x', 1, 'signed-3'), products: [{ ...cheaper, priceInclTax: 1 }] };
    expect(await orders().place(repriced)).toEqual({ kind: 'refused', message: `Invalid signature validation of ${product!.sku}` });
  });
});
