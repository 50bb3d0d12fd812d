import { makeAutoObservable } from 'mobx';
import { type ProductToAdd } from '../../application/cart/add-to-cart';
import { parseQuantity, quantityFailureMessage } from '../../domain/cart/quantity';
import { configurableOptionGroups, optionKey, type OptionGroup } from '../../domain/catalog/configurable-options';
import { signedPriceOf } from '../../domain/catalog/price-signature';
import { configureVariant } from '../../domain/catalog/select-variant';
import { type ConfigurableChild, type Id, type Product, type ProductOption, type StockItem } from '../../domain/catalog/types';
import { type Configuration, isInStock, isSelectable, type StockPolicy } from '../../domain/catalog/variant-availability';
import { defaultBundleLink } from '../../domain/pricing/bundle-price';
import { isPriceUnknown } from '../../domain/pricing/price-set';
import { type Notice } from '../../domain/notifications/types';
import { money } from '../../domain/shared/money';
import { type PriceView, type ProductPageData } from './product-view';

/** At or below this many pieces the page says 'Only {maxQuantity} available' instead of in stock. */
export const LOW_STOCK_QUANTITY = 5;

export type StockState =
  | { readonly kind: 'in-stock' }
  | { readonly kind: 'low'; readonly maxQuantity: number }
  | { readonly kind: 'out-of-stock' };

export interface ProductPageEffects {
  /** Shows a notice (the 'no-such-configuration' warning with OK, catalogue spec §8). */
  notify(notice: Notice): void;
}

export interface CartLine {
  readonly product: ProductToAdd;
  readonly qty: number;
}

const okButton = { label: 'ok', action: 'close' } as const;
/** Types whose own stock quantity limits what can be bought; grouped and bundle products count their parts. */
const countedTypes = new Set(['simple', 'virtual', 'downloadable', 'configurable']);

/**
 * The product page's state (catalogue spec §4): the chosen attributes and the variant they select, the shown image,
 * price and stock of that variant, the quantity, and what goes to the cart. The page component mirrors `urlSku` into
 * the URL; a new URL comes back through `showSku`.
 */
export class ProductPageStore {
  configuration: Configuration = {};
  selectedSku: string | undefined = undefined;
  quantityText = '1';
  /** True once the shopper chose an option: only then does the URL carry the child (catalogue spec §4). */
  chosen = false;

  constructor(
    readonly data: ProductPageData,
    private readonly effects: ProductPageEffects,
  ) {
    const variant = data.product.selectedVariant ?? undefined;
    if (variant && this.isChoosable(variant)) this.select(variant);
    makeAutoObservable<ProductPageStore, 'effects'>(this, { data: false, effects: false });
  }

  get product(): Product {
    return this.data.product;
  }

  get isConfigurable(): boolean {
    return this.product.type_id === 'configurable';
  }

  private get policy(): StockPolicy {
    return { listOutOfStock: this.data.settings.listOutOfStock };
  }

  get variant(): ConfigurableChild | undefined {
    return this.product.configurable_children?.find((c) => c.sku === this.selectedSku);
  }

  /** Option groups with availability narrowed to the other chosen values (catalogue spec §4). */
  get options(): readonly OptionGroup[] {
    if (!this.isConfigurable) return [];
    return configurableOptionGroups(this.product, { displayOutOfStockSizes: this.data.settings.displayOutOfStockSizes }, this.configuration);
  }

  /** Chooses one attribute value; the matching variant replaces the current one, or the warning with OK shows. */
  choose(key: string, value: Id): boolean {
    const chosen = configureVariant(this.product, { ...this.configuration, [key]: value }, this.policy);
    if (!chosen.ok) {
      this.effects.notify({ type: 'warning', message: chosen.error.messageId, action1: okButton });
      return false;
    }
    this.select(chosen.value);
    this.chosen = true;
    return true;
  }

