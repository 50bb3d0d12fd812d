import { parseQuantity, quantityFailureMessage } from '../../domain/cart/quantity';
import { configurableOptionGroups, optionKey, type OptionGroup } from '../../domain/catalog/configurable-options';
import { signedPriceOf } from '../../domain/catalog/price-signature';
import type { ConfigurableChild, Id, Product, ProductOption, StockItem } from '../../domain/catalog/types';
import { type Configuration, isInStock, isSelectable, type StockPolicy } from '../../domain/catalog/variant-availability';
import { defaultBundleLink } from '../../domain/pricing/bundle-price';
import { isPriceUnknown } from '../../domain/pricing/price-set';
import { money } from '../../domain/shared/money';
import type { ProductToAdd } from '../cart/add-to-cart';
import type { PriceView } from './price-presenter';
import type { ProductPageData } from './product-page-presenter';

/** At or below this many pieces the page says 'Only {maxQuantity} available' instead of in stock. */
export const LOW_STOCK_QUANTITY = 5;

/** The stock note of the product page (catalogue spec §4, cart spec §5). */
export type StockState = { readonly kind: 'in-stock' } | { readonly kind: 'low'; readonly maxQuantity: number } | { readonly kind: 'out-of-stock' };

/** One line the add-to-cart button sends. */
export interface CartLine {
  readonly product: ProductToAdd;
  readonly qty: number;
}

/** What the shopper chose on a product page: the child (configurable), its option values and the quantity text. */
export interface ProductSelection {
  readonly selectedSku?: string;
  readonly configuration: Configuration;
  readonly quantityText: string;
}

/** Everything the product page shows for a selection (catalogue spec §4), as plain data. */
export interface ProductSelectionView {
  readonly variant?: ConfigurableChild;
  /** Option groups with availability narrowed to the other chosen values. */
  readonly options: readonly OptionGroup[];
  /** The gallery: the chosen variant's picture first, then the product's gallery of the same colour. */
  readonly images: readonly string[];
  readonly price?: PriceView;
  /** What can still be bought: the stock quantity capped by the maximum sale quantity; unknown when not managed. */
  readonly maxQuantity?: number;
  readonly stock: StockState;
  /** The product's error notes (message ids), plus an unknown price. */
  readonly errors: Readonly<Record<string, string>>;
  readonly quantity: number;
  /** The quantity's validation message id (cart spec §5), with its parameters. */
  readonly quantityError?: { readonly id: string; readonly params?: Readonly<Record<string, number>> };
  /** The add-to-cart button waits for a valid quantity and a product without errors; stock is the add's to check. */
  readonly canAdd: boolean;
  /** What the add-to-cart button sends. */
  readonly cartLines: readonly CartLine[];
}

/** Types whose own stock quantity limits what can be bought; grouped and bundle products count their parts. */
const countedTypes = new Set(['simple', 'virtual', 'downloadable', 'configurable']);

export const stockPolicyOf = (data: ProductPageData): StockPolicy => ({ listOutOfStock: data.settings.listOutOfStock });

/** The option values a child carries: its configuration. */
export function configurationOf(product: Product, child: ConfigurableChild): Configuration {
  const configuration: Record<string, Id> = {};
  for (const option of product.configurable_options ?? []) {
    const value = child[optionKey(option)];
    if (typeof value === 'string' || typeof value === 'number') configuration[optionKey(option)] = value;
  }
  return configuration;
}

/** A child the shopper may choose (enabled; in stock unless out-of-stock children are listed). */
export const isChoosable = (data: ProductPageData, child: ConfigurableChild): boolean => isSelectable(child, stockPolicyOf(data));

/** The selection a page opens with: the use case's selected variant when it may be chosen, else none. */
export function initialSelection(data: ProductPageData): ProductSelection {
  const variant = data.product.selectedVariant ?? undefined;
  if (variant === undefined || !isChoosable(data, variant)) return { configuration: {}, quantityText: '1' };
  return { selectedSku: variant.sku, configuration: configurationOf(data.product, variant), quantityText: '1' };
}

