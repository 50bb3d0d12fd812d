import { beforeEach, describe, expect, it } from 'vitest';
import { followNavigations, followPanels, recoverFromStaleChunks, reopenPanelKey, staleChunkReloadKey, takePanelToReopen } from './stale-chunks';

/** A window with a session store, an address and a network state, counting its reloads. */
function fakeWindow(online = true) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    location: {
      href: 'https://shop.example/dames',
      reloads: 0,
      assigned: [] as string[],
      reload() {
        this.reloads += 1;
      },
      assign(url: string) {
        this.assigned.push(url);
      },
    },
    navigator: { onLine: online },
  };
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, stored, fail };
}

beforeEach(() => {
  followNavigations(() => undefined);
  followPanels(() => undefined);
});

describe('a chunk of an older release (the app itself, a screen)', () => {
  it('loads the page afresh once, then leaves a second failure to the screen', () => {
    const { win, stored, fail } = fakeWindow();
    recoverFromStaleChunks(win as unknown as Window);
    expect(fail()).toBe(true);
    expect(win.location.reloads).toBe(1);
    expect(stored.get(staleChunkReloadKey)).toBe('https://shop.example/dames');
    expect(fail()).toBe(false);
    expect(win.location.reloads).toBe(1);
  });

  it('does not reload a page that is offline: the network, not the release, is missing', () => {
    const { win, fail } = fakeWindow(false);
    recoverFromStaleChunks(win as unknown as Window);
    expect(fail()).toBe(false);
    expect(win.location.reloads).toBe(0);
  });

  it("on the way to another screen, loads that screen's page once, then leaves a second failure to its error page", () => {
    const { win, stored, fail } = fakeWindow();
    recoverFromStaleChunks(win as unknown as Window);
    followNavigations(() => 'https://shop.example/login');
    expect(fail()).toBe(true);
    expect(win.location.assigned).toEqual(['https://shop.example/login']);
    expect(win.location.reloads).toBe(0);
    expect(stored.get(staleChunkReloadKey)).toBe('https://shop.example/login');
    expect(fail()).toBe(false);
    expect(win.location.assigned).toHaveLength(1);
  });

  it('reloads the page itself once the app is idle again (a chunk asked for after a navigation)', () => {
    const { win, fail } = fakeWindow();
    recoverFromStaleChunks(win as unknown as Window);
    let headedFor: string | undefined = 'https://shop.example/login';
    followNavigations(() => headedFor);
    headedFor = undefined;
    expect(fail()).toBe(true);
    expect(win.location.reloads).toBe(1);
    expect(win.location.assigned).toEqual([]);
  });
});

describe('a panel whose chunk fails (the mobile menu, the microcart)', () => {
  const panels = ['menu', 'microcart', 'search', 'language'];

  it('loads the page afresh with the panel asked for again, once, on that page only', () => {
    const { win, stored, fail } = fakeWindow();
    recoverFromStaleChunks(win as unknown as Window);
    followPanels(() => 'menu');
    expect(fail()).toBe(true);
    expect(win.location.reloads).toBe(1);
    expect(takePanelToReopen(win as unknown as Window, panels)).toBe('menu');
    expect(stored.has(reopenPanelKey)).toBe(false);
    expect(takePanelToReopen(win as unknown as Window, panels)).toBeUndefined();
  });

  it('asks for no panel when none was open, or when the failure sends the shopper to another screen', () => {
    const { win, stored, fail } = fakeWindow();
    recoverFromStaleChunks(win as unknown as Window);
    expect(fail()).toBe(true);
    expect(stored.has(reopenPanelKey)).toBe(false);
    followPanels(() => 'microcart');
    followNavigations(() => 'https://shop.example/login');
    expect(fail()).toBe(true);
    expect(stored.has(reopenPanelKey)).toBe(false);
  });

  it("opens nothing for another page's panel, an unknown or tampered value, or blocked storage", () => {
    const { win, stored } = fakeWindow();
    for (const saved of [
      JSON.stringify({ href: 'https://shop.example/heren', panel: 'menu' }),
      JSON.stringify({ href: win.location.href, panel: 'checkout' }),
      JSON.stringify({ href: win.location.href, panel: 7 }),
      '{not json',
      'null',
    ]) {
      stored.set(reopenPanelKey, saved);
      expect(takePanelToReopen(win as unknown as Window, panels)).toBeUndefined();
      expect(stored.has(reopenPanelKey)).toBe(false);
    }
    const blocked = {
      location: win.location,
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    };
    expect(takePanelToReopen(blocked as unknown as Window, panels)).toBeUndefined();
  });

  it('still reloads when the panel cannot be written down (storage full)', () => {
    const { win, fail } = fakeWindow();
    const full = {
      ...win,
      sessionStorage: {
        ...win.sessionStorage,
        setItem: (key: string) => {
          if (key === reopenPanelKey) throw new Error('QuotaExceededError');
        },
      },
    };
    recoverFromStaleChunks(full as unknown as Window);
    followPanels(() => 'search');
    expect(fail()).toBe(true);
    expect(win.location.reloads).toBe(1);
  });
});
