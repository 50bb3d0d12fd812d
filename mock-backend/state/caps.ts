import type { MockState } from './types';

/** The most of each thing anonymous callers can add to the mock's state: the state is kept in memory and saved whole. */
export interface StateCaps {
  readonly carts: number;
  readonly reviews: number;
  readonly registrations: number;
}

/** Far above what a demo, a test suite or a day of e2e runs makes; low enough that a flood cannot exhaust memory. */
export const defaultStateCaps: StateCaps = { carts: 10_000, reviews: 5_000, registrations: 5_000 };

/** Magento's answer when it cannot take the request now; the call is not stored and may be tried again later. */
export const STATE_FULL = 'The service cannot accept more of these right now. Please try again later.';

/**
 * Makes room for one more cart: closed carts go first, then the oldest guest carts (Magento's quote clean-up drops
 * old guest quotes the same way). A customer's active cart is never dropped.
 */
export function makeRoomForCart(state: MockState, caps: StateCaps): void {
  const carts = Object.values(state.carts);
  let excess = carts.length - caps.carts + 1;
  if (excess <= 0) return;
  const byAge = (a: { createdAt: string }, b: { createdAt: string }) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
  const closed = carts.filter((c) => !c.active).sort(byAge);
  const guests = carts.filter((c) => c.active && c.customerId === undefined).sort(byAge);
  for (const cart of [...closed, ...guests]) {
    if (excess <= 0) break;
    delete state.carts[cart.id];
    excess -= 1;
  }
}

/** Whether one more review may be stored. */
export const hasRoomForReview = (state: MockState, caps: StateCaps): boolean => state.reviews.length < caps.reviews;

/** Whether one more customer may register: the fixture customers do not count. */
export const hasRoomForRegistration = (state: MockState, caps: StateCaps, seededCustomers: number): boolean =>
  Object.keys(state.customers).length - seededCustomers < caps.registrations;
