import type { AggregationBucket } from '../ports/catalog-port';
import type { Attribute, Facet } from '../../domain/catalog/types';
import { PRICE_RANGES, priceRangeLabel, priceRangeValue } from '../../domain/search/price-filter';
import { DEFAULT_FILTERS } from '../../domain/search/sort-and-filters';
import type { StoreView } from '../../domain/store-view/store-view';
import type { ListingState } from './listing-state';

export interface FacetValueView {
  readonly value: string;
  readonly label: string;
  readonly count?: number;
  /** A colour swatch (CSS colour). */
  readonly swatch?: string;
}

/** One filter of the list: its URL key, its label (undefined: the page's own text for the key) and values. */
export interface FacetView {
  readonly code: string;
  readonly label?: string;
  readonly values: readonly FacetValueView[];
}

/** The price ranges 0-50, 50-100, 100-150, 150+ with the spec's '< ', '> ', ' - ' labels (catalogue spec §9). */
function priceFacet(view: StoreView, buckets?: readonly AggregationBucket[]): FacetView {
  return {
    code: 'price',
    values: PRICE_RANGES.map((range) => {
      const label = priceRangeLabel(range, view.i18n);
      if (buckets === undefined) return { value: priceRangeValue(range), label };
      const bucket = buckets.find((b) => Number(b.from ?? 0) === range.from && (range.to === undefined ? b.to === undefined : Number(b.to) === range.to));
      return { value: priceRangeValue(range), label, count: bucket?.count ?? 0 };
    }).filter((value) => value.count === undefined || value.count > 0),
  };
}

/** Values the shopper chose stay visible (to be unchosen) even when the list no longer has them. */
function withChosen(facet: FacetView, state: ListingState): FacetView {
  const chosen = state.filters[facet.code] ?? [];
  const missing = chosen.filter((value) => !facet.values.some((v) => v.value === value)).map((value) => ({ value, label: value }));
  return missing.length === 0 ? facet : { ...facet, values: [...facet.values, ...missing] };
}

/**
 * Filters of an index list: the default filters color_ois, price, size_ois, wever_ois (catalogue spec §9), values
 * from the aggregations of the attribute and of its `_options` on configurables, named by the attribute's options.
 */
export function indexFacets(
  aggregations: Readonly<Record<string, readonly AggregationBucket[]>>,
  attributes: readonly Attribute[],
  view: StoreView,
  state: ListingState,
): readonly FacetView[] {
  const facets: FacetView[] = [];
  for (const code of DEFAULT_FILTERS) {
    if (code === 'price') {
      facets.push(withChosen(priceFacet(view, aggregations['agg_range_price']), state));
      continue;
    }
    const attribute = attributes.find((a) => a.attribute_code === code);
    // A product counts by its own value, a configurable by its children's (`_options`): the index gives a configurable
    // no value of its own for an option it configures, so the two counts add up to what the filter finds.
    const counts = new Map<string, number>();
    for (const bucket of [...(aggregations[`agg_terms_${code}`] ?? []), ...(aggregations[`agg_terms_${code}_options`] ?? [])]) {
      const key = String(bucket.key);
      counts.set(key, (counts.get(key) ?? 0) + bucket.count);
    }
    const values: FacetValueView[] = [];
    for (const option of attribute?.options ?? []) {
      const count = counts.get(String(option.value));
      if (count === undefined || option.label.trim() === '') continue;
      const swatch = (option as { swatch?: unknown }).swatch;
      values.push({ value: String(option.value), label: option.label, count, ...(typeof swatch === 'string' ? { swatch } : {}) });
    }
    const label = attribute?.frontend_label ?? attribute?.default_frontend_label;
    const facet = withChosen({ code, ...(label === undefined ? {} : { label }), values }, state);
    if (facet.values.length > 0) facets.push(facet);
  }
  return facets;
}

/** Filters of a search-provider list: its facets, sizes flattened from their size types, price as the §9 ranges. */
export function providerFacets(facets: readonly Facet[], view: StoreView, state: ListingState): readonly FacetView[] {
  return facets
    .map((facet): FacetView => {
      if (facet.type === 'RANGE' || facet.id === 'price') return withChosen(priceFacet(view), state);
      const values = facet.values ?? facet.sizeTypes?.flatMap((type) => type.formats.flatMap((format) => format.values)) ?? [];
      return withChosen(
        {
          code: facet.id,
          ...(facet.label === undefined ? {} : { label: facet.label }),
          values: values.map((v) => ({
            value: v.id,
            label: v.label,
            ...(v.count === undefined ? {} : { count: v.count }),
            ...(v.color === undefined ? {} : { swatch: v.color }),
          })),
        },
        state,
      );
    })
    .filter((facet) => facet.values.length > 0);
}
