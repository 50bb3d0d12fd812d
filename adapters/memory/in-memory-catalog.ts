import { injectable } from 'inversify';
import type {
  AggregationBucket,
  CatalogEntities,
  CatalogEntityType,
  CatalogPort,
  CatalogQuery,
  CatalogResult,
  RenderedPrice,
  RenderListRequest,
} from '../../application/ports/catalog-port';
import { SIZES } from '../../domain/catalog/constants';
import { normalizePaging, type SearchFilter } from '../../domain/search/search-query';
import type { StoreCode } from '../../domain/store-view/store-view';

/** What an in-memory catalogue holds, per store view and entity type. */
export type CatalogSeed = Partial<Record<StoreCode, { readonly [E in CatalogEntityType]?: readonly CatalogEntities[E][] }>>;

const defaultSize: Readonly<Record<CatalogEntityType, number>> = {
  product: SIZES.productList,
  category: SIZES.categoryList,
  attribute: SIZES.attributePage,
  taxrule: SIZES.productList,
  landing_page: SIZES.productList,
};

const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return node.map((n) => (n as Record<string, unknown>)?.[key]).flat();
    return node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[key];
  }, doc);

const valuesAt = (doc: unknown, path: string): readonly unknown[] => {
  const value = valueAt(doc, path);
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

function matches(doc: unknown, filter: SearchFilter): boolean {
  const values = valuesAt(doc, filter.attribute);
  switch (filter.op) {
    case 'in':
      return values.some((v) => filter.value.some((w) => String(w) === String(v)));
    case 'eq':
      return values.some((v) => String(v) === String(filter.value));
    case 'gt':
      return values.some((v) => Number(v) > filter.value);
    case 'range':
      return values.some((v) => {
        const n = Number(v);
        return (
          (filter.value.gte === undefined || n >= filter.value.gte) &&
          (filter.value.lte === undefined || n <= filter.value.lte) &&
          (filter.value.lt === undefined || n < filter.value.lt)
        );
      });
  }
}

/** A catalogue filter matches the attribute, or `<attr>_options` on a configurable; price filters the final price. */
function matchesCatalogFilter(doc: unknown, filter: SearchFilter): boolean {
  if (filter.attribute === 'price') return matches(doc, { ...filter, attribute: 'final_price' });
  const configurable = valueAt(doc, 'type_id') === 'configurable';
  return matches(doc, filter) || (configurable && matches(doc, { ...filter, attribute: `${filter.attribute}_options` }));
}

function matchesText(doc: unknown, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const haystack = ['name', 'sku', 'category.name', 'configurable_children.sku']
    .flatMap((p) => valuesAt(doc, p))
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

function aggregate(docs: readonly unknown[], fields: readonly string[]): Record<string, readonly AggregationBucket[]> {
  const result: Record<string, readonly AggregationBucket[]> = {};
  for (const field of fields) {
    if (field === 'price') continue;
    for (const name of [field, `${field}_options`]) {
      const counts = new Map<string, number>();
      for (const doc of docs) for (const v of new Set(valuesAt(doc, name).map(String))) counts.set(v, (counts.get(v) ?? 0) + 1);
      result[`agg_terms_${name}`] = [...counts]
        .sort((x, y) => y[1] - x[1])
        .slice(0, SIZES.filterAggregationSize)
        .map(([key, count]) => ({ key, count }));
    }
  }
  return result;
}

/** The catalogue in memory, for use-case tests and the contract suite: the same query semantics, no index. */
@injectable()
export class InMemoryCatalog implements CatalogPort {
  private failure: Error | undefined;

  constructor(private seed: CatalogSeed = {}) {}

  /** Replaces what a store view holds. */
  load(storeCode: StoreCode, entities: CatalogSeed[StoreCode]): void {
    this.seed = { ...this.seed, [storeCode]: { ...this.seed[storeCode], ...entities } };
  }

  /** Every later call throws this error (a failed index), until called without one. */
  failWith(error?: Error): void {
    this.failure = error;
  }

  async search<E extends CatalogEntityType>(storeCode: StoreCode, entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> {
    if (!Object.hasOwn(defaultSize, entity)) throw new Error('No entity type registered');
    if (this.failure) throw this.failure;
    const docs = (this.seed[storeCode]?.[entity] ?? []) as readonly CatalogEntities[E][];
    const text = query.text?.trim() ?? '';
    const found = docs.filter(
      (doc) =>
        (query.filters ?? []).every((f) => matches(doc, f)) &&
        (query.catalogFilters ?? []).every((f) => matchesCatalogFilter(doc, f)) &&
        (text === '' || matchesText(doc, text)),
    );
    const sort = query.sort ?? (entity === 'category' ? [{ field: 'position', direction: 'asc' as const }] : []);
    const sorted = [...found].sort((a, b) => {
      for (const s of sort) {
        const c = compare(valueAt(a, s.field), valueAt(b, s.field));
        if (c !== 0) return s.direction === 'asc' ? c : -c;
      }
      return 0;
    });
    const paging = normalizePaging({ size: query.size ?? defaultSize[entity], start: query.from });
    const perPage = entity === 'attribute' ? Math.min(paging.size, SIZES.maxFilterQuerySize) : paging.size;
    return {
      items: structuredClone(sorted.slice(paging.start, paging.start + perPage)),
      attributeMetadata: [],
      aggregations: aggregate(found, query.aggregations ?? []),
      total: found.length,
      start: paging.start,
      perPage,
    };
  }

  async renderList(storeCode: StoreCode, request: RenderListRequest): Promise<readonly RenderedPrice[]> {
    if (this.failure) throw this.failure;
    const products = this.seed[storeCode]?.product ?? [];
    return request.skus.flatMap((sku) => {
      const product = products.find((p) => p.sku === sku);
      if (product === undefined) return [];
      const final = product.final_price_incl_tax ?? product.final_price ?? product.price ?? 0;
      const regular = product.price_incl_tax ?? product.price ?? final;
      return [
        {
          id: product.id,
          finalPrice: final,
          regularPrice: regular,
          ...(final < regular ? { specialPrice: final } : {}),
          isSalable: product.stock?.is_in_stock !== false && (product.status ?? 1) === 1,
        },
      ];
    });
  }
}
