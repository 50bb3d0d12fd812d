import { type IncomingMessage } from 'node:http';

/** A body past the limit: the server answers 413 and closes the connection instead of reading the rest. */
export class PayloadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${String(limit)} bytes`);
  }
}

/**
 * The body of a request, at most `limit` bytes: refused at once when Content-Length says more, and as soon as the
 * streamed bytes pass it (a chunked body announces no length), so a huge upload is never held in memory.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new PayloadTooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
