import { inject, injectable } from 'inversify';
import type { LockPort } from '../../application/ports/lock-port';
import { InProcessLocks } from './in-process-locks';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Where the browser's lock manager is found (`navigator.locks`); undefined where there is none. */
export const LockManagerSource = Symbol.for('LockManagerSource');
export type LockManagerSource = () => LockManagerLike | undefined;

/**
 * The browser's Web Locks (shared by every tab of the origin), so two tabs coming back online never send the same
 * order. Without the API (an old browser) the locks hold within the tab only.
 */
@injectable()
export class WebLocks implements LockPort {
  private readonly fallback = new InProcessLocks();

  constructor(@inject(LockManagerSource) private readonly source: LockManagerSource) {}

  exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    const manager = this.source();
    return manager === undefined ? this.fallback.exclusive(name, work) : manager.request(`storefront:${name}`, work);
  }
}
