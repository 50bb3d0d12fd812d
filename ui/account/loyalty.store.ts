import { makeAutoObservable, runInAction } from 'mobx';
import { type LoyaltyFailure } from '../../application/loyalty/loyalty-call';
import { type PersonalCoupon } from '../../application/ports/loyalty-port';
import { type LoyaltyTransaction } from '../../domain/account/types';
import { type AccountContext } from './account-context';
import { type Loadable } from './orders.store';

/**
 * The loyalty block of the account (cart spec §4 loyalty session, §6, §7): the personal coupons (ppr_coupon_result),
 * applied to the cart as an array of codes, and the transactions with one opened. Only for a signed-in customer whose
 * session has not expired; an expired one is logged out with the warning by the use case.
 */
export class LoyaltyStore {
  coupons: Loadable<readonly PersonalCoupon[]> = { status: 'loading' };
  transactions: Loadable<readonly LoyaltyTransaction[]> = { status: 'loading' };
  transaction: Loadable<LoyaltyTransaction | undefined> = { status: 'loading' };
  applying: string | undefined = undefined;

  constructor(
    private readonly context: AccountContext,
    private readonly cartRefreshed: () => Promise<void>,
  ) {
    makeAutoObservable<LoyaltyStore, 'context' | 'cartRefreshed'>(this, { context: false, cartRefreshed: false });
  }

  private failed(failure: LoyaltyFailure): void {
    if (failure.kind === 'session-expired') this.context.syncSession();
  }

  async loadCoupons(): Promise<void> {
    const result = await this.context.useCases.loadPersonalCoupons.execute(this.context.loyaltySession());
    runInAction(() => (this.coupons = result.ok ? { status: 'ready', data: result.value.value } : { status: 'error' }));
    if (!result.ok) this.failed(result.error);
  }

  async loadTransactions(): Promise<void> {
    const result = await this.context.useCases.loadLoyaltyTransactions.execute(this.context.loyaltySession());
    runInAction(() => (this.transactions = result.ok ? { status: 'ready', data: result.value.value.list } : { status: 'error' }));
    if (!result.ok) this.failed(result.error);
  }

  async openTransaction(id: string): Promise<void> {
    this.transaction = { status: 'loading' };
    const result = await this.context.useCases.loadLoyaltyTransactions.execute(this.context.loyaltySession(), id);
    runInAction(() => {
      if (result.ok) this.transaction = { status: 'ready', data: result.value.value.current };
      else this.transaction = result.error.kind === 'not-found' ? { status: 'ready', data: undefined } : { status: 'error' };
    });
    if (!result.ok) this.failed(result.error);
  }

  /** Applies a personal coupon to the cart through the loyalty extension; a refusal shows the server's message. */
  async apply(code: string): Promise<boolean> {
    const cartId = this.context.useCases.currentCart.view.token;
    if (cartId === undefined || this.applying !== undefined) {
      if (cartId === undefined) this.context.notify({ type: 'warning', message: 'loyalty-cart-empty' });
      return false;
    }
    this.applying = code;
    try {
      const result = await this.context.useCases.applyLoyaltyCoupon.execute(this.context.loyaltySession(), { cartId, storeCode: this.context.storeCode }, code);
      if (result.ok) {
        await this.cartRefreshed();
        this.context.notify({ type: 'success', message: 'loyalty-coupon-applied', params: { code } });
        return true;
      }
      if (result.error.kind === 'refused') {
        this.context.notify(result.error.notice);
        if (result.error.refreshTotals) await this.cartRefreshed();
      } else this.failed(result.error);
      return false;
    } finally {
      runInAction(() => (this.applying = undefined));
    }
  }
}
