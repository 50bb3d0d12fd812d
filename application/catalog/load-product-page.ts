import { inject, injectable } from 'inversify';
import { configurableOptionGroups, type OptionGroup } from '../../domain/catalog/configurable-options';
import { catalogMessages } from '../../domain/catalog/messages';
import { configureVariant, withSelectedVariant } from '../../domain/catalog/select-variant';
import { syncConfigurableStock } from '../../domain/catalog/stock-sync';
import { SIZES } from '../../domain/catalog/constants';
import type { Attribute, BundleOption, Category, Product, ProductLink, RecommendationList } from '../../domain/catalog/types';
import type { Configuration } from '../../domain/catalog/variant-availability';
import { childAccess } from '../../domain/catalog/visibility';
import type { Notice } from '../../domain/notifications/types';
import { listingFilters } from '../../domain/search/search-query';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CatalogPort } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';
import { StockPort } from '../ports/stock-port';
import { CatalogSettings, fillText, stockPolicy } from './catalog-settings';

export interface ProductPageRequest {
  readonly storeCode: StoreCode;
  /** The sku in the URL (`/p/{parentSku}/...`); a configurable child's own sku is redirected to its parent. */
  readonly parentSku: string;
  readonly childSku?: string;
  /** Attributes the shopper chose (attribute code → option value). */
  readonly configuration?: Configuration;
  readonly session: ProviderSession;
}

export interface ProductPage {
  readonly product: Product;
  readonly options: readonly OptionGroup[];
  readonly related: readonly Product[];
  readonly recommendations: readonly RecommendationList[];
  /** Labels and options of the attributes the page shows (brand, colour, the configurable options); empty when they fail to load. */
  readonly attributes: readonly Attribute[];
  /** When the page was loaded (epoch ms), for special-price windows. */
  readonly now: number;
  /** The stock settings the page's option rules follow (catalogue spec §4). */
  readonly displayOutOfStockSizes: boolean;
  readonly listOutOfStock: boolean;
  /** The 'no-such-configuration' warning with OK (catalogue spec §8). */
  readonly notice?: Notice;
  /** The product's deepest category and its parents below the root, outermost first (breadcrumbs); empty when unknown. */
  readonly categoryTrail: readonly Category[];
  /** The URL dispatcher is on: the product's url_path is its page, /p/{sku}/{slug} answers 301 to it (catalogue spec §2). */
  readonly urlDispatcher: boolean;
}

export type ProductPageOutcome =
  | { readonly kind: 'product'; readonly page: ProductPage }
  /** A configurable child opened directly: 301 on the server, replace on the client (catalogue spec §4). */
  | { readonly kind: 'redirect-to-parent'; readonly parentSku: string; readonly childSku: string; readonly parentUrlPath?: string };

export type ProductPageFailure =
  | { readonly kind: 'not-found'; readonly sku: string }
  | { readonly kind: 'child-not-visible'; readonly sku: string }
  | { readonly kind: 'unavailable'; readonly cause: PortErrorKind };

const ok_button = { label: 'ok', action: 'close' } as const;

/**
 * A product page: the product (falling back to the search call when the lookup fails), child → parent redirect,
 * stock sync, variant choice and configuration, grouped links, related products and the provider's
 * ALTERNATIVES/UPSELL lists (catalogue spec §4, §7, §8).
 */
