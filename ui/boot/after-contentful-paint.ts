/** What `afterContentfulPaint` needs from the window (a fake in tests). */
export interface PaintWindow {
  readonly document: {
    readonly readyState: DocumentReadyState;
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  addEventListener(type: 'load' | 'pointerdown' | 'keydown', listener: () => void, options: { once: boolean; capture?: boolean }): void;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  readonly PerformanceObserver?: PaintObserverClass;
}

interface PaintObserverClass {
  new (callback: (list: { getEntries(): readonly { readonly name: string }[] }) => void): {
    observe(options: { type: 'paint'; buffered: boolean }): void;
    disconnect(): void;
  };
  readonly supportedEntryTypes?: readonly string[];
}

/** However the page fares (nothing contentful to paint, a browser that reports no paints), the app comes after this long. */
export const CONTENTFUL_PAINT_WAIT_MS = 5000;

/**
 * Resolves once the server's HTML has painted its content and its pictures: the first contentful paint, then the load
 * event (the LCP picture is in), then one more frame. Only then does the page ask for its scripts (ui/entry.ts), so on
 * a phone no script competes with the first paint and the main picture for bandwidth or main thread. A tab
 * hidden before its first paint reports none: it goes once it is shown and loaded. A shopper who taps or types before
 * then wants the page to work: the scripts come at once.
 */
export function afterContentfulPaint(win: PaintWindow): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const afterFrame = () => win.requestAnimationFrame(() => win.setTimeout(finish, 0));
    const afterLoad = () => (win.document.readyState === 'complete' ? afterFrame() : win.addEventListener('load', afterFrame, { once: true }));
    win.setTimeout(finish, CONTENTFUL_PAINT_WAIT_MS);
    win.addEventListener('pointerdown', finish, { once: true, capture: true });
    win.addEventListener('keydown', finish, { once: true, capture: true });
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint') !== true) {
      afterLoad();
      return;
    }
    const observer = new Observer((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      afterLoad();
    });
    observer.observe({ type: 'paint', buffered: true });
    let hidden = win.document.visibilityState === 'hidden';
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') hidden = true;
      else if (hidden) afterLoad();
    });
  });
}
