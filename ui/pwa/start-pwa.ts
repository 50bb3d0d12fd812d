import { Workbox } from 'workbox-window';
import { storeHomePath } from '../../domain/routing/alternates';
import { allStoreViews, storeCodeOfPath } from '../../domain/store-view/store-views';
import { type AppEvents } from '../account/session.store';
import { type PwaStore } from './pwa.store';
import { customerCaches, serviceWorkerUrl, type ServiceBases } from './sw-rules';

interface NavigationEvents {
  addEventListener(type: 'navigatesuccess', listener: () => void): void;
}

/** Deletes what the worker kept for the visitor (the search provider's answers for their keys): logout on a shared device. */
export async function clearCustomerCaches(storage: Pick<CacheStorage, 'delete'> = caches): Promise<void> {
  await Promise.all(customerCaches.map((name) => storage.delete(name)));
}

/**
 * Registers the service worker (after the page loaded and the browser is idle: boot-pwa.ts) and connects it to the
 * app: a waiting release is offered with the update prompt and activates when the shopper accepts, or on their next
 * navigation; logging out clears the visitor's caches; the store's home is kept so a page that is not available
 * offline has a place to send the shopper.
 */
export async function startPwa(pwa: PwaStore, events: AppEvents, services: ServiceBases): Promise<void> {
  const workbox = new Workbox(serviceWorkerUrl('/sw.js', services), { scope: '/' });
  let activating = false;
  const activate = () => {
    if (activating) return;
    activating = true;
    // The new release took over because the shopper asked for it: load the page with its files.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    // The release in charge ends its requests in flight, which would hold the new one back (service-worker.ts).
    navigator.serviceWorker.controller?.postMessage({ type: 'LET_GO' });
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => pwa.offer(activate));
  const navigation = (window as unknown as { navigation?: NavigationEvents }).navigation;
  navigation?.addEventListener('navigatesuccess', () => {
    if (pwa.updateWaiting && !activating) activate();
  });
  events.onEvent((event) => {
    if (event.kind === 'logged-out') void clearCustomerCaches().catch((error: unknown) => console.warn('The customer caches could not be cleared', error));
  });
  await workbox.register();
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'KEEP_PAGES', paths: [storeHomePath(storeCodeOfPath(window.location.pathname), allStoreViews)] });
  // A tab open for hours still hears of a release: look again whenever it comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update().catch(() => undefined);
  });
}
