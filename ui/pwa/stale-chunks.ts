/** The page a stale chunk reloaded (so it reloads once); cleared once the page has loaded (ui/pwa/boot-pwa.ts). */
export const staleChunkReloadKey = 'noord-stale-chunk-reload';

/**
 * A chunk that fails to load after a release (its file is gone from the server) would break the page, the app itself
 * included (ui/entry.ts imports it once the page has painted): the page is loaded afresh once, with the new release's
 * files. A second failure on the same page is left to the lazy screens' Try again (a network that is really down must
 * not reload in a loop).
 */
export function recoverFromStaleChunks(win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'location' | 'navigator'>): void {
  win.addEventListener('vite:preloadError', (event) => {
    let reloaded: string | null;
    try {
      reloaded = win.sessionStorage.getItem(staleChunkReloadKey);
      if (reloaded !== win.location.href) win.sessionStorage.setItem(staleChunkReloadKey, win.location.href);
    } catch {
      return;
    }
    if (reloaded === win.location.href || !win.navigator.onLine) return;
    event.preventDefault();
    win.location.reload();
  });
}
