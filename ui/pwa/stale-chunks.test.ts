import { describe, expect, it } from 'vitest';
import { recoverFromStaleChunks, staleChunkReloadKey } from './stale-chunks';

/** A window with a session store, an address and a network state, counting its reloads. */
function fakeWindow(online = true) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    location: { href: 'https://shop.example/dames', reloads: 0, reload() {
      this.reloads += 1;
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
});
