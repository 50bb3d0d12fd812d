import { type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from './request-body';

/** A connect-style step (Vite's middlewares, sirv and compression all have this shape). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The Fetch API request of an incoming message at `url` (built from configuration, never from the request's Host);
 * the body only for methods that have one, read within `maxBodyBytes` (request-body.ts throws PayloadTooLarge).
 */
export async function toRequest(req: IncomingMessage, url: URL, maxBodyBytes: number): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: new Uint8Array(await readBody(req, maxBodyBytes)) });
}

/** Writes a Fetch API response (the mock backend's answers) to the node response. */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Runs the steps in order; each calls next() to hand over. A step that throws is handed to `done` like next(error). */
export function chain(steps: readonly Middleware[], last: (req: IncomingMessage, res: ServerResponse) => void): Middleware {
  return (req, res, done) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined) return done(error);
      const step = steps[index];
      try {
        if (step === undefined) return last(req, res);
        step(req, res, (e) => run(index + 1, e));
      } catch (thrown) {
        done(thrown ?? new Error('a step threw'));
      }
    };
    run(0);
  };
}
