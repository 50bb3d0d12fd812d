export const ClockPort = Symbol.for('ClockPort');

/** Cancels a timer; calling it after the timer fired, or twice, does nothing. */
export type CancelTimer = () => void;

/**
 * Time for the application: the current instant, a monotonic reading for measuring durations, and timers for its
 * polls and retries (the 1000 ms token-refresh retry and the 100 ms navigation poll of cart spec §9, the 800 ms
 * cache timeout and 30 s quota check of catalogue spec §9). A fake clock in tests makes all of them deterministic.
 */
export interface ClockPort {
  /** Wall-clock time as whole epoch milliseconds. */
  now(): number;
  /** Milliseconds on a monotonic scale, possibly fractional; only differences between two readings mean anything. */
  monotonic(): number;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
  /** Calls `callback` once after `ms` milliseconds. */
  after(ms: number, callback: () => void): CancelTimer;
  /** Calls `callback` every `ms` milliseconds (ms > 0) until cancelled. */
  every(ms: number, callback: () => void): CancelTimer;
}
