import { makeAutoObservable, runInAction } from 'mobx';
import { type LoyaltySession } from '../../application/loyalty/loyalty-call';
import { type PersonalPricingView } from '../../application/loyalty/personal-pricing-presenter';
import { type CartRef } from '../../application/ports/cart-port';
import { money } from '../../domain/shared/money';
import { type Notice } from '../../domain/notifications/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

/** What personal pricing needs from the app: its two use cases, who asks, the store view, notices and the cart's totals. */
export interface PersonalPricingDeps {
  readonly useCases: Pick<UseCases, 'showPersonalPricing' | 'applyPersonalPricing'>;
  readonly storeCode: StoreCode;
  loyaltySession(): LoyaltySession;
  notify(notice: Notice): void;
  refreshTotals(): Promise<void>;
}

/**
 * Personal pricing on one screen (cart spec §6, §7): on the product page the personal price of the shown variant; in the cart
 * and the checkout summary the quote brought in line (personal discounts on, codes that no longer apply dropped with a
 * warning). Nothing for guests and expired sessions: the use cases answer nothing without calling.
 */
export class PersonalPricingStore {
  /** The product page's personal pricing for the shown price. */
  shown: PersonalPricingView | undefined = undefined;
  applied: PersonalPricingView | undefined = undefined;
  private appliedTo: CartRef['cartId'] | undefined = undefined;

  constructor(private readonly deps: PersonalPricingDeps) {
    makeAutoObservable<PersonalPricingStore, 'deps' | 'appliedTo'>(this, { deps: false, appliedTo: false });
  }

  /** Asks for the personal pricing of the shown price (cents incl. tax). */
  async show(price: number | undefined): Promise<void> {
    const view = await this.deps.useCases.showPersonalPricing.execute(this.deps.loyaltySession(), price === undefined ? undefined : money(price));
    runInAction(() => (this.shown = view));
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
