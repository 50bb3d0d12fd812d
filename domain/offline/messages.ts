/** User and log texts of the offline queue, quoted exactly from cart spec §8; the UI translates them by id. */
export const offlineMessages = {
  'missing-cart-id': 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.',
  'bad-content-type': 'Error with response - bad content-type!',
  'bad-response-format': 'Unhandled error, wrong response format!',
  'offline-badge': 'You are offline. Some features might not be available.',
  // Our wording (the spec shows none): a call that got no answer at all, instead of the adapter's technical message.
  'service-unreachable': 'The shop could not be reached. Check your connection and try again.',
  // Our wording (the spec shows none): a throttled call (HTTP 429), whatever the service's own text.
  'too-many-requests': 'Too many attempts in a short time. Please wait a few minutes and try again.',
  /** A task's own server message, shown as is. */
  'server-message': '{message}',
} as const;

export type OfflineMessageId = keyof typeof offlineMessages;
