import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { vsfError, vsfOk } from '../shared/envelope';
import { query } from './paths';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Geocoding (Google-Geocoding-like, no envelope: `{ results, status }`) over the fixture gazetteer, and the NL
 * postcode lookup (PostNL-Adrescheck-like, in a VSF envelope): postcode + house number → street and city.
 */
export function geoHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(`*${ctx.config.geocodingBase}/json`, ({ request }) => {
      const address = query(request, 'address') ?? query(request, 'q') ?? '';
      if (address.trim() === '')
        return HttpResponse.json({ results: [], status: 'INVALID_REQUEST', error_message: "Invalid request. Missing the 'address' parameter." });
      const wanted = normalise(address.split(',')[0] ?? '');
      const region =
        query(request, 'region')?.toUpperCase() ??
        query(request, 'components')
          ?.match(/country:([A-Za-z]{2})/)?.[1]
          ?.toUpperCase();
      const hits = ctx.fixtures.gazetteer
        .filter((g) => normalise(g.name) === wanted || normalise(g.name).startsWith(wanted))
        .sort(
          (a, b) =>
            Number(b.country_id === region) - Number(a.country_id === region) || Number(normalise(b.name) === wanted) - Number(normalise(a.name) === wanted),
        );
      return HttpResponse.json({
        results: hits.slice(0, 5).map((g) => ({
          formatted_address: `${g.name}, ${countryName(g.country_id)}`,
          geometry: { location: { lat: g.lat, lng: g.lng }, location_type: 'APPROXIMATE' },
          place_id: `mock-${g.country_id}-${normalise(g.name).replace(/\s+/g, '-')}`,
          types: ['locality', 'political'],
          address_components: [
            { long_name: g.name, short_name: g.name, types: ['locality', 'political'] },
            { long_name: countryName(g.country_id), short_name: g.country_id, types: ['country', 'political'] },
          ],
        })),
        status: hits.length === 0 ? 'ZERO_RESULTS' : 'OK',
      });
    }),
    http.get(`*${ctx.config.postcodeBase}/lookup`, ({ request }) => {
      const country = (query(request, 'country') ?? 'NL').toUpperCase();
      if (country !== 'NL') return vsfError(400, 'Postcode lookup is only available for NL');
      const postcode = (query(request, 'postcode') ?? '').replace(/\s+/g, '').toUpperCase();
      const houseNumber = Number(query(request, 'houseNumber') ?? query(request, 'housenumber'));
      if (!/^[1-9]\d{3}[A-Z]{2}$/.test(postcode) || !Number.isInteger(houseNumber) || houseNumber <= 0) {
        return vsfError(400, 'A valid postcode (1234AB) and house number are required');
      }
      const addition = (query(request, 'houseNumberAddition') ?? '').trim().toUpperCase();
      const matches = ctx.fixtures.postcodes.filter((p) => p.postcode === postcode && p.house_number === houseNumber);
      const entry = matches.find((p) => (p.house_number_addition ?? '').toUpperCase() === addition) ?? matches[0];
      if (entry === undefined) return vsfError(404, `No address found for ${postcode} ${houseNumber}`);
      return vsfOk({
        postcode: entry.postcode,
        houseNumber: entry.house_number,
        houseNumberAddition: entry.house_number_addition ?? null,
        street: entry.street,
        city: entry.city,
        municipality: entry.municipality,
        province: entry.province,
        country_id: 'NL',
        lat: entry.lat,
        lng: entry.lng,
        formattedAddress: [`${entry.street} ${entry.house_number}${entry.house_number_addition ?? ''}`, `${entry.postcode} ${entry.city}`],
      });
    }),
  ];
}

function countryName(code: string): string {
  return code === 'NL' ? 'Netherlands' : code === 'DE' ? 'Germany' : code === 'BE' ? 'Belgium' : code;
}
