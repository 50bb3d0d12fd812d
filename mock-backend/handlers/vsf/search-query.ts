/**
 * The VSF API's translation of a SearchQuery into the ES DSL (`request_format=search-query`), ported from
 * storefront-query-builder v1.0.2 `buildQueryBodyFromSearchQuery` as the API installs it from git (wire-reference §2):
 * default-scope filters become `terms`/`range` filters, each catalog-scope filter its own `should` block (the attribute
 * or `<attr>_options` on configurable parents), catalog-scope available filters become `agg_terms_*` / `agg_range_price`
 * aggregations, search text a fuzzy `multi_match` (name^4, sku^2, category.name^1).
 */
import { isRecord } from '../shared/common';

const RANGE_OPERATORS: Readonly<Record<string, string>> = { gt: 'gt', lt: 'lt', gte: 'gte', lte: 'lte', moreq: 'gte', from: 'gte', to: 'lte' };
/** Catalogue spec §9 price filter ranges. */
const PRICE_RANGES = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
/** Catalogue spec §9 filter aggregation size. */
const AGGREGATION_SIZE = 10;

interface Filter {
  attribute: string;
  value: Record<string, unknown>;
  scope: string;
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function filtersOf(query: Record<string, unknown>, key: string): Filter[] {
  return list<unknown>(query[`_${key}`] ?? query[key])
    .filter(isRecord)
    .map((f) => ({
      attribute: String(f.attribute ?? f.field ?? ''),
      value: isRecord(f.value) ? f.value : { eq: f.value },
      scope: typeof f.scope === 'string' ? f.scope : 'default',
    }))
    .filter((f) => f.attribute !== '');
}

function clause(f: Filter, attribute = f.attribute): Record<string, unknown> {
  const keys = Object.keys(f.value);
  if (keys.some((k) => k in RANGE_OPERATORS)) {
    const range: Record<string, unknown> = {};
    for (const k of keys) if (Object.hasOwn(RANGE_OPERATORS, k)) range[RANGE_OPERATORS[k] as string] = f.value[k];
    return { range: { [attribute]: range } };
  }
  const first = f.value[keys[0] ?? 'eq'];
  return { terms: { [attribute]: Array.isArray(first) ? first : [first] } };
}

/** Builds the ES body from a serialised SearchQuery (`_appliedFilters`, `_availableFilters`, `_appliedSort`, `_searchText`). */
export function searchQueryToDsl(query: Record<string, unknown>): Record<string, unknown> {
  const applied = filtersOf(query, 'appliedFilters');
  const must: unknown[] = [];
  for (const f of applied) {
    if (f.scope === 'default' && Object.keys(f.value).length > 0) must.push(clause(f));
  }
  for (const f of applied) {
    if (f.scope !== 'catalog') continue;
    const isRange = Object.keys(f.value).some((k) => k in RANGE_OPERATORS);
    const parentForm = isRange ? clause(f) : clause(f, `${f.attribute}_options`);
    must.push({ bool: { should: [clause(f), { bool: { must: [parentForm, { match: { type_id: 'configurable' } }] } }] } });
  }
  const aggs: Record<string, unknown> = {};
  for (const f of filtersOf(query, 'availableFilters')) {
    if (f.scope !== 'catalog') continue;
    if (f.attribute === 'price') {
      aggs.agg_terms_price = { terms: { field: 'price' } };
      aggs.agg_range_price = { range: { field: 'price', ranges: PRICE_RANGES } };
    } else {
      aggs[`agg_terms_${f.attribute}`] = { terms: { field: f.attribute, size: AGGREGATION_SIZE } };
      aggs[`agg_terms_${f.attribute}_options`] = { terms: { field: `${f.attribute}_options`, size: AGGREGATION_SIZE } };
    }
  }
  const bool: Record<string, unknown> = { filter: { bool: { must } } };
  const text = String(query._searchText ?? query.searchText ?? '').trim();
  if (text !== '') {
    bool.must = {
      bool: {
        should: [
          {
            multi_match: {
              query: text,
              fields: ['name^4', 'sku^2', 'category.name^1'],
              operator: 'or',
              fuzziness: 2,
              max_expansions: 3,
              prefix_length: 2,
              minimum_should_match: '75%',
              tie_breaker: 1,
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
    };
  }
  const body: Record<string, unknown> = { query: { bool } };
  if (Object.keys(aggs).length > 0) body.aggs = aggs;
  const sort = list<unknown>(query._appliedSort ?? query.appliedSort)
    .filter(isRecord)
    .map((s) => ({ [String(s.field)]: isRecord(s.options) ? s.options : { order: s.options === 'desc' ? 'desc' : 'asc' } }));
  if (sort.length > 0) body.sort = sort;
  if (text !== '') body.min_score = 0.02;
  return body;
}
