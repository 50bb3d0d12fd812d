import { describe, expect, it } from 'vitest';
import { connectivityContract } from '../../testing/contracts/connectivity.contract';
import { BrowserConnectivity, type ConnectivityHost } from './browser-connectivity';

/** A window stand-in: navigator.onLine and online/offline events on a real EventTarget, as a browser fires them. */
class FakeWindow extends EventTarget implements ConnectivityHost {
  readonly navigator = { onLine: true };
  listeners = 0;

  override addEventListener(type: 'online' | 'offline', listener: () => void): void {
    this.listeners++;
    super.addEventListener(type, listener);
  }

  override removeEventListener(type: 'online' | 'offline', listener: () => void): void {
    this.listeners--;
    super.removeEventListener(type, listener);
  }

  set(online: boolean): void {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}

connectivityContract('BrowserConnectivity', () => {
  const window = new FakeWindow();
  return { port: new BrowserConnectivity(window), set: (online) => window.set(online) };
});

describe('BrowserConnectivity', () => {
  it('listens to the window only while someone subscribes', () => {
    const window = new FakeWindow();
    const port = new BrowserConnectivity(window);
    const stopA = port.subscribe(() => undefined);
    const stopB = port.subscribe(() => undefined);
    expect(window.listeners).toBe(2);
    stopA();
    expect(window.listeners).toBe(2);
    stopB();
    expect(window.listeners).toBe(0);
  });

  it('reads navigator.onLine when the page starts offline', () => {
    const window = new FakeWindow();
    window.navigator.onLine = false;
    const port = new BrowserConnectivity(window);
    const heard: boolean[] = [];
    port.subscribe((online) => heard.push(online));
    expect(port.isOnline()).toBe(false);
    window.set(true);
    expect(heard).toEqual([true]);
  });
});
