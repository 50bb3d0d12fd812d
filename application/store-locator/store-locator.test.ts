import { describe, expect, it } from 'vitest';
import { demoPlaces, demoStores, InMemoryStoreLocator } from '../../adapters/memory/in-memory-store-locator';
import { PortError } from '../ports/port-error';
import { FindStores } from './find-stores';
import { LoadStore } from './load-store';

const locator = () => new InMemoryStoreLocator(demoStores, demoPlaces);

describe('FindStores and LoadStore (catalogue spec §2 store locator)', () => {
  it('finds the nearest stores to a place; a blank place lists all', async () => {
    const near = await new FindStores(locator()).execute({ place: ' Utrecht ', limit: 2 });
    expect(near.ok && near.value.items.map((s) => s.city)).toEqual(['Utrecht', 'Amsterdam']);
    const all = await new FindStores(locator()).execute({ place: '  ' });
    expect(all.ok && all.value.total).toBe(4);
  });

  it('an unknown place and an outage are results', async () => {
    expect(await new FindStores(locator()).execute({ place: 'Atlantis' })).toEqual({ ok: false, error: { kind: 'unknown-place' } });
    const down = locator();
    down.fail(new PortError('unavailable', 'down'));
    expect(await new FindStores(down).execute()).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('loads one store; an unknown id is not-found', async () => {
    expect(await new LoadStore(locator()).execute('4')).toMatchObject({ ok: true, value: { city: 'Berlin', countryId: 'DE' } });
    expect(await new LoadStore(locator()).execute('99')).toEqual({ ok: false, error: { kind: 'not-found' } });
  });
});
