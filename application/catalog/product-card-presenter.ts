import { configurableOptionGroups } from '../../domain/catalog/configurable-options';
import { signedPriceOf } from '../../domain/catalog/price-signature';
import type { ConfigurableChild, Product, ProviderProduct, ProviderProductGroup } from '../../domain/catalog/types';
import { isDisabled, isInStock } from '../../domain/catalog/variant-availability';
import type { Instant } from '../../domain/pricing/catalog-date';
import { fromMajor, money, type Money } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { imageName } from './image-name';
import { isSizeGroup } from './option-kinds';
import { type PlacedLabel, placeLabels } from './label-presenter';
import { presentPrice, type PriceView } from './price-presenter';

/** The shown price: the regular price, and the lower special price when one is active (catalogue spec §4). */
export interface CardPrice {
  readonly regular: Money;
  readonly special?: Money;
}

/** One size on a card; label '0' is One Size (catalogue spec §4). */
export interface CardChoice {
  readonly value: string;
  readonly label: string;
  readonly oneSize: boolean;
  /** Every child with this size is out of stock (or disabled). */
  readonly disabled: boolean;
}

/** A child a card can switch to: its sku, the option values it carries, its image, price and stock. */
export interface CardVariant {
  readonly sku: string;
  readonly configuration: Readonly<Record<string, string>>;
  readonly image?: string;
  readonly price: CardPrice;
  readonly inStock: boolean;
  readonly ticket?: string;
  /** The catalogue's price signature of the child, for the cart line (index products only). */
  readonly sgn?: string;
  readonly signedPriceInclTax?: number;
}

/**
 * What a product card shows (catalogue spec §3 "Product card"), as plain JSON: presented on the server by the page's
 * load from the index's products or the search provider's product groups, rendered by ui/catalog/ProductCard.tsx and
 * by the CLI's search.
 */
export interface ProductCardView {
  /** The parent sku (index) or the provider's product key. */
  readonly sku: string;
  readonly name: string;
  readonly typeId: string;
  /** Store-prefixed path of the product page. */
  readonly link: string;
  /** Image names (see image-url.ts), the first two of the gallery. */
  readonly images: readonly string[];
  readonly price: CardPrice;
  readonly inStock: boolean;
  /** The list labels, one per corner (label-presenter.ts). */
  readonly labels: readonly PlacedLabel[];
  readonly brand?: string;
  /** The provider's click ticket (catalogue spec §7 notifications). */
  readonly ticket?: string;
  /** The size option of a configurable: attribute code and id, label and the choices to show. */
  readonly sizes?: { readonly code: string; readonly attributeId: string; readonly label: string; readonly choices: readonly CardChoice[] };
  /** Options with one value only (the colour of the card), chosen already. */
  readonly preset: Readonly<Record<string, string>>;
  /** The attribute id of each option code, for the cart's configurable_item_options (index products only). */
  readonly attributeIds: Readonly<Record<string, string>>;
  readonly variants: readonly CardVariant[];
  /** The catalogue's price signature of the product, for the cart line (index products only). */
  readonly sgn?: string;
  readonly signedPriceInclTax?: number;
}

export interface CardContext {
  readonly storeCode: StoreCode;
  readonly now: Instant;
  readonly displayOutOfStockSizes: boolean;
}

/** A card's price from the shown price: the struck-through regular price only while the final price is lower. */
function cardPriceOf(view: PriceView): CardPrice {
  return view.final < view.regular ? { regular: money(view.regular), special: money(view.final) } : { regular: money(view.final) };
}

/** Prices incl. tax as every screen shows them (price-presenter.ts); the special price only when active. */
function priceOf(fields: ConfigurableChild | Product, now: Instant): CardPrice | undefined {
  const view = presentPrice(fields, now);
  return view === undefined ? undefined : cardPriceOf(view);
}

function galleryOf(product: Product): readonly string[] {
  const gallery = [...(product.media_gallery ?? [])]
    .filter((item) => (item.typ ?? 'image') === 'image' && item.image !== '')
    .sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0))
    .map((item) => imageName(item.image));
  const images = gallery.length > 0 ? gallery : product.image ? [imageName(product.image)] : [];
  return images.slice(0, 2);
}

