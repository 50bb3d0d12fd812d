/** The page a stale chunk loaded (so it loads once); cleared once the page has loaded (ui/pwa/boot-pwa.ts). */
export const staleChunkReloadKey = 'noord-stale-chunk-reload';

/** The panel the shopper had opened when its chunk failed and the page was loaded afresh: opened again after. */
export const reopenPanelKey = 'noord-reopen-panel';

/** Where an in-app navigation is headed while its screen's chunks load; none while the app is idle. */
let destination: () => string | undefined = () => undefined;

/** The panel of the frame that is open (the mobile menu, the microcart...), if any. */
let openPanel: () => string | undefined = () => undefined;

/**
 * The app tells where its navigations are headed (ui/app/App.tsx, from the router), so a chunk that fails on the way
 * to a screen loads that screen's page, not the one the shopper was leaving: the tap is not lost.
 */
export function followNavigations(headedFor: () => string | undefined): void {
  destination = headedFor;
}

/**
 * The app tells which panel is open (ui/app/App.tsx, from the UI store): a panel's chunk that fails loads the page
 * afresh with that panel asked for again, so the tap that opened it is not lost (`takePanelToReopen`).
 */
export function followPanels(open: () => string | undefined): void {
  openPanel = open;
}

/**
 * The panel to open again on this page, once: the one that was open when the page was loaded afresh for a failed
 * chunk, if it was this page. Anything else in the store (another page's, a stale or tampered value) opens nothing.
 */
export function takePanelToReopen<Panel extends string>(win: Pick<Window, 'sessionStorage' | 'location'>, known: readonly Panel[]): Panel | undefined {
  try {
    const saved = win.sessionStorage.getItem(reopenPanelKey);
    if (saved === null) return undefined;
    win.sessionStorage.removeItem(reopenPanelKey);
    const { href, panel } = JSON.parse(saved) as { href?: unknown; panel?: unknown };
    return href === win.location.href ? known.find((name) => name === panel) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A chunk that fails to load after a release (its file is gone from the server) or on a dropped connection would
 * break the page, the app itself included (ui/entry.ts imports it once the page has painted): the page is loaded
 * afresh once, with the new release's files, and a failure on the way to another screen loads that screen's page (a
 * panel's: this page with the panel asked for again). A second failure on the same page is left to the error page
 * and its Try again (a network that is really down must not reload in a loop), and so is any failure while offline.
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
    if (target !== win.location.href) {
      win.location.assign(target);
      return;
    }
    const panel = openPanel();
    try {
      if (panel !== undefined) win.sessionStorage.setItem(reopenPanelKey, JSON.stringify({ href: target, panel }));
    } catch {
      // Storage full or blocked: the page still reloads, with the panel closed.
    }
    win.location.reload();
  });
}
