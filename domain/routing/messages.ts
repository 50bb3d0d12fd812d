/** User texts of routing, quoted exactly from cart spec §2 and §8 and catalogue spec §8; the UI translates them by id. */
export const routingMessages = {
  'login-required': 'You need to be logged in to see this page',
  'offline-redirect-home': 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'no-route-found': 'No route found',
  'server-error-page': "We've noticed Internal Server Error while rendering this request.",
  /** Any other resolution error shows its own message. */
  'route-error': '{message}',
} as const;

export type RoutingMessageId = keyof typeof routingMessages;
