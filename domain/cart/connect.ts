/** What to do after a cart call answered with a status (cart spec §4 "Getting a cart token" and the sync's non-200 rule). */
export type CartConnectStep =
  | { readonly kind: 'connected' }
  | { readonly kind: 'retry-as-guest'; readonly bypassCount: number }
  | { readonly kind: 'give-up'; readonly log: 'max-bypass-attempts-reached' | 'cart-sync-disabled' };

/**
 * Connect obtains a server cart token; a 401 (or a non-200 sync answer) reconnects with a guest cart up to
 * maxCartBypassAttempts times, then logs; any other failure of connect logs that cart sync is disabled (cart spec §4).
 */
export function nextConnectStep(status: number, bypassCount: number, maxCartBypassAttempts: number, during: 'connect' | 'sync'): CartConnectStep {
  if (status === 200) return { kind: 'connected' };
  if (during === 'connect' && status !== 401) return { kind: 'give-up', log: 'cart-sync-disabled' };
  if (bypassCount >= maxCartBypassAttempts) return { kind: 'give-up', log: 'max-bypass-attempts-reached' };
  return { kind: 'retry-as-guest', bypassCount: bypassCount + 1 };
}
