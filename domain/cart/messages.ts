/** User texts of the cart area, quoted exactly from cart spec §4 and §8 (typos included); the UI translates them by id. */
export const cartMessages = {
  'unknown-price': 'Product price is unknown, product cannot be added to the cart!',
  'volatile-stock': 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  'out-of-stock': 'The product is out of stock and cannot be added to the cart!',
  'product-added': 'Product has been added to the cart!',
  'quantity-updated': 'Product quantity has been updated!',
  'in-stock': 'In stock!',
  'out-of-the-stock': 'Out of the stock!',
  'invalid-coupon': "The coupon code isn't valid. Verify the code and try again.",
  // Texts whose wording the spec does not show (cart spec §8 "Other user-facing texts"); the wording is ours.
  'only-max-quantity-available': 'Only {maxQuantity} available',
  'quantity-above-zero': 'Quantity must be above 0',
  'quantity-positive-integer': 'Quantity must be a positive integer',
  'stock-check-in-progress': 'Checking the stock, one moment please',
  'cart-empty-before-checkout': 'Your cart is empty; add a product before checking out',
  'invalid-discount-code': 'This is not a valid discount code',
  'product-has-errors': 'Choose the product options first',
  /** A server's own text shown as is. */
  'server-message': '{message}',
} as const;

export type CartMessageId = keyof typeof cartMessages;
