import { makeAutoObservable } from 'mobx';
import { type OptionGroup } from '../../domain/catalog/configurable-options';
import { configureVariant } from '../../domain/catalog/select-variant';
import { type ConfigurableChild, type Id, type Product } from '../../domain/catalog/types';
import { type Configuration } from '../../domain/catalog/variant-availability';
import { type Notice } from '../../domain/notifications/types';
import { type PriceView, type ProductPageData } from '../../application/catalog/product-page-presenter';
import {
  type CartLine,
  configurationOf,
  initialSelection,
  isChoosable,
  presentSelection,
  type ProductSelectionView,
  type StockState,
  stockPolicyOf,
} from '../../application/catalog/product-page-selection';

export { LOW_STOCK_QUANTITY, type CartLine, type StockState } from '../../application/catalog/product-page-selection';

export interface ProductPageEffects {
  /** Shows a notice (the 'no-such-configuration' warning with OK, catalogue spec §8). */
  notify(notice: Notice): void;
}

const okButton = { label: 'ok', action: 'close' } as const;

/**
 * The product page's state (catalogue spec §4): the chosen attributes, the variant they select and the quantity text.
 * What the page shows for them (image, price, stock note, options, what goes to the cart) is presented by
 * application/catalog/product-page-selection.ts. The page component mirrors `urlSku` into
 * the URL; a new URL comes back through `showSku`.
 */
export class ProductPageStore {
  configuration: Configuration = {};
  selectedSku: string | undefined = undefined;
  quantityText = '1';
  /** True once the shopper chose an option: only then does the URL carry the child (catalogue spec §4). */
  chosen = false;
  /** Whether this page view's view_item went out (one store per product page view). */
  private viewed = false;

  constructor(
    readonly data: ProductPageData,
    private readonly effects: ProductPageEffects,
  ) {
    const initial = initialSelection(data);
    this.selectedSku = initial.selectedSku;
    this.configuration = initial.configuration;
    makeAutoObservable<ProductPageStore, 'effects' | 'viewed'>(this, { data: false, effects: false, viewed: false });
  }

  /**
   * True the first time it is asked, false after: view_item goes out once per product page view, not again for a
   * variant the shopper switches to or for an effect that runs twice (React's StrictMode).
   */
  claimView(): boolean {
    if (this.viewed) return false;
    this.viewed = true;
    return true;
  }

  get product(): Product {
    return this.data.product;
  }

  get isConfigurable(): boolean {
    return this.product.type_id === 'configurable';
  }

  /** Everything the page shows for the current selection. */
  get view(): ProductSelectionView {
    return presentSelection(this.data, { selectedSku: this.selectedSku, configuration: this.configuration, quantityText: this.quantityText });
  }

  get variant(): ConfigurableChild | undefined {
    return this.view.variant;
  }

  get options(): readonly OptionGroup[] {
    return this.view.options;
  }

  /** Chooses one attribute value; the matching variant replaces the current one, or the warning with OK shows. */
  choose(key: string, value: Id): boolean {
    const chosen = configureVariant(this.product, { ...this.configuration, [key]: value }, stockPolicyOf(this.data));
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
    if (child && isChoosable(this.data, child)) this.select(child);
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

  get images(): readonly string[] {
    return this.view.images;
  }

  get price(): PriceView | undefined {
    return this.view.price;
  }

  get maxQuantity(): number | undefined {
    return this.view.maxQuantity;
  }

  get stock(): StockState {
    return this.view.stock;
  }

  get quantityError(): ProductSelectionView['quantityError'] {
    return this.view.quantityError;
  }

  get quantity(): number {
    return this.view.quantity;
  }

  get errors(): Readonly<Record<string, string>> {
    return this.view.errors;
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  get canAdd(): boolean {
    return this.view.canAdd;
  }

  get cartLines(): readonly CartLine[] {
    return this.view.cartLines;
  }

  private select(child: ConfigurableChild): void {
    this.selectedSku = child.sku;
    this.configuration = configurationOf(this.product, child);
  }
}
