import { beforeEach, describe, expect, it } from 'vitest';
import { type LogLevel, type LoggerPort } from '../../application/ports/logger-port';

export interface LoggerHarness {
  readonly logger: LoggerPort;
  /** What reached the output so far: level and the text written (tag and message). */
  written(): ReadonlyArray<{ readonly level: LogLevel; readonly text: string; readonly data?: unknown }>;
}

/** The behaviour every LoggerPort adapter shares. */
export function loggerContract(name: string, make: () => LoggerHarness): void {
  describe(`LoggerPort contract: ${name}`, () => {
    let h: LoggerHarness;
    beforeEach(() => {
      h = make();
    });

    it('writes each level with its tag and the exact message', () => {
      h.logger.debug('cache', 'hit');
      h.logger.info('cart-sync', 'synchronised');
      h.logger.warn('analytics', 'Google Tag Manager extensions is not working...');
      h.logger.error('catalog', 'Product not found');
      const out = h.written();
      expect(out.map((e) => e.level)).toEqual(['debug', 'info', 'warn', 'error']);
      expect(out[2]!.text).toContain('analytics');
      expect(out[2]!.text).toContain('Google Tag Manager extensions is not working...');
      expect(out[3]!.text).toContain('Product not found');
    });

    it('keeps data and never throws, not even for cyclic data', () => {
      const cyclic: { self?: unknown } = {};
      cyclic.self = cyclic;
      expect(() => h.logger.error('cache', 'broken', cyclic)).not.toThrow();
      expect(h.written().at(-1)?.data).toBe(cyclic);
    });
  });
}