/** The label of each configurable attribute value of a child (`size_ois: 226` → `Maat 128`). */
export function optionLabels(product: Product, child: ConfigurableChild): Readonly<Record<string, string>> {
  const labels: Record<string, string> = {};
  for (const option of product.configurable_options ?? []) {
    const code = option.attribute_code;
    if (code === undefined) continue;
    const value = child[code];
    const match = option.values.find((v) => String(v.value_index) === String(value));
    labels[code] = match?.label ?? (value === undefined ? '' : String(value));
  }
  return labels;
}

function imagesOf(product: Product, variant: ConfigurableChild | undefined): readonly string[] {
  const usable = (i: string | undefined): i is string => i !== undefined && i !== '' && i !== 'no_selection';
  // Stryker disable next-line ArrayDeclaration: a string has no such field
  const gallery = (product.media_gallery ?? [])
    .filter((m) => (m.typ ?? 'image') === 'image')
    .map((m) => m.image)
    .filter(usable);
  const variantImage = variant?.image;
  // The gallery pictures one colour: a variant of another colour shows its own picture only.
  if (usable(variantImage) && gallery.length > 0 && !gallery.includes(variantImage) && variantImage !== product.image) return [variantImage];
  const own = [variantImage, product.image].find(usable);
  return own === undefined ? gallery : [own, ...gallery.filter((i) => i !== own)];
}

function priceOf(data: ProductPageData, variant: ConfigurableChild | undefined): PriceView | undefined {
  const { prices } = data;
  if (prices.total !== undefined) return { regular: prices.total, final: prices.total };
  return (variant === undefined ? undefined : prices.bySku[variant.sku]) ?? prices.product;
}

function maxQuantityOf(product: Product, variant: ConfigurableChild | undefined, stock: StockItem | undefined): number | undefined {
  if (!countedTypes.has(String(product.type_id)) || stock === undefined || stock.manage_stock === false || stock.qty === undefined) return undefined;
  if (product.type_id === 'configurable' && variant === undefined) return undefined;
  return Math.max(0, Math.min(stock.qty, stock.max_sale_qty ?? Number.POSITIVE_INFINITY));
}

function errorsOf(data: ProductPageData, variant: ConfigurableChild | undefined, price: PriceView | undefined): Readonly<Record<string, string>> {
  const notes: Record<string, string> = {};
  for (const [topic, id] of Object.entries(data.product.errors ?? {})) if (typeof id === 'string') notes[topic] = id;
  if (price === undefined || price.final <= 0 || (variant === undefined && data.prices.total === undefined && isPriceUnknown(data.product))) {
    notes['price'] ??= 'unknown-price';
  }
  return notes;
}

function configurableOption(product: Product, variant: ConfigurableChild): ProductOption {
  const items = (product.configurable_options ?? []).flatMap((option) => {
    const value = variant[optionKey(option)];
    const label = option.values.find((v) => String(v.value_index) === String(value))?.label;
    return value === undefined || value === null
      ? []
      : [{ option_id: option.attribute_id, option_value: value as Id, label: option.label, ...(label === undefined ? {} : { value: label }) }];
  });
  return { extension_attributes: { configurable_item_options: items } };
}

function bundleOption(product: Product): ProductOption {
  const options = (product.bundle_options ?? []).flatMap((option) => {
    const link = defaultBundleLink(option);
    return link === undefined ? [] : [{ option_id: option.option_id, option_qty: link.qty, option_selections: [link.id] }];
  });
  return { extension_attributes: { bundle_options: options } };
}

/**
 * What the add-to-cart button sends: the chosen child, a bundle with its default selections, or each grouped item,
 * each at the price the page shows and with the catalogue's price signature of what it adds.
 */
