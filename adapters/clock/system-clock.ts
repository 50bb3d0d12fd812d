import { injectable } from 'inversify';
import { type CancelTimer, type ClockPort } from '../../application/ports/clock-port';

/** The real clock of the browser or Node: `Date`, `performance` and the platform's timers. */
@injectable()
export class SystemClock implements ClockPort {
  now(): number {
    // eslint-disable-next-line no-restricted-syntax -- this adapter is the one place that reads the real clock
    return Date.now();
  }

  monotonic(): number {
    return performance.now();
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  }

  after(ms: number, callback: () => void): CancelTimer {
    const handle = setTimeout(callback, Math.max(0, ms));
    return () => clearTimeout(handle);
  }

  every(ms: number, callback: () => void): CancelTimer {
    if (!(ms > 0)) throw new RangeError(`every() needs a positive interval, got ${ms}`);
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  }
}
