import { injectable } from 'inversify';
import { PortError } from '../../application/ports/port-error';
import type { StoreList, StoreLocation, StoreLocatorPort, StoreQuery } from '../../application/ports/store-locator-port';

/** Places the memory set can look up, with their coordinates. */
export type Gazetteer = Readonly<Record<string, { readonly lat: number; readonly lng: number }>>;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km, to one decimal. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const store = (id: string, name: string, city: string, countryId: string, lat: number, lng: number): StoreLocation => ({
  id,
  name,
  street: 'Hoofdstraat',
  houseNumber: id,
  postcode: '1000AA',
  city,
  countryId,
  lat,
  lng,
  openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '18:00' })),
  specialHours: [{ date: '2026-12-25', label: 'Eerste Kerstdag' }],
  services: ['click_and_collect', 'returns'],
});

/** The memory set's stores and places: three Dutch stores and one German one. */
export const demoStores: readonly StoreLocation[] = [
  store('1', 'Amsterdam Kalverstraat', 'Amsterdam', 'NL', 52.3691, 4.8916),
  store('2', 'Utrecht Oudegracht', 'Utrecht', 'NL', 52.0907, 5.1214),
  store('3', 'Rotterdam Lijnbaan', 'Rotterdam', 'NL', 51.9203, 4.4762),
  store('4', 'Berlin Mitte', 'Berlin', 'DE', 52.52, 13.405),
];
export const demoPlaces: Gazetteer = { Amsterdam: { lat: 52.3676, lng: 4.9041 }, Utrecht: { lat: 52.0907, lng: 5.1214 }, Berlin: { lat: 52.52, lng: 13.405 } };

/** StoreLocatorPort in memory: a list of stores and a small gazetteer. */
@injectable()
export class InMemoryStoreLocator implements StoreLocatorPort {
  private failure: PortError | undefined;

  constructor(
    private readonly locations: readonly StoreLocation[] = [],
    private readonly places: Gazetteer = {},
  ) {}

  /** Makes every later call throw this error (a test's outage); undefined heals it. */
  fail(error: PortError | undefined): void {
    this.failure = error;
  }

  async stores(query: StoreQuery = {}): Promise<StoreList> {
    if (this.failure !== undefined) throw this.failure;
    const place = query.place === undefined ? undefined : this.place(query.place);
    const origin = query.near ?? place;
    const inCountry = this.locations.filter((s) => query.country === undefined || s.countryId === query.country);
    const measured =
      origin === undefined ? inCountry : inCountry.map((s) => ({ ...s, distanceKm: distanceKm(origin, s) })).sort((a, b) => a.distanceKm - b.distanceKm);
    return { items: measured.slice(0, query.limit ?? measured.length), total: measured.length };
  }

  async store(id: string): Promise<StoreLocation | undefined> {
    if (this.failure !== undefined) throw this.failure;
    return this.locations.find((s) => s.id === id);
  }

  private place(name: string): { lat: number; lng: number } {
    const wanted = name.trim().toLowerCase();
    const key = Object.keys(this.places).find((p) => p.toLowerCase() === wanted) ?? Object.keys(this.places).find((p) => p.toLowerCase().startsWith(wanted));
    const found = key === undefined ? undefined : this.places[key];
    if (found === undefined) throw new PortError('rejected', `Unknown place '${name}'`, { status: 400 });
    return found;
  }
}
