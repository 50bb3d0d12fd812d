import { makeAutoObservable, runInAction } from 'mobx';
import { type LoyaltySession } from '../../application/loyalty/loyalty-call';
import { type PersonalPricingView, presentPersonalPricing } from '../../application/loyalty/personal-pricing-presenter';
import { type CartRef } from '../../application/ports/cart-port';
import { type PersonalPricingStatus } from '../../application/ports/loyalty-port';
import { money } from '../../domain/shared/money';
import { type Notice } from '../../domain/notifications/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type UseCases } from '../app/use-cases';

/** What personal pricing needs from the app: its two use cases, who asks, the store view, notices and the cart's totals. */
export interface PersonalPricingDeps {
  readonly useCases: Pick<UseCases, 'showPersonalPricing' | 'applyPersonalPricing'>;
  readonly storeCode: StoreCode;
  loyaltySession(): LoyaltySession;
  notify(notice: Notice): void;
  refreshTotals(): Promise<void>;
}

/**
 * Personal pricing on one screen (cart spec §6, §7): on the product page the check, priced per shown variant; in the cart
 * and the checkout summary the quote brought in line (personal discounts on, codes that no longer apply dropped with a
 * warning). Nothing for guests and expired sessions: the use cases answer nothing without calling.
 */
export class PersonalPricingStore {
  status: PersonalPricingStatus | undefined = undefined;
  applied: PersonalPricingView | undefined = undefined;
  private appliedTo: CartRef['cartId'] | undefined = undefined;

  constructor(private readonly deps: PersonalPricingDeps) {
    makeAutoObservable<PersonalPricingStore, 'deps' | 'appliedTo'>(this, { deps: false, appliedTo: false });
  }

  async check(): Promise<void> {
    const status = await this.deps.useCases.showPersonalPricing.execute(this.deps.loyaltySession());
    runInAction(() => (this.status = status));
  }

  /** The product page's view for the shown price (cents incl. tax). */
  view(price: number | undefined): PersonalPricingView | undefined {
    return this.status === undefined ? undefined : presentPersonalPricing(this.status, price === undefined ? undefined : money(price));
  }

  /** Brings the cart in line with personal pricing, once per cart. */
  async applyToCart(cartId: CartRef['cartId']): Promise<void> {
    if (this.appliedTo === cartId) return;
    this.appliedTo = cartId;
    const quote = await this.deps.useCases.applyPersonalPricing.execute(this.deps.loyaltySession(), { cartId, storeCode: this.deps.storeCode });
    runInAction(() => (this.applied = quote.view));
    for (const notice of quote.notices) this.deps.notify(notice);
    if (quote.totalsChanged) await this.deps.refreshTotals();
  }
}
