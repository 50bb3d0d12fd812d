import { inject, injectable } from 'inversify';
import { type ConnectivityListener, type ConnectivityPort } from '../../application/ports/connectivity-port';

/** The part of `window` that reports connectivity. */
export interface ConnectivityHost {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export const ConnectivityHost = Symbol.for('ConnectivityHost');

/**
 * The browser's connectivity: `navigator.onLine`, updated by the window's online and offline events (cart spec §4).
 * The window listeners are attached while at least one subscriber listens, so nothing leaks after the last one.
 */
@injectable()
export class BrowserConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<ConnectivityListener>();
  private last: boolean;

  constructor(@inject(ConnectivityHost) private readonly host: ConnectivityHost) {
    this.last = host.navigator.onLine;
  }

  isOnline(): boolean {
    return this.host.navigator.onLine;
  }

  subscribe(listener: ConnectivityListener): () => void {
    const entry: ConnectivityListener = (online) => listener(online);
    if (this.listeners.size === 0) {
      this.last = this.host.navigator.onLine;
      this.host.addEventListener('online', this.onOnline);
      this.host.addEventListener('offline', this.onOffline);
    }
    this.listeners.add(entry);
    return () => {
      if (!this.listeners.delete(entry) || this.listeners.size > 0) return;
      this.host.removeEventListener('online', this.onOnline);
      this.host.removeEventListener('offline', this.onOffline);
    };
  }

  private readonly onOnline = () => this.changed(true);
  private readonly onOffline = () => this.changed(false);

  // Browsers may fire the same event twice (e.g. one per network interface); listeners hear changes only.
  private changed(online: boolean): void {
    if (online === this.last) return;
    this.last = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}
