import { type StoreLocation } from '../../application/ports/store-locator-port';

/** A Dutch (1234 AB) or German (12345) postcode, or its leading digits (at least 2). */
const POSTCODE = /^(\d{2,5})\s*([a-z]{0,2})$/i;

export const isPostcodeQuery = (query: string): boolean => POSTCODE.test(query.trim());

const digitsOf = (postcode: string): string => postcode.replace(/\D/g, '');

/**
 * Stores by postcode without a geocoder: the stores of the country whose postcode length matches (4 digits NL, 5 DE;
 * shorter input is a prefix), nearest postcode number first. Postcode numbers follow the regions in both countries,
 * so close numbers are close stores.
 */
export function storesByPostcode(stores: readonly StoreLocation[], query: string): StoreLocation[] {
  const digits = POSTCODE.exec(query.trim())?.[1];
  if (digits === undefined) return [];
  const country = digits.length === 5 ? 'DE' : digits.length === 4 ? 'NL' : undefined;
  const candidates = stores.filter((s) => (country === undefined ? true : s.countryId === country));
  const width = (s: StoreLocation) => digitsOf(s.postcode).length;
  const distance = (s: StoreLocation) => {
    const own = digitsOf(s.postcode);
    const scale = 10 ** Math.max(0, width(s) - digits.length);
    return Math.abs(Number(own) - Number(digits) * scale - Math.floor(scale / 2));
  };
  return [...candidates].sort((a, b) => width(a) - width(b) || distance(a) - distance(b));
}