  /** Follows a child sku from the URL (back and forward); an unknown or unavailable sku changes nothing. */
  showSku(sku: string | undefined): void {
    if (sku === undefined || sku === this.selectedSku) return;
    const child = this.product.configurable_children?.find((c) => c.sku === sku);
    if (child && this.isChoosable(child)) this.select(child);
  }

  setQuantity(text: string): void {
    this.quantityText = text;
  }

  /** The child sku the URL carries: only for products with configurable children (catalogue spec §2). */
  get urlSku(): string | undefined {
    return this.isConfigurable ? this.variant?.sku : undefined;
  }

  /** The page's path for the current selection: the child sku as query with the dispatcher, else as path segment. */
  get url(): string {
    const { base, childSkuIn } = this.data.paths;
    const sku = this.urlSku;
    if (sku === undefined) return base;
    return childSkuIn === 'query' ? `${base}?childSku=${encodeURIComponent(sku)}` : `${base.replace(/\/$/, '')}/${encodeURIComponent(sku)}`;
  }

  /** The child sku a location of this page names: the `childSku` query, or the path segment after the page's own path. */
  skuOfLocation(pathname: string, search: string): string | undefined {
    const { base, childSkuIn } = this.data.paths;
    if (childSkuIn === 'query') return new URLSearchParams(search).get('childSku') ?? undefined;
    const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1).replace(/\/$/, '') : '';
    return rest === '' ? undefined : decodeURIComponent(rest);
  }

  /**
   * The gallery: the chosen variant's picture first, then the product's gallery. The product's gallery pictures one
   * colour (the one its main image shows), so a variant whose picture is not in it — another colour — shows its own
   * picture only, rather than a gallery of a colour the shopper did not choose.
   */
  get images(): readonly string[] {
    const usable = (i: string | undefined): i is string => i !== undefined && i !== '' && i !== 'no_selection';
    const gallery = (this.product.media_gallery ?? []).filter((m) => (m.typ ?? 'image') === 'image').map((m) => m.image).filter(usable);
    const variantImage = this.variant?.image;
    if (usable(variantImage) && gallery.length > 0 && !gallery.includes(variantImage) && variantImage !== this.product.image) return [variantImage];
    const own = [variantImage, this.product.image].find(usable);
    return own === undefined ? gallery : [own, ...gallery.filter((i) => i !== own)];
  }

  get price(): PriceView | undefined {
    const { prices } = this.data;
    if (prices.total !== undefined) return { regular: prices.total, final: prices.total };
    const variant = this.variant;
    return (variant === undefined ? undefined : prices.bySku[variant.sku]) ?? prices.product;
  }

  private get stockItem(): StockItem | undefined {
    return this.variant?.stock ?? this.product.stock;
  }

  /** What can still be bought: the stock quantity, capped by the maximum sale quantity; unknown when not managed. */
  get maxQuantity(): number | undefined {
    const stock = this.stockItem;
    if (!countedTypes.has(String(this.product.type_id)) || stock === undefined || stock.manage_stock === false || stock.qty === undefined) return undefined;
    if (this.isConfigurable && this.variant === undefined) return undefined;
    return Math.max(0, Math.min(stock.qty, stock.max_sale_qty ?? Number.POSITIVE_INFINITY));
  }

  get stock(): StockState {
    const stock = this.stockItem;
    if (this.errors['variants'] !== undefined || (stock !== undefined && !isInStock({ stock })) || this.maxQuantity === 0) return { kind: 'out-of-stock' };
    const max = this.maxQuantity;
    return max !== undefined && max <= LOW_STOCK_QUANTITY ? { kind: 'low', maxQuantity: max } : { kind: 'in-stock' };
  }

  /** The quantity's validation message id (cart spec §5), with its parameters. */
  get quantityError(): { readonly id: string; readonly params?: Readonly<Record<string, number>> } | undefined {
    const parsed = parseQuantity(this.quantityText, this.maxQuantity);
    if (parsed.ok) return undefined;
    const id = quantityFailureMessage(parsed.error);
    return parsed.error.kind === 'quantity-above-available' ? { id, params: { maxQuantity: parsed.error.maxQuantity } } : { id };
  }

  get quantity(): number {
    const parsed = parseQuantity(this.quantityText, this.maxQuantity);
    return parsed.ok ? parsed.value : 1;
  }

  /** The product's error notes (message ids), plus an unknown price and a grouped product that cannot be priced. */
  get errors(): Readonly<Record<string, string>> {
    const notes: Record<string, string> = {};
    for (const [topic, id] of Object.entries(this.product.errors ?? {})) if (typeof id === 'string') notes[topic] = id;
    const price = this.price;
    if (price === undefined || price.final <= 0 || (this.variant === undefined && this.data.prices.total === undefined && isPriceUnknown(this.product))) {
      notes['price'] ??= 'unknown-price';
    }
    return notes;
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** The add-to-cart button waits for a valid quantity, a product without errors and stock. */
  get canAdd(): boolean {
    return !this.hasErrors && this.quantityError === undefined && this.stock.kind !== 'out-of-stock';
  }

  /**
   * What the add-to-cart button sends: the chosen child, a bundle with its default selections, or each grouped item,
   * each with the catalogue's price signature of what it adds (the child's for a configurable).
   */
  get cartLines(): readonly CartLine[] {
    const product = this.product;
    const qty = this.quantity;
    if (product.type_id === 'grouped') {
      return (product.product_links ?? []).flatMap((link) => {
        const item = link.link_type === 'associated' ? link.product : undefined;
        const price = this.data.prices.bySku[link.linked_product_sku];
        if (item === undefined || price === undefined) return [];
        const perItem = link.extension_attributes?.qty ?? link.qty ?? 1;
        return [{ product: { sku: item.sku, name: item.name, type_id: item.type_id, price: money(price.final), ...signedPriceOf(item) }, qty: perItem * qty }];
      });
    }
    const price = money(this.price?.final ?? 0);
    const variant = this.variant;
    const base = { parentSku: product.sku, name: product.name, type_id: product.type_id, price, errors: this.errors };
    if (variant !== undefined) return [{ product: { ...base, sku: variant.sku, productOption: this.configurableOption(variant), ...signedPriceOf(variant) }, qty }];
    if (product.type_id === 'bundle') return [{ product: { ...base, sku: product.sku, productOption: this.bundleOption(), ...signedPriceOf(product) }, qty }];
    return [{ product: { ...base, sku: product.sku, ...signedPriceOf(product) }, qty }];
  }

  private configurableOption(variant: ConfigurableChild): ProductOption {
    const items = (this.product.configurable_options ?? []).flatMap((option) => {
      const value = variant[optionKey(option)];
      const label = option.values.find((v) => String(v.value_index) === String(value))?.label;
      return value === undefined || value === null ? [] : [{ option_id: option.attribute_id, option_value: value as Id, label: option.label, ...(label === undefined ? {} : { value: label }) }];
    });
    return { extension_attributes: { configurable_item_options: items } };
  }

  private bundleOption(): ProductOption {
    const options = (this.product.bundle_options ?? []).flatMap((option) => {
      const link = defaultBundleLink(option);
      return link === undefined ? [] : [{ option_id: option.option_id, option_qty: link.qty, option_selections: [link.id] }];
    });
    return { extension_attributes: { bundle_options: options } };
  }

  private isChoosable(child: ConfigurableChild): boolean {
    return isSelectable(child, this.policy);
  }

  private select(child: ConfigurableChild): void {
    this.selectedSku = child.sku;
    const configuration: Record<string, Id> = {};
    for (const option of this.product.configurable_options ?? []) {
      const value = child[optionKey(option)];
      if (typeof value === 'string' || typeof value === 'number') configuration[optionKey(option)] = value;
    }
    this.configuration = configuration;
  }
}
