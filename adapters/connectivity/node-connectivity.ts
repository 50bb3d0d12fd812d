import { injectable } from 'inversify';
import { type ConnectivityListener, type ConnectivityPort } from '../../application/ports/connectivity-port';

/**
 * Connectivity where no browser tells us: on a server or in the CLI the network is assumed up. Tests and the
 * mock backend's outage mode switch it with `setOnline`; it doubles as the in-memory adapter.
 */
@injectable()
export class NodeConnectivity implements ConnectivityPort {
  private online = true;
  private readonly listeners = new Set<ConnectivityListener>();

  isOnline(): boolean {
    return this.online;
  }

  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }

  subscribe(listener: ConnectivityListener): () => void {
    const entry: ConnectivityListener = (online) => listener(online);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }
}
