import { describe, expect, it } from 'vitest';
import { type ConnectivityEvents, ConnectivityStore } from './connectivity.store';

function fakeWindow(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const events: ConnectivityEvents & { fire: (type: 'online' | 'offline') => void; count: () => number } = {
    navigator: { onLine },
    addEventListener: (type, listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    fire: (type) => {
      (events.navigator as { onLine: boolean }).onLine = type === 'online';
      for (const l of listeners.get(type) ?? []) l();
    },
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
  return events;
}

describe('ConnectivityStore (cart spec §4 "Offline")', () => {
  it('counts as online until started, as on the server', () => {
    const store = new ConnectivityStore();
    expect(store.online).toBe(true);
    expect(store.offline).toBe(false);
  });

  it('starts from navigator.onLine and follows the online and offline events', () => {
    const store = new ConnectivityStore();
    const events = fakeWindow(false);
    store.start(events);
    expect(store.offline).toBe(true);
    events.fire('online');
    expect(store.online).toBe(true);
    events.fire('offline');
    expect(store.offline).toBe(true);
  });

  it('stops listening when the stop function runs', () => {
    const store = new ConnectivityStore();
    const events = fakeWindow(true);
    const stop = store.start(events);
    expect(events.count()).toBe(2);
    stop();
    expect(events.count()).toBe(0);
    events.fire('offline');
    expect(store.online).toBe(true);
  });
});
