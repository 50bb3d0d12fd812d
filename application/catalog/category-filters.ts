import type { CatalogSort } from '../ports/catalog-port';
import type { ProviderFilter } from '../ports/search-provider-port';
import { parsePriceFilter, priceFilter } from '../../domain/search/price-filter';
import type { SearchFilter } from '../../domain/search/search-query';
import { DEFAULT_CATEGORY_SORT, sortOption } from '../../domain/search/sort-and-filters';

/** Chosen filter values by attribute code, as the URL carries them (`color_ois=49,52`, `price=50-100`). */
export type ChosenFilters = Readonly<Record<string, readonly string[]>>;

const asValue = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/** Chosen filters as catalogue filters of the index; the price value is a 'from-to' range (catalogue spec §5). */
export function indexFilters(chosen: ChosenFilters, presets: Readonly<Record<string, unknown>> = {}): readonly SearchFilter[] {
  const filters: SearchFilter[] = [];
  for (const [attribute, value] of Object.entries(presets)) {
    if (typeof value === 'string' || typeof value === 'number') filters.push({ attribute, op: 'in', value: [asValue(String(value))] });
  }
  for (const [attribute, values] of Object.entries(chosen)) {
    if (values.length === 0) continue;
    if (attribute === 'price') {
      const price = priceFilter(values[0]!, 'price');
      if (price !== undefined) filters.push(price);
      continue;
    }
    filters.push({ attribute, op: 'in', value: values.map(asValue) });
  }
  return filters;
}

/** Chosen filters as the provider's facets: price as a min/max range, the rest as values. */
export function providerFilters(chosen: ChosenFilters): Readonly<Record<string, ProviderFilter>> {
  const filters: Record<string, ProviderFilter> = {};
  for (const [attribute, values] of Object.entries(chosen)) {
    if (values.length === 0) continue;
    if (attribute === 'price') {
      const { from, to } = parsePriceFilter(values[0]!);
      filters['price'] = { ...(from === undefined ? {} : { min: from }), ...(to === undefined ? {} : { max: to }) };
    } else filters[attribute] = values;
  }
  return filters;
}

/** The index sort of a sort id; without one, categories sort by position and searches by score (catalogue spec §9). */
export function indexSort(sortId: string | undefined, isSearch: boolean): readonly CatalogSort[] {
  if (sortId === undefined) return isSearch ? [] : [DEFAULT_CATEGORY_SORT];
  const option = sortOption(sortId);
  return [{ field: option.field, direction: option.direction }];
}
