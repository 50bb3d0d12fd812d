import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderContract, type OrderHarness, sampleOrder } from '../../application/ports/contracts/test-order.contract';
import { isPortError } from '../../application/ports/port-error';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { inStockSimple } from '../../mock-backend/test-support';
import { InMemoryOrder } from '../memory/in-memory-order';
import { hangingFetch, mockApiConfig } from '../vsf-catalog/test-mock-api';
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
  it('sends only the keys the order schema allows, with the street lines and method codes', () => {
    const body = toOrderBody(sampleOrder('TEE-1', 19.95));
    expect(Object.keys(body).sort()).toEqual(['addressInformation', 'cart_id', 'created_at', 'order_id', 'products', 'store_code', 'user_id']);
    expect(body.addressInformation).toMatchObject({ shipping_method_code: 'flatrate', payment_method_code: 'checkmo', billingAddress: { street: ['Dam', '1'] } });
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
