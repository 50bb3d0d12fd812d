import { makeAutoObservable } from 'mobx';

/** The part of `window` that reports connectivity (the browser's online and offline events, cart spec §4). */
export interface ConnectivityEvents {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Whether the browser is online, for the offline badge and components that explain a failed load. It counts as online
 * until `start` runs in an effect (the server renders online); `start` answers the stop function for the cleanup.
 */
export class ConnectivityStore {
  online = true;

  constructor() {
    makeAutoObservable(this);
  }

  get offline(): boolean {
    return !this.online;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  start(events: ConnectivityEvents): () => void {
    const onOnline = () => this.setOnline(true);
    const onOffline = () => this.setOnline(false);
    this.setOnline(events.navigator.onLine);
    events.addEventListener('online', onOnline);
    events.addEventListener('offline', onOffline);
    return () => {
      events.removeEventListener('online', onOnline);
      events.removeEventListener('offline', onOffline);
    };
  }
}
