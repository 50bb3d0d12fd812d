import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { PersistentCache } from '../cache/persistent-cache';
import { TwoStageCache } from '../cache/two-stage-cache';
import { ContentCache } from '../content/content-cache';
import { UrlMapCache } from '../routing/url-map-cache';
import { ChangeStoreView } from './change-store-view';

function world() {
  const store = new MemoryKeyValueStore();
  const clock = new FakeClock();
  const logger = new MemoryLogger();
  const persistent = new PersistentCache(store, clock, logger);
  const twoStage = new TwoStageCache(persistent, clock, logger);
  const urlMap = new UrlMapCache(persistent, logger);
  const content = new ContentCache();
  return { store, persistent, twoStage, urlMap, content, change: new ChangeStoreView(persistent, twoStage, urlMap, content, logger) };
}

const story = { id: 1, uuid: 'u', slug: 'home', fullSlug: 'home', name: 'Home', content: {}, publishedAt: undefined } as never;
const dames = { _type: 'category', _source: { url_path: 'dames' } } as const;

describe('ChangeStoreView (catalogue spec §4 "Store view change loads the locale and clears caches")', () => {
  it('clears the persistent, two-stage, URL map and content caches and answers the locale to load', async () => {
    const w = world();
    await w.persistent.collection('attributes').set('color', 'nl');
    await w.twoStage.collection('products').set('DRS-1', 'jurk');
    await w.urlMap.set('nl', 'dames', dames);
    w.content.keepStory('nl:home', story);

    const change = await w.change.execute('nl', 'de');

    expect(change).toEqual({ storeCode: 'de', locale: 'de-DE', changed: true });
    expect(await w.persistent.collection('attributes').get('color')).toBeUndefined();
    expect(await w.twoStage.collection('products').get('DRS-1')).toBeUndefined();
    expect(await w.urlMap.get('nl', 'dames')).toBeUndefined();
    expect(w.content.story('nl:home')).toBeUndefined();
  });

  it('keeps the caches when the shopper picks the store view already shown', async () => {
    const w = world();
    await w.urlMap.set('en', 'women', dames);
    expect(await w.change.execute('en', 'en')).toEqual({ storeCode: 'en', locale: 'en-US', changed: false });
    expect(await w.urlMap.get('en', 'women')).toEqual(dames);
  });
});
