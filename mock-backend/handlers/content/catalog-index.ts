/**
 * The mock's Elasticsearch: one engine index per (store view, entity type), built on first use and cached per
 * context. Entity types are those of the VSF indexer (product, category, attribute, taxrule, cms_page) plus the
 * shop's `redirect` and `landing_page` entities (mock-backend/docs/content-services.md), and `review`: the reviews
 * sent through reviews create (state, every status; the fixtures hold none), read live rather than cached.
 */
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { createIndex, type SearchIndex } from '../../engine';
import { cached } from './common';

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
    case 'landing_page':
      return f.recommendations.landingPages
        .filter((p) => p.store === store)
        .map((p, i) => ({ id: i + 1, ...p })) as unknown as Record<string, unknown>[];
    default:
      return f.catalog[store][entity] as unknown as Record<string, unknown>[];
  }
}

export function entityIndex(ctx: MockContext, store: StoreCode, entity: EntityType): SearchIndex {
  if (entity === 'review') return createIndex(entityDocs(ctx, store, entity));
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
export function productsBySku(ctx: MockContext, store: StoreCode): {
  bySku: ReadonlyMap<string, Record<string, unknown>>;
  parentOf: ReadonlyMap<string, string>;
} {
  return cached(ctx, `sku:${store}`, () => {
    const bySku = new Map<string, Record<string, unknown>>();
    const parentOf = new Map<string, string>();
    for (const p of ctx.fixtures.catalog[store].product) {
      bySku.set(p.sku, p as unknown as Record<string, unknown>);
      for (const c of p.configurable_children ?? []) parentOf.set(c.sku, p.sku);
    }
    return { bySku, parentOf };
  });
}
