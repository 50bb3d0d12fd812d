import type { StoreLocation } from '../../application/ports/store-locator-port';
import type { StoreWire } from './store-locator-wire';

const optional = <K extends string>(key: K, value: string | null | undefined): { [P in K]?: string } =>
  (value === null || value === undefined || value === '' ? {} : { [key]: value }) as { [P in K]?: string };

export function toStoreLocation(wire: StoreWire): StoreLocation {
  return {
    id: String(wire.id),
    name: wire.name,
    street: wire.street,
    houseNumber: wire.house_number === undefined ? '' : String(wire.house_number),
    postcode: wire.postcode,
    city: wire.city,
    countryId: wire.country_id,
    lat: wire.lat,
    lng: wire.lng,
    ...optional('phone', wire.phone),
    ...optional('email', wire.email),
    openingHours: (wire.opening_hours ?? []).map((h) => ({ day: h.day, ...optional('open', h.open), ...optional('close', h.close) })),
    specialHours: (wire.special_hours ?? []).map((s) => ({
      date: s.date,
      ...optional('open', s.open),
      ...optional('close', s.close),
      ...optional('label', s.label),
    })),
    services: wire.services ?? [],
    ...(wire.distance === undefined ? {} : { distanceKm: wire.distance }),
  };
}
