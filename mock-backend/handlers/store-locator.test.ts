import { describe, expect, it } from 'vitest';
import { ORIGIN, serve, smallFixtures, testContext } from '../../testing/mock-backend/content-support';
import { distanceKm, storeLocatorHandlers } from './store-locator';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => storeLocatorHandlers(ctx));

type Item = { id: number; distance?: number; country_id: string };
const base = `${ORIGIN}/api/ext/store-locator`;

describe('store locator', () => {
  it('lists every store in the envelope', async () => {
    const body = await (await fetch(`${base}/stores`)).json();
    expect(body.code).toBe(200);
    expect(body.result.total).toBe(fixtures.stores.length);
    expect(body.result.items[0]).not.toHaveProperty('distance');
  });

  it('sorts by distance from lat/lng, nearest first, with limit', async () => {
    const body = await (await fetch(`${base}/stores?lat=52.3676&lng=4.9041&limit=3`)).json();
    const items = body.result.items as Item[];
    expect(items).toHaveLength(3);
    const d = items.map((i) => i.distance ?? -1);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(body.result.total).toBe(fixtures.stores.length);
  });

  it('geocodes a place name through the gazetteer and filters by country', async () => {
    const body = await (await fetch(`${base}/stores?q=rotterdam&country=NL`)).json();
    for (const i of body.result.items as Item[]) expect(i.country_id).toBe('NL');
    expect((body.result.items as Item[])[0]!.distance).toBeDefined();
    expect((await fetch(`${base}/stores?q=Atlantis`)).status).toBe(400);
  });

  it('answers one store by id, 404 otherwise', async () => {
    const first = fixtures.stores[0]!;
    expect((await (await fetch(`${base}/stores/${first.id}`)).json()).result.name).toBe(first.name);
    const missing = await fetch(`${base}/stores/999999`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe(404);
  });

  it('computes great-circle distances', () => {
    expect(distanceKm({ lat: 52.3676, lng: 4.9041 }, { lat: 51.9244, lng: 4.4777 })).toBeCloseTo(57.4, 0);
  });
});
