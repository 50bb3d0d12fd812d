export const StoreLocatorPort = Symbol.for('StoreLocatorPort');

/** Opening hours of a weekday (0 = Sunday), 'HH:mm'; closed that day when open and close are absent. */
export interface OpeningHours {
  readonly day: number;
  readonly open?: string;
  readonly close?: string;
}

/** Hours of one date that differ from the week ('YYYY-MM-DD'); closed when open and close are absent. */
export interface SpecialHours {
  readonly date: string;
  readonly open?: string;
  readonly close?: string;
  readonly label?: string;
}

/** A physical store of the retailer (catalogue spec §2 store locator; the fields are the store-locator service's). */
export interface StoreLocation {
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  readonly countryId: string;
  readonly lat: number;
  readonly lng: number;
  readonly phone?: string;
  readonly email?: string;
  readonly openingHours: readonly OpeningHours[];
  readonly specialHours: readonly SpecialHours[];
  readonly services: readonly string[];
  /** Great-circle distance in km from the searched point, when a point or place was given. */
  readonly distanceKm?: number;
}

/** Which stores: near a point or a named place (nearest first), in a country, at most `limit`. */
export interface StoreQuery {
  readonly near?: { readonly lat: number; readonly lng: number };
  readonly place?: string;
  readonly country?: string;
  readonly limit?: number;
}

export interface StoreList {
  readonly items: readonly StoreLocation[];
  /** Matches before the limit. */
  readonly total: number;
}

/**
 * The store locator (catalogue spec §2 /storelocator/, §7 "store locator"). An unknown place or bad coordinates
 * throw PortError('rejected'); an unreachable service PortError('unavailable').
 */
export interface StoreLocatorPort {
  stores(query?: StoreQuery): Promise<StoreList>;
  /** One store, or undefined when there is none with that id. */
  store(id: string): Promise<StoreLocation | undefined>;
}
