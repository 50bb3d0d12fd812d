import { type CancelTimer, type ClockPort } from '../../application/ports/clock-port';

interface Timer {
  readonly id: number;
  due: number;
  readonly interval: number | undefined;
  readonly callback: () => void;
}

/**
 * A clock that moves only when a test says so. `advance(ms)` fires every timer that falls due, in order of due
 * time (then of creation), each with `now()` set to its due time; `advanceAsync(ms)` does the same but lets
 * promises settle after each timer, for code that awaits `sleep` in a loop. Bind an instance as a constant.
 */
export class FakeClock implements ClockPort {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return Math.floor(this.current);
  }

  monotonic(): number {
    return this.current;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.after(ms, resolve));
  }

  after(ms: number, callback: () => void): CancelTimer {
    return this.add(Math.max(0, ms), undefined, callback);
  }

  every(ms: number, callback: () => void): CancelTimer {
    if (!(ms > 0)) throw new RangeError(`every() needs a positive interval, got ${ms}`);
    return this.add(ms, ms, callback);
  }

  /** Number of timers still scheduled. */
  pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing due timers synchronously. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) this.fire(timer);
    this.current = target;
  }

  /** Like `advance`, but lets pending promise callbacks run after each timer and before returning. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.fire(timer);
      await settle();
    }
    this.current = target;
    await settle();
  }

  private add(delay: number, interval: number | undefined, callback: () => void): CancelTimer {
    const timer: Timer = { id: this.nextId++, due: this.current + delay, interval, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  private nextDue(target: number): Timer | undefined {
    let next: Timer | undefined;
    for (const t of this.timers) if (t.due <= target && (!next || t.due < next.due || (t.due === next.due && t.id < next.id))) next = t;
    return next;
  }

  private fire(timer: Timer): void {
    this.current = Math.max(this.current, timer.due);
    if (timer.interval === undefined) this.timers = this.timers.filter((t) => t !== timer);
    else timer.due += timer.interval;
    timer.callback();
  }
}

/** Lets every queued promise callback run: a macrotask turn drains the microtask queue. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
