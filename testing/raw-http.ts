import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the first response line, or undefined when the server closed without a response. */
  readonly status: number | undefined;
  readonly text: string;
  /** How long until the first response line arrived (or the socket ended). */
  readonly ms: number;
}

/**
 * Sends bytes as they are over a fresh socket (no client library fixes them up) and reads what comes back until the
 * server closes, a whole response has arrived, or `timeoutMs` passes.
 */
export function rawRequest(url: string, bytes: string | Buffer, timeoutMs = 3_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let text = '';
    let firstLineAt: number | undefined;
    const done = () => {
      socket.destroy();
      clearTimeout(timer);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({
        status: match === null ? undefined : Number(match[1]),
        text: Buffer.concat(chunks).toString('utf8'),
        ms: (firstLineAt ?? performance.now()) - started,
      });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      text += chunk.toString('latin1');
      if (firstLineAt === undefined && /\r\n/.test(text)) firstLineAt = performance.now();
      if (complete(text)) done();
    });
    socket.write(bytes, () => undefined);
  });
}

/** A response with a Content-Length whose body has fully arrived. */
function complete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return length !== null && Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length[1]);
}
