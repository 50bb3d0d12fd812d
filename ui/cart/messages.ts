import { defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Shopping cart' },
  pageTitle: { id: 'cart.pageTitle', defaultMessage: 'Shopping cart' },
  loading: { id: 'cart.loading', defaultMessage: 'Loading your shopping cart' },
  emptyTitle: { id: 'cart.emptyTitle', defaultMessage: 'Your shopping cart is empty' },
  emptyText: { id: 'cart.emptyText', defaultMessage: 'Don’t hesitate and browse our catalog to find something beautiful for you!' },
  emptyShop: { id: 'cart.emptyShop', defaultMessage: 'Start shopping' },
  lines: { id: 'cart.lines', defaultMessage: 'Products in your shopping cart' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove' },
  removeConfirm: { id: 'cart.removeConfirm', defaultMessage: 'Are you sure you would like to remove this item from the shopping cart?' },
  removeYes: { id: 'cart.removeYes', defaultMessage: 'Yes, remove' },
  removeNo: { id: 'cart.removeNo', defaultMessage: 'Keep it' },
  updating: { id: 'cart.updating', defaultMessage: 'Updating…' },
  summary: { id: 'cart.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Shipping' },
  payment: { id: 'cart.payment', defaultMessage: 'Payment costs' },
  discount: { id: 'cart.discount', defaultMessage: 'Discount' },
  grandTotal: { id: 'cart.grandTotal', defaultMessage: 'Total' },
  inclTax: { id: 'cart.inclTax', defaultMessage: 'Prices include VAT' },
  couponLabel: { id: 'cart.couponLabel', defaultMessage: 'Enter your discount code' },
  couponApply: { id: 'cart.couponApply', defaultMessage: 'Apply' },
  couponRemove: { id: 'cart.couponRemove', defaultMessage: 'Remove discount code' },
  couponOffline: { id: 'cart.couponOffline', defaultMessage: 'A discount code can be applied once you are online again.' },
  estimateTitle: { id: 'cart.estimateTitle', defaultMessage: 'Estimate shipping costs' },
  country: { id: 'cart.country', defaultMessage: 'Country' },
  postcode: { id: 'cart.postcode', defaultMessage: 'Postal code' },
  estimate: { id: 'cart.estimate', defaultMessage: 'Calculate' },
  estimateResult: { id: 'cart.estimateResult', defaultMessage: 'Shipping methods for this address' },
  free: { id: 'cart.free', defaultMessage: 'Free' },
  countryNL: { id: 'cart.countryNL', defaultMessage: 'Netherlands' },
  countryBE: { id: 'cart.countryBE', defaultMessage: 'Belgium' },
  countryDE: { id: 'cart.countryDE', defaultMessage: 'Germany' },
  offline: { id: 'cart.offline', defaultMessage: 'Your cart changes are kept on this device and sent as soon as the connection returns.' },
  goToCart: { id: 'cart.goToCart', defaultMessage: 'View shopping cart' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Proceed to checkout' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  noImage: { id: 'cart.noImage', defaultMessage: 'No picture' },
});

/** Texts with placeholders, typed with their values (react-intl's typed messages). */
const withValues = defineMessages<{ itemCount: { count: number }; quantityOf: { name: string }; decrease: { name: string }; increase: { name: string }; each: { price: string }; removeItem: { name: string }; couponApplied: { code: string } }>({
  itemCount: { id: 'cart.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  quantityOf: { id: 'cart.quantityOf', defaultMessage: 'Quantity of {name}' },
  decrease: { id: 'cart.decrease', defaultMessage: 'One less {name}' },
  increase: { id: 'cart.increase', defaultMessage: 'One more {name}' },
  each: { id: 'cart.each', defaultMessage: '{price} each' },
  removeItem: { id: 'cart.removeItem', defaultMessage: 'Remove {name}' },
  couponApplied: { id: 'cart.couponApplied', defaultMessage: 'Discount code {code} is applied' },
});

/** Texts of the cart, the microcart and the cart page; the notices and stock notes come from the domain by id. */
export const messages = { ...plain, ...withValues };
