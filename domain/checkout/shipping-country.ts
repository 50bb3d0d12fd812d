import { err, ok, type Result } from '../shared/result';
import { streetLines } from '../account/address';
import type { ShippingAddressQuery, ShippingDetails } from './types';

/** Shipping country defaults to the store's default tax country; totals need a country (cart spec §5). */
export function shippingCountry(entered: string | undefined, storeDefaultCountry: string | undefined): Result<string, 'no-tax-country'> {
  const country = entered?.trim() || storeDefaultCountry?.trim() || '';
  return country === '' ? err('no-tax-country') : ok(country);
}

/** The address to ask the server for shipping methods and totals, the country defaulted (cart spec §3, §5). */
export function shippingAddressQuery(
  details: Partial<ShippingDetails>,
  storeDefaultCountry: string | undefined,
): Result<ShippingAddressQuery, 'no-tax-country'> {
  const country = shippingCountry(details.country, storeDefaultCountry);
  if (!country.ok) return country;
  return ok({
    country_id: country.value,
    region: details.state ?? '',
    region_id: details.region_id ?? 0,
    region_code: details.region_code ?? '',
    street: streetLines(details.streetAddress ?? '', details.apartmentNumber ?? '', details.affix),
    postcode: details.zipCode ?? '',
    city: details.city ?? '',
  });
}
