import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_WAIT_MS, afterFirstPaint, type FrameClock } from './after-first-paint';

/** A clock whose frames and timers run only when the test says so. */
function manualClock() {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const clock: FrameClock = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ at: now + ms, run: callback }),
  };
  return {
    clock,
    paint: () => frames.splice(0).forEach((frame) => frame()),
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  it('waits for a frame and resolves in the task after it, not before', async () => {
    const { clock, paint, advance } = manualClock();
    const painted = afterFirstPaint(clock);
    advance(0);
    expect(await settled(painted)).toBe(false);
    paint();
    expect(await settled(painted)).toBe(false);
    advance(0);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves in a tab that paints no frames once the wait is over', async () => {
    const { clock, advance } = manualClock();
    const painted = afterFirstPaint(clock);
    advance(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    advance(1);
    expect(await settled(painted)).toBe(true);
  });
});