function cartLinesOf(data: ProductPageData, view: Pick<ProductSelectionView, 'variant' | 'price' | 'errors' | 'quantity' | 'images'>): readonly CartLine[] {
  const { product } = data;
  const qty = view.quantity;
  if (product.type_id === 'grouped') {
    // Stryker disable next-line ArrayDeclaration: a string has no such field
    return (product.product_links ?? []).flatMap((link) => {
      const item = link.link_type === 'associated' ? link.product : undefined;
      const price = data.prices.bySku[link.linked_product_sku];
      if (item === undefined || price === undefined) return [];
      const perItem = link.extension_attributes?.qty ?? link.qty ?? 1;
      const thumbnail = item.image === undefined || item.image === '' || item.image === 'no_selection' ? view.images[0] : item.image;
      return [
        {
          product: {
            sku: item.sku,
            name: item.name,
            type_id: item.type_id,
            price: money(price.final),
            ...(thumbnail === undefined ? {} : { thumbnail }),
            ...signedPriceOf(item),
          },
          qty: perItem * qty,
        },
      ];
    });
  }
  const thumbnail = view.images[0];
  const base = {
    parentSku: product.sku,
    name: product.name,
    type_id: product.type_id,
    price: money(view.price?.final ?? 0),
    errors: view.errors,
    ...(thumbnail === undefined ? {} : { thumbnail }),
  };
  const variant = view.variant;
  if (variant !== undefined)
    return [{ product: { ...base, sku: variant.sku, productOption: configurableOption(product, variant), ...signedPriceOf(variant) }, qty }];
  if (product.type_id === 'bundle') return [{ product: { ...base, sku: product.sku, productOption: bundleOption(product), ...signedPriceOf(product) }, qty }];
  return [{ product: { ...base, sku: product.sku, ...signedPriceOf(product) }, qty }];
}

/** The product page for a selection (catalogue spec §4, cart spec §5): options, gallery, price, stock note, what to add. */
export function presentSelection(data: ProductPageData, selection: ProductSelection): ProductSelectionView {
  const { product } = data;
  const variant = product.configurable_children?.find((c) => c.sku === selection.selectedSku);
  const options =
    product.type_id === 'configurable'
      ? configurableOptionGroups(product, { displayOutOfStockSizes: data.settings.displayOutOfStockSizes }, selection.configuration)
      : [];
  const price = priceOf(data, variant);
  const errors = errorsOf(data, variant, price);
  const stockItem = variant?.stock ?? product.stock;
  const available = maxQuantityOf(product, variant, stockItem);
  const soldOut = errors['variants'] !== undefined || (stockItem !== undefined && !isInStock({ stock: stockItem })) || available === 0;
  // Sold out, the stock line says so; capping the quantity at 0 would add 'Only 0 available' beside it.
  const maxQuantity = soldOut ? undefined : available;
  const stock: StockState = soldOut
    ? { kind: 'out-of-stock' }
    : maxQuantity !== undefined && maxQuantity <= LOW_STOCK_QUANTITY
      ? { kind: 'low', maxQuantity }
      : { kind: 'in-stock' };
  const parsed = parseQuantity(selection.quantityText, maxQuantity);
  const quantity = parsed.ok ? parsed.value : 1;
  const quantityError = parsed.ok
    ? undefined
    : parsed.error.kind === 'quantity-above-available'
      ? { id: quantityFailureMessage(parsed.error), params: { maxQuantity: parsed.error.maxQuantity } }
      : { id: quantityFailureMessage(parsed.error) };
  // Disabled only for errors (and while an add runs, cart spec §4): pressing it for a sold-out item gives §4's notice.
  const canAdd = Object.keys(errors).length === 0 && quantityError === undefined;
  const images = imagesOf(product, variant);
  return {
    ...(variant === undefined ? {} : { variant }),
    options,
    images,
    ...(price === undefined ? {} : { price }),
    ...(maxQuantity === undefined ? {} : { maxQuantity }),
    stock,
    errors,
    quantity,
    ...(quantityError === undefined ? {} : { quantityError }),
    canAdd,
    cartLines: cartLinesOf(data, { variant, price, errors, quantity, images }),
  };
}
