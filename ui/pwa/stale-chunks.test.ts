import { beforeEach, describe, expect, it } from 'vitest';
import { followNavigations, recoverFromStaleChunks, staleChunkReloadKey } from './stale-chunks';

/** A window with a session store, an address and a network state, counting its reloads. */
function fakeWindow(online = true) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    location: { href: 'https://shop.example/dames', reloads: 0, assigned: [] as string[], reload() {
      this.reloads += 1;
    }, assign(url: string) {
      this.assigned.push(url);
    } },
    navigator: { onLine: online },
  };
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, stored, fail };
}

beforeEach(() => followNavigations(() => undefined));

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

  it('on the way to another screen, loads that screen\'s page once, then leaves a second failure to its error page', () => {
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
