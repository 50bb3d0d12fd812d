import { makeAutoObservable, observable, observableRef, onBecomeObserved, runInAction } from 'mobx';
import { type ProductToAdd } from '../../application/cart/add-to-cart';
import { type CartLineView, presentCartLine, type StockNote, stockNoteOf, type TotalRowView } from '../../application/cart/cart-presenter';
import { type AppEvent } from '../../application/notifications/notification-outlet';
import { type CartView } from '../../application/cart/current-cart';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { cartItemKey } from '../../domain/cart/checksum';
import { type CartItem } from '../../domain/cart/types';
import { type TotalRow } from '../../domain/checkout/totals';
import { type ShippingMethod } from '../../domain/checkout/types';
import { type Notice } from '../../domain/notifications/types';
import { type StoreView } from '../../domain/store-view/store-view';
import { CartSync, type CartStatus } from './cart-sync';
import { CartTotalsStore } from './cart-totals.store';

export type { ProductToAdd } from '../../application/cart/add-to-cart';
export type { CartStatus } from './cart-sync';

/** The use cases the cart store calls. */
export type CartUseCases = Pick<
  UseCases,
  | 'startCart'
  | 'currentCart'
  | 'syncCart'
  | 'addToCart'
  | 'updateQuantity'
  | 'removeItem'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'loadTotals'
  | 'loadShippingMethods'
  | 'stockSyncCartItems'
  | 'watchConnectivity'
  | 'trackCartView'
  | 'sendSearchNotification'
  | 'providerKeys'
>;

export interface CartEnvironment {
  readonly isServer: boolean;
  readonly storeView: Pick<StoreView, 'storeCode' | 'url'>;
}

/** What the caller knows of the product beyond the line: the search provider's ticket of a listed product. */
export interface AddContext {
  readonly ticket?: string;
}

export interface CartNotices {
  notify(notice: Notice): void;
  onEvent?(listener: (event: AppEvent) => void): () => void;
}

const okButton = { label: 'ok', action: 'close' } as const;

/**
 * The shopper's cart as the UI sees it (cart spec §3, §4), one per app instance: its lines and their stock. The totals
 * and the coupon live in CartTotalsStore, the start and the connection in CartSync; this store is the one door to all
 * three. Each line is shown as application/cart/cart-presenter.ts presents it. Shared API for other features:
 *
 * - `items` — the cart lines (`CartItem` of domain/cart), `key(item)` identifies a line for the calls below;
 * - `totalQuantity` — the sum of the quantities: the header badge;
 * - `isAdding` — true while an add runs: add buttons are disabled meanwhile;
 * - `add(product, qty?)` — adds a product ({@link ProductToAdd}: sku, parentSku, name, price, productOption, errors)
 *   with the stock check; the use case shows the notices of cart spec §4/§8 and the microcart opens on success.
 *   Resolves to true when the line was added;
 * - `updateQuantity(key, qty)`, `remove(key)` — change a line; a refused quantity comes back to the previous one;
 * - `applyCoupon(code)`, `removeCoupon()`, `coupon` — the discount code;
 * - `totals` — the total rows (subtotal, shipping, discount, grand total), `refreshTotals()` reloads them;
 * - `estimateShipping(country, postcode)` — the shipping methods for an address;
 * - `refresh()` — re-reads the cart after another use case changed it; login, logout, a placed order and refused-coupon
 *   totals (their app events) refresh it by themselves;
 * - `start()` — browser only, once: restores the cart from the device, synchronises, and starts WatchConnectivity (so
 *   queued changes are sent on reconnect: nobody else should start it too). The first observer of the cart calls it.
 */
export class CartStore {
  view: CartView | undefined = undefined;
  /** Keys of the lines whose change is being sent, so their controls can wait. */
  readonly busyKeys = observable.set<string>();
  /** Per line key, the message id of a typed quantity the cart refused, shown under the field until a valid one is sent. */
  readonly quantityErrors = observable.map<string, StockNote>();
  /** Quantity on hand per sku from the last stock check ('Only {maxQuantity} available'). */
  available: Readonly<Record<string, number>> = {};
  private adding = false;
  private readonly totalsStore: CartTotalsStore;
  private readonly sync: CartSync;

  constructor(
    private readonly useCases: CartUseCases,
    private readonly env: CartEnvironment,
    private readonly notices: CartNotices,
    /** Opens the microcart; called after a successful add. */
    private readonly openMicrocart: () => void = () => undefined,
    /** Resolves once the use cases are loaded (the browser loads them after hydration): `start` reads some synchronously. */
    servicesReady: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.totalsStore = new CartTotalsStore(useCases, this);
    this.sync = new CartSync(useCases, this, env.isServer, notices.onEvent?.bind(notices), servicesReady);
    makeAutoObservable<CartStore, 'useCases' | 'env' | 'notices' | 'openMicrocart' | 'totalsStore' | 'sync'>(this, {
      useCases: false,
      env: false,
      notices: false,
      openMicrocart: false,
      totalsStore: false,
      sync: false,
      view: observableRef,
      available: observableRef,
    });
    // The first screen that shows the cart (the header badge) starts it, in the browser only.
    onBecomeObserved(this, 'view', () => {
      if (!this.env.isServer) queueMicrotask(() => void this.start().catch((error: unknown) => console.error('The cart could not start', error)));
    });
  }

  get items(): readonly CartItem[] {
    return this.view?.items ?? [];
  }

