import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse, type HttpHandler } from 'msw';
import { DEFAULT_PRODUCT_COUNT } from '../fixtures/generate/index';
import { loadFixtureSetFromDir } from '../fixtures/generate/io';
import type { MockContext } from './context';
import type { FaultRule } from './faults/controller';
import { parseFaultSpec } from './faults/parse';
import { findSellable } from './handlers/commerce/products';
import { BodyTooLargeError, maxBodyBytesFromEnv, readBoundedBody } from './http/read-body';
import { isAllowedOrigin, isControlPostWithoutJson, isLocalHost, isLoopbackInterface } from './http/same-machine';
import { createNodeMockContext, type NodeMockOptions } from './node';

export interface MockServerOptions extends Omit<NodeMockOptions, 'listen' | 'onUnhandledRequest'> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Largest request body accepted (default `MOCK_MAX_BODY_BYTES` or 1 MB); larger ones get 413 unread. */
  maxBodyBytes?: number;
  /** Origins besides this machine's (any port) whose pages may call the mock with credentials. */
  allowOrigins?: readonly string[];
}

export interface MockServer {
  url: string;
  port: number;
  ctx: MockContext;
  close(): Promise<void>;
}

const ALLOWED_HEADERS = 'content-type, authorization, x-vs-store-code, accept';

/** A request the server refuses before any handler sees it; answered with `status` and the envelope. */
class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Slow clients cannot hold a socket: all headers within 10 s, the whole request within 30 s. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** After a 413 the rest of the body is not waited for longer than this. */
const LINGER_MS = 1_000;

/** The mock backend as a plain HTTP server on 127.0.0.1: node:http in, msw's getResponse for the answer. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { ctx, handlers } = createNodeMockContext(options);
  // Build the sku indices now, so the first cart or stock call does not pay for 100,000 products.
  for (const store of ctx.config.storeCodes) findSellable(ctx, store, '');
  const maxBodyBytes = options.maxBodyBytes ?? maxBodyBytesFromEnv(process.env);
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackInterface(host)) throw new Error(`The mock backend serves this machine only (--host 127.0.0.1, localhost or ::1), not ${host}`);
  const allowOrigins = (options.allowOrigins ?? []).map((origin) => new URL(origin).origin);
  let port = 0;
  const server = createServer((req, res) => {
    // The last resort: whatever a request does, it gets an answer and the server keeps serving.
    const rules = { maxBodyBytes, port, host, allowOrigins };
    handle(handlers, req, res, rules).catch((error: unknown) => answerFailure(req, res, error, allowOrigins));
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, ctx, close: () => closeServer(server) };
}

interface Rules {
  readonly maxBodyBytes: number;
  readonly port: number;
  readonly host: string;
  readonly allowOrigins: readonly string[];
}

function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown, allowOrigins: readonly string[]): void {
  const status = error instanceof Refusal ? error.status : error instanceof BodyTooLargeError ? 413 : 500;
  const message = error instanceof Error ? error.message : String(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const close = status === 413;
  res.writeHead(status, { ...corsHeaders(req, allowOrigins), 'content-type': 'application/json', ...(close ? { connection: 'close' } : {}) });
  res.end(JSON.stringify({ code: status, result: message }), () => {
    // The unread rest of an oversized body is not waited for: the socket goes once the answer is out.
    if (close) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}

async function handle(handlers: HttpHandler[], req: IncomingMessage, res: ServerResponse, rules: Rules): Promise<void> {
  if (!isLocalHost(req.headers.host, rules.port, rules.host))
    throw new Refusal(400, 'The Host header must name this machine (127.0.0.1, localhost or [::1]) and port');
  if (!isAllowedOrigin(req.headers.origin, rules.allowOrigins))
    throw new Refusal(403, 'Pages of this origin may not call the mock backend (see --allow-origin)');
  if (isControlPostWithoutJson(req.method, (req.url ?? '/').split('?')[0] ?? '/', req.headers['content-type']))
    throw new Refusal(415, 'Control calls take JSON: send Content-Type: application/json');
  const cors = corsHeaders(req, rules.allowOrigins);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const request = await toRequest(req, rules.maxBodyBytes);
  const response = await getResponse(handlers, request);
  if (response === undefined) {
    res.writeHead(404, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, result: `No mock for ${req.method ?? 'GET'} ${new URL(request.url).pathname}` }));
    return;
  }
  if (response.type === 'error') {
    // An injected outage: drop the connection, as a dead service would.
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** CORS for the pages of this machine and the allowed origins only: a foreign origin gets none (and 403). */
function corsHeaders(req: IncomingMessage, allowOrigins: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !isAllowedOrigin(origin, allowOrigins)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    'access-control-expose-headers': 'content-type, location',
    'access-control-max-age': '600',
  };
}

