import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutocompleteResult, Product } from '../../domain/catalog/types';
import { ok } from '../../domain/shared/result';
import { storeViews } from '../../domain/store-view/store-views';
import { distinctByName, SearchPanelStore, type SearchPanelUseCases } from './search-panel.store';

const product = (sku: string): Product => ({ id: sku, sku, name: `Jurk ${sku}`, type_id: 'simple', price_incl_tax: 59.95, url_path: `jurk-${sku}` });
const session = { storeCode: 'de' as const, viewportWidth: 375, sessionKey: 's', customerKey: 'c' };

function fakeUseCases(total: number) {
  const searches: { text: string; size?: number }[] = [];
  const useCases = {
    searchProducts: {
      execute: async (request: { text: string; size?: number }) => {
        searches.push(request);
        return ok({ items: Array.from({ length: Math.min(total, request.size ?? 18) }, (_, i) => product(`S-${i}`)), total, offline: false, now: 0 });
      },
    },
    autocomplete: {
      execute: async (): Promise<AutocompleteResult> => ({ productSuggestions: [], phraseSuggestions: [{ q: 'jurk zwart' }, { q: ' ' }] }),
    },
  } as unknown as SearchPanelUseCases;
  return { useCases, searches };
}

describe('SearchPanelStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches from 3 characters, 500 ms after the last keystroke, with 18 results in the panel', async () => {
    const { useCases, searches } = fakeUseCases(40);
    const store = new SearchPanelStore(useCases, { storeView: storeViews.de, session: async () => session });
    store.setText('ju');
    await vi.advanceTimersByTimeAsync(600);
    expect(searches).toEqual([]);
    store.setText('jur');
    await vi.advanceTimersByTimeAsync(300);
    store.setText('jurk');
    await vi.advanceTimersByTimeAsync(499);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(searches).toEqual([{ storeCode: 'de', text: 'jurk', size: 18 }]);
    expect(store.state.status === 'ready' && store.state.results.products.map((c) => c.link)[0]).toBe('/de/jurk-S-0');
    expect(store.state.status === 'ready' && store.state.results.phrases).toEqual(['jurk zwart']);
  });

  it('the header search asks for 16', async () => {
    const { useCases, searches } = fakeUseCases(40);
    const store = new SearchPanelStore(useCases, { storeView: storeViews.nl, session: async () => session }, 16);
    store.setText('jurk');
    await vi.runAllTimersAsync();
    expect(searches[0]?.size).toBe(16);
  });

  it('Enter searches at once and answers the results page when something was found', async () => {
    const { useCases, searches } = fakeUseCases(3);
    const store = new SearchPanelStore(useCases, { storeView: storeViews.en, session: async () => session });
    store.setText('rok zwart');
    expect(await store.submit()).toBe('/en/catalogsearch/result/?q=rok%20zwart');
    await vi.runAllTimersAsync();
    expect(searches).toHaveLength(1);
  });

  it('Enter with fewer than 3 characters, or without results, stays in the panel', async () => {
    const none = new SearchPanelStore(fakeUseCases(0).useCases, { storeView: storeViews.nl, session: async () => session });
    none.setText('xyzzy');
    expect(await none.submit()).toBeUndefined();
    expect(none.state.status === 'ready' && none.state.results.total).toBe(0);
    const short = new SearchPanelStore(fakeUseCases(5).useCases, { storeView: storeViews.nl, session: async () => session });
    short.setText('ro');
    expect(await short.submit()).toBeUndefined();
    expect(short.state).toEqual({ status: 'idle' });
  });
});

describe('one count and distinct suggestions', () => {
  it('suggests each product name once, in order', () => {
    const cards = ['Jurk Aurora', 'jurk aurora ', 'Rok Mila', 'Jurk Aurora', 'Top Noor'].map((name, i) => ({ name, sku: String(i) }));
    expect(distinctByName(cards).map((c) => c.sku)).toEqual(['0', '2', '4']);
  });
});
