import { inject, injectable } from 'inversify';
import { SIZES } from '../../domain/catalog/constants';
import { catalogMessages } from '../../domain/catalog/messages';
import type { Attribute, Category, Facet, LandingPage, LandingSubcategory, Product, ProviderProductGroup } from '../../domain/catalog/types';
import type { Notice } from '../../domain/notifications/types';
import { searchTextOf } from '../../domain/routing/search-text';
import type { RouteParams } from '../../domain/routing/types';
import { checkCategoryId } from '../../domain/search/lookup-validation';
import { withinResultWindow } from '../../domain/search/result-window';
import { listingFilters, searchPanelFilters } from '../../domain/search/search-query';
import { DEFAULT_FILTERS, sortOption } from '../../domain/search/sort-and-filters';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type AggregationBucket, CatalogPort } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';
import { FIELDS_CARDS_NEVER_READ } from './card-fields';
import { CatalogSettings, fillText, stockPolicy } from './catalog-settings';
import { type ChosenFilters, indexFilters, indexSort, providerFilters } from './category-filters';

/** Landing pages linked to one category that are read to find its own (editors link a handful at most). */
const LANDING_PAGES_PER_CATEGORY = 20;

export interface CategoryPageRequest {
  readonly storeCode: StoreCode;
  /** The store-relative path; paths with catalogsearch or geen-zoekresultaat search for `query.q`. */
  readonly path: string;
  readonly query: RouteParams;
  /** The category key: url_path, slug, url_key or id (catalogue spec §2). Absent on search pages. */
  readonly categoryKey?: string;
  /** A landing page's url_path (`/{url_path}` or `/l/elevate/`): its category and filters make the page. */
  readonly landingPath?: string;
  readonly filters?: ChosenFilters;
  readonly sort?: string;
  /** 1-based. */
  readonly page?: number;
  readonly pageSize?: number;
  readonly session: ProviderSession;
}

export interface CategoryPage {
  readonly category?: Category;
  /** The category's parents below the root category, outermost first (for the breadcrumbs). */
  readonly ancestors: readonly Category[];
  readonly landingPage?: LandingPage;
  /** The landing page's subcategories from the search provider (empty without a landing page). */
  readonly subcategories: readonly LandingSubcategory[];
  readonly searchText?: string;
  readonly source: 'search-provider' | 'index';
  readonly products: readonly Product[];
  readonly productGroups: readonly ProviderProductGroup[];
  readonly facets: readonly Facet[];
  readonly aggregations: Readonly<Record<string, readonly AggregationBucket[]>>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** The filter attributes (DEFAULT_FILTERS) with their option labels, for the index's aggregations; empty from the provider. */
  readonly attributes: readonly Attribute[];
  /** Out-of-stock sizes are shown disabled when true, hidden when false (catalogue spec §4, config). */
  readonly displayOutOfStockSizes: boolean;
  /** When the list was read (epoch ms): special-price windows are judged at this time, on the server and in the browser alike. */
  readonly now: number;
}

export type CategoryPageFailure =
  | { readonly kind: 'category-not-found'; readonly key: string }
  /** Empty or failed product list: the warning with OK of catalogue spec §8. */
  | { readonly kind: 'no-products'; readonly notice: Notice };

const noProducts: CategoryPageFailure = {
  kind: 'no-products',
  notice: { type: 'warning', message: 'no-products-synchronized', action1: { label: 'ok', action: 'close' } },
};

const lookupFields = ['url_path', 'slug', 'url_key', 'id'] as const;

/**
 * A category (or search results) page: the search provider's landing page when one exists for the category,
 * else the index; filters, sort and page (catalogue spec §2, §7, §8).
 */
