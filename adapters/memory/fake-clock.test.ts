import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { clockContract } from '../../testing/contracts/clock.contract';
import { FakeClock } from './fake-clock';

clockContract('FakeClock', () => {
  const clock = new FakeClock();
  return { clock, pass: (ms) => clock.advanceAsync(ms) };
});

describe('FakeClock', () => {
  it('sets now() to each timer’s due time while it fires, and to the target afterwards', () => {
    const clock = new FakeClock(1_000);
    const seen: number[] = [];
    clock.after(100, () => seen.push(clock.now()));
    clock.every(250, () => seen.push(clock.now()));
    clock.advance(600);
    expect(seen).toEqual([1_100, 1_250, 1_500]);
    expect(clock.now()).toBe(1_600);
    expect(clock.pending()).toBe(1);
  });

  it('fires, within the same advance, a timer that a firing timer schedules', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    clock.after(10, () => clock.after(10, () => fired.push('second')));
    clock.advance(25);
    expect(fired).toEqual(['second']);
  });

  it('lets awaited sleeps in a loop run with advanceAsync (a retry every 1000 ms)', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const retry = async () => {
      while (attempts < 3) {
        attempts++;
        await clock.sleep(1_000);
      }
    };
    const done = retry();
    await clock.advanceAsync(2_999);
    expect(attempts).toBe(3);
    await clock.advanceAsync(1);
    await done;
  });

  test.prop([fc.array(fc.record({ delay: fc.integer({ min: 0, max: 1_000 }), id: fc.nat() }), { maxLength: 30 }), fc.integer({ min: 0, max: 1_200 })])(
    'fires exactly the timers due by the target, ordered by due time then creation',
    (timers, target) => {
      const clock = new FakeClock(0);
      const fired: number[] = [];
      timers.forEach((t, index) => clock.after(t.delay, () => fired.push(index)));
      clock.advance(target);
      const expected = timers
        .map((t, index) => ({ ...t, index }))
        .filter((t) => t.delay <= target)
        .sort((a, b) => a.delay - b.delay || a.index - b.index)
        .map((t) => t.index);
      expect(fired).toEqual(expected);
    },
  );
});
