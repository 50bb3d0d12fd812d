import type { CatalogEntityType, CatalogQuery } from '../../application/ports/catalog-port';
import { SEARCH, SIZES } from '../../domain/catalog/constants';
import { PRICE_RANGES } from '../../domain/search/price-filter';
import { loadableAttributeNames, normalizePaging, type SearchFilter } from '../../domain/search/search-query';

/** An Elasticsearch 7 request: the body, plus what VSF puts in the query string. */
export interface EsRequest {
  readonly body: Record<string, unknown>;
  readonly query: Readonly<Record<string, string | number | undefined>>;
}

/**
 * The field the price filter ranges over, the price facet counts and the price sorts order by
 * (`products.priceFilterKey`, wire-reference §2): the index's final price, which the price indexer keeps equal to the
 * price the shop shows (docs/catalogue-numbers.md).
 */
export const priceFilterField = 'final_price';

/**
 * Terms aggregations ask for every value, not the spec's 10 (catalogue spec §9 "filter aggregation size 10"): a
 * facet's count adds the product's own value and its children's, and a value cut from one of the two top-10 lists
 * showed a count far below its results ('Rood (2)' listing 38). How many values a facet shows is the UI's choice.
 */
const termsSize = SIZES.maxFilterQuerySize;

/** Default size per entity when the query gives none (catalogue spec §9: product list 50, categories 4000, attributes 150). */
const defaultSize: Readonly<Record<CatalogEntityType, number>> = {
  product: SIZES.productList,
  category: SIZES.categoryList,
  attribute: SIZES.attributePage,
  taxrule: SIZES.productList,
  landing_page: SIZES.productList,
};

const configurableOnly = { match: { type_id: 'configurable' } } as const;

/** One base filter as bodybuilder writes it: `terms` for lists, `term` for one value, `range` for bounds. */
function filterClause(filter: SearchFilter): Record<string, unknown> {
  switch (filter.op) {
    case 'in':
      return { terms: { [filter.attribute]: [...filter.value] } };
    case 'eq':
      return { term: { [filter.attribute]: filter.value } };
    case 'gt':
      return { range: { [filter.attribute]: { gt: filter.value } } };
    case 'range':
      return { range: { [filter.attribute]: { ...filter.value } } };
  }
}

/**
 * A catalogue filter is its own `should` block: the attribute on the product, or `<attr>_options` on a configurable
 * parent (storefront-query-builder v1.0.2, wire-reference §2): a configurable has a value when one of its children has
 * it, the same rule its facet count follows. The price filter ranges over the final price, [from, to).
 */
function catalogFilterClause(filter: SearchFilter): Record<string, unknown> {
  if (filter.attribute === 'price') return filterClause({ ...filter, attribute: priceFilterField });
  const options = filterClause({ ...filter, attribute: `${filter.attribute}_options` });
  return { bool: { should: [filterClause(filter), { bool: { must: [options, configurableOnly] } }] } };
}

/**
 * Terms aggregations per attribute and its `_options` (wire-reference §2), and the §9 price ranges over the field the
 * price filter reads: range buckets are [from, to), as the filter.
 */
function aggregations(fields: readonly string[]): Record<string, unknown> {
  const aggs: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'price') {
      const ranges = PRICE_RANGES.map((r) => (r.to === undefined ? { from: r.from } : { from: r.from, to: r.to }));
      aggs['agg_range_price'] = { range: { field: priceFilterField, ranges } };
      continue;
    }
    aggs[`agg_terms_${field}`] = { terms: { field, size: termsSize } };
    aggs[`agg_terms_${field}_options`] = { terms: { field: `${field}_options`, size: termsSize } };
  }
  return aggs;
}

/** Full-text search as VSF scores it: multi_match over name^4 sku^2 category.name^1, fuzziness 2, 75 % (catalogue spec §9). */
function textQuery(text: string): Record<string, unknown> {
  const fields = Object.entries(SEARCH.boosts).map(([field, boost]) => `${field}^${boost}`);
  return {
    function_score: {
      score_mode: 'multiply',
      boost_mode: 'multiply',
      max_boost: 100,
      query: {
        bool: {
          should: [
            {
              multi_match: {
                query: text,
                fields,
                operator: 'or',
                fuzziness: SEARCH.fuzziness,
                cutoff_frequency: 0.01,
                max_expansions: 3,
                prefix_length: 2,
                minimum_should_match: SEARCH.minimumShouldMatch,
                tie_breaker: '1',
              },
            },
            {
              bool: {
                should: [
                  { terms: { 'configurable_children.sku': [text] } },
                  { match_phrase: { sku: { query: text, boost: 1 } } },
                  { match_phrase: { 'configurable_children.sku': { query: text, boost: 1 } } },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

/** Attribute codes with a dot are never loaded (catalogue spec §5). */
function withoutDottedAttributeCodes(filters: readonly SearchFilter[]): readonly SearchFilter[] {
  return filters.map((f) => (f.attribute === 'attribute_code' && f.op === 'in' ? { ...f, value: loadableAttributeNames(f.value.map(String)) } : f));
}

/**
 * Builds the request VSF's query builder sends for a catalogue query (wire-reference §2): base filters AND-ed,
 * each catalogue filter its own should block, aggregations, text scoring with min_score 0.02, sort, and paging
 * (size 0 or less becomes the entity default, start below 0 becomes 0, attribute lookups at most 999).
 */
export function buildEsRequest(entity: CatalogEntityType, query: CatalogQuery): EsRequest {
  const baseFilters = entity === 'attribute' ? withoutDottedAttributeCodes(query.filters ?? []) : (query.filters ?? []);
  const must = [...baseFilters.map(filterClause), ...(query.catalogFilters ?? []).map(catalogFilterClause)];
  const bool: Record<string, unknown> = { filter: { bool: { must } } };
  const text = query.text?.trim() ?? '';
  if (text !== '') bool['must'] = textQuery(text);
  const paging = normalizePaging({ size: query.size ?? defaultSize[entity], start: query.from });
  // Attribute lookups for filters ask at most maxFiltersQuerySize (999); categories keep their 4000 (catalogue spec §9).
  const size = entity === 'attribute' ? Math.min(paging.size, SIZES.maxFilterQuerySize) : paging.size;
  const body: Record<string, unknown> = { query: { bool }, from: paging.start, size };
  if (text !== '') body['min_score'] = SEARCH.minScore;
  const aggs = query.aggregations ?? [];
  if (aggs.length > 0) body['aggs'] = aggregations(aggs);
  const sort = query.sort ?? (entity === 'category' ? [{ field: 'position', direction: 'asc' as const }] : []);
  if (sort.length > 0) body['sort'] = sort.map((s) => ({ [s.field]: { order: s.direction } }));
  return {
    body,
    query: {
      _source_include: query.includeFields?.join(',') || undefined,
      _source_exclude: query.excludeFields?.join(',') || undefined,
    },
  };
}
