import { inject, injectable } from 'inversify';
import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../../domain/checkout/types';
import { isInCheckout } from '../../domain/session/checkout-activity';
import { ClockPort } from '../ports/clock-port';
import { CheckoutDetails, type SavedCheckout } from './checkout-details';
import { EndExpiredSession } from '../session/end-expired-session';

export interface CheckoutDetailsInput {
  readonly personalDetails?: PersonalDetails;
  readonly shippingDetails?: ShippingDetails;
  readonly paymentDetails?: PaymentDetails;
}

/**
 * Saves the personal, shipping and payment details of the checkout on the device and stamps modifiedAt; the shopper
 * counts as 'in checkout' while the last change is within 30 minutes (cart spec §3, §4, §9).
 */
@injectable()
export class SaveCheckoutDetails {
  constructor(
    @inject(CheckoutDetails) private readonly details: CheckoutDetails,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
  ) {}

  async execute(input: CheckoutDetailsInput = {}): Promise<SavedCheckout & { readonly inCheckout: boolean }> {
    await this.expiry.execute();
    const now = this.clock.now();
    const saved = Object.keys(input).length === 0 ? this.details.current : await this.details.set({ ...input, modifiedAt: now, isThankYouPage: false });
    return { ...saved, inCheckout: isInCheckout(saved.modifiedAt, now) };
  }
}
