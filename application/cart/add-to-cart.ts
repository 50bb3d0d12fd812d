import { inject, injectable } from 'inversify';
import { analyticsItemOf, type AnalyticsContext } from '../../domain/analytics/analytics-item';
import {
  addToCartFailedNotice,
  canPressAddToCart,
  decideAddToCart,
  isQuantityNotAvailableAnswer,
  type AddToCartFailure,
  type StockStatus,
} from '../../domain/cart/add-to-cart';
import { addCartLine } from '../../domain/cart/cart-lines';
import { cartItemKey } from '../../domain/cart/checksum';
import type { CartItem, ProductOption } from '../../domain/cart/types';
import type { StockItem } from '../../domain/catalog/types';
import type { Notice } from '../../domain/notifications/types';
import type { Money } from '../../domain/shared/money';
import { err, ok, type Result } from '../../domain/shared/result';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { AnalyticsPort, type AnalyticsItem } from '../ports/analytics-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { StockPort } from '../ports/stock-port';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import { SyncCart } from './sync-cart';
import { EndExpiredSession } from '../session/end-expired-session';

export interface ProductToAdd {
  /** The sku of the line: the child sku of a configurable. */
  readonly sku: string;
  readonly parentSku?: string;
  readonly name?: string;
  readonly type_id?: string;
  /** Final price incl. tax; at or below 0 the price is unknown. */
  readonly price: Money;
  /**
   * The catalogue's signature of what is added (the chosen child's for a configurable, else the product's own) and
   * the unrounded price it signs; see `signedPriceOf`. Without it the order goes out unsigned.
   */
  readonly sgn?: string;
  readonly signedPriceInclTax?: number;
  readonly productOption?: ProductOption;
  /** The product's error notes (a variant not chosen, ...). */
  readonly errors?: Readonly<Record<string, string>>;
  /** Magento-relative image path of the chosen variant, kept on the line for the cart thumbnail. */
  readonly thumbnail?: string;
  /** Brand, category and list position for the analytics item (cart spec §3 "Analytics item"). */
  readonly brand?: string;
  readonly category?: string;
  readonly index?: number;
}

export type AddToCartError = { readonly kind: AddToCartFailure | 'add-in-progress' | 'server-refused'; readonly notice?: Notice };

/** The stock answer as the add decision reads it: unknown (unreachable, offline) counts as volatile. */
export function stockStatusOf(item: StockItem | undefined): StockStatus {
  if (item === undefined) return 'volatile';
  return item.is_in_stock ? 'ok' : 'out_of_stock';
}

/**
 * Add to cart (cart spec §4): the stock check first, then the domain's decision (unknown price, errors, out of stock,
 * volatile); the line is added and synchronised. A refusal by the server reverts it and shows a danger notice with
 * the server's text; the Dutch 'De gevraagde hoeveelheid is niet beschikbaar' also raises add-to-cart-failed.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(StockPort) private readonly stock: StockPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
  ) {}

  async execute(product: ProductToAdd, qty = 1): Promise<Result<{ readonly notices: readonly Notice[] }, AddToCartError>> {
    await this.expiry.execute();
    const errors = product.errors ?? {};
    if (!canPressAddToCart(errors, this.cart.view.isAddingToCart)) {
      return this.cart.view.isAddingToCart ? err({ kind: 'add-in-progress' }) : this.refuse({ kind: 'product-has-errors', notice: decideNotice(errors) });
    }
    await this.cart.set({ isAddingToCart: true });
    try {
      const stock = this.connectivity.isOnline() ? stockStatusOf(await this.stock.check(this.settings.storeCode, product.sku)) : 'volatile';
      const line = toCartLine(product, qty, stock);
      const key = cartItemKey(line);
      // Decided inside the cart task, on the newest cart of the device (another tab may have added the line).
      const decision = await this.cart.exclusive(async () => {
        const alreadyInCart = this.cart.view.items.some((i) => cartItemKey(i) === key);
        const decided = decideAddToCart({
          stock,
          priceAmount: product.price.amount,
          productErrors: errors,
          allowOutOfStockInCart: this.settings.allowOutOfStockInCart,
          alreadyInCart,
        });
        if (decided.ok) await this.cart.set({ items: addCartLine(this.cart.view.items, line) });
        return decided;
      });
      if (!decision.ok) return this.refuse(decision.error);
      const outcome = await this.sync.execute({ forceClientState: true });
      const refused = outcome.kind === 'synced' ? outcome.refused.find((r) => r.key === key) : undefined;
      if (refused !== undefined) {
        if (isQuantityNotAvailableAnswer(refused.message)) this.outlet.emit({ kind: 'add-to-cart-failed', sku: product.sku, message: refused.message });
        return this.refuse({ kind: 'server-refused', notice: addToCartFailedNotice(refused.message) });
      }
      for (const notice of decision.value.notices) this.outlet.notify(notice);
      const context = {
        ...(product.brand === undefined ? {} : { brand: product.brand }),
        ...(product.category === undefined ? {} : { category: product.category }),
        ...(product.index === undefined ? {} : { index: product.index }),
      };
      this.analytics.track('add_to_cart', { currency: product.price.currency, items: [analyticsItem({ ...line, qty }, context)] });
      return ok(decision.value);
    } finally {
      await this.cart.set({ isAddingToCart: false });
    }
  }

  private refuse(error: AddToCartError): Result<never, AddToCartError> {
    if (error.notice !== undefined) this.outlet.notify(error.notice);
    return err(error);
  }
}

function decideNotice(errors: Readonly<Record<string, string>>): Notice | undefined {
  const decision = decideAddToCart({ stock: 'ok', priceAmount: 1, productErrors: errors, allowOutOfStockInCart: true, alreadyInCart: false });
  return decision.ok ? undefined : decision.error.notice;
}

function toCartLine(product: ProductToAdd, qty: number, stock: StockStatus): CartItem {
  return {
    sku: product.sku,
    qty,
    price_incl_tax: product.price,
    is_in_stock: stock !== 'out_of_stock',
    ...(product.parentSku === undefined ? {} : { parentSku: product.parentSku }),
    ...(product.name === undefined ? {} : { name: product.name }),
    ...(product.type_id === undefined ? {} : { type_id: product.type_id }),
    ...(product.productOption === undefined ? {} : { product_option: product.productOption }),
    ...(product.thumbnail === undefined ? {} : { thumbnails: [product.thumbnail] }),
    ...(product.sgn === undefined
      ? {}
      : { sgn: product.sgn, ...(product.signedPriceInclTax === undefined ? {} : { signedPriceInclTax: product.signedPriceInclTax }) }),
  };
}

/** The GA4 item of a line, in the analytics port's shape. */
export function analyticsItem(line: CartItem, context: AnalyticsContext = {}): AnalyticsItem {
  const item = analyticsItemOf(line, context);
  return { ...item, ...(item.category === undefined ? {} : { item_category: item.category }) };
}
