import type { Notice } from '../notifications/types';

export interface RouteErrorOutcome {
  readonly notice: Notice;
  /** True: go to the current store's home; false: navigation continues. */
  readonly goHome: boolean;
}

/**
 * A route that cannot be resolved offline ('query returned empty result') sends the user home with the offline
 * notice; any other resolution error shows its message and navigation continues (catalogue spec §8, cart spec §8).
 */
export function routeErrorOutcome(errorMessage: string): RouteErrorOutcome {
  const ok = { label: 'ok', action: 'close' } as const;
  if (errorMessage.includes('query returned empty result')) {
    return { notice: { type: 'danger', message: 'offline-redirect-home', action1: ok }, goHome: true };
  }
  return { notice: { type: 'danger', message: 'route-error', params: { message: errorMessage }, action1: ok }, goHome: false };
}
