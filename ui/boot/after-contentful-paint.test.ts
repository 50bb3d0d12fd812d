import { describe, expect, it } from 'vitest';
import { CONTENTFUL_PAINT_WAIT_MS, type PaintWindow, afterContentfulPaint } from './after-contentful-paint';

/** A window whose paints, load event, visibility, frames and timers happen only when the test says so. */
function manualWindow(options: { paintTiming?: boolean; readyState?: DocumentReadyState; visibility?: DocumentVisibilityState } = {}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const observers: ((list: { getEntries(): { name: string }[] }) => void)[] = [];
  const loads: (() => void)[] = [];
  const inputs: (() => void)[] = [];
  const visibilityListeners: (() => void)[] = [];
  let now = 0;
  const doc = {
    readyState: options.readyState ?? 'interactive',
    visibilityState: options.visibility ?? 'visible',
    addEventListener: (_type: 'visibilitychange', listener: () => void) => visibilityListeners.push(listener),
  };
  class Observer {
    static readonly supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint'];
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win: PaintWindow = {
    document: doc,
    addEventListener: (type, listener) => (type === 'load' ? loads : inputs).push(listener),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ at: now + ms, run: callback }),
    PerformanceObserver: Observer,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return {
    win,
    paint: (name: string) => observers.slice().forEach((observer) => observer({ getEntries: () => [{ name }] })),
    load: () => {
      doc.readyState = 'complete';
      loads.splice(0).forEach((listener) => listener());
    },
    frame: () => {
      frames.splice(0).forEach((frame) => frame());
      advance(0);
    },
    show: (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      visibilityListeners.forEach((listener) => listener());
    },
    tap: () => inputs.splice(0).forEach((listener) => listener()),
    advance,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return done;
};

describe('the scripts wait for the first contentful paint and the main picture', () => {
  it('go after the first contentful paint, the load event and one more frame, in that order', async () => {
    const page = manualWindow();
    const waiting = afterContentfulPaint(page.win);
    page.paint('first-paint');
    page.load();
    page.frame();
    expect(await settled(waiting)).toBe(false);
    page.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(false);
    page.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('wait for the load event after the paint (the LCP picture is still coming)', async () => {
    const page = manualWindow();
    const waiting = afterContentfulPaint(page.win);
    page.paint('first-contentful-paint');
    page.frame();
    expect(await settled(waiting)).toBe(false);
    page.load();
    page.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('go after the load and a frame in a browser that reports no paints', async () => {
    const page = manualWindow({ paintTiming: false, readyState: 'complete' });
    const waiting = afterContentfulPaint(page.win);
    page.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('in a tab hidden before it painted, go once it is shown (it reports no paint)', async () => {
    const page = manualWindow({ visibility: 'hidden', readyState: 'complete' });
    const waiting = afterContentfulPaint(page.win);
    page.advance(1000);
    expect(await settled(waiting)).toBe(false);
    page.show('visible');
    page.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('go at once when the shopper taps or types before the page has painted and loaded', async () => {
    const page = manualWindow();
    const waiting = afterContentfulPaint(page.win);
    page.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(false);
    page.tap();
    expect(await settled(waiting)).toBe(true);
  });

  it('never wait longer than CONTENTFUL_PAINT_WAIT_MS', async () => {
    const page = manualWindow();
    const waiting = afterContentfulPaint(page.win);
    page.advance(CONTENTFUL_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    page.advance(1);
    expect(await settled(waiting)).toBe(true);
  });
});