@injectable()
export class LoadProductPage {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(StockPort) private readonly stock: StockPort,
    @inject(SearchProviderPort) private readonly provider: SearchProviderPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(request: ProductPageRequest): Promise<Result<ProductPageOutcome, ProductPageFailure>> {
    const { storeCode, parentSku } = request;
    let found: Product | undefined;
    try {
      found = await this.single(storeCode, parentSku);
      // An index without separate child documents still knows the child through its parent's configurable_children.
      const parentOfChild = found === undefined ? await this.parentOf(storeCode, parentSku) : undefined;
      // Stryker disable next-line StringLiteral: the type_id of a stand-in is never read
      if (parentOfChild !== undefined) found = { id: parentSku, sku: parentSku, name: parentSku, type_id: 'simple', visibility: 1, parentSku: parentOfChild };
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: 'unavailable', cause: error.kind });
    }
    if (found === undefined) {
      this.logger.warn('catalog', fillText(catalogMessages['product-query-empty-status'], { n: 1 }), { sku: parentSku });
      return err({ kind: 'not-found', sku: parentSku });
    }
    const access = childAccess(found, this.settings.preventConfigurableChildDirectAccess);
    if (!access.ok) {
      this.logger.warn('catalog', fillText(catalogMessages['product-query-empty-visibility'], { n: 1 }), { sku: parentSku });
      return err({ kind: 'child-not-visible', sku: parentSku });
    }
    if (access.value === 'redirect-to-parent') {
      const parent = found.parentSku ?? (await this.parentOf(storeCode, found.sku));
      if (parent === undefined) return err({ kind: 'not-found', sku: parentSku });
      const parentUrlPath = (await this.bySkus(storeCode, [parent], false))[0]?.url_path;
      return ok({ kind: 'redirect-to-parent', parentSku: parent, childSku: found.sku, ...(parentUrlPath === undefined ? {} : { parentUrlPath }) });
    }
    const { product, notice } = await this.configure(storeCode, found, request);
    const withLinks = await this.loadBundleLinks(storeCode, await this.loadColourRelations(storeCode, await this.loadGroupedLinks(storeCode, product)));
    // The options of the stock-synced children: a sold-out or disabled child is no longer a choice (catalogue spec §4).
    const options =
      found.type_id === 'configurable'
        ? configurableOptionGroups(product, { displayOutOfStockSizes: this.settings.displayOutOfStockSizes }, request.configuration ?? {})
        : [];
    const [related, recommendations, attributes, categoryTrail] = await Promise.all([
      this.related(storeCode, product),
      this.recommendations(request),
      this.attributes(storeCode, product),
      this.categoryTrail(storeCode, product),
    ]);
    const { displayOutOfStockSizes, listOutOfStockProducts: listOutOfStock, urlDispatcher } = this.settings;
    const page = {
      product: withLinks,
      options,
      related,
      recommendations,
      attributes,
      categoryTrail,
      urlDispatcher,
      now: this.clock.now(),
      displayOutOfStockSizes,
      listOutOfStock,
    };
    return ok({ kind: 'product', page: { ...page, ...(notice === undefined ? {} : { notice }) } });
  }

  /** A bundle's option products, so its price can be computed from the default links (catalogue spec §4). */
  private async loadBundleLinks(storeCode: StoreCode, product: Product): Promise<Product> {
    if (product.type_id !== 'bundle' || (product.bundle_options ?? []).length === 0) return product;
    const skus = [...new Set((product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)))];
    const loaded = await this.bySkus(storeCode, skus, false);
    // Stryker disable next-line ArrayDeclaration: unreachable: the early return above leaves only products with bundle_options
    const options: BundleOption[] = (product.bundle_options ?? []).map((option) => ({
      ...option,
      product_links: option.product_links.map((link) => {
        const linked = loaded.find((p) => p.sku === link.sku);
        if (linked === undefined) this.logger.warn('catalog', catalogMessages['product-link-not-found'], { sku: link.sku });
        return linked === undefined ? link : { ...link, product: linked };
      }),
    }));
    return { ...product, bundle_options: options };
  }

  /** The sibling products of colour relations (catalogue spec §3 colorrelation links), listable ones only. */
  private async loadColourRelations(storeCode: StoreCode, product: Product): Promise<Product> {
    // Stryker disable next-line MethodExpression: one extra query, same result
    const links = (product.product_links ?? []).filter((l) => l.link_type === 'colorrelation');
    if (links.length === 0) return product;
    const loaded = await this.bySkus(
      storeCode,
      links.map((l) => l.linked_product_sku),
      true,
    );
    return {
      ...product,
      product_links: (product.product_links ?? []).map((link) => {
        if (link.link_type !== 'colorrelation') return link;
        const linked = loaded.find((p) => p.sku === link.linked_product_sku);
        return linked === undefined ? link : { ...link, product: linked };
      }),
    };
  }

  private async attributes(storeCode: StoreCode, product: Product): Promise<readonly Attribute[]> {
    const codes = [
      ...new Set([
        'brand_ois',
        'color_ois',
        ...(product.configurable_options ?? []).flatMap((o) => (o.attribute_code === undefined ? [] : [o.attribute_code])),
      ]),
    ];
    try {
      return (await this.catalog.search(storeCode, 'attribute', { filters: [{ attribute: 'attribute_code', op: 'in', value: codes }], size: codes.length }))
        .items;
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Attributes failed to load: ${error.message}`);
      return [];
    }
  }

  /**
   * The breadcrumb trail: of the product's categories the deepest (the first listed on a tie, so a sale category
   * added beside the garment's own does not win), with its parents above the root category (catalogue spec §9 root 2).
   */
  private async categoryTrail(storeCode: StoreCode, product: Product): Promise<readonly Category[]> {
    const ids = [...new Set([...(product.category_ids ?? []), ...(product.category ?? []).map((c) => c.category_id)].map(Number))].filter(
      (id) => id > SIZES.rootCategoryId,
    );
    if (ids.length === 0) return [];
    try {
      const own = (await this.catalog.search(storeCode, 'category', { filters: [{ attribute: 'id', op: 'in', value: ids }], size: ids.length })).items;
      const deepest = [...own].sort((a, b) => b.level - a.level || ids.indexOf(Number(a.id)) - ids.indexOf(Number(b.id)))[0];
      if (deepest === undefined) return [];
      // Stryker disable next-line ArrayDeclaration: `?? []` fallback replaced by a string: a string has none of the fields read
      const parentIds = (deepest.parent_ids ?? []).map(Number).filter((id) => id > SIZES.rootCategoryId);
      // Stryker disable next-line ArrayDeclaration: over-fetches parents; the trail is the same
      const known = new Map(own.map((c) => [Number(c.id), c]));
      // Stryker disable next-line MethodExpression: over-fetches parents; the trail is the same
      const missing = parentIds.filter((id) => !known.has(id));
      if (missing.length > 0) {
        const parents = (await this.catalog.search(storeCode, 'category', { filters: [{ attribute: 'id', op: 'in', value: missing }], size: missing.length }))
          .items;
        for (const parent of parents) known.set(Number(parent.id), parent);
      }
      const trail = parentIds.flatMap((id) => known.get(id) ?? []);
      return [...trail, deepest].filter((c) => c.is_active !== false).sort((a, b) => a.level - b.level);
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('catalog', `Breadcrumb categories failed: ${error.message}`);
      return [];
    }
  }

  /** The single lookup by sku; when it fails, the search call (catalogue spec §8 "Product load errors"). */
  private async single(storeCode: StoreCode, sku: string): Promise<Product | undefined> {
    try {
      const result = await this.catalog.search(storeCode, 'product', {
        filters: [
          { attribute: 'sku', op: 'eq', value: sku },
          { attribute: 'status', op: 'in', value: [0, 1] },
        ],
        size: 1,
      });
      return result.items[0];
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('catalog', `Product load failed, falling back to the search call: ${error.message}`, { sku });
      const result = await this.catalog.search(storeCode, 'product', { text: sku, size: 50 });
      return result.items.find((p) => p.sku === sku && (p.status ?? 1) < 2);
    }
  }

  private async parentOf(storeCode: StoreCode, childSku: string): Promise<string | undefined> {
    const result = await this.catalog.search(storeCode, 'product', {
      filters: [{ attribute: 'configurable_children.sku', op: 'eq', value: childSku }],
      size: 1,
    });
    return result.items[0]?.sku;
  }

  /** Stock sync with fresh stock, then the variant of the URL or of the chosen attributes (catalogue spec §4). */
  private async configure(storeCode: StoreCode, product: Product, request: ProductPageRequest): Promise<{ product: Product; notice?: Notice }> {
    if (product.type_id !== 'configurable') return { product };
    const skus = [product.sku, ...(product.configurable_children ?? []).map((c) => c.sku)];
    const synced = syncConfigurableStock(product, await this.stock.list(storeCode, skus));
    const policy = stockPolicy(this.settings);
    if (request.configuration !== undefined && Object.keys(request.configuration).length > 0) {
      const chosen = configureVariant(synced, request.configuration, policy);
      if (chosen.ok) return { product: { ...synced, selectedVariant: chosen.value, is_configured: true } };
      return {
        product: withSelectedVariant(synced, { ...(request.childSku === undefined ? {} : { sku: request.childSku }) }, policy),
        notice: { type: 'warning', message: chosen.error.messageId, action1: ok_button },
      };
    }
    const selected = withSelectedVariant(synced, { ...(request.childSku === undefined ? {} : { sku: request.childSku }) }, policy);
    // A childSku that is not (or no longer) a choosable child is not ignored silently: the page says so and shows another.
    if (request.childSku !== undefined && selected.selectedVariant?.sku !== request.childSku) {
      this.logger.warn('catalog', catalogMessages['product-not-found'], { sku: request.childSku, parentSku: product.sku });
      return { product: selected, notice: { type: 'warning', message: 'no-such-configuration', action1: ok_button } };
    }
    return { product: selected };
  }

  /**
   * A grouped product's associated products; a missing one is logged (catalogue spec §8) and left out. Its other
   * links (colour siblings, related products) stay for the steps after this one.
   */
  private async loadGroupedLinks(storeCode: StoreCode, product: Product): Promise<Product> {
    if (product.type_id !== 'grouped') return product;
    // Stryker disable next-line ArrayDeclaration: `?? []` fallback replaced by a string: a string has none of the fields read
    const links = (product.product_links ?? []).filter((l) => l.link_type === 'associated');
    if (links.length === 0) {
      this.logger.error('catalog', 'Grouped product without product_links', { sku: product.sku });
      return product;
    }
    const loaded = await this.bySkus(
      storeCode,
      links.map((l) => l.linked_product_sku),
      false,
    );
    const withProducts: ProductLink[] = [];
    for (const link of product.product_links ?? []) {
      if (link.link_type !== 'associated') {
        withProducts.push(link);
        continue;
      }
      const linked = loaded.find((p) => p.sku === link.linked_product_sku);
      if (linked === undefined) this.logger.warn('catalog', catalogMessages['product-link-not-found'], { sku: link.linked_product_sku });
      else withProducts.push({ ...link, product: linked });
    }
    return { ...product, product_links: withProducts };
  }

  private async related(storeCode: StoreCode, product: Product): Promise<readonly Product[]> {
    // Stryker disable next-line ArrayDeclaration: `?? []` fallback replaced by a string: a string has none of the fields read
    const skus = (product.product_links ?? []).filter((l) => l.link_type === 'related').map((l) => l.linked_product_sku);
    if (skus.length === 0) return [];
    const found = await this.bySkus(storeCode, skus, true);
    for (const sku of skus) if (!found.some((p) => p.sku === sku)) this.logger.warn('catalog', catalogMessages['product-not-found'], { sku });
    return found;
  }

  private async recommendations(request: ProductPageRequest): Promise<readonly RecommendationList[]> {
    return (await this.provider.productPage(request.session, request.parentSku))?.recommendationLists ?? [];
  }

  private async bySkus(storeCode: StoreCode, skus: readonly string[], listableOnly: boolean): Promise<readonly Product[]> {
    try {
      const filters = [{ attribute: 'sku', op: 'in' as const, value: skus }, ...(listableOnly ? listingFilters(stockPolicy(this.settings)) : [])];
      return (await this.catalog.search(storeCode, 'product', { filters, size: skus.length })).items;
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('catalog', `Linked products failed to load: ${error.message}`);
      return [];
    }
  }
}
