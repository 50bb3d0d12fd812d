import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { presentCartTotals, type TotalRowView } from '../../application/cart/cart-presenter';
import { type CartView } from '../../application/cart/current-cart';
import { type TotalRow, totalRows } from '../../domain/checkout/totals';
import { type ShippingMethod } from '../../domain/checkout/types';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

export type CartTotalsUseCases = Pick<UseCases, 'loadTotals' | 'applyCoupon' | 'removeCoupon' | 'loadShippingMethods'>;

/** What the totals need of the cart: its current view, and what to do after a coupon changed it. */
export interface CartTotalsHost {
  readonly view: CartView | undefined;
  refresh(): void;
  afterChange(): Promise<void>;
}

/**
 * The cart's totals, its discount code and the shipping estimate (cart spec §3, §4): the rows the platform computed,
 * presented by application/cart/cart-presenter.ts.
 */
export class CartTotalsStore {
  rows: readonly TotalRow[] = [];

  constructor(
    private readonly useCases: CartTotalsUseCases,
    private readonly cart: CartTotalsHost,
  ) {
    makeAutoObservable<CartTotalsStore, 'useCases' | 'cart'>(this, { useCases: false, cart: false, rows: observableRef });
  }

  get coupon(): string | undefined {
    return this.cart.view?.coupon ?? this.cart.view?.totals?.coupon_code;
  }

  /** The rows to show: in order, 'Free' shipping, the discount with its code; the subtotal always sums the lines as they are now (offline too). */
  get shown(): readonly TotalRowView[] {
    return presentCartTotals(this.rows, this.cart.view?.items ?? [], this.coupon);
  }

  async refresh(): Promise<void> {
    const rows = await this.useCases.loadTotals.execute();
    runInAction(() => {
      this.rows = rows;
    });
    this.cart.refresh();
  }

  /**
   * After a change: when the change's own sync already reloaded the totals (new segments), those are shown without
   * asking again; otherwise they are reloaded.
   */
  async follow(seen: CartView | undefined, now: CartView | undefined): Promise<void> {
    if (seen !== undefined && now !== undefined && now.lastTotalsSyncDate !== undefined && now.segments !== seen.segments) {
      const rows = totalRows(now.segments);
      runInAction(() => {
        this.rows = rows;
      });
      return;
    }
    await this.refresh();
  }

  /** Applies a discount code; a refusal shows 'The coupon code isn't valid. Verify the code and try again.'. */
  async applyCoupon(code: string): Promise<boolean> {
    const result = await this.useCases.applyCoupon.execute(code);
    await this.cart.afterChange();
    return result.ok;
  }

  async removeCoupon(): Promise<boolean> {
    const removed = await this.useCases.removeCoupon.execute();
    await this.cart.afterChange();
    return removed;
  }

  async estimateShipping(country: string, postcode: string): Promise<readonly ShippingMethod[]> {
    const choice = await this.useCases.loadShippingMethods.execute({ country, zipCode: postcode });
    return choice.methods;
  }
}
