import { describe, expect, it } from 'vitest';
import { loggerContract } from '../../testing/contracts/logger.contract';
import { type LogLevel } from '../../application/ports/logger-port';
import { ConsoleLogger } from './console-logger';

function recordingConsole() {
  const lines: { level: LogLevel; text: string; data?: unknown }[] = [];
  const at =
    (level: LogLevel) =>
    (text: string, ...rest: unknown[]) =>
      lines.push(rest.length ? { level, text, data: rest[0] } : { level, text });
  return { lines, console: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

loggerContract('ConsoleLogger', () => {
  const out = recordingConsole();
  return { logger: new ConsoleLogger({ console: out.console, minLevel: 'debug' }), written: () => out.lines };
});

describe('ConsoleLogger', () => {
  it('writes "[tag] message" and drops levels below the minimum', () => {
    const out = recordingConsole();
    const logger = new ConsoleLogger({ console: out.console, minLevel: 'warn' });
    logger.info('cache', 'quiet');
    logger.warn('cache', 'loud', { key: 'k' });
    expect(out.lines).toEqual([{ level: 'warn', text: '[cache] loud', data: { key: 'k' } }]);
  });
});