  get totalQuantity(): number {
    return this.items.reduce((sum, item) => sum + item.qty, 0);
  }

  get isAdding(): boolean {
    return this.adding;
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  get status(): CartStatus {
    return this.sync.status;
  }

  get isLoaded(): boolean {
    return this.status === 'ready';
  }

  /** The total rows the platform computed (subtotal, shipping, discount, grand total). */
  get totals(): readonly TotalRow[] {
    return this.totalsStore.rows;
  }

  /** The total rows as shown: 'Free' shipping, the discount with its code. */
  get totalRows(): readonly TotalRowView[] {
    return this.totalsStore.shown;
  }

  get coupon(): string | undefined {
    return this.totalsStore.coupon;
  }

  /** A line as the cart shows it: name, options, thumbnail, prices and its stock note. */
  line(item: CartItem): CartLineView {
    return presentCartLine(item, this.available[item.sku]);
  }

  key(item: CartItem): string {
    return cartItemKey(item);
  }

  isBusy(key: string): boolean {
    return this.busyKeys.has(key);
  }

  /** Browser only, once: restores and synchronises the cart, and follows the connection (CartSync). */
  start(): Promise<void> {
    return this.sync.start();
  }

  /** Stops following the connection (the app instance ends). */
  stop(): void {
    this.sync.stop();
  }

  /** Re-reads the current cart (after a use case outside this store changed it). */
  refresh(): void {
    this.view = this.useCases.currentCart.view;
  }

  async add(product: ProductToAdd, qty = 1, context: AddContext = {}): Promise<boolean> {
    if (this.adding) return false;
    this.adding = true;
    try {
      await this.start();
      const result = await this.useCases.addToCart.execute(product, qty);
      if (result.ok) {
        this.openMicrocart();
        if (context.ticket !== undefined) void this.notifySearchProvider(context.ticket);
      }
      return result.ok;
    } finally {
      runInAction(() => {
        this.adding = false;
      });
      await this.afterChange();
    }
  }

  /** Changes a line's quantity; on refusal the line shows its previous quantity again (the use case reverted it). */
  async updateQuantity(key: string, qty: number | string, available?: number): Promise<boolean> {
    this.busyKeys.add(key);
    try {
      await this.start();
      const result = await this.useCases.updateQuantity.execute(key, qty, available);
      runInAction(() => {
        if (!result.ok && result.error.kind === 'invalid-quantity') {
          const failure = result.error.failure;
          const values = failure.kind === 'quantity-above-available' ? { maxQuantity: failure.maxQuantity } : undefined;
          this.quantityErrors.set(key, { kind: 'error', id: result.error.message, ...(values === undefined ? {} : { values }) });
          this.notices.notify({ type: 'danger', message: result.error.message, ...(values === undefined ? {} : { params: values }), action1: okButton });
        } else {
          this.quantityErrors.delete(key);
        }
      });
      return result.ok;
    } finally {
      runInAction(() => {
        this.busyKeys.delete(key);
      });
      await this.afterChange();
    }
  }

  /** The message of a quantity typed for this line and refused (cart spec §5), if any. */
  quantityError = (key: string): StockNote | undefined => this.quantityErrors.get(key);

  async remove(key: string): Promise<void> {
    this.busyKeys.add(key);
    try {
      await this.useCases.removeItem.execute(key);
    } finally {
      runInAction(() => {
        this.busyKeys.delete(key);
      });
      await this.afterChange();
    }
  }

  applyCoupon(code: string): Promise<boolean> {
    return this.totalsStore.applyCoupon(code);
  }

  removeCoupon(): Promise<boolean> {
    return this.totalsStore.removeCoupon();
  }

  refreshTotals(): Promise<void> {
    return this.totalsStore.refresh();
  }

  /** Stock info per line ('In stock!', 'Out of the stock!', 'Only {maxQuantity} available'); unreachable stock changes nothing. */
  async checkStock(): Promise<void> {
    try {
      await this.useCases.stockSyncCartItems.execute();
    } catch {
      return;
    }
    runInAction(() => {
      this.available = this.useCases.stockSyncCartItems.available;
    });
    this.refresh();
  }

  /** The stock note of a line: a message id and its values, or nothing while the stock is unknown. */
  stockNote(item: CartItem): StockNote | undefined {
    return stockNoteOf(item, this.available[item.sku]);
  }

  estimateShipping(country: string, postcode: string): Promise<readonly ShippingMethod[]> {
    return this.totalsStore.estimateShipping(country, postcode);
  }

  /** view_cart with every line (cart spec §4 "Analytics"), once the cart is restored (a microcart opened right after the page loaded would send no items). */
  trackView(): void {
    this.start().then(
      () => this.useCases.trackCartView.execute(),
      () => undefined,
    );
  }

  /** The search provider's add-to-cart notification for a product it listed (catalogue spec §7). */
  private async notifySearchProvider(ticket: string): Promise<void> {
    try {
      const keys = await this.useCases.providerKeys.current();
      const viewportWidth = typeof window === 'undefined' ? 1280 : window.innerWidth;
      await this.useCases.sendSearchNotification.execute({ storeCode: this.env.storeView.storeCode, viewportWidth, ...keys }, { type: 'add-to-cart', ticket });
    } catch {
      return;
    }
  }

  /** Shows the cart as it now is, and its totals (the change's own sync may have reloaded them already). */
  async afterChange(): Promise<void> {
    const seen = this.view;
    this.refresh();
    await this.totalsStore.follow(seen, this.view);
  }
}
