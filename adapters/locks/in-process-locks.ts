import { injectable } from 'inversify';
import type { LockPort } from '../../application/ports/lock-port';

/**
 * Locks within one JavaScript process: one queue per name. The Node side (CLI, tests) and browsers without the Web
 * Locks API use it; tests share one instance between simulated tabs, as tabs share the browser's locks.
 */
@injectable()
export class InProcessLocks implements LockPort {
  private readonly tails = new Map<string, Promise<unknown>>();

  exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(name) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    this.tails.set(name, tail);
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return run;
  }
}
