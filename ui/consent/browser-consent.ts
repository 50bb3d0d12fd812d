import { type ConsentStorage, type DataLayerHost, pushConsentDefault, pushConsentUpdate, readConsent } from '../../application/consent/consent-mode';
import { allowsTagManager } from '../../domain/consent/consent-choice';
import { type ConsentHost } from './consent.store';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

function localStorageOf(win: Window): ConsentStorage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loads Google Tag Manager's container once. The e-commerce events pushed so far wait in `window.dataLayer`, and the
 * container reads them when it starts, after the consent commands ahead of them. Without a configured id it does
 * nothing (the analytics adapter warns about that itself).
 */
export function loadTagManager(win: Window & DataLayerHost, id: string | undefined): void {
  if (id === undefined || id === '' || win.document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null) return;
  (win.dataLayer ??= []).push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
}

/** The browser's side of the consent store. */
export function browserConsentHost(win: Window & DataLayerHost, tagManagerId: string | undefined): ConsentHost {
  return {
    storage: localStorageOf(win),
    dataLayer: win,
    loadTagManager: () => loadTagManager(win, tagManagerId),
    now: () => new Date().toISOString(),
  };
}

/**
 * The first thing the app does in the browser (ui/main.tsx), before any analytics event: consent mode's default
 * (everything denied), then a stored choice's update, and the tag manager only when that choice allows it.
 */
export function bootConsent(win: Window & DataLayerHost, tagManagerId: string | undefined): void {
  pushConsentDefault(win);
  const stored = readConsent(localStorageOf(win));
  if (stored === undefined) return;
  pushConsentUpdate(win, stored);
  if (allowsTagManager(stored)) loadTagManager(win, tagManagerId);
}
