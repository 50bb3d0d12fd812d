import { describe, expect, it } from 'vitest';
import { catalogWorld, session } from '../../testing/catalog-world';
import { InMemorySearchProvider } from '../../adapters/memory/in-memory-search-provider';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { LoadCategoryPage } from '../catalog/load-category-page';
import { PortError } from '../ports/port-error';
import { Autocomplete } from './autocomplete';
import { FindSearchRedirect } from './find-search-redirect';
import { LoadCartRecommendations } from './load-cart-recommendations';
import { SearchProducts } from './search-products';
import { SendSearchNotification } from './send-search-notification';

describe('SearchProducts (catalogue spec §5)', () => {
  const setup = () => {
    const w = catalogWorld();
    return { ...w, search: new SearchProducts(w.catalog, w.connectivity, w.logger, w.settings, w.clock) };
  };

  it('starts only at 3 characters', async () => {
    const { search } = setup();
    expect(await search.execute({ storeCode: 'nl', text: ' ro ' })).toEqual({
      ok: true,
      value: { items: [], total: 0, offline: false, now: Date.UTC(2026, 10, 22, 12) },
    });
    const found = await search.execute({ storeCode: 'nl', text: 'rok' });
    expect(found.ok && found.value.items.map((p) => p.sku)).toEqual(['SKT-8']);
  });

  it('§8 search failure offline: an empty result marked offline, logged', async () => {
    const { search, catalog, connectivity, logger } = setup();
    catalog.failWith(new PortError('unavailable', 'Cannot reach the index'));
    connectivity.setOnline(false);
    expect(await search.execute({ storeCode: 'nl', text: 'jurk' })).toEqual({
      ok: true,
      value: { items: [], total: 0, offline: true, now: Date.UTC(2026, 10, 22, 12) },
    });
    expect(logger.messages('error')).toEqual(['Search failed: Cannot reach the index']);
  });

  it('§8 search failure online: logged and reported by kind', async () => {
    const { search, catalog, logger } = setup();
    catalog.failWith(new PortError('invalid-response', 'bad'));
    expect(await search.execute({ storeCode: 'nl', text: 'jurk' })).toEqual({ ok: false, error: { kind: 'invalid-response' } });
    expect(logger.messages('error')).toHaveLength(1);
  });
});

describe('Autocomplete and the search redirect', () => {
  it('suggests from 3 characters, and nothing when the provider does not answer (§8 recommendation calls not 200)', async () => {
    const w = catalogWorld();
    const autocomplete = new Autocomplete(w.provider, w.settings);
    expect((await autocomplete.execute(session, 'ju')).productSuggestions).toEqual([]);
    expect((await autocomplete.execute(session, 'jurk')).productSuggestions.map((g) => g.key)).toEqual(['DRS-1']);
    w.provider.failing = true;
    expect(await autocomplete.execute(session, 'jurk')).toEqual({ productSuggestions: [], phraseSuggestions: [] });
  });

  it('finds no redirect for short or unknown texts', async () => {
    const w = catalogWorld();
    expect(await new FindSearchRedirect(w.provider).execute(session, 'ab')).toBeNull();
    expect(await new FindSearchRedirect(w.provider).execute(session, 'dames')).toBeNull();
  });
});

describe('search results leave out products out of stock (catalogue spec §5: in-stock filter when out-of-stock listing is off)', () => {
  const group = (key: string, title: string, inStock: boolean): ProviderProductGroup => ({
    key,
    products: [{ key, title, link: `/${key}`, ticket: `t-${key}`, inStock, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } }],
  });
  const provider = () =>
    new InMemorySearchProvider({ groups: [group('TOP-1', 'Top Ivy', true), group('TOP-2', 'Top Wilma', false), group('TOP-3', 'Top Yfke', true)] });
  const searchPage = (listOutOfStockProducts: boolean) => {
    const w = catalogWorld({ listOutOfStockProducts });
    return new LoadCategoryPage(w.catalog, provider(), w.logger, w.settings, w.clock).execute({
      storeCode: 'nl',
      path: '/catalogsearch/result/',
      query: { q: 'top' },
      session,
    });
  };

  it('the results page through the provider: neither the list nor its total holds what cannot be bought', async () => {
    const page = await searchPage(false);
    expect(page.ok && page.value.source).toBe('search-provider');
    expect(page.ok && page.value.productGroups.map((g) => g.key)).toEqual(['TOP-1', 'TOP-3']);
    expect(page.ok && page.value.total).toBe(2);
  });

  it('a landing page through the provider leaves them out too (catalogue spec §5: listings are in-stock only)', async () => {
    const w = catalogWorld({ listOutOfStockProducts: false });
    const landing = new InMemorySearchProvider({
      groups: [group('TOP-1', 'Top Ivy', true), group('TOP-2', 'Top Wilma', false)],
      landingPages: { '/dames/kleding/jurken': ['TOP-1', 'TOP-2'] },
    });
    const page = await new LoadCategoryPage(w.catalog, landing, w.logger, w.settings, w.clock).execute({
      storeCode: 'nl',
      path: '/dames/kleding/jurken',
      landingPath: 'dames/kleding/jurken',
      query: {},
      session,
    });
    expect(page.ok && page.value.source).toBe('search-provider');
    expect(page.ok && page.value.productGroups.map((g) => g.key)).toEqual(['TOP-1']);
    expect(page.ok && page.value.total).toBe(1);
  });

  it('every product when out-of-stock products are listed', async () => {
    const page = await searchPage(true);
    expect(page.ok && page.value.productGroups.map((g) => g.key)).toEqual(['TOP-1', 'TOP-2', 'TOP-3']);
  });

  it("the panel's suggestions from the provider", async () => {
    const w = catalogWorld();
    const suggested = await new Autocomplete(provider(), w.settings).execute(session, 'top');
    expect(suggested.productSuggestions.map((g) => g.key)).toEqual(['TOP-1', 'TOP-3']);
    const listed = await new Autocomplete(provider(), { ...w.settings, listOutOfStockProducts: true }).execute(session, 'top');
    expect(listed.productSuggestions).toHaveLength(3);
  });
});

describe('SendSearchNotification and LoadCartRecommendations (catalogue spec §7)', () => {
  it('sends click, add-to-cart and end; a missing ticket is not sent', async () => {
    const w = catalogWorld();
    const send = new SendSearchNotification(w.provider);
    expect(await send.execute(session, { type: 'click', ticket: 't-1' })).toBe(true);
    expect(await send.execute(session, { type: 'add-to-cart', ticket: 't-2' })).toBe(true);
    expect(await send.execute(session, { type: 'end' })).toBe(true);
    expect(await send.execute(session, { type: 'click', ticket: ' ' })).toBe(false);
    expect(w.provider.notifications.map((n) => n.notification.type)).toEqual(['click', 'add-to-cart', 'end']);
  });

  it('asks the cart page with the keys joined by |, and answers no lists when it fails', async () => {
    const w = catalogWorld();
    const load = new LoadCartRecommendations(w.provider);
    const lists = await load.execute(session, ['DRS-1', 'TEE-2', 'DRS-1']);
    expect(w.provider.cartCalls).toEqual(['DRS-1|TEE-2']);
    expect(lists[0]?.algorithm).toBe('CART');
    expect(await load.execute(session, [])).toEqual([]);
    w.provider.failing = true;
    expect(await load.execute(session, ['DRS-1'])).toEqual([]);
  });
});