@injectable()
export class LoadCategoryPage {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(SearchProviderPort) private readonly provider: SearchProviderPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(request: CategoryPageRequest): Promise<Result<CategoryPage, CategoryPageFailure>> {
    const searchText = searchTextOf(request.path, request.query);
    let category: Category | undefined;
    let landingPage: LandingPage | undefined;
    try {
      if (request.landingPath !== undefined) {
        const key = request.landingPath.replace(/^\/+|\/+$/g, '');
        landingPage = await this.landingPageAt(request.storeCode, key);
        category = landingPage === undefined ? undefined : await this.findCategory(request.storeCode, String(landingPage.category_id));
        if (category === undefined) return err({ kind: 'category-not-found', key });
      } else if (searchText === undefined) {
        const key = request.categoryKey ?? '';
        category = await this.findCategory(request.storeCode, key);
        if (category === undefined) return err({ kind: 'category-not-found', key });
        landingPage = await this.findLandingPage(request.storeCode, category);
      }
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Category lookup failed: ${error.message}`);
      return err(noProducts);
    }
    const ancestors = category === undefined ? [] : await this.ancestorsOf(request.storeCode, category);
    const page = Math.max(1, Math.trunc(request.page ?? 1));
    const subcategories = landingPage === undefined ? [] : await this.provider.subcategories(request.session, landingPage.url_path);
    const base = {
      subcategories,
      ancestors,
      displayOutOfStockSizes: this.settings.displayOutOfStockSizes,
      now: this.clock.now(),
      ...(category === undefined ? {} : { category }),
      ...(landingPage === undefined ? {} : { landingPage }),
      ...(searchText === undefined ? {} : { searchText }),
      page,
    };
    if (landingPage !== undefined || searchText !== undefined) {
      const reference = landingPage?.url_path ?? category?.url_path;
      const fromProvider = await this.fromProvider(request, reference, searchText, page);
      if (fromProvider !== undefined) return ok({ ...base, ...fromProvider });
    }
    return this.fromIndex(request, category, landingPage, searchText, base);
  }

  private async fromProvider(request: CategoryPageRequest, reference: string | undefined, q: string | undefined, page: number) {
    const pageSize = request.pageSize ?? SIZES.landingPageLimit;
    const answer = await this.provider.page(request.session, {
      pageReference: reference === undefined ? request.path : `/${reference}`,
      ...(q === undefined ? {} : { q }),
      skip: (page - 1) * pageSize,
      limit: pageSize,
      ...(request.sort === undefined ? {} : { sort: sortOption(request.sort).providerSort }),
      filters: providerFilters(request.filters ?? {}),
      // Landing pages and search results leave out what cannot be bought, as the index's listings do (catalogue spec §5).
      ...(this.settings.listOutOfStockProducts ? {} : { inStockOnly: true }),
    });
    const list = answer?.primaryList;
    if (list === undefined || list.productGroups.length === 0) return undefined;
    return {
      source: 'search-provider' as const,
      products: [],
      productGroups: list.productGroups,
      facets: list.facets,
      aggregations: {},
      attributes: [],
      total: list.totalHits,
      pageSize,
    };
  }

  private async fromIndex(
    request: CategoryPageRequest,
    category: Category | undefined,
    landingPage: LandingPage | undefined,
    searchText: string | undefined,
    base: Omit<CategoryPage, 'source' | 'products' | 'productGroups' | 'facets' | 'aggregations' | 'attributes' | 'total' | 'pageSize'>,
  ): Promise<Result<CategoryPage, CategoryPageFailure>> {
    const pageSize = request.pageSize ?? SIZES.productList;
    // ?page=99999 is a tampered or stale URL, not a failure of the index: no call (it would refuse it), no error logged.
    if (!withinResultWindow(base.page, pageSize)) return err(noProducts);
    const policy = stockPolicy(this.settings);
    try {
      const result = await this.catalog.search(request.storeCode, 'product', {
        filters: [
          ...(searchText === undefined ? listingFilters(policy) : searchPanelFilters(policy)),
          ...(category === undefined ? [] : [{ attribute: 'category_ids', op: 'in' as const, value: [category.id] }]),
        ],
        catalogFilters: indexFilters(request.filters ?? {}, landingPage?.filter_attributes),
        ...(searchText === undefined ? {} : { text: searchText }),
        sort: indexSort(request.sort, searchText !== undefined),
        from: (base.page - 1) * pageSize,
        size: pageSize,
        aggregations: DEFAULT_FILTERS,
        excludeFields: FIELDS_CARDS_NEVER_READ,
      });
      if (result.items.length === 0) return err(noProducts);
      const attributes = await this.filterAttributes(request.storeCode);
      return ok({
        ...base,
        source: 'index',
        products: result.items,
        productGroups: [],
        facets: [],
        aggregations: result.aggregations,
        attributes,
        total: result.total,
        pageSize,
      });
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Product list failed: ${error.message}`);
      return err(noProducts);
    }
  }

  /** The default filters' attributes, so the page can name the aggregated option values; none when the lookup fails. */
  private async filterAttributes(storeCode: StoreCode): Promise<readonly Attribute[]> {
    try {
      const found = await this.catalog.search(storeCode, 'attribute', { filters: [{ attribute: 'attribute_code', op: 'in', value: [...DEFAULT_FILTERS] }] });
      return found.items;
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('catalog', `Filter attributes failed: ${error.message}`);
      return [];
    }
  }

  /** Tries the key as url_path, slug, url_key and id, in that order; logs the spec's text when none matches. */
  private async findCategory(storeCode: StoreCode, key: string): Promise<Category | undefined> {
    const trimmed = key.replace(/^\/+|\/+$/g, '');
    for (const field of lookupFields) {
      if (field === 'id' && !checkCategoryId(trimmed).ok) continue;
      // Stryker disable next-line StringLiteral: the index coerces a term on a numeric field
      const value = field === 'id' ? Number(trimmed) : trimmed;
      const found = await this.catalog.search(storeCode, 'category', { filters: [{ attribute: field, op: 'eq', value }], size: 1 });
      if (found.items[0] !== undefined) return found.items[0];
    }
    this.logger.warn('catalog', fillText(catalogMessages['category-query-empty'], { key: 'url_path', value: trimmed }));
    return undefined;
  }

  /** Parents above the root category (id 2, catalogue spec §9) by level; none when the lookup fails. */
  private async ancestorsOf(storeCode: StoreCode, category: Category): Promise<readonly Category[]> {
    // Stryker disable next-line ArrayDeclaration: Number('Stryker was here') is NaN, dropped by the > 2 filter
    const ids = (category.parent_ids ?? []).filter((id) => Number(id) > SIZES.rootCategoryId);
    if (ids.length === 0) return [];
    try {
      const found = await this.catalog.search(storeCode, 'category', { filters: [{ attribute: 'id', op: 'in', value: ids.map(Number) }], size: ids.length });
      return [...found.items].sort((a, b) => a.level - b.level);
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('catalog', `Category parents failed: ${error.message}`);
      return [];
    }
  }

  private async landingPageAt(storeCode: StoreCode, urlPath: string): Promise<LandingPage | undefined> {
    const found = await this.catalog.search(storeCode, 'landing_page', { filters: [{ attribute: 'url_path', op: 'eq', value: urlPath }], size: 1 });
    return found.items[0];
  }

  /**
   * The category's own landing page: of the landing pages linked to it, the one at the category's url_path. Another
   * (the black dresses of the dresses) is another page, cleared on the category's route (catalogue spec §4).
   */
  private async findLandingPage(storeCode: StoreCode, category: Category): Promise<LandingPage | undefined> {
    const found = await this.catalog.search(storeCode, 'landing_page', {
      filters: [{ attribute: 'category_id', op: 'eq', value: category.id }],
      size: LANDING_PAGES_PER_CATEGORY,
    });
    return found.items.find((landing) => currentLandingPage(landing, category.url_path ?? '') !== undefined);
  }
}

/** The current landing page is cleared when the route path differs from its url_path (catalogue spec §4). */
export function currentLandingPage(landing: LandingPage | undefined, routePath: string): LandingPage | undefined {
  const trim = (p: string) => p.replace(/^\/+|\/+$/g, '');
  return landing !== undefined && trim(landing.url_path) === trim(routePath) ? landing : undefined;
}
