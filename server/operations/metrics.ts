import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type OutputCacheEvents } from '../cache/output-cache';

/**
 * The server's Prometheus metrics, in a registry of its own (two servers in one test process do not share counters).
 * Label values are bounded: a route name from the route table or a fixed kind, a status code, a cache result.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered, by status and route',
    labelNames: ['status', 'route'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Time to render a page that did not come from the cache (loaders and the whole HTML stream), by route',
    labelNames: ['route'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly hits = new Counter({ name: 'storefront_output_cache_hits_total', help: 'Pages answered from the output cache', registers: [this.registry] });
  private readonly misses = new Counter({
    name: 'storefront_output_cache_misses_total',
    help: 'Cacheable requests the output cache did not have (rendered), unavailable included',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly stored = new Counter({
    name: 'storefront_output_cache_stored_bytes_total',
    help: 'Compressed bytes of pages this server stored',
    registers: [this.registry],
  });
  private readonly purges = new Counter({
    name: 'storefront_output_cache_purges_total',
    help: 'Purges run through this server, by kind (tags, store, path, url, all)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly purged = new Counter({
    name: 'storefront_output_cache_purged_pages_total',
    help: 'Pages dropped by purges run through this server',
    registers: [this.registry],
  });
  private readonly droppedLogLines = new Counter({
    name: 'storefront_log_lines_dropped_total',
    help: 'Log lines dropped because stdout did not take them (a stalled log collector)',
    registers: [this.registry],
  });
  private readonly redisErrors = new Counter({
    name: 'storefront_redis_errors_total',
    help: 'Failed Redis commands and connection errors of the output cache, by operation',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  private cacheBytes: () => number | undefined = () => undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'storefront_' });
    const bytesOf = () => this.cacheBytes();
    new Gauge({
      name: 'storefront_output_cache_bytes',
      help: 'Bytes the in-process output cache holds (absent with Redis: see Redis INFO memory)',
      registers: [this.registry],
      collect() {
        const bytes = bytesOf();
        if (bytes !== undefined) this.set(bytes);
      },
    });
  }

  /** Where the in-process cache's size comes from. */
  watchCacheBytes(bytes: () => number | undefined): void {
    this.cacheBytes = bytes;
  }

  request(status: number, route: string): void {
    this.requests.inc({ status: String(status), route });
  }

  rendered(route: string, seconds: number): void {
    this.duration.observe({ route }, seconds);
  }

  logLineDropped(): void {
    this.droppedLogLines.inc();
  }

  redisError(operation: string): void {
    this.redisErrors.inc({ operation });
  }

  /** The output cache's events as counters. */
  readonly cacheEvents: OutputCacheEvents = {
    lookup: (result) => (result === 'hit' ? this.hits.inc() : this.misses.inc({ reason: result })),
    stored: (bytes) => this.stored.inc(bytes),
    purged: (kind, pages) => {
      this.purges.inc({ kind });
      this.purged.inc(pages);
    },
  };

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
