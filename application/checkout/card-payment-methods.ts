/** Payment codes of the shop that pay through the card payment provider, with the provider's method type. */
export const CARD_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  adyen_cc: 'scheme',
  adyen_hpp_ideal: 'ideal',
};

export function isCardPaymentMethod(code: string): boolean {
  return Object.hasOwn(CARD_PAYMENT_METHODS, code);
}
