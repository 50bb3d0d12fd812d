import { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Middleware, sendJson } from '../http/http';
import { type ServerMetrics } from './metrics';
import { hasBearer } from '../http/secret';
import { type ServerLog, accessLogOf, loggedTarget, requestIdOf } from './server-log';
import { isMockControlPath } from '../mock/mock-control';

/** Something the shop needs, asked by `/readyz`: the output cache's store, the catalogue API. */
export interface ReadinessCheck {
  readonly name: string;
  /** Resolves true when it answers; anything else (false, a throw, no answer within a second) is down. */
  probe(): Promise<boolean>;
}

export interface OperationsOptions {
  readonly log: ServerLog;
  readonly metrics?: ServerMetrics;
  /** `/metrics` on the shop's own port needs `Authorization: Bearer <token>`; without a token it does not exist there. */
  readonly metricsToken?: string;
  readonly checks?: readonly ReadinessCheck[];
}

const probeTimeoutMs = 1_000;
/** Probes run at most once a second, however often a load balancer asks. */
const probeEveryMs = 1_000;

/** Which route answered a response (a page's route name, else a fixed kind): the `route` label of the metrics. */
const routes = new WeakMap<ServerResponse, string>();
export const labelRoute = (res: ServerResponse, route: string): void => void routes.set(res, route);

function kindOf(path: string): string {
  if (path.startsWith('/__cache/')) return 'purge';
  if (isMockControlPath(path)) return 'mock-control';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'other';
}

/**
 * The operator's side of the server: `/healthz` (the process answers), `/readyz` (ready, degraded or draining, with
 * each check), `/metrics` (Prometheus, behind a token), a request id on every request and response, one JSON log line
 * per request, and the count of requests in flight for a graceful shutdown.
 */
export class Operations {
  private draining = false;
  private active = 0;
  private idle: (() => void)[] = [];
  private lastProbe = Number.NEGATIVE_INFINITY;
  private probed: Promise<Record<string, 'ok' | 'down'>> | undefined;
  private readonly accessLog: Pick<ServerLog, 'info' | 'error'>;

  constructor(private readonly options: OperationsOptions) {
    this.accessLog = accessLogOf(options.log);
  }

  get log(): ServerLog {
    return this.options.log;
  }

  get metrics(): ServerMetrics | undefined {
    return this.options.metrics;
  }

  get inFlight(): number {
    return this.active;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** From now on `/readyz` answers 503 and responses close their connection. */
  drain(): void {
    this.draining = true;
  }

  /** Resolves once no request is in flight. */
  settled(): Promise<void> {
    return this.active === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  /** Answers `/healthz`, `/readyz` and `/metrics` before the Host guard: a probe sends whatever Host it likes. */
  readonly endpoints: Middleware = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') return void this.health(req, res);
    if (path === '/readyz') return void this.ready(req, res).catch(next);
    if (path === '/metrics') return void this.metricsEndpoint(req, res).catch(next);
    next();
  };

  private health(req: IncomingMessage, res: ServerResponse): void {
    labelRoute(res, 'health');
    sendJson(res, 200, { status: 'ok' });
  }

  private checks(): Promise<Record<string, 'ok' | 'down'>> {
    const now = performance.now();
    if (this.probed !== undefined && now - this.lastProbe < probeEveryMs) return this.probed;
    this.lastProbe = now;
    this.probed = Promise.all(
      (this.options.checks ?? []).map(async (check) => {
        const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), probeTimeoutMs).unref());
        const up = await Promise.race([check.probe().catch(() => false), timeout]);
        return [check.name, up ? 'ok' : 'down'] as const;
      }),
    ).then((entries) => Object.fromEntries(entries));
    return this.probed;
  }

  /**
   * 503 while draining; otherwise 200, `ready` when every check answers and `degraded` when one does not: the shop
   * still answers without Redis (uncached) and without the catalogue API (its error pages), and a load balancer that
   * took every instance out over a shared dependency would turn a degraded shop into no shop. `?strict` makes a
   * degraded instance 503 for operators who want that.
   */
  private async ready(req: IncomingMessage, res: ServerResponse): Promise<void> {
    labelRoute(res, 'health');
    if (this.draining) return sendJson(res, 503, { status: 'draining' });
    const checks = await this.checks();
    const degraded = Object.values(checks).includes('down');
    const strict = /[?&]strict(=|&|$)/.test(req.url ?? '');
    sendJson(res, degraded && strict ? 503 : 200, { status: degraded ? 'degraded' : 'ready', checks });
  }

  private async metricsEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    labelRoute(res, 'metrics');
    const token = this.options.metricsToken;
    if (this.options.metrics === undefined || token === undefined || token === '') return sendJson(res, 404, { error: 'not found' });
    if (!hasBearer(req.headers.authorization, token)) return sendJson(res, 401, { error: 'unauthorized' });
    await sendMetrics(res, this.options.metrics);
  }

  /** Tracks one request: its id (echoed as `X-Request-Id`), the count in flight, its log line and metrics when it ends. */
  observe(req: IncomingMessage, res: ServerResponse): void {
    const id = requestIdOf(req);
    const started = performance.now();
    res.setHeader('x-request-id', id);
    if (this.draining) res.setHeader('connection', 'close');
    this.active += 1;
    let done = false;
    res.once('close', () => {
      if (done) return;
      done = true;
      this.active -= 1;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const route = routes.get(res) ?? kindOf(path);
      const status = res.writableFinished ? res.statusCode : 499;
      this.options.metrics?.request(status, route);
      const entry = {
        requestId: id,
        method: req.method,
        path: loggedTarget(req.url),
        status,
        route,
        cache: res.getHeader('x-cache'),
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      };
      if (status >= 500) this.accessLog.error(entry, 'request');
      else this.accessLog.info(entry, 'request');
      if (this.active === 0) for (const resolve of this.idle.splice(0)) resolve();
    });
  }
}

/** The metrics in Prometheus's text format. */
export async function sendMetrics(res: ServerResponse, metrics: ServerMetrics): Promise<void> {
  const { contentType, body } = await metrics.text();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}
