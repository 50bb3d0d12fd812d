import type { CategoryPage, CategoryPageFailure } from './load-category-page';
import type { ProductListRef } from './track-product-list';
import { SIZE_SELECTOR_CATEGORY_IDS } from '../../domain/catalog/constants';
import type { Category } from '../../domain/catalog/types';
import type { Result } from '../../domain/shared/result';
import type { StoreView } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { cardFromProduct, cardFromProviderGroup, type ProductCardView } from './product-card-presenter';
import { type FacetView, indexFacets, providerFacets } from './listing-facets';
import type { ListingState } from './listing-state';

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

/** A product list page's data (category, landing page, search results): plain JSON for the server's HTML. */
export interface ListingData {
  readonly kind: 'category' | 'landing' | 'search';
  /** The heading; empty for a search (the page says "Search results for …"). */
  readonly title: string;
  readonly description?: string;
  /** Crumbs after Home, the last one is the page itself. */
  readonly breadcrumbs: readonly Crumb[];
  readonly subcategories: readonly Crumb[];
  readonly cards: readonly ProductCardView[];
  readonly facets: readonly FacetView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly state: ListingState;
  /** Store-prefixed path of the list, without query. */
  readonly path: string;
  /** Query parameters that are not list state (the search text). */
  readonly keep: Readonly<Record<string, string>>;
  readonly searchText?: string;
  /** Cards offer their sizes and add to cart (categories 3775, 387, 3777, 389 and below, and search results). */
  readonly sizeSelector: boolean;
  readonly list: ProductListRef;
  /** The list could not be loaded, or the filters left nothing. */
  readonly empty?: 'no-products-found' | 'no-products-synchronized';
}

/** Size selector rules apply to categories 3775, 387, 3777, 389 (catalogue spec §9) and their subcategories. */
export function hasSizeSelector(category: Category | undefined): boolean {
  if (category === undefined) return false;
  const ids = [category.id, ...(category.parent_ids ?? []), ...(category.path ?? '').split('/')].map(Number);
  return SIZE_SELECTOR_CATEGORY_IDS.some((id) => ids.includes(id));
}

const categoryHref = (view: StoreView, category: Category): string =>
  withStorePrefix(view.storeCode, `/${(category.url_path ?? category.slug ?? String(category.id)).replace(/^\/+/, '')}`);

export interface ListingInput {
  readonly kind: ListingData['kind'];
  readonly view: StoreView;
  readonly path: string;
  readonly state: ListingState;
  readonly keep: Readonly<Record<string, string>>;
}

/**
 * The page data of a LoadCategoryPage answer; undefined when the category does not exist (the 404 page). When the
 * filters left nothing, `unfiltered` (the same list without filters) still gives the heading, crumbs and filters, so
 * the shopper can take a filter back.
 */
export function listingData(
  result: Result<CategoryPage, CategoryPageFailure>,
  input: ListingInput,
  unfiltered?: Result<CategoryPage, CategoryPageFailure>,
): ListingData | undefined {
  if (!result.ok && result.error.kind === 'no-products' && unfiltered?.ok === true) {
    const data = listingData(unfiltered, input);
    return data === undefined ? undefined : { ...data, cards: [], total: 0, empty: 'no-products-found' };
  }
  const { view, state } = input;
  const base = {
    kind: input.kind,
    path: input.path,
    keep: input.keep,
    state,
    page: state.page,
    ...(input.keep['q'] === undefined ? {} : { searchText: input.keep['q'] }),
  };
  if (!result.ok) {
    if (result.error.kind === 'category-not-found') return undefined;
    const filtered = Object.keys(state.filters).length > 0;
    return {
      ...base,
      title: '',
      breadcrumbs: [],
      subcategories: [],
      cards: [],
      facets: [],
      total: 0,
      pageSize: 0,
      sizeSelector: false,
      list: { id: input.kind, name: input.kind },
      empty: filtered || input.kind === 'search' ? 'no-products-found' : 'no-products-synchronized',
    };
  }
  const page = result.value;
  const context = { storeCode: view.storeCode, now: page.now, displayOutOfStockSizes: page.displayOutOfStockSizes };
  const cards =
    page.source === 'index'
      ? page.products.map((p) => cardFromProduct(p, context))
      : page.productGroups.map((g) => cardFromProviderGroup(g, context)).filter((c): c is ProductCardView => c !== undefined);
  const facets = page.source === 'index' ? indexFacets(page.aggregations, page.attributes, view, state) : providerFacets(page.facets, view, state);
  const category = page.category;
  const title = input.kind === 'search' ? '' : (category?.name ?? '');
  const crumbs = [...page.ancestors, ...(category === undefined ? [] : [category])].map((c) => ({ label: c.name, href: categoryHref(view, c) }));
  const breadcrumbs = input.kind === 'landing' && page.landingPage !== undefined ? [...crumbs.slice(0, -1), { label: title, href: input.path }] : crumbs;
  return {
    ...base,
    title,
    ...(category?.description ? { description: category.description } : {}),
    breadcrumbs,
    subcategories: page.subcategories.map((s) => ({
      label: (s as { name?: string }).name ?? s.url_path.split('/').pop() ?? s.url_path,
      href: withStorePrefix(view.storeCode, `/${s.url_path.replace(/^\/+/, '')}`),
    })),
    cards,
    facets,
    total: page.total,
    pageSize: page.pageSize,
    sizeSelector: input.kind === 'search' || hasSizeSelector(category),
    list:
      input.kind === 'search' ? { id: 'search_results', name: 'Search results' } : { id: `category_${String(category?.id ?? '')}`, name: category?.name ?? '' },
    ...(cards.length === 0 ? { empty: Object.keys(state.filters).length > 0 ? ('no-products-found' as const) : ('no-products-synchronized' as const) } : {}),
  };
}
