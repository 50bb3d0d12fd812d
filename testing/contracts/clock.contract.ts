import { fc, test } from '../property-test';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ClockPort } from '../../application/ports/clock-port';

export interface ClockHarness {
  readonly clock: ClockPort;
  /** Lets `ms` milliseconds pass on this clock (a fake one advances, the real one waits a little longer). */
  pass(ms: number): Promise<void>;
}

/** The behaviour every ClockPort adapter shares. Delays are small so the real clock can run it too. */
export function clockContract(name: string, make: () => ClockHarness, options: { readonly numRuns?: number } = {}): void {
  describe(`ClockPort contract: ${name}`, () => {
    let h: ClockHarness;
    beforeEach(() => {
      h = make();
    });

    it('reads whole epoch milliseconds that never go back, and a monotonic scale', async () => {
      const t0 = h.clock.now();
      const m0 = h.clock.monotonic();
      expect(Number.isInteger(t0)).toBe(true);
      expect(t0).toBeGreaterThan(Date.UTC(2020, 0, 1));
      await h.pass(20);
      expect(h.clock.now()).toBeGreaterThanOrEqual(t0 + 15);
      expect(h.clock.monotonic() - m0).toBeGreaterThanOrEqual(15);
    });

    it('fires after() once, not before its time, and not when cancelled', async () => {
      const fired: string[] = [];
      h.clock.after(60, () => fired.push('kept'));
      const cancel = h.clock.after(10, () => fired.push('cancelled'));
      cancel();
      cancel();
      await h.pass(5);
      expect(fired).toEqual([]);
      await h.pass(90);
      expect(fired).toEqual(['kept']);
    });

    it('fires every() repeatedly until cancelled', async () => {
      let count = 0;
      const cancel = h.clock.every(10, () => count++);
      await h.pass(55);
      expect(count).toBeGreaterThanOrEqual(3);
      cancel();
      const stopped = count;
      await h.pass(40);
      expect(count).toBe(stopped);
      expect(() => h.clock.every(0, () => undefined)).toThrow(RangeError);
    });

    it('resolves sleep() after its time', async () => {
      let done = false;
      void h.clock.sleep(60).then(() => (done = true));
      await h.pass(5);
      expect(done).toBe(false);
      await h.pass(90);
      expect(done).toBe(true);
    });

    test.prop([fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 6 })], { numRuns: options.numRuns ?? 100 })(
      'fires timers in the order they fall due',
      async (delays) => {
        const clock = make();
        const fired: number[] = [];
        for (const d of delays) clock.clock.after(d * 5, () => fired.push(d));
        await clock.pass(70);
        expect(fired).toEqual([...delays].sort((a, b) => a - b));
      },
    );
  });
}
