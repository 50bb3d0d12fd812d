/**
 * The mock's Elasticsearch: one engine index per (store view, entity type), built on first use and cached per
 * context. Entity types are those of the VSF indexer (product, category, attribute, taxrule, cms_page) plus the
 * shop's `redirect` and `landing_page` entities (mock-backend/docs/content-services.md), and `review`: the reviews
 * sent through reviews create (state, every status; the fixtures hold none), read live rather than cached. Products
 * come from the price indexer (price-index.ts): their final_price is the one at the mock's clock, and their index is
 * built again when the clock passes a special-price window boundary.
 */
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { createIndex, type SearchIndex } from '../../engine/index.ts';
import { cached } from '../shared/common';
import { indexedProducts } from './price-index';

export const ENTITY_TYPES = ['product', 'category', 'attribute', 'taxrule', 'cms_page', 'redirect', 'landing_page', 'review'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export function isEntityType(value: string): value is EntityType {
  return (ENTITY_TYPES as readonly string[]).includes(value);
}

/** The `_source` documents of an entity index. */
export function entityDocs(ctx: MockContext, store: StoreCode, entity: EntityType): readonly Record<string, unknown>[] {
  const f = ctx.fixtures;
  switch (entity) {
    case 'redirect':
      return (f.redirects[store] ?? []) as unknown as Record<string, unknown>[];
    case 'review': {
      const storeId = ctx.fixtures.storeViews.find((v) => v.storeCode === store)?.storeId;
      return ctx.state.get().reviews.filter((r) => !Array.isArray(r['stores']) || (r['stores'] as unknown[]).includes(storeId));
    }
    case 'product':
      return indexedProducts(ctx, store).products as unknown as Record<string, unknown>[];
    case 'landing_page':
      return f.recommendations.landingPages.filter((p) => p.store === store).map((p, i) => ({ id: i + 1, ...p })) as unknown as Record<string, unknown>[];
    default:
      return f.catalog[store][entity] as unknown as Record<string, unknown>[];
  }
}

/** The product index of the current price epoch (only the latest is kept). */
const productIndices = new WeakMap<MockContext, Map<StoreCode, { readonly products: readonly unknown[]; readonly index: SearchIndex }>>();

function productIndex(ctx: MockContext, store: StoreCode): SearchIndex {
  let perStore = productIndices.get(ctx);
  if (perStore === undefined) {
    perStore = new Map();
    productIndices.set(ctx, perStore);
  }
  const { products } = indexedProducts(ctx, store);
  const current = perStore.get(store);
  if (current !== undefined && current.products === products) return current.index;
  const index = createIndex(products as unknown as Record<string, unknown>[]);
  perStore.set(store, { products, index });
  return index;
}

export function entityIndex(ctx: MockContext, store: StoreCode, entity: EntityType): SearchIndex {
  if (entity === 'review') return createIndex(entityDocs(ctx, store, entity));
  if (entity === 'product') return productIndex(ctx, store);
  return cached(ctx, `es:${store}:${entity}`, () => createIndex(entityDocs(ctx, store, entity)));
}

/** Known catalogue index names → store view: each view's `elasticIndex`, and the bare default index. */
export function storeOfIndex(ctx: MockContext, index: string): StoreCode | undefined {
  const view = ctx.fixtures.storeViews.find((v) => v.elasticIndex === index);
  if (view) return view.storeCode;
  if (index === 'vue_storefront_catalog') return ctx.config.defaultStoreCode;
  return undefined;
}

/** Products of a store by sku (parents and, via `parentOf`, configurable children). */
export function productsBySku(
  ctx: MockContext,
  store: StoreCode,
): {
  bySku: ReadonlyMap<string, Record<string, unknown>>;
  parentOf: ReadonlyMap<string, string>;
} {
  const { products } = indexedProducts(ctx, store);
  const current = skuMaps.get(products);
  if (current !== undefined) return current;
  const bySku = new Map<string, Record<string, unknown>>();
  const parentOf = new Map<string, string>();
  for (const p of products) {
    bySku.set(p.sku, p as unknown as Record<string, unknown>);
    for (const c of p.configurable_children ?? []) parentOf.set(c.sku, p.sku);
  }
  const maps = { bySku, parentOf };
  skuMaps.set(products, maps);
  return maps;
}

/** By the price epoch's product list: a new epoch builds them again. */
const skuMaps = new WeakMap<readonly unknown[], { bySku: ReadonlyMap<string, Record<string, unknown>>; parentOf: ReadonlyMap<string, string> }>();
