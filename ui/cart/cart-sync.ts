import { makeAutoObservable, runInAction } from 'mobx';
import { type AppEvent } from '../../application/notifications/notification-outlet';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

export type CartSyncUseCases = Pick<UseCases, 'startCart' | 'watchConnectivity'>;

export type CartStatus = 'idle' | 'starting' | 'ready';

/** Events after which another use case changed the cart: login merge, logout, a placed order, refused coupon totals. */
const cartChangingEvents: ReadonlySet<AppEvent['kind']> = new Set(['logged-in', 'logged-out', 'regenerate-customer-keys', 'totals-updated']);

/** What the sync state does to the cart it starts. */
export interface CartSyncHost {
  refresh(): void;
  afterChange(): Promise<void>;
  refreshTotals(): Promise<void>;
  checkStock(): Promise<void>;
}

/**
 * The cart's sync state (cart spec §3, offline): browser only and once, it restores the cart from the device,
 * synchronises it, follows the connection so queued changes are sent on reconnect, and hears the app events after
 * which another use case changed the cart.
 */
export class CartSync {
  status: CartStatus = 'idle';
  private starting: Promise<void> | undefined;
  private stopWatching: (() => void) | undefined;
  /** After the reconnect work (queued tasks, the forced sync) the cart shows what the server now holds. */
  private readonly onOnline = (): void => {
    setTimeout(() => void this.useCases.watchConnectivity.lastRun.then(() => this.cart.afterChange()), 0);
  };

  constructor(
    private readonly useCases: CartSyncUseCases,
    private readonly cart: CartSyncHost,
    private readonly isServer: boolean,
    private readonly onEvent: ((listener: (event: AppEvent) => void) => () => void) | undefined,
    /** Resolves once the use cases are loaded (the browser loads them after hydration): `start` reads some synchronously. */
    private readonly servicesReady: () => Promise<void>,
  ) {
    makeAutoObservable<CartSync, 'useCases' | 'cart' | 'isServer' | 'onEvent' | 'servicesReady' | 'starting' | 'stopWatching' | 'onOnline'>(this, {
      useCases: false,
      cart: false,
      isServer: false,
      onEvent: false,
      servicesReady: false,
      starting: false,
      stopWatching: false,
      onOnline: false,
    });
  }

  /** Browser only, once: restores and synchronises the cart, and follows the connection so offline changes are sent on return. */
  start(): Promise<void> {
    if (this.isServer) return Promise.resolve();
    this.starting ??= this.run().catch((error: unknown) => {
      // The use cases could not be loaded (a dropped connection): the next start tries again.
      this.starting = undefined;
      runInAction(() => {
        this.status = 'idle';
      });
      throw error;
    });
    return this.starting;
  }

  private async run(): Promise<void> {
    runInAction(() => {
      this.status = 'starting';
    });
    await this.servicesReady();
    const stopConnectivity = this.useCases.watchConnectivity.execute();
    const stopEvents = this.onEvent?.((event) => {
      if (cartChangingEvents.has(event.kind)) void this.cart.afterChange();
    });
    this.stopWatching = () => {
      stopConnectivity();
      stopEvents?.();
    };
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    try {
      await this.useCases.startCart.execute();
    } finally {
      runInAction(() => {
        this.status = 'ready';
      });
      this.cart.refresh();
    }
    await this.cart.refreshTotals();
    await this.cart.checkStock();
  }

  /** Stops following the connection (the app instance ends). */
  stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }
}
