/** User texts of checkout and orders, quoted exactly from cart spec §8 (typos included); the UI translates them by id. */
export const checkoutMessages = {
  'order-queued': 'The order can not be transfered because of server error. Order has been queued',
  'order-failed': 'Something went wrong with the order, we are looking into this.',
  'no-tax-country': 'Please do set the tax.defaultCountry in order to calculate totals',
  // Texts whose wording the spec does not show (cart spec §8 "Other user-facing texts"); the wording is ours.
  'order-placement-error': 'An error occurred while placing your order.',
  'payment-failed': 'The payment has failed. Please try again or choose another payment method.',
  'no-service-points': 'No service points found.',
  'invalid-address-order-cancelled': 'Your order was cancelled because the address is not valid.',
  'internal-validation-error': 'Internal validation error. Please check your details and try again.',
} as const;

export type CheckoutMessageId = keyof typeof checkoutMessages;
