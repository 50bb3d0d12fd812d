/** Button labels of notifications (cart spec §4 and §8); the UI translates them by id. */
export const notificationMessages = {
  ok: 'OK',
  'proceed-to-checkout': 'Proceed to checkout',
  'log-in': 'Log in',
} as const;

export type NotificationMessageId = keyof typeof notificationMessages;
