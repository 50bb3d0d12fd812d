import { type StoreLocation } from '../../application/ports/store-locator-port';
import { messages } from './messages';

/** The store locator's data: the list (all, or near a searched place), or one store. */
export type StoreLocatorData =
  | { readonly kind: 'list'; readonly query: string; readonly stores: readonly StoreLocation[]; readonly notFound: boolean }
  | { readonly kind: 'store'; readonly store: StoreLocation }
  | { readonly kind: 'unavailable'; readonly query: string };

/** Known services and their message keys; an unknown service is not shown. */
export const serviceMessages = {
  click_and_collect: messages.serviceClickAndCollect,
  returns: messages.serviceReturns,
  alterations: messages.serviceAlterations,
} as const;

/** Days of the week from Monday (the hours' day is 0 = Sunday). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** Special hours of today and later, soonest first (dates are 'YYYY-MM-DD'). */
export function upcomingSpecialHours(store: StoreLocation, today: string): StoreLocation['specialHours'] {
  return [...store.specialHours].filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** A route link that opens OpenStreetMap in a new tab (no map tiles load in the shop). */
export const routeUrl = (store: StoreLocation): string =>
  `https://www.openstreetmap.org/directions?to=${String(store.lat)}%2C${String(store.lng)}#map=16/${String(store.lat)}/${String(store.lng)}`;
