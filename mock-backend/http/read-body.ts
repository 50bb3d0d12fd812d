import type { IncomingMessage } from 'node:http';

/** 1 MB: far above any JSON body the shop sends, far below what would hurt the process. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** The body is (or would become) larger than the limit; nothing beyond the limit was read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body of at most `limit` bytes. Refuses at once when Content-Length says more, and stops reading as
 * soon as the streamed size passes the limit (chunked bodies), so an oversized body is never buffered.
 */
export function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The limit from `MOCK_MAX_BODY_BYTES` when set to a positive integer, else `fallback`. */
export function maxBodyBytesFromEnv(env: Readonly<Record<string, string | undefined>>, fallback = DEFAULT_MAX_BODY_BYTES): number {
  const raw = env.MOCK_MAX_BODY_BYTES;
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`MOCK_MAX_BODY_BYTES must be a positive integer, got ${raw}`);
  return n;
}
