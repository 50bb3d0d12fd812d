import { SIZES } from '../../domain/catalog/constants';
import { type PlacedLabel, placeLabels } from './label-presenter';
import { type CardContext, cardFromProviderGroup, type ProductCardView } from './product-card-presenter';
import { type ProductPage } from './load-product-page';
import { type OptionGroup } from '../../domain/catalog/configurable-options';
import { type Attribute, type Id, type PriceFields, type Product, type RecommendationList } from '../../domain/catalog/types';
import { type Notice } from '../../domain/notifications/types';
import { bundlePrice } from '../../domain/pricing/bundle-price';
import { groupedPrice } from '../../domain/pricing/grouped-price';
import { type PriceContext } from '../../domain/pricing/price-set';
import { type TaxContext } from '../../domain/pricing/product-prices';
import { type StoreCode, type StoreView } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { inclTax, presentPrice, presentPriceDetails, type PriceDetails, type PriceView } from './price-presenter';

/** The three shown prices only (the page's details stay in `prices.details`). */
const plainPrice = ({ regular, final, special }: PriceView): PriceView => (special === undefined ? { regular, final } : { regular, final, special });

export type { PriceView } from './price-presenter';

export interface PageSettings {
  readonly displayOutOfStockSizes: boolean;
  readonly listOutOfStock: boolean;
}

/** Where the selected child's sku goes: the `childSku` query with the URL dispatcher, else the last path segment. */
export interface ProductPaths {
  /** The parent's own path (canonical), store prefix included. */
  readonly base: string;
  readonly childSkuIn: 'query' | 'path';
}

/** The loader data of the product page (plain JSON, embedded in the server's HTML). */
export interface ProductPageData {
  readonly storeCode: StoreCode;
  readonly product: Product;
  /** The product-view labels over the pictures, one per corner (label-presenter.ts). */
  readonly labels: readonly PlacedLabel[];
  readonly options: readonly OptionGroup[];
  readonly attributes: readonly Attribute[];
  /** The search provider's ALTERNATIVES and UPSELL lists as cards (catalogue spec §7, 8 each). */
  readonly related: { readonly alternatives: readonly ProductCardView[]; readonly upsell: readonly ProductCardView[] };
  readonly prices: {
    readonly product?: PriceView;
    /** The product's own price with its net amounts, stored special price and special price window. */
    readonly details?: PriceDetails;
    /** By child sku (configurable) or linked sku (grouped items, bundle selections). */
    readonly bySku: Readonly<Record<string, PriceView>>;
    /** Grouped: the sum of the items at quantity 1; bundle: the default selections times their qty (catalogue spec §4). */
    readonly total?: number;
  };
  readonly settings: PageSettings;
  readonly paths: ProductPaths;
  readonly notice?: Notice;
  /** The category path after Home, each with its store-prefixed path; the product itself comes last on the page. */
  readonly breadcrumbs: readonly { readonly label: string; readonly path: string }[];
}

type Priced = PriceFields & { readonly tax_class_id?: Id };

/** A product with every price field of its links read tax-inclusive, for the grouped and bundle sums. */
function withInclTaxLinks(product: Product): Product {
  return {
    ...product,
    product_links: product.product_links?.map((l) => (l.product === undefined ? l : { ...l, product: inclTax(l.product) })),
    bundle_options: product.bundle_options?.map((o) => ({
      ...o,
      product_links: o.product_links.map((l) => (l.product === undefined ? l : { ...l, product: inclTax(l.product) })),
    })),
  };
}

/** Products whose prices the page shows: configurable children, grouped items, bundle selections. */
function pricedSkus(product: Product): readonly { readonly sku: string; readonly item: Priced }[] {
  // Stryker disable next-line ArrayDeclaration: a string has no price and no link_type
  const children = (product.configurable_children ?? []).map((c) => ({ sku: c.sku, item: c }));
  // Stryker disable next-line ArrayDeclaration: a string has no price and no link_type
  const grouped = (product.product_links ?? []).flatMap((l) =>
    l.link_type === 'associated' && l.product ? [{ sku: l.linked_product_sku, item: l.product }] : [],
  );
  const bundle = (product.bundle_options ?? []).flatMap((o) => o.product_links.flatMap((l) => (l.product ? [{ sku: l.sku, item: l.product }] : [])));
  return [...children, ...grouped, ...bundle];
}

/** A provider list as cards (8 at most), each product once on the page: `shown` holds the skus of the lists above. */
function cardsOf(lists: readonly RecommendationList[], algorithm: string, context: CardContext, shown: Set<string>): readonly ProductCardView[] {
  const groups = lists.find((l) => l.algorithm.toUpperCase() === algorithm)?.productGroups ?? [];
  const cards: ProductCardView[] = [];
  for (const group of groups.slice(0, SIZES.recommendationListLimit)) {
    const card = cardFromProviderGroup(group, context);
    if (card === undefined || shown.has(card.sku)) continue;
    shown.add(card.sku);
    cards.push(card);
  }
  return cards;
}

/**
 * Presents the use case's product page as the page data: every price the page may show is resolved once here
 * (price-presenter.ts, the same rule as the cards and the CLI) and the grouped and bundle sums with the store view's tax
 * settings (catalogue spec §4, §9), so the browser shows the same amounts the server rendered.
 */
export function toProductPageData(
  page: ProductPage,
  context: { readonly storeView: StoreView; readonly now: number; readonly settings: PageSettings; readonly paths: ProductPaths },
): ProductPageData {
  const { product } = page;
  const cards: CardContext = { storeCode: context.storeView.storeCode, now: context.now, displayOutOfStockSizes: context.settings.displayOutOfStockSizes };
  const prices: PriceContext = { now: context.now };
  const shown = new Set([product.sku]);
  // Stryker disable next-line BooleanLiteral: with no tax rules the rate is 0 either way
  const tax: TaxContext = { rules: [], config: { ...context.storeView.tax, sourcePriceIncludesTax: true } };
  const bySku: Record<string, PriceView> = {};
  for (const { sku, item } of pricedSkus(product)) {
    const price = presentPrice(item, context.now);
    if (price !== undefined) bySku[sku] = price;
  }
  const details = presentPriceDetails(product, context.now);
  const own = details === undefined ? undefined : plainPrice(details);
  const linked = withInclTaxLinks(product);
  const total = product.type_id === 'grouped' ? groupedPrice(linked, prices, tax) : product.type_id === 'bundle' ? bundlePrice(linked, prices, tax) : undefined;
  return {
    storeCode: context.storeView.storeCode,
    product,
    labels: placeLabels(product.product_labels, 'product_view'),
    options: page.options,
    attributes: page.attributes,
    related: {
      alternatives: cardsOf(page.recommendations, 'ALTERNATIVES', cards, shown),
      upsell: cardsOf(page.recommendations, 'UPSELL', cards, shown),
    },
    prices: {
      ...(own === undefined ? {} : { product: own }),
      ...(details === undefined ? {} : { details }),
      bySku,
      ...(total?.ok === true ? { total: total.value.incl.amount } : {}),
    },
    settings: context.settings,
    paths: context.paths,
    breadcrumbs: page.categoryTrail.map((c) => ({
      label: c.name,
      path: withStorePrefix(context.storeView.storeCode, `/${(c.url_path ?? c.slug ?? String(c.id)).replace(/^\/+/, '')}`),
    })),
    ...(page.notice === undefined ? {} : { notice: page.notice }),
  };
}
