import type { SettingDefinition } from './runtime-config';

/**
 * The storefront server's own settings for running at scale: the shared output cache, metrics, logs and shutdown.
 * Unlike RuntimeConfig they never reach the browser (the hydration payload carries RuntimeConfig only). Listed by
 * `storefront config` beside every other setting; secrets are shown as set or unset, never their value.
 */
export interface ServerConfig {
  readonly outputCache: {
    /** `redis://host:port/db`: the page cache every server shares; empty keeps it in this process. */
    readonly url: string;
    readonly maxMb: number;
    readonly redisTimeoutMs: number;
    readonly redisPrefix: string;
  };
  readonly operations: {
    readonly metricsToken: string;
    readonly metricsPort: number | null;
    readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
    readonly shutdownDelayMs: number;
    readonly shutdownTimeoutMs: number;
  };
}

export interface ServerSettingDefinition extends SettingDefinition {
  /** Shown as set or unset, never its value. */
  readonly secret?: boolean;
}

export const defaultServerConfig: ServerConfig = {
  outputCache: { url: '', maxMb: 256, redisTimeoutMs: 50, redisPrefix: 'storefront:oc:' },
  operations: { metricsToken: '', metricsPort: null, logLevel: 'info', shutdownDelayMs: 0, shutdownTimeoutMs: 10_000 },
};

export const serverSettingDefinitions: readonly ServerSettingDefinition[] = [
  {
    path: 'outputCache.url',
    env: 'STOREFRONT_OUTPUT_CACHE_URL',
    type: 'string',
    secret: true,
    description: 'Redis shared by every server for the page cache (redis://host:6379/0); unset keeps the cache in each process.',
  },
  {
    path: 'outputCache.maxMb',
    env: 'OUTPUT_CACHE_MAX_MB',
    type: 'integer',
    description: 'Ceiling of the in-process page cache in MB; the least recently used pages make room.',
  },
  {
    path: 'outputCache.redisTimeoutMs',
    env: 'STOREFRONT_REDIS_TIMEOUT_MS',
    type: 'integer',
    description: 'A Redis lookup slower than this is given up: the page renders uncached (stores and purges wait longer).',
  },
  {
    path: 'outputCache.redisPrefix',
    env: 'STOREFRONT_REDIS_PREFIX',
    type: 'string',
    description: 'Prefix of every Redis key of the page cache (several shops may share one Redis).',
  },
  {
    path: 'operations.metricsToken',
    env: 'STOREFRONT_METRICS_TOKEN',
    type: 'string',
    secret: true,
    description: 'Bearer token of GET /metrics on the shop port; unset = no /metrics there.',
  },
  {
    path: 'operations.metricsPort',
    env: 'STOREFRONT_METRICS_PORT',
    type: 'optional-integer',
    description: 'A port of its own for GET /metrics without a token (on HOST); unset = none.',
  },
  {
    path: 'operations.logLevel',
    env: 'STOREFRONT_LOG_LEVEL',
    type: 'enum',
    values: ['fatal', 'error', 'warn', 'info', 'debug', 'silent'],
    description: 'Level of the JSON log on stdout (one line per request at info).',
  },
  {
    path: 'operations.shutdownDelayMs',
    env: 'STOREFRONT_SHUTDOWN_DELAY_MS',
    type: 'integer',
    description: 'After SIGTERM, keep accepting this long while /readyz answers 503, so the load balancer stops sending first.',
  },
  {
    path: 'operations.shutdownTimeoutMs',
    env: 'STOREFRONT_SHUTDOWN_TIMEOUT_MS',
    type: 'integer',
    description: 'After SIGTERM, how long requests in flight may take before their connections are closed.',
  },
];
