import type { AggregationBucket, CatalogEntities, CatalogEntityType, CatalogResult, RenderedPrice } from '../../application/ports/catalog-port';
import type { Attribute, LandingPage } from '../../domain/catalog/types';
import type { RedirectEntity } from '../../domain/routing/types';
import { parseWire } from '../http/parse-wire';
import { inPlaceParser } from '../http/parse-wire-in-place';
import {
  attributeWire,
  categoryWire,
  landingPageWire,
  productWire,
  redirectWire,
  taxRuleWire,
  type RenderListWire,
  type SearchResponseWire,
} from './vsf-catalog-wire';

const schemas = {
  product: productWire,
  category: categoryWire,
  attribute: attributeWire,
  taxrule: taxRuleWire,
  landing_page: landingPageWire,
} as const;

type HitParser = (source: unknown, label: string) => Record<string, unknown>;

/**
 * A parser that checks a hit and returns it itself where the schema allows (products carry dozens of fields and
 * children the schemas do not name, which a loose parse copies), else the plain parse (landing pages, whose
 * filter_attributes may be a record: zod copies those).
 */
function hitParser(schema: (typeof schemas)[CatalogEntityType]): HitParser {
  const wire = schema as unknown as Parameters<typeof inPlaceParser<Record<string, unknown>>>[0];
  return inPlaceParser(wire) ?? ((source, label) => parseWire(wire, source, label));
}

const parsers = Object.fromEntries(Object.entries(schemas).map(([entity, schema]) => [entity, hitParser(schema)])) as Record<CatalogEntityType, HitParser>;

/** An entity type the catalogue does not know is a programmer error (catalogue spec §8: 'No entity type registered'). */
export function assertEntityType(entity: string): asserts entity is CatalogEntityType {
  if (!Object.hasOwn(schemas, entity)) throw new Error('No entity type registered');
}

/** filter_attributes arrive as JSON text; text that is not a JSON object gives no preset filters (catalogue spec §3). */
function parseFilterAttributes(value: unknown): Readonly<Record<string, unknown>> {
  if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Editors type this field by hand; a typo must not break the landing page, it only loses its presets.
    return {};
  }
}

/**
 * One hit's `_source` as a domain entity, validated (a bad hit fails the whole answer, naming the field). The hit
 * becomes the entity, cleaned in place, so it must be the caller's own: VsfCatalog passes what `response.json()` built.
 */
export function toEntity<E extends CatalogEntityType>(entity: E, source: unknown, index: number): CatalogEntities[E] {
  const parsed = parsers[entity](source, `catalog ${entity} hit ${index}`);
  if (entity === 'landing_page') {
    const page: LandingPage = { ...(parsed as unknown as LandingPage), filter_attributes: parseFilterAttributes(parsed['filter_attributes']) };
    return page as CatalogEntities[E];
  }
  return (entity === 'product' ? withoutInactiveSpecialPrice(parsed) : parsed) as unknown as CatalogEntities[E];
}

/**
 * The VSF API writes `special_price: 0` (and `special_price_incl_tax: 0`) when a special price is not an active
 * promotion (wire-reference §1); for the domain a 0 would be a special price of €0, so it becomes "no special price".
 * The product and its children are the hit itself, which the adapter owns (toEntity), so the fields are cleared in
 * place: a rest copy of each hit cost more than parsing it (≈ 1.4 ms per 50-product listing), and deleting them
 * turned nearly every product and child (the API zeroes every inactive special price) into a slow dictionary object
 * (0.5 MB and 0.3 ms a listing). Undefined reads as absent everywhere, and JSON leaves it out.
 */
const zeroedSpecialFields = ['special_price', 'special_price_incl_tax', 'special_price_tax'] as const;

function withoutInactiveSpecialPrice<T extends Record<string, unknown>>(product: T): T {
  const clean = (item: Record<string, unknown>): void => {
    if (item['special_price'] !== 0) return;
    for (const field of zeroedSpecialFields) if (item[field] !== undefined) item[field] = undefined;
  };
  clean(product);
  const children = product['configurable_children'];
  if (Array.isArray(children)) for (const child of children as Record<string, unknown>[]) clean(child);
  return product;
}

function buckets(response: SearchResponseWire): Record<string, readonly AggregationBucket[]> {
  const result: Record<string, readonly AggregationBucket[]> = {};
  for (const [name, agg] of Object.entries(response.aggregations ?? {})) {
    result[name] = (agg.buckets ?? []).map((b) => ({
      key: b.key,
      count: b.doc_count,
      ...(b.from === undefined ? {} : { from: b.from }),
      ...(b.to === undefined ? {} : { to: b.to }),
    }));
  }
  return result;
}

/** Attribute metadata that travels with products, once per attribute code. */
function attributeMetadata(items: readonly unknown[]): readonly Attribute[] {
  const byCode = new Map<string, Attribute>();
  for (const item of items) {
    const meta = (item as { attributes_metadata?: readonly Attribute[] }).attributes_metadata ?? [];
    for (const attribute of meta) if (!byCode.has(attribute.attribute_code)) byCode.set(attribute.attribute_code, attribute);
  }
  return [...byCode.values()];
}

/**
 * The ES answer as the application uses it (catalogue spec §7: items, attributeMetadata, aggregations, total, perPage).
 * The hits' `_source` objects become the items (toEntity), so the answer must be the caller's own.
 */
export function toCatalogResult<E extends CatalogEntityType>(
  entity: E,
  response: SearchResponseWire,
  paging: { readonly start: number; readonly perPage: number },
): CatalogResult<CatalogEntities[E]> {
  const items = response.hits.hits.map((hit, i) => toEntity(entity, hit._source, i));
  const total = response.hits.total;
  return {
    items,
    attributeMetadata: attributeMetadata(items),
    aggregations: buckets(response),
    total: total === undefined ? items.length : typeof total === 'number' ? total : total.value,
    start: paging.start,
    perPage: paging.perPage,
  };
}

/** A stored redirect hit (cart spec §2). */
export const toRedirect = (source: unknown): RedirectEntity => parseWire(redirectWire, source, 'redirect hit');

/** Render-list items as fresh prices; `is_salable` is Magento's "1"/"0". */
export function toRenderedPrices(wire: RenderListWire): readonly RenderedPrice[] {
  return wire.items.map((item) => {
    const special = item.price_info.special_price;
    return {
      id: item.id,
      finalPrice: item.price_info.final_price,
      regularPrice: item.price_info.regular_price,
      ...(special === null || special === undefined ? {} : { specialPrice: special }),
      isSalable: item.is_salable === true || item.is_salable === '1' || item.is_salable === 1,
    };
  });
}
