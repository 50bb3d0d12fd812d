import { inject, injectable } from 'inversify';
import type { CartItem } from '../../domain/cart/types';
import type { Money } from '../../domain/shared/money';
import { err, ok, type Result } from '../../domain/shared/result';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { CARD_PAYMENT_METHODS } from './card-payment-methods';
import { PaymentProviderPort } from '../ports/payment-provider-port';

/** The payment this device started and waits to hear back about; the return must match it. */
export interface PendingPayment {
  readonly sessionId: string;
  readonly pspReference: string;
  readonly orderId: string;
  readonly amount: Money;
  /** The cart as it was before the order, restored when the payment fails. */
  readonly items: readonly CartItem[];
  readonly coupon?: string;
}

export const PENDING_PAYMENT_NAMESPACE = 'payment';
export const PENDING_PAYMENT_KEY = 'pending';

export interface CardPaymentRequest {
  readonly orderId: string;
  readonly paymentMethod: string;
  readonly amount: Money;
  readonly items: readonly CartItem[];
  readonly cartId?: string;
  readonly coupon?: string;
  readonly returnUrl: string;
}

/**
 * Starts the card payment of a placed order (cart spec §7 "Card payment provider"): initiates it at the provider,
 * keeps the session and the cart on this device, and answers the hosted page to send the shopper to.
 */
@injectable()
export class StartCardPayment {
  private readonly store: KeyValueNamespace;

  constructor(
    @inject(PaymentProviderPort) private readonly provider: PaymentProviderPort,
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.store = storage.namespace(PENDING_PAYMENT_NAMESPACE);
  }

  async execute(request: CardPaymentRequest): Promise<Result<{ readonly redirectUrl: string }, 'payment-unavailable'>> {
    try {
      const started = await this.provider.initiate({
        amount: request.amount,
        returnUrl: request.returnUrl,
        paymentMethodType: CARD_PAYMENT_METHODS[request.paymentMethod] ?? 'scheme',
        ...(request.cartId === undefined ? {} : { cartId: request.cartId }),
      });
      const pending: PendingPayment = {
        sessionId: started.sessionId,
        pspReference: started.pspReference,
        orderId: request.orderId,
        amount: request.amount,
        items: request.items,
        ...(request.coupon === undefined ? {} : { coupon: request.coupon }),
      };
      await this.store.set(PENDING_PAYMENT_KEY, pending as unknown as JsonValue);
      return ok({ redirectUrl: started.redirectUrl });
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.error('payment', `The payment could not be started: ${error.message}`);
      return err('payment-unavailable');
    }
  }
}
