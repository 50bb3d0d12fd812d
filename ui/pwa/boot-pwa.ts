import { routeErrorOutcome } from '../../domain/routing/route-errors';
import { type AppEvents } from '../account/session.store';
import { pwaState } from './pwa.store';
import { staleChunkReloadKey } from './stale-chunks';
import { offlineRedirectParam, type ServiceBases } from './sw-rules';

interface Notifier {
  notify(notice: ReturnType<typeof routeErrorOutcome>['notice']): void;
}

/**
 * The service worker sent a page load that is not available offline to the store's home (ui/pwa/sw-rules.ts): the
 * shopper reads the spec's notice with OK (catalogue spec §8) and the marker leaves the address bar.
 */
export function showOfflineRedirectNotice(win: Window, notifier: Notifier): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(offlineRedirectParam)) return;
  // It waits for OK: the page behind it may still be loading its toasts when a timed notice would already be gone.
  notifier.notify({ ...routeErrorOutcome('Route query returned empty result (offline)').notice, hasNoTimeout: true });
  url.searchParams.delete(offlineRedirectParam);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function afterLoadAndIdle(win: Window, run: () => void): void {
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 5_000 }) : win.setTimeout(run, 1_000));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * The installable app on a server-rendered page of the production build (ui/main.tsx; the stale-chunk recovery starts
 * earlier, in ui/entry.ts): the offline notice at once; the worker and the update prompt's wiring once the page has loaded and the browser is idle,
 * so the first visit's JavaScript budget is untouched.
 */
export function bootPwa(win: Window, notifier: Notifier & AppEvents, services: ServiceBases): void {
  showOfflineRedirectNotice(win, notifier);
  if (!('serviceWorker' in win.navigator)) return;
  afterLoadAndIdle(win, () => {
    try {
      win.sessionStorage.removeItem(staleChunkReloadKey);
    } catch {
      // Storage blocked: the reload guard simply does not apply.
    }
    import('./start-pwa')
      .then(({ startPwa }) => startPwa(pwaState, notifier, services))
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  });
}
