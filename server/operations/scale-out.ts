import { type Server, createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerConfig } from '../../application/config/server-config';
import { type OutputCacheStorePort } from '../../application/ports/output-cache-store-port';
import { SystemClock } from '../../adapters/clock/system-clock';
import { MemoryPageStore } from '../../adapters/output-cache/memory-page-store';
import { RedisPageStore } from '../../adapters/output-cache/redis-page-store';
import { type Backend } from '../mock/backend';
import { ServerMetrics } from './metrics';
import { Operations, sendMetrics } from './operations';
import { FallbackPageStore } from '../cache/fallback-page-store';
import { OutputCache } from '../cache/output-cache';
import { type ServerLog, createServerLog, logDestination, loggerPortOf } from './server-log';

export interface ScaleOut {
  readonly log: ServerLog;
  readonly metrics: ServerMetrics;
  readonly store: OutputCacheStorePort;
  readonly cache: OutputCache;
  readonly operations: Operations;
  /** Where the shop's catalogue API is, once the listening address is known (readiness). */
  watchBackend(apiBase: string): void;
}

/**
 * The production server's output cache (Redis when STOREFRONT_OUTPUT_CACHE_URL is set, with the in-process store
 * standing in while Redis fails; else in-process), its log, metrics and readiness checks.
 */
export function scaleOut(config: ServerConfig, backend: Backend): ScaleOut {
  const clock = new SystemClock();
  const metrics = new ServerMetrics();
  const log = createServerLog(config.operations.logLevel, logDestination({ onDrop: () => metrics.logLineDropped() }));
  const { url, maxMb, redisTimeoutMs, redisPrefix } = config.outputCache;
  const local = () => new MemoryPageStore({ clock, maxBytes: maxMb * 1024 * 1024 });
  // With Redis, this process's own store stands in while Redis cannot be reached (fallback-page-store.ts).
  const store: OutputCacheStorePort =
    url === ''
      ? local()
      : new FallbackPageStore(
          new RedisPageStore({
            url,
            clock,
            commandTimeoutMs: redisTimeoutMs,
            prefix: redisPrefix,
            logger: loggerPortOf(log),
            onError: (operation) => metrics.redisError(operation),
          }),
          local,
        );
  metrics.watchCacheBytes(() => store.bytes());
  const cache = new OutputCache(store, { clock, events: metrics.cacheEvents });
  let apiBase: string | undefined;
  const operations = new Operations({
    log,
    metrics,
    ...(config.operations.metricsToken === '' ? {} : { metricsToken: config.operations.metricsToken }),
    checks: [
      { name: 'cache', probe: () => store.ping() },
      {
        name: 'backend',
        // Any answer of the catalogue API counts: it is there. A refused connection or no answer in a second does not.
        probe: async () =>
          apiBase !== undefined && (await backend.fetch(`${apiBase}/stock/check?sku=readyz`, { signal: AbortSignal.timeout(1_000) })).status > 0,
      },
    ],
  });
  return { log, metrics, store, cache, operations, watchBackend: (base) => void (apiBase = base) };
}

/**
 * `/metrics` on a port of its own (STOREFRONT_METRICS_PORT), without a token, on 127.0.0.1 unless
 * STOREFRONT_METRICS_HOST names a network only Prometheus reaches; never the shop's HOST.
 */
export async function listenForMetrics(metrics: ServerMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'no-store');
    if ((req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    void sendMetrics(res, metrics).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export interface ShutdownOptions {
  readonly servers: readonly Server[];
  readonly operations: Operations;
  readonly store: OutputCacheStorePort;
  readonly delayMs: number;
  readonly timeoutMs: number;
}

/**
 * A graceful stop: `/readyz` answers 503 at once (and responses close their connections), new connections are still
 * taken for `delayMs` while the load balancer notices, then refused; requests in flight get `timeoutMs` to finish;
 * then the connections close, Redis is let go, and the caller exits 0.
 */
export async function shutDown({ servers, operations, store, delayMs, timeoutMs }: ShutdownOptions): Promise<void> {
  operations.drain();
  operations.log.info({ inFlight: operations.inFlight, delayMs, timeoutMs }, 'shutting down');
  if (delayMs > 0) await sleep(delayMs);
  // Node closes idle connections when it stops listening, and a connection whose request is still waiting unread in
  // its socket looks idle: let the loop read the sockets once more, so such a request is in flight, not dropped.
  for (let turn = 0; turn < 3; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
  const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
  for (const server of servers) server.closeIdleConnections();
  const finished = await Promise.race([operations.settled().then(() => true), sleep(timeoutMs).then(() => false)]);
  if (!finished) operations.log.warn({ inFlight: operations.inFlight }, 'requests still in flight at the shutdown timeout: closing their connections');
  for (const server of servers) server.closeAllConnections();
  await Promise.race([Promise.all(closed), sleep(1_000)]);
  await store.close();
  operations.log.info('stopped');
}
