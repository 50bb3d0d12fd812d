import { featureMessages, withValues } from '../../i18n/feature-messages';

/**
 * The offline orders prompt's texts (checkout ids, in the public catalogue area `offline-orders`). Apart from
 * ../messages.ts because the prompt shows on every page: importing the whole checkout's texts put them in every page's
 * JavaScript, and their translations come only with the checkout's screens.
 */
export const messages = featureMessages('checkout', {
  offlineOrdersTitle: 'You are back online',
  offlineOrdersBody: withValues<{ count: string | number }>(
    '{count, plural, one {An order you placed offline is} other {# orders you placed offline are}} waiting to be sent.',
  ),
  sendOrders: 'Send now',
  ordersSent: withValues<{ count: string | number }>('{count, plural, one {Your order has been sent.} other {Your # orders have been sent.}}'),
  later: 'Not now',
});
