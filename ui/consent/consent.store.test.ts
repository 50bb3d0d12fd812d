import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, type ConsentStorage } from '../../application/consent/consent-mode';
import { bootConsent } from './browser-consent';
import { ConsentStore, type ConsentHost } from './consent.store';

class MapStorage implements ConsentStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

/** A data layer as Google's tags read it: gtag commands are `arguments` objects, read back as arrays here. */
const commands = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => Array.from(entry as IArguments));

function world(stored?: string) {
  const storage = new MapStorage();
  if (stored !== undefined) storage.setItem(CONSENT_KEY, stored);
  const dataLayer: { dataLayer?: unknown[] } = {};
  const loads: string[] = [];
  const host: ConsentHost = { storage, dataLayer, loadTagManager: () => loads.push('gtm'), now: () => '2026-11-25T22:00:00.000Z' };
  return { storage, dataLayer, loads, store: new ConsentStore(() => host) };
}

const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

describe('ConsentStore', () => {
  it('shows the banner to a visitor who has not decided, with nothing allowed and no tag manager', () => {
    const { store, loads, dataLayer } = world();
    expect(store.bannerOpen).toBe(true);
    expect(store.choice).toBeUndefined();
    expect(loads).toEqual([]);
    expect(commands(dataLayer.dataLayer)).toEqual([]);
  });

  it('accept all: stored, consent mode updated to granted, the tag manager loads, the banner closes', () => {
    const { store, storage, dataLayer, loads } = world();
    store.acceptAll();
    expect(JSON.parse(storage.getItem(CONSENT_KEY) ?? '')).toEqual({ version: 1, analytics: true, ads: true, decidedAt: '2026-11-25T22:00:00.000Z' });
    expect(commands(dataLayer.dataLayer)).toEqual([
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
    ]);
    expect(loads).toEqual(['gtm']);
    expect(store.bannerOpen).toBe(false);
  });

  it('reject all: stored, consent mode stays denied, no tag manager', () => {
    const { store, storage, dataLayer, loads } = world();
    store.rejectAll();
    expect(JSON.parse(storage.getItem(CONSENT_KEY) ?? '')).toMatchObject({ analytics: false, ads: false });
    expect(commands(dataLayer.dataLayer)).toEqual([['consent', 'update', denied]]);
    expect(loads).toEqual([]);
    expect(store.bannerOpen).toBe(false);
  });

  it('choose: analytics only grants analytics_storage and keeps the ad signals denied', () => {
    const { store, storage, dataLayer, loads } = world();
    store.choose();
    expect(store.choosing).toBe(true);
    store.save({ analytics: true, ads: false });
    expect(JSON.parse(storage.getItem(CONSENT_KEY) ?? '')).toMatchObject({ analytics: true, ads: false });
    expect(commands(dataLayer.dataLayer)).toEqual([['consent', 'update', { ...denied, analytics_storage: 'granted' }]]);
    expect(loads).toEqual(['gtm']);
  });

  it('a stored choice keeps the banner closed; the footer reopens it, Escape closes it unchanged', () => {
    const { store } = world('{"version":1,"analytics":false,"ads":false,"decidedAt":"x"}');
    expect(store.bannerOpen).toBe(false);
    store.reopen();
    expect(store.bannerOpen).toBe(true);
    expect(store.choosing).toBe(true);
    store.dismiss();
    expect(store.bannerOpen).toBe(false);
    expect(store.choice).toEqual({ analytics: false, ads: false });
  });

  it('an undecided visitor cannot dismiss the banner without choosing', () => {
    const { store } = world();
    store.dismiss();
    expect(store.bannerOpen).toBe(true);
  });
});

describe('bootConsent', () => {
  function fakeWindow(stored?: string) {
    const storage = new MapStorage();
    if (stored !== undefined) storage.setItem(CONSENT_KEY, stored);
    const appended: string[] = [];
    const win = {
      localStorage: storage,
      dataLayer: undefined as unknown[] | undefined,
      document: {
        querySelector: () => null,
        createElement: () => ({ async: false, src: '' }),
        head: { append: (script: { src: string }) => appended.push(script.src) },
      },
    };
    return { win, appended };
  }

  it('pushes the denied default (with wait_for_update) as the very first entry and loads no tag manager before a choice', () => {
    const { win, appended } = fakeWindow();
    bootConsent(win as unknown as Window, 'GTM-TEST');
    expect(commands(win.dataLayer)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
    expect(win.dataLayer).toHaveLength(1);
    expect(appended).toEqual([]);
  });

  it('a stored rejection: default and a denied update, still no tag manager', () => {
    const { win, appended } = fakeWindow('{"version":1,"analytics":false,"ads":false,"decidedAt":"x"}');
    bootConsent(win as unknown as Window, 'GTM-TEST');
    expect(commands(win.dataLayer).map((c) => c[1])).toEqual(['default', 'update']);
    expect(appended).toEqual([]);
  });

  it('a stored yes: the update follows the default, then the tag manager loads', () => {
    const { win, appended } = fakeWindow('{"version":1,"analytics":true,"ads":false,"decidedAt":"x"}');
    bootConsent(win as unknown as Window, 'GTM-TEST');
    expect(commands(win.dataLayer)[1]).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
    expect(appended).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
  });
});
