import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { type LoggerPort } from '../../application/ports/logger-port';

/** What the server logs through: one JSON object a line (pino), or nothing (tests). */
export type ServerLog = Pick<Logger, 'info' | 'warn' | 'error' | 'child'>;

/**
 * Field names whose values never reach a log line, wherever they sit (two levels deep): the request's
 * `Authorization` and `Cookie` headers, a `Set-Cookie`, tokens, passwords and secrets.
 */
const secretFields = ['authorization', 'cookie', 'set-cookie', 'token', 'password', 'secret', 'purgeToken', 'accessToken', 'refreshToken'];
export const redactedPaths = secretFields.flatMap((name) => [`["${name}"]`, `*["${name}"]`, `*.*["${name}"]`]);

/** Bytes of log lines the server keeps while its stdout does not take them (a stalled log collector): past it, lines are dropped. */
export const logBufferBytes = 8 * 1024 * 1024;

/**
 * Where the production log goes: stdout (or `fd`), written as the output takes it. A line is queued and the request
 * goes on; pino writes what is queued synchronously when the process exits and after a fatal line. Before, every
 * line was written synchronously: when the pipe to the log collector filled (the collector stalled), each request
 * waited for it, and the whole server stood still. Now at most `logBufferBytes` wait; lines beyond are dropped and
 * counted (`onDrop`: the metric `storefront_log_lines_dropped_total`).
 */
export function logDestination(
  options: { readonly fd?: number; readonly onDrop?: () => void; readonly maxBytes?: number } = {},
): DestinationStream & { destroy(): void } {
  const stream = pino.destination({ dest: options.fd ?? 1, sync: false, maxLength: options.maxBytes ?? logBufferBytes });
  if (options.onDrop !== undefined) stream.on('drop', options.onDrop);
  return stream;
}

/**
 * The production log: JSON lines on stdout with `level` as a word, an ISO `time`, `service: "storefront"` and the
 * message in `msg`; secrets redacted (`"[redacted]"`). `STOREFRONT_LOG_LEVEL` chooses the level (info).
 */
export function createServerLog(level = 'info', destination: DestinationStream = logDestination()): Logger {
  return pino(
    {
      level,
      base: { service: 'storefront' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * The log of the request lines (operations.ts): the same destination, level and fields without the redaction, which
 * walked every line for secret field names two levels deep: 40 of the line's 45 µs, about a tenth of a cache hit's
 * CPU. A request line holds only the server's own fields (request id, method, the path without its query's
 * values, status, route, cache, ms, bytes), none of them a secret's name.
 */
export function accessLogOf(log: ServerLog): Pick<ServerLog, 'info' | 'error'> {
  return log.child({}, { redact: [] });
}

/** The application's LoggerPort (the Redis store's warnings) over the server's log. */
export function loggerPortOf(log: ServerLog): LoggerPort {
  const at = (level: 'info' | 'warn' | 'error') => (tag: string, message: string, data?: unknown) =>
    log[level]({ component: tag, ...(data === undefined ? {} : { data }) }, message);
  return { debug: () => undefined, info: at('info'), warn: at('warn'), error: at('error') };
}

const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: a load balancer's `X-Request-Id` when it is short and plain, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/** The request's path for a log line: the query's values left out (a reset link's token, a shopper's e-mail). */
export function loggedTarget(target: string | undefined): string {
  const raw = (target ?? '/').slice(0, 2048);
  const question = raw.indexOf('?');
  if (question < 0) return raw;
  const names = [...new URLSearchParams(raw.slice(question + 1)).keys()].slice(0, 20);
  return `${raw.slice(0, question)}${names.length === 0 ? '' : `?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`}`;
}
