export const LoggerPort = Symbol.for('LoggerPort');

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Diagnostics for developers and support, never for shoppers (their texts are message ids). `tag` names the
 * part that speaks (`cache`, `cart-sync`, `analytics`), `message` is fixed text (the spec's exact texts where it
 * gives one) and `data` any detail worth keeping. Logging never throws.
 */
export interface LoggerPort {
  debug(tag: string, message: string, data?: unknown): void;
  info(tag: string, message: string, data?: unknown): void;
  warn(tag: string, message: string, data?: unknown): void;
  error(tag: string, message: string, data?: unknown): void;
}
