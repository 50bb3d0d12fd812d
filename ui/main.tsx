import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './boot/after-first-paint';
import { hydratingEvent } from './boot/early-taps';
import { App } from './app/App';
import { pageDataOf } from './head/document-head';
import { type HydrationPayload, readHydrationPayload, withStoreData } from './boot/hydration';
import { nextTask } from './boot/next-task';
import { themeForHydration } from './boot/theme-file';
import { ServicesGate } from './app/services-gate';
import { createBrowserRootStore } from './composition/browser-container';
import { bootConsent } from './consent/browser-consent';
import { loadCatalogue } from './i18n/load-catalogue';
import { loadPageModule } from './pages';
import { bootPwa } from './pwa/boot-pwa';
import { storeCodeOfPath } from '../domain/store-view/store-views';

/** The static demo (no server) answers every service call in the browser with the MSW worker. */
async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'real') return;
  const { startBrowserMock } = await import('../mock-backend/browser');
  // Only the current store view's catalogue: a language switch is a full page load (catalogue spec §2).
  await startBrowserMock({ fixturesUrl: `${import.meta.env.BASE_URL}mock-data/`, stores: [storeCodeOfPath(window.location.pathname)] });
}

/**
 * The screen the server rendered must be imported before hydrating, or the first render would differ from the HTML.
 * False when its chunks failed to load and the page was not loaded afresh for it (ui/pwa/stale-chunks.ts: a second
 * failure, or offline).
 */
async function preloadPage(payload: HydrationPayload): Promise<boolean> {
  const loaderData = payload.router.loaderData ?? {};
  const page = pageDataOf(loaderData, Object.keys(loaderData));
  if (page === undefined) return true;
  try {
    await loadPageModule(page.route.name);
    return true;
  } catch (error) {
    console.error('The screen of this page could not be loaded', error);
    return false;
  }
}

async function boot(): Promise<void> {
  // The app's modules were evaluated in this task: the page's data and the stores come in tasks of their own.
  await nextTask();
  // Google's consent mode first (everything denied until the visitor decides), before any analytics event.
  bootConsent(window, import.meta.env.VITE_GTM_ID || undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const storeCode = storeCodeOfPath(window.location.pathname);
  const payload = readHydrationPayload(document);
  if (payload === undefined) {
    await startMockBackend();
    // Nothing was rendered: the first page's loader needs the use cases at once.
    const gate = new ServicesGate();
    gate.open();
    const stores = createBrowserRootStore(storeCode, undefined, gate);
    createRoot(root).render(
      <StrictMode>
        <App stores={stores} storeCode={storeCode} />
      </StrictMode>,
    );
    return;
  }
  // Server-rendered: the server (or the mock backend mounted in it) answers the services on its origin; no worker.
  // The entry (ui/entry.ts) asked for the screen's chunks and the language's compiled messages once the page had
  // painted; the theme's file is preloaded by the server's HTML; the use cases come when first needed
  // (ui/app/services-gate.ts). React takes the page over a frame later (in development, where the entry does not wait).
  await nextTask();
  const stores = createBrowserRootStore(storeCode, payload.config);
  const theme = payload.themeUrl === undefined ? undefined : themeForHydration(payload.themeUrl, storeCode, stores.theme, (input) => window.fetch(input));
  const [screenLoaded, catalogue, loadedTheme] = await Promise.all([preloadPage(payload), loadCatalogue(storeCode), theme, afterFirstPaint(window)]);
  const hydrated = withStoreData(payload, { catalogue, theme: loadedTheme });
  const app = (
    <StrictMode>
      <App stores={stores} storeCode={storeCode} hydrationData={hydrated.router} />
    </StrictMode>
  );
  // A tap from here on is React's to replay (ui/boot/early-taps.ts remembers only the ones before).
  document.dispatchEvent(new Event(hydratingEvent));
  if (screenLoaded) {
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint and take input between
    // them, instead of one long task that blocks input; a click meanwhile hydrates its target at once.
    startTransition(() => {
      hydrateRoot(root, app, {
        // Production React reports a mismatch only as a minified error number; say plainly what happened.
        onRecoverableError: (error) => console.error('Hydration mismatch: the browser re-rendered what the server sent.', error),
      });
    });
  } else {
    // Without its screen the page cannot be hydrated, and a personal page would say 'Loading…' for good: the app
    // renders afresh, where the screen's view (ui/routing/PageView.tsx) says the screen failed, with Try again.
    createRoot(root).render(app);
  }
  // The installable app: the production server's pages only (not development, not the static demo's mock worker).
  if (import.meta.env.PROD) bootPwa(window, stores.notifications, payload.config.services);
}

void boot();
