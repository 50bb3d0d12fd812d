import type { Money } from '../../domain/shared/money';

export const PaymentProviderPort = Symbol.for('PaymentProviderPort');

/** What the provider answers when a payment ends or is looked up (its `resultCode`). */
export type PaymentResultCode = 'Authorised' | 'Refused' | 'Cancelled' | 'Error' | 'Pending' | 'ChallengeShopper' | 'RedirectShopper';

/** A payment started at the provider: the shopper continues on its hosted page (and its 3-D Secure challenge). */
export interface StartedPayment {
  readonly sessionId: string;
  readonly pspReference: string;
  readonly redirectUrl: string;
}

export interface PaymentStart {
  readonly cartId?: string;
  readonly amount: Money;
  /** Where the provider sends the shopper back; a failure or cancel goes to the matching checkout-failed URL. */
  readonly returnUrl: string;
  /** The provider's method type: scheme (cards), ideal, ... */
  readonly paymentMethodType: string;
}

export interface PaymentOutcome {
  readonly resultCode: PaymentResultCode;
  readonly pspReference: string;
  readonly merchantReference?: string;
}

/**
 * The card payment provider (cart spec §7 "Card payment provider": initiate, payment methods, redirect, 3-D Secure,
 * payments-details, payment-status). Throws PortError: 'not-found' or 'rejected' for an unknown session or result,
 * 'unavailable' when the provider cannot be reached.
 */
export interface PaymentProviderPort {
  initiate(payment: PaymentStart): Promise<StartedPayment>;
  /** Verifies the provider's redirect result on return (payments-details). */
  details(redirectResult: string): Promise<PaymentOutcome>;
}