/** A Host header as RFC 9110 allows it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request as MSW sees it. Only origin-form targets (`/path?query`) with a well-formed path and Host are served. */
async function toRequest(req: IncomingMessage, maxBodyBytes: number): Promise<Request> {
  const target = req.url ?? '/';
  const host = req.headers.host ?? '127.0.0.1';
  if (!target.startsWith('/') || target.startsWith('//')) throw new Refusal(400, `Malformed request target ${JSON.stringify(target.slice(0, 200))}`);
  if (!HOST.test(host)) throw new Refusal(400, 'Malformed Host header');
  let url: URL;
  try {
    url = new URL(target, `http://${host}`);
    decodeURIComponent(url.pathname);
  } catch {
    throw new Refusal(400, `Malformed request target ${JSON.stringify(target.slice(0, 200))}`);
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: await readBoundedBody(req, maxBodyBytes) });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export const USAGE = `usage: npm run mock-server -- [options]
  --port N            port on 127.0.0.1 (default 8080; 0 = any free port)
  --host H            loopback interface (default 127.0.0.1; localhost or ::1): the mock serves this machine only
  --allow-origin URL  an origin besides this machine's whose pages may call the mock, repeatable
  --seed N            fixture seed (default 7)
  --products N        generated products (default ${DEFAULT_PRODUCT_COUNT}, up to 100000)
  --fixtures-dir DIR  load fixtures written by 'npm run fixtures' instead of generating them
  --data-dir DIR      keep the state (carts, customers, orders, stock) in DIR/state.json
  --reset             start from the seed state (discard DIR/state.json)
  --latency MS        add latency to every call
  --error-rate R      answer 503 to a share R (0..1) of the calls (seeded)
  --fault SPEC        fault rule, repeatable: 'cart/*=outage', 'POST order=error:1:500', 'stock/*=latency:500,malformed'
  --token-ttl S       customer token lifetime in seconds (default 3600)
  --shop-origin URL   where the hosted payment page returns to when no returnUrl was given
  --ext-base PATH     extension base of the commerce calls, repeatable (default /api/ext/magento)
  --max-body-bytes N  largest request body (default MOCK_MAX_BODY_BYTES or 1048576); larger ones get 413`;

/** Turns command-line flags into server options (exported for tests). */
export function parseServerArgs(argv: readonly string[]): MockServerOptions & { fixturesDir?: string; help?: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      products: { type: 'string' },
      'fixtures-dir': { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean' },
      latency: { type: 'string' },
      'error-rate': { type: 'string' },
      fault: { type: 'string', multiple: true },
      'token-ttl': { type: 'string' },
      'shop-origin': { type: 'string' },
      'ext-base': { type: 'string', multiple: true },
      'max-body-bytes': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  });
  const int = (name: string, raw: string | undefined) => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got ${raw}`);
    return n;
  };
  const faults: FaultRule[] = [];
  const latency = int('latency', values.latency);
  if (latency !== undefined && latency > 0) faults.push({ pattern: '*', latencyMs: latency });
  const errorRate = int('error-rate', values['error-rate']);
  if (errorRate !== undefined && errorRate > 1) throw new Error(`--error-rate must be between 0 and 1, got ${errorRate}`);
  if (errorRate !== undefined && errorRate > 0) faults.push({ pattern: '*', errorRate });
  for (const spec of values.fault ?? []) faults.push(...parseFaultSpec(spec));
  const config: NonNullable<MockServerOptions['config']> = {};
  const ttl = int('token-ttl', values['token-ttl']);
  if (ttl !== undefined) config.tokenTtlSeconds = ttl;
  if (values['shop-origin'] !== undefined) config.shopOrigin = values['shop-origin'];
  if (values['ext-base'] !== undefined) config.commerceExtBases = values['ext-base'];
  const maxBodyBytes = int('max-body-bytes', values['max-body-bytes']);
  if (maxBodyBytes !== undefined && (maxBodyBytes === 0 || !Number.isInteger(maxBodyBytes))) {
    throw new Error(`--max-body-bytes must be a positive integer, got ${values['max-body-bytes']}`);
  }
  return {
    port: int('port', values.port) ?? 8080,
    maxBodyBytes,
    host: values.host,
    ...(values['allow-origin'] === undefined ? {} : { allowOrigins: values['allow-origin'] }),
    seed: int('seed', values.seed),
    products: int('products', values.products) ?? DEFAULT_PRODUCT_COUNT,
    dataDir: values['data-dir'],
    reset: values.reset === true,
    faults,
    config,
    fixturesDir: values['fixtures-dir'],
    help: values.help === true,
  };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseServerArgs>;
  try {
    options = parseServerArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const started = performance.now();
  if (options.fixturesDir !== undefined) {
    process.stdout.write(`Loading fixtures from ${options.fixturesDir} …\n`);
    options.fixtures = await loadFixtureSetFromDir(options.fixturesDir);
  } else {
    process.stdout.write(`Generating fixtures (seed ${options.seed ?? 7}, ${options.products} products) …\n`);
  }
  const server = await startMockServer(options);
  const meta = server.ctx.fixtures.meta;
  process.stdout.write(
    `Mock backend listening on ${server.url} (seed ${meta.seed}, ${meta.products} products, ready in ${Math.round(performance.now() - started)} ms)\n` +
      `  state: ${options.dataDir === undefined ? 'in memory' : `${options.dataDir}/state.json`}${options.reset === true ? ' (reset)' : ''}\n` +
      `  faults: ${server.ctx.faults.rules().length === 0 ? 'none' : JSON.stringify(server.ctx.faults.rules())}\n` +
      `  try: curl -X POST ${server.url}/api/cart/create\n`,
  );
  const stop = (signal: string) => {
    process.stdout.write(`\n${signal}: stopping the mock backend\n`);
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
