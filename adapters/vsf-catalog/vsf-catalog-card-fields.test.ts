import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELDS_CARDS_NEVER_READ } from '../../application/catalog/card-fields';
import { cardFromProduct, type CardContext } from '../../application/catalog/product-card-presenter';
import type { CatalogQuery } from '../../application/ports/catalog-port';
import type { Product } from '../../domain/catalog/types';
import { parseCatalogDate } from '../../domain/pricing/catalog-date';
import { listingFilters } from '../../domain/search/search-query';
import { SORT_OPTIONS } from '../../domain/search/sort-and-filters';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { mockApiConfig } from '../../testing/mock-api-config';
import { VsfCatalog } from './vsf-catalog';

/**
 * The listings ask the catalogue to leave out what no card reads (application/catalog/card-fields.ts). These tests hold
 * that promise through the real adapter and the mock's `_source` filtering and product rewrite: every card is the same
 * with and without those fields, at any moment (special price windows) and either setting of out-of-stock sizes.
 */
let mock: NodeMock;
let answeredBytes = 0;
const catalog = new VsfCatalog(
  mockApiConfig(async (...args) => {
    const response = await fetch(...args);
    answeredBytes += (await response.clone().arrayBuffer()).byteLength;
    return response;
  }),
);

beforeAll(() => {
  // The default set: the edge-case SKUs (special prices, out-of-stock and disabled children, one-size) among 200 more.
  mock = startNodeMock({ seed: 7, products: 200 });
});
afterAll(() => mock.close());

/** The moments a card's price depends on: a fixed day, and each special price window's edges found in the products. */
function momentsOf(products: readonly Product[]): number[] {
  const edges = products.flatMap((p) => [p, ...(p.configurable_children ?? [])]).flatMap((item) => [item.special_from_date, item.special_to_date]);
  const parsed = edges.map((text) => parseCatalogDate(text as string | null | undefined)).filter((t): t is number => t !== undefined);
  return [Date.parse('2026-11-26T12:00:00Z'), ...[...new Set(parsed)].slice(0, 6).flatMap((t) => [t - 1, t + 1])];
}

function cardsOf(products: readonly Product[], storeCode: StoreCode, now: number, displayOutOfStockSizes: boolean) {
  const context: CardContext = { storeCode, now, displayOutOfStockSizes };
  return products.map((p) => cardFromProduct(p, context));
}

async function bothWays(storeCode: StoreCode, query: CatalogQuery) {
  answeredBytes = 0;
  const full = await catalog.search(storeCode, 'product', query);
  const fullBytes = answeredBytes;
  answeredBytes = 0;
  const lean = await catalog.search(storeCode, 'product', { ...query, excludeFields: FIELDS_CARDS_NEVER_READ });
  return { full: full.items, lean: lean.items, fullBytes, leanBytes: answeredBytes };
}

function expectSameCards(full: readonly Product[], lean: readonly Product[], storeCode: StoreCode): void {
  expect(lean.map((p) => p.sku)).toEqual(full.map((p) => p.sku));
  for (const now of momentsOf(full)) {
    for (const displayOutOfStockSizes of [false, true]) {
      expect(cardsOf(lean, storeCode, now, displayOutOfStockSizes)).toEqual(cardsOf(full, storeCode, now, displayOutOfStockSizes));
    }
  }
}

describe('the fields a card never reads', () => {
  it.each(['nl', 'en', 'de'] as const)('leave every card of the %s catalogue as it was, and a listing page about a third lighter', async (storeCode) => {
    const pages = [];
    // One page after the other: the byte count is shared.
    for (const from of [0, 50, 100, 150, 200]) pages.push(await bothWays(storeCode, { filters: listingFilters({ listOutOfStock: true }), from, size: 50 }));
    const full = pages.flatMap((p) => p.full);
    expect(full.length).toBeGreaterThan(150);
    expect(full.some((p) => (p.configurable_children ?? []).length > 0)).toBe(true);
    expectSameCards(
      full,
      pages.flatMap((p) => p.lean),
      storeCode,
    );
    const fullBytes = pages.reduce((sum, p) => sum + p.fullBytes, 0);
    const leanBytes = pages.reduce((sum, p) => sum + p.leanBytes, 0);
    expect(leanBytes / fullBytes).toBeLessThan(0.7);
  });

  it('leave the cards of any listing as they were (property: sort, page, size, stock policy, search text)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<StoreCode>('nl', 'en', 'de'),
        fc.constantFrom(...SORT_OPTIONS),
        fc.integer({ min: 0, max: 180 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        fc.option(fc.constantFrom('jurk', 'dress', 'kleid', 'shirt', 'broek'), { nil: undefined }),
        async (storeCode, sort, from, size, listOutOfStock, text) => {
          const { full, lean } = await bothWays(storeCode, {
            filters: listingFilters({ listOutOfStock }),
            sort: [{ field: sort.field, direction: sort.direction }],
            ...(text === undefined ? {} : { text }),
            from,
            size,
          });
          expectSameCards(full, lean, storeCode);
        },
      ),
      { numRuns: 25 },
    );
  });
});
