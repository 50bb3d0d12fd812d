import { fc, test } from '../../testing/property-test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockContract } from '../../testing/contracts/stock.contract';
import type { StockItem } from '../../domain/catalog/types';
import { fixturesFor, type NodeMock, startNodeMock } from '../../mock-backend/node';
import { MemoryLogger } from '../memory/memory-logger';
import { InMemoryStock } from '../memory/in-memory-stock';
import { contractApi, hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { chunks, MagentoStock } from './magento-stock';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const knownSkus = fixturesFor(1, 60)
  .catalog.nl.product.slice(0, 24)
  .map((p) => p.sku);

// With STOREFRONT_API_URL set the contract runs against that API (the failure tests below stay on the mock).
const api = contractApi();
stockContract(`MagentoStock against ${api.label}`, () => ({ stock: new MagentoStock(api.config, new MemoryLogger()), knownSkus }));
stockContract('InMemoryStock', () => ({
  stock: new InMemoryStock(new Map(knownSkus.map((sku, i): [string, StockItem] => [sku, { is_in_stock: i % 3 !== 0, qty: i }]))),
  knownSkus,
}));

describe('MagentoStock failures are logged and give empty results (catalogue spec §8)', () => {
  const setup = (fetchFn?: typeof fetch) => {
    const logger = new MemoryLogger();
    return { logger, stock: new MagentoStock(mockApiConfig(fetchFn), logger) };
  };

  it.each([
    ['an outage', { pattern: 'stock/*', outage: true }],
    ['a 500', { pattern: 'stock/*', errorRate: 1, errorStatus: 500 as const }],
    ['a body of the wrong shape', { pattern: 'stock/*', malformed: 'shape' as const }],
    ['a non-JSON body', { pattern: 'stock/*', malformed: 'json' as const }],
    ['an HTML answer', { pattern: 'stock/*', contentType: 'html' as const }],
  ])('%s', async (_name, rule) => {
    mock.ctx.faults.add(rule);
    const { stock, logger } = setup();
    expect(await stock.list('nl', knownSkus.slice(0, 3))).toEqual({});
    expect(await stock.check('nl', knownSkus[0]!)).toBeUndefined();
    expect(logger.messages('error').length).toBe(2);
    expect(logger.messages('error')[0]).toMatch(/^Stock sync failed/);
  });

  it('gives an empty salable list when the inventory fails', async () => {
    mock.ctx.faults.add({ pattern: 'inventory/*', errorRate: 1 });
    const { stock, logger } = setup();
    expect(await stock.salableQuantity([{ sku: knownSkus[0]!, qty: 1 }])).toEqual([]);
    expect(logger.messages('error')).toHaveLength(1);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { stock, logger } = setup(hangingFetch);
      const pending = stock.check('nl', 'X');
      await vi.advanceTimersByTimeAsync(5000);
      expect(await pending).toBeUndefined();
      expect(logger.messages('error')[0]).toContain('within 5000 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an unknown sku in a chunk', () => {
  it('costs only its own stock: the chunk the API refused is asked sku by sku, the unknown one is logged', async () => {
    const logger = new MemoryLogger();
    const stock = new MagentoStock(mockApiConfig(), logger);
    const skus = [...knownSkus.slice(0, 16), 'NO-SUCH-SKU', ...knownSkus.slice(16, 20)];
    const list = await stock.list('nl', skus);
    expect(Object.keys(list).sort()).toEqual(knownSkus.slice(0, 20).sort());
    expect(logger.messages('error')).toHaveLength(1);
    expect(logger.messages('error')[0]).toContain('NO-SUCH-SKU');
  });
});

describe('chunking by 15 (catalogue spec §9)', () => {
  test.prop([fc.array(fc.string(), { maxLength: 100 })])('loses no sku, keeps the order, never exceeds 15', (skus) => {
    const parts = chunks(skus);
    expect(parts.flat()).toEqual(skus);
    expect(parts.every((p) => p.length > 0 && p.length <= 15)).toBe(true);
  });
});
