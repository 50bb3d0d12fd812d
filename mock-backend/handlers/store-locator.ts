/**
 * The store locator extension at `{storeLocatorBase}` (default `/api/ext/store-locator`), VSF envelope:
 * - `GET stores[?lat=&lng=|?q=<place>][&country=NL][&limit=]` → `{code:200,result:{items,total}}`; with a position
 *   (or a place name found in the gazetteer) items carry `distance` in km and come nearest first;
 * - `GET stores/{id}` → `{code:200,result:store}` or `404 {code:404,result:"Store not found"}`.
 */
import { http, type HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { StoreLocation } from '../../fixtures/types';
import { vsfError, vsfOk } from './shared/envelope';
import { intParam } from './shared/common';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine), rounded to 0.1 km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function origin(ctx: MockContext, params: URLSearchParams): { lat: number; lng: number } | undefined | null {
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (lat !== null && lng !== null) {
    const p = { lat: Number(lat), lng: Number(lng) };
    return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 ? p : null;
  }
  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    const place = ctx.fixtures.gazetteer.find((g) => g.name.toLowerCase() === q) ?? ctx.fixtures.gazetteer.find((g) => g.name.toLowerCase().startsWith(q));
    return place ? { lat: place.lat, lng: place.lng } : null;
  }
  return undefined;
}

export function storeLocatorHandlers(ctx: MockContext): HttpHandler[] {
  const base = ctx.config.storeLocatorBase;
  return [
    http.get(`*${base}/stores`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const from = origin(ctx, params);
      if (from === null) return vsfError(400, 'Unknown location: give lat and lng in degrees or a known place name as q');
      const country = params.get('country')?.toUpperCase();
      let items: (StoreLocation & { distance?: number })[] = ctx.fixtures.stores.filter((s) => !country || s.country_id === country);
      if (from !== undefined) {
        items = items.map((s) => ({ ...s, distance: distanceKm(from, s) })).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.id - b.id);
      }
      const total = items.length;
      const limit = intParam(params, 'limit', 0);
      return vsfOk({ items: limit > 0 ? items.slice(0, limit) : items, total });
    }),
    http.get(`*${base}/stores/:id`, ({ params }) => {
      const store = ctx.fixtures.stores.find((s) => String(s.id) === String(params.id));
      return store ? vsfOk(store) : vsfError(404, 'Store not found');
    }),
  ];
}
