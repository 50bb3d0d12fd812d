/**
 * Prints the catalogue's numbers on five listings, through the shop's own use case, presenters and facets over the
 * in-process mock backend (the same path the server renders): how many facet values show a count that differs from
 * the results when that value is applied (alone, and together with one value of each other facet), and how many of
 * the cards under the price sorts are out of order in the price the card shows.
 *
 *   npx tsx scripts/catalogue-numbers.ts [--now 2026-11-28T12:00:00Z] [--fixtures fixtures/data/default] [--json]
 *
 * docs/catalogue-numbers.md holds the figures before and after the fix.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { LoadCategoryPage, type CategoryPageRequest } from '../application/catalog/load-category-page';
import { cardFromProduct, cardFromProviderGroup, shownPrice, type ProductCardView } from '../application/catalog/product-card-presenter';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { ClockPort } from '../application/ports/clock-port';
import { settingsOfUseCases, serviceAdapters } from '../adapters/wiring/modules';
import { nodeStorage } from '../adapters/wiring/node-storage-module';
import type { StoreCode } from '../domain/store-view/store-view';
import { storeViews } from '../domain/store-view/store-views';
import { loadFixtureSetFromDir } from '../fixtures/generate/io';
import { startNodeMock } from '../mock-backend/node';
import { indexFacets, providerFacets, type FacetView } from '../application/catalog/listing-facets';
import type { ListingState } from '../application/catalog/listing-state';
import { newContainer } from '../adapters/wiring/new-container';

const LISTINGS: readonly { readonly store: StoreCode; readonly key: string }[] = [
  { store: 'nl', key: 'dames/kleding/jeans' },
  { store: 'nl', key: 'dames/kleding' },
  { store: 'nl', key: 'dames/kleding/jurken' },
  { store: 'en', key: 'women/clothing/dresses' },
  { store: 'de', key: 'damen' },
];

const { values } = parseArgs({
  options: { now: { type: 'string' }, fixtures: { type: 'string', default: 'fixtures/data/default' }, json: { type: 'boolean', default: false } },
});
const nowMs = values.now === undefined ? new Date().getTime() : Date.parse(values.now);
if (Number.isNaN(nowMs)) throw new Error(`--now is not a date: ${values.now}`);

const fixtures = await loadFixtureSetFromDir(values.fixtures);
const mock = startNodeMock({ fixtures, clock: () => new Date(nowMs), onUnhandledRequest: 'bypass' });

async function useCaseFor(store: StoreCode): Promise<LoadCategoryPage> {
  const container = newContainer();
  const api = { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
  await container.load(nodeStorage('/tmp/catalogue-numbers-store'), ...serviceAdapters(api), ...settingsOfUseCases(defaultRuntimeConfig, storeViews[store]));
  container.rebind(ClockPort).toConstantValue({ now: () => nowMs });
  return container.get(LoadCategoryPage);
}

interface Listing {
  readonly total: number;
  readonly cards: readonly ProductCardView[];
  readonly facets: readonly FacetView[];
}

async function load(useCase: LoadCategoryPage, store: StoreCode, key: string, state: ListingState): Promise<Listing> {
  const request: CategoryPageRequest = {
    storeCode: store,
    path: `/${key}`,
    query: {},
    categoryKey: key,
    filters: state.filters,
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    page: state.page,
    session: { storeCode: store, viewportWidth: 1280, sessionKey: 'numbers', customerKey: 'numbers' },
  };
  const result = await useCase.execute(request);
  if (!result.ok) return { total: 0, cards: [], facets: [] };
  const page = result.value;
  const context = { storeCode: store, now: page.now, displayOutOfStockSizes: page.displayOutOfStockSizes };
  const cards =
    page.source === 'index'
      ? page.products.map((p) => cardFromProduct(p, context))
      : page.productGroups.flatMap((g) => cardFromProviderGroup(g, context) ?? []);
  const facets =
    page.source === 'index' ? indexFacets(page.aggregations, page.attributes, storeViews[store], state) : providerFacets(page.facets, storeViews[store], state);
  return { total: page.total, cards, facets };
}

/** Cards whose shown price breaks the order of the sort against the card before. */
function outOfOrder(cards: readonly ProductCardView[], direction: 1 | -1): number {
  let wrong = 0;
  for (let i = 1; i < cards.length; i++) {
    if (direction * (shownPrice(cards[i]!.price).amount - shownPrice(cards[i - 1]!.price).amount) < 0) wrong++;
  }
  return wrong;
}

async function allCards(
  useCase: LoadCategoryPage,
  store: StoreCode,
  key: string,
  sort: 'price-ascending' | 'price-descending',
  total: number,
): Promise<ProductCardView[]> {
  const cards: ProductCardView[] = [];
  for (let page = 1; cards.length < total; page++) {
    const listing = await load(useCase, store, key, { filters: {}, sort, page });
    if (listing.cards.length === 0) break;
    cards.push(...listing.cards);
  }
  return cards;
}

const rows = [];
for (const { store, key } of LISTINGS) {
  const useCase = await useCaseFor(store);
  const base = await load(useCase, store, key, { filters: {}, page: 1 });
  let values = 0;
  let wrong = 0;
  const examples: string[] = [];
  const check = async (filters: Readonly<Record<string, readonly string[]>>, facets: readonly FacetView[], label: string) => {
    for (const facet of facets) {
      if (filters[facet.code] !== undefined) continue;
      for (const value of facet.values) {
        if (value.count === undefined) continue;
        values++;
        const applied = await load(useCase, store, key, { filters: { ...filters, [facet.code]: [value.value] }, page: 1 });
        if (applied.total !== value.count) {
          wrong++;
          if (examples.length < 4) examples.push(`${label}${facet.code}=${value.label} (${value.count}) lists ${applied.total}`);
        }
      }
    }
  };
  await check({}, base.facets, '');
  // One value of each facet (its first) combined with every value of the other facets.
  for (const facet of base.facets) {
    const first = facet.values[0];
    if (first === undefined) continue;
    const filters = { [facet.code]: [first.value] };
    const filtered = await load(useCase, store, key, { filters, page: 1 });
    await check(filters, filtered.facets, `${facet.code}=${first.label} + `);
  }
  const ascending = await allCards(useCase, store, key, 'price-ascending', base.total);
  const descending = await allCards(useCase, store, key, 'price-descending', base.total);
  rows.push({
    listing: `${store} /${key}`,
    products: base.total,
    facetValues: values,
    countsDisagreeing: wrong,
    outOfOrderAscending: outOfOrder(ascending, 1),
    outOfOrderDescending: outOfOrder(descending, -1),
    outOfOrderFirst50: outOfOrder(ascending.slice(0, 50), 1) + outOfOrder(descending.slice(0, 50), -1),
    examples,
  });
}
mock.close();

if (values.json) process.stdout.write(`${JSON.stringify({ now: new Date(nowMs).toISOString(), rows }, null, 2)}\n`);
else {
  process.stdout.write(`catalogue numbers at ${new Date(nowMs).toISOString()}\n`);
  for (const r of rows) {
    process.stdout.write(
      `${r.listing}: ${r.products} products; facet values ${r.facetValues}, counts disagreeing ${r.countsDisagreeing}; ` +
        `cards out of order: price ascending ${r.outOfOrderAscending}, descending ${r.outOfOrderDescending} (first 50 of both: ${r.outOfOrderFirst50})\n`,
    );
    for (const e of r.examples) process.stdout.write(`    ${e}\n`);
  }
}
