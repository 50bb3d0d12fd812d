/** The page a stale chunk loaded (so it loads once); cleared once the page has loaded (ui/pwa/boot-pwa.ts). */
export const staleChunkReloadKey = 'noord-stale-chunk-reload';

/** Where an in-app navigation is headed while its screen's chunks load; none while the app is idle. */
let destination: () => string | undefined = () => undefined;

/**
 * The app tells where its navigations are headed (ui/app/App.tsx, from the router), so a chunk that fails on the way
 * to a screen loads that screen's page, not the one the shopper was leaving: the tap is not lost.
 */
export function followNavigations(headedFor: () => string | undefined): void {
  destination = headedFor;
}

/**
 * A chunk that fails to load after a release (its file is gone from the server) or on a dropped connection would
 * break the page, the app itself included (ui/entry.ts imports it once the page has painted): the page is loaded
 * afresh once, with the new release's files, and a failure on the way to another screen loads that screen's page. A
 * second failure on the same page is left to the error page and its Try again (a network that is really down must
 * not reload in a loop), and so is any failure while offline.
 */
export function recoverFromStaleChunks(win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'location' | 'navigator'>): void {
  win.addEventListener('vite:preloadError', (event) => {
    const target = destination() ?? win.location.href;
    let loaded: string | null;
    try {
      loaded = win.sessionStorage.getItem(staleChunkReloadKey);
      if (loaded !== target) win.sessionStorage.setItem(staleChunkReloadKey, target);
    } catch {
      return;
    }
    if (loaded === target || !win.navigator.onLine) return;
    event.preventDefault();
    if (target === win.location.href) win.location.reload();
    else win.location.assign(target);
  });
}
