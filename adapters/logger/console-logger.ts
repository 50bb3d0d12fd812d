import { inject, injectable } from 'inversify';
import { type LogLevel, type LoggerPort } from '../../application/ports/logger-port';

/** Where the console logger writes (the global `console`, or a test's recorder) and from which level on. */
export interface ConsoleLoggerSettings {
  readonly console: Pick<Console, LogLevel>;
  readonly minLevel: LogLevel;
}

export const ConsoleLoggerSettings = Symbol.for('ConsoleLoggerSettings');

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Logs to the console as `[tag] message`, with the data as a second argument so devtools can inspect it. */
@injectable()
export class ConsoleLogger implements LoggerPort {
  constructor(@inject(ConsoleLoggerSettings) private readonly settings: ConsoleLoggerSettings) {}

  debug(tag: string, message: string, data?: unknown): void {
    this.write('debug', tag, message, data);
  }

  info(tag: string, message: string, data?: unknown): void {
    this.write('info', tag, message, data);
  }

  warn(tag: string, message: string, data?: unknown): void {
    this.write('warn', tag, message, data);
  }

  error(tag: string, message: string, data?: unknown): void {
    this.write('error', tag, message, data);
  }

  private write(level: LogLevel, tag: string, message: string, data: unknown): void {
    if (rank[level] < rank[this.settings.minLevel]) return;
    const line = `[${tag}] ${message}`;
    if (data === undefined) this.settings.console[level](line);
    else this.settings.console[level](line, data);
  }
}
