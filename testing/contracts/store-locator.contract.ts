import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreLocatorPort } from '../../application/ports/store-locator-port';
import { failure } from './port-failure';

export interface StoreLocatorHarness {
  readonly locator: StoreLocatorPort;
  /** A place the service knows, with stores in the Netherlands (at least 3 there). */
  readonly place: string;
}

const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

/** What every StoreLocatorPort adapter does (catalogue spec §2 store locator, §7). */
export function storeLocatorContract(name: string, make: () => StoreLocatorHarness): void {
  describe(`StoreLocatorPort contract: ${name}`, () => {
    let h: StoreLocatorHarness;
    beforeEach(() => {
      h = make();
    });

    it('lists the stores with the total before the limit', async () => {
      const all = await h.locator.stores();
      expect(all.items.length).toBe(all.total);
      expect(all.total).toBeGreaterThanOrEqual(3);
      const two = await h.locator.stores({ limit: 2 });
      expect(two.items).toHaveLength(2);
      expect(two.total).toBe(all.total);
    });

    it('orders by distance from a point or a place, nearest first', async () => {
      const near = await h.locator.stores({ near: { lat: 52.37, lng: 4.89 } });
      expect(near.items.every((s) => typeof s.distanceKm === 'number')).toBe(true);
      expect(ascending(near.items.map((s) => s.distanceKm ?? 0))).toBe(true);
      const place = await h.locator.stores({ place: h.place, limit: 3 });
      expect(ascending(place.items.map((s) => s.distanceKm ?? 0))).toBe(true);
      expect((await failure(h.locator.stores({ place: 'Atlantis-under-the-sea' }))).kind).toBe('rejected');
    });

    it('filters by country', async () => {
      const dutch = await h.locator.stores({ country: 'NL' });
      expect(dutch.items.length).toBeGreaterThan(0);
      expect(dutch.items.every((s) => s.countryId === 'NL')).toBe(true);
    });

    it('reads one store with its hours; an unknown id is nothing', async () => {
      const [first] = (await h.locator.stores()).items;
      const one = await h.locator.store(first?.id ?? '');
      expect(one?.name).toBe(first?.name);
      expect(one?.openingHours.length).toBeGreaterThan(0);
      expect(await h.locator.store('999999')).toBeUndefined();
    });
  });
}
