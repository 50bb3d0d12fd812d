import { injectable } from 'inversify';
import { type LogLevel, type LoggerPort } from '../../application/ports/logger-port';

export interface LogEntry {
  readonly level: LogLevel;
  readonly tag: string;
  readonly message: string;
  readonly data?: unknown;
}

/** Keeps log entries in memory so tests can assert what was logged (the spec's exact texts). */
@injectable()
export class MemoryLogger implements LoggerPort {
  readonly entries: LogEntry[] = [];

  debug(tag: string, message: string, data?: unknown): void {
    this.entries.push({ level: 'debug', tag, message, data });
  }

  info(tag: string, message: string, data?: unknown): void {
    this.entries.push({ level: 'info', tag, message, data });
  }

  warn(tag: string, message: string, data?: unknown): void {
    this.entries.push({ level: 'warn', tag, message, data });
  }

  error(tag: string, message: string, data?: unknown): void {
    this.entries.push({ level: 'error', tag, message, data });
  }

  /** Messages logged at a level (every level when none is given). */
  messages(level?: LogLevel): string[] {
    return this.entries.filter((e) => level === undefined || e.level === level).map((e) => e.message);
  }
}