/** A card of an index product: prices with tax, the first two images, list labels, sizes by the domain's option rules. */
export function cardFromProduct(product: Product, context: CardContext): ProductCardView {
  const price = priceOf(product, context.now) ?? { regular: fromMajor(0) };
  const groups = configurableOptionGroups(product, { displayOutOfStockSizes: context.displayOutOfStockSizes });
  const size = groups.find(isSizeGroup);
  const preset: Record<string, string> = {};
  for (const group of groups) if (group !== size && group.choices.length === 1) preset[group.key] = String(group.choices[0]!.value);
  const codes = groups.map((g) => g.key);
  const attributeIds = Object.fromEntries(groups.map((g) => [g.key, String(g.attributeId)]));
  const variants = (product.configurable_children ?? []).map((child): CardVariant => {
    const configuration: Record<string, string> = {};
    for (const code of codes) if (child[code] !== undefined && child[code] !== null) configuration[code] = String(child[code] as string | number);
    return {
      sku: child.sku,
      configuration,
      ...(child.image ? { image: imageName(child.image) } : {}),
      price: priceOf(child, context.now) ?? price,
      inStock: isInStock(child) && !isDisabled(child.status),
      ...signedPriceOf(child),
    };
  });
  return {
    sku: product.sku,
    name: product.name,
    typeId: String(product.type_id),
    link: withStorePrefix(context.storeCode, `/${(product.url_path ?? product.slug ?? product.sku).replace(/^\/+/, '')}`),
    images: galleryOf(product),
    price,
    inStock: product.stock?.is_in_stock !== false,
    labels: placeLabels(product.product_labels, 'category_list'),
    preset,
    attributeIds,
    variants,
    ...signedPriceOf(product),
    ...(size === undefined || size.choices.length === 0
      ? {}
      : {
          sizes: {
            code: size.key,
            attributeId: String(size.attributeId),
            label: size.label,
            choices: size.choices.map((c) => ({ value: String(c.value), label: c.label, oneSize: c.labelId === 'one-size', disabled: c.disabled })),
          },
        }),
  };
}

const providerPrice = (selling: number | undefined, list: number | undefined): CardPrice | undefined => {
  if (selling === undefined || !Number.isFinite(selling)) return undefined;
  const special = fromMajor(selling);
  const regular = list !== undefined && Number.isFinite(list) ? fromMajor(list) : special;
  return special.amount < regular.amount ? { regular, special } : { regular: special };
};

/** Links of the provider are store-relative paths of the store view, or absolute URLs of the shop. */
function providerLink(link: string, storeCode: StoreCode): string {
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  // Stryker disable next-line StringLiteral: withStorePrefix(code, '') equals withStorePrefix(code, '/')
  const prefix = withStorePrefix(storeCode, '/');
  if (prefix === '/') return withStorePrefix(storeCode, path);
  // The store's home without its slash ('/en', '/en?x') is under the prefix too, not a page named 'en'.
  const home = prefix.slice(0, -1);
  if (path === home || path.startsWith(`${home}?`)) return `${prefix}${path.slice(home.length)}`;
  return path.startsWith(prefix) ? path : withStorePrefix(storeCode, path);
}

/** A card of the search provider's product group: its first product, sizes from its variants (one per size label). */
export function cardFromProviderGroup(group: ProviderProductGroup, context: CardContext): ProductCardView | undefined {
  const product: ProviderProduct | undefined = group.products[0];
  if (product === undefined) return undefined;
  const price = providerPrice(product.sellingPrice.min, product.listPrice.min) ?? { regular: fromMajor(0) };
  // Stryker disable next-line ArrayDeclaration: a string has no .size
  const variants = (product.variants ?? group.variants ?? []).filter((v) => v.size !== undefined && v.size !== '');
  const choices: CardChoice[] = [];
  for (const variant of variants) {
    const size = variant.size!;
    const existing = choices.findIndex((c) => c.value === size);
    if (existing === -1) choices.push({ value: size, label: size, oneSize: size === '0', disabled: !variant.inStock });
    else if (variant.inStock) choices[existing] = { ...choices[existing]!, disabled: false };
  }
  const shown = context.displayOutOfStockSizes ? choices : choices.filter((c) => !c.disabled);
  const images = product.imageInfo.images.map((image) => image.sources[0]?.url).filter((url): url is string => url !== undefined);
  return {
    sku: product.key,
    name: product.title,
    typeId: variants.length > 0 ? 'configurable' : 'simple',
    link: providerLink(product.link, context.storeCode),
    images: images.slice(0, 2).map(imageName),
    price,
    inStock: product.inStock,
    labels: placeLabels(product.typedCustom?.json?.product_labels, 'category_list'),
    ...(product.brand === undefined ? {} : { brand: product.brand }),
    ticket: product.ticket,
    preset: {},
    attributeIds: {},
    variants: variants.map((v) => ({
      sku: v.key,
      configuration: { size: v.size! },
      price: providerPrice(v.sellingPrice, v.listPrice) ?? price,
      inStock: v.inStock,
      ...(v.ticket === undefined ? {} : { ticket: v.ticket }),
    })),
    ...(shown.length === 0 ? {} : { sizes: { code: 'size', attributeId: 'size', label: 'size', choices: shown } }),
  };
}

/** The price a list shows and tracks: the special price when there is one. */
export const shownPrice = (price: CardPrice): Money => price.special ?? price.regular;
