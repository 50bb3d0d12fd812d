import { fc, test } from '../../testing/property-test';
import { describe, expect } from 'vitest';
import { indexFilters, indexSort } from '../../application/catalog/category-filters';
import { presentPrice } from '../../application/catalog/price-presenter';
import type { ConfigurableChild, Product } from '../../domain/catalog/types';
import { parseCatalogDate } from '../../domain/pricing/catalog-date';
import { specialPriceEnd } from '../../domain/pricing/special-price';
import { listingFilters } from '../../domain/search/search-query';
import { DEFAULT_FILTERS } from '../../domain/search/sort-and-filters';
import { storeViews } from '../../domain/store-view/store-views';
import { DEFAULT_REFERENCE_DATE } from '../../fixtures/dates';
import { fixturesFor, startNodeMock } from '../../mock-backend/node';
import { indexFacets } from '../../application/catalog/listing-facets';
import { mockApiConfig } from '../../testing/mock-api-config';
import { VsfCatalog } from './vsf-catalog';

const DAY = 86_400_000;
const catalog = new VsfCatalog(mockApiConfig());
const base = listingFilters({ listOutOfStock: false });

/** The listing's query as LoadCategoryPage sends it, over everything the store view lists. */
const listing = (filters: Readonly<Record<string, readonly string[]>>, sort?: string) =>
  catalog.search('nl', 'product', {
    filters: base,
    catalogFilters: indexFilters(filters),
    sort: indexSort(sort, false),
    size: 500,
    aggregations: DEFAULT_FILTERS,
  });

const shown = (item: Product | ConfigurableChild, now: number): number => presentPrice(item, now)?.final ?? 0;

function insideWindow(item: Product | ConfigurableChild, now: number): boolean {
  const from = parseCatalogDate(item.special_from_date);
  const end = specialPriceEnd(item.special_to_date);
  return (from === undefined || now >= from) && (end === undefined || now <= end);
}

/**
 * Over generated catalogues and mock clocks (days before and after the fixtures' reference day, any hour), through the
 * query builder, the mock's engine and price indexer and the price presenter: what the cards show, the sorts order
 * by and the facets count are one price.
 */
describe('the catalogue numbers agree (properties)', () => {
  test.prop([fc.integer({ min: 1, max: 400 }), fc.integer({ min: -90, max: 150 }), fc.integer({ min: 0, max: 23 })], { numRuns: 4 })(
    'price sorts are monotone in the shown price, no special outside its window, every facet count equals its filtered result',
    async (seed, days, hour) => {
      const now = Date.parse(DEFAULT_REFERENCE_DATE) + days * DAY + hour * 3_600_000 + 1_234;
      const mock = startNodeMock({ fixtures: fixturesFor(seed, 60), clock: () => new Date(now) });
      try {
        for (const [sort, sign] of [
          ['price-ascending', 1],
          ['price-descending', -1],
        ] as const) {
          const { items } = await listing({}, sort);
          for (let i = 1; i < items.length; i++) expect(sign * (shown(items[i]!, now) - shown(items[i - 1]!, now))).toBeGreaterThanOrEqual(0);
          for (const item of items) {
            for (const priced of [item, ...(item.configurable_children ?? [])]) {
              if (presentPrice(priced, now)?.special !== undefined) expect(insideWindow(priced, now)).toBe(true);
            }
          }
        }
        const check = async (chosen: Readonly<Record<string, readonly string[]>>) => {
          const list = await listing(chosen);
          const facets = indexFacets(list.aggregations, attributesOf(list.aggregations), storeViews.nl, { filters: {}, page: 1 });
          for (const facet of facets.filter((f) => chosen[f.code] === undefined)) {
            for (const value of facet.values) {
              const applied = await listing({ ...chosen, [facet.code]: [value.value] });
              expect(applied.total, `${JSON.stringify(chosen)} + ${facet.code}=${value.value}`).toBe(value.count);
            }
          }
          return facets;
        };
        // Each value alone, then each value together with the first value of every other facet.
        for (const facet of await check({})) {
          const first = facet.values[0];
          if (first !== undefined) await check({ [facet.code]: [first.value] });
        }
      } finally {
        mock.close();
      }
    },
    120_000,
  );
});

/** Attribute options for every aggregated value, so the facets name (and so show) each of them. */
function attributesOf(aggregations: Readonly<Record<string, readonly { readonly key: string | number }[]>>) {
  return DEFAULT_FILTERS.filter((code) => code !== 'price').map((code, i) => {
    const keys = new Set([...(aggregations[`agg_terms_${code}`] ?? []), ...(aggregations[`agg_terms_${code}_options`] ?? [])].map((b) => String(b.key)));
    return { attribute_id: i + 1, attribute_code: code, frontend_label: code, options: [...keys].map((value) => ({ value, label: value })) };
  });
}
