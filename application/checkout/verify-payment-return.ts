import { inject, injectable } from 'inversify';
import type { CartItem } from '../../domain/cart/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { ApplyCoupon } from '../cart/apply-coupon';
import { CurrentCart } from '../cart/current-cart';
import { SyncCart } from '../cart/sync-cart';
import { KeyValueStorePort, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { PaymentProviderPort } from '../ports/payment-provider-port';
import { PENDING_PAYMENT_KEY, PENDING_PAYMENT_NAMESPACE, type PendingPayment } from './start-card-payment';

/** What the provider's return query carries. */
export interface PaymentReturn {
  readonly sessionId?: string;
  readonly redirectResult?: string;
}

export type VerifiedPayment =
  | { readonly kind: 'paid'; readonly orderId: string; readonly pspReference: string; readonly items: readonly CartItem[] }
  | { readonly kind: 'failed'; readonly resultCode: string; readonly restoredItems: number };

/** A return this device did not start, or whose reference the provider does not confirm. */
export type RefusedReturn = 'unknown-payment' | 'tampered' | 'provider-unavailable';

/**
 * The shopper is back from the provider (cart spec §7): the return must name the payment this device started and the
 * provider must confirm its result (payments-details) with the same reference; anything else is refused. A refused
 * or cancelled payment restores the cart as it was before the order (PlaceOrder tracked the purchase already).
 */
@injectable()
export class VerifyPaymentReturn {
  private readonly store: KeyValueNamespace;

  constructor(
    @inject(PaymentProviderPort) private readonly provider: PaymentProviderPort,
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(ApplyCoupon) private readonly applyCoupon: ApplyCoupon,
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.store = storage.namespace(PENDING_PAYMENT_NAMESPACE);
  }

  async execute(back: PaymentReturn): Promise<Result<VerifiedPayment, RefusedReturn>> {
    const pending = (await this.store.get(PENDING_PAYMENT_KEY)) as unknown as PendingPayment | undefined;
    if (
      pending === undefined ||
      pending === null ||
      // Stryker disable next-line ConditionalExpression: the stored payment always has a session id
      back.sessionId === undefined ||
      back.sessionId !== pending.sessionId ||
      back.redirectResult === undefined
    ) {
      this.logger.warn('payment', 'A payment return that this device did not start was refused');
      return err('unknown-payment');
    }
    let outcome;
    try {
      outcome = await this.provider.details(back.redirectResult);
    } catch (error) {
      if (!isPortError(error)) throw error;
      if (error.kind === 'unavailable') return err('provider-unavailable');
      this.logger.warn('payment', `The provider did not confirm the payment return: ${error.message}`);
      return err('tampered');
    }
    if (outcome.pspReference !== pending.pspReference) return err('tampered');
    if (outcome.resultCode === 'Pending' || outcome.resultCode === 'RedirectShopper' || outcome.resultCode === 'ChallengeShopper') return err('tampered');
    await this.store.remove(PENDING_PAYMENT_KEY);
    if (outcome.resultCode === 'Authorised') {
      return ok({ kind: 'paid', orderId: pending.orderId, pspReference: outcome.pspReference, items: pending.items });
    }
    await this.restore(pending);
    return ok({ kind: 'failed', resultCode: outcome.resultCode, restoredItems: pending.items.length });
  }

  /** The cart comes back as it was before the order: its lines (sent to a new server cart) and the coupon. */
  private async restore(pending: PendingPayment): Promise<void> {
    const lines = pending.items.map(({ server_item_id: _s, server_cart_id: _c, item_id: _i, quote_id: _q, ...line }) => line);
    await this.cart.exclusive(() => this.cart.set({ items: lines }));
    // Stryker disable next-line ObjectLiteral: PlaceOrder has cleared the cart, so the client lines win either way
    await this.sync.execute({ forceClientState: true });
    if (pending.coupon !== undefined) await this.applyCoupon.execute(pending.coupon);
  }
}
