import { type RuntimeConfig } from '../application/config/runtime-config';
import { runtimeConfigFromEnv, serverConfigFromEnv } from '../adapters/config/env-config';
import { type ServerConfig } from '../application/config/server-config';
import { defaultShopperCookies } from './cache/cache-policy';
import { type RequestLimits, defaultRequestLimits } from './http/limits';
import { hostOfOrigin } from './http/request-guard';

/** The server's settings from the environment (every variable is listed in server/README.md). */
export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  /** Interface of the metrics port (STOREFRONT_METRICS_PORT): 127.0.0.1 unless STOREFRONT_METRICS_HOST says otherwise, never HOST. */
  readonly metricsHost: string;
  readonly backend: 'mock' | 'real';
  readonly purgeToken?: string;
  /** Token of the mounted mock's `/__mock/*` control endpoints; unset = they do not exist on a served shop. */
  readonly mockControlToken?: string;
  readonly publicOrigin?: string;
  readonly allowedHosts: readonly string[];
  readonly apiOrigin?: string;
  readonly fixturesDir?: string;
  readonly shopperCookies: readonly string[];
  readonly cacheMaxBytes: number;
  readonly cacheQueryKeys: readonly string[];
  readonly limits: RequestLimits;
  readonly tagManager: boolean;
  readonly config: RuntimeConfig;
  /** The shared cache, metrics, log and shutdown (application/config/server-config.ts). */
  readonly server: ServerConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Whether an interface to listen on is this machine's own (only it can connect). */
export const isLoopback = (host: string): boolean =>
  ['127.0.0.1', 'localhost', '::1'].includes(host.trim().toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host.trim());

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());
const list = (value: string | undefined): string[] => (nonEmpty(value)?.split(',') ?? []).map((s) => s.trim()).filter((s) => s !== '');

function integer(env: Env, name: string, min = 0): number | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${String(min)}, got ${raw}`);
  return n;
}

function origin(env: Env, name: string): string | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  if (hostOfOrigin(raw) === undefined || new URL(raw).pathname !== '/')
    throw new Error(`${name} must be an http(s) origin such as https://shop.example, got ${raw}`);
  return new URL(raw).origin;
}

/**
 * Reads the settings; `defaults` are the run mode's (development serves the mock backend on port 5173). Against the
 * real services the public origin is required: without it every link in `<head>` and every cached page would take
 * its host from whoever sent the request.
 */
export function serverSettingsFromEnv(env: Env, defaults: { readonly port: number; readonly backend: 'mock' | 'real' }): ServerSettings {
  const backend = nonEmpty(env['STOREFRONT_BACKEND']) ?? defaults.backend;
  if (backend !== 'mock' && backend !== 'real') throw new Error(`STOREFRONT_BACKEND must be mock or real, got ${backend}`);
  const publicOrigin = origin(env, 'STOREFRONT_PUBLIC_ORIGIN');
  if (backend === 'real' && publicOrigin === undefined) {
    throw new Error(
      'STOREFRONT_PUBLIC_ORIGIN is not set. Against the real services the shop needs its public origin (for example https://www.noord.example): ' +
        'canonical and hreflang links, the allowed Host headers and the service origin come from it, never from the request. ' +
        'Set it, or run with STOREFRONT_BACKEND=mock.',
    );
  }
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  const server = serverConfigFromEnv(env);
  checkServerConfig(server);
  return {
    port: integer(env, 'PORT') ?? defaults.port,
    host: nonEmpty(env['HOST']) ?? '127.0.0.1',
    metricsHost: nonEmpty(env['STOREFRONT_METRICS_HOST']) ?? '127.0.0.1',
    backend,
    ...optional('purgeToken', nonEmpty(env['STOREFRONT_PURGE_TOKEN'])),
    ...optional('mockControlToken', nonEmpty(env['STOREFRONT_MOCK_CONTROL_TOKEN'])),
    ...optional('publicOrigin', publicOrigin),
    allowedHosts: list(env['STOREFRONT_ALLOWED_HOSTS']).map((h) => h.toLowerCase()),
    ...optional('apiOrigin', origin(env, 'STOREFRONT_API_ORIGIN')),
    ...optional('fixturesDir', nonEmpty(env['MOCK_FIXTURES_DIR'])),
    shopperCookies: nonEmpty(env['STOREFRONT_SHOPPER_COOKIES']) === undefined ? defaultShopperCookies : list(env['STOREFRONT_SHOPPER_COOKIES']),
    cacheMaxBytes: server.outputCache.maxMb * 1024 * 1024,
    cacheQueryKeys: list(env['STOREFRONT_CACHE_QUERY_KEYS']),
    limits: {
      ...defaultRequestLimits,
      maxBodyBytes: integer(env, 'STOREFRONT_MAX_BODY_BYTES', 1) ?? defaultRequestLimits.maxBodyBytes,
      headersTimeoutMs: integer(env, 'STOREFRONT_HEADERS_TIMEOUT_MS', 100) ?? defaultRequestLimits.headersTimeoutMs,
      requestTimeoutMs: integer(env, 'STOREFRONT_REQUEST_TIMEOUT_MS', 100) ?? defaultRequestLimits.requestTimeoutMs,
    },
    tagManager: nonEmpty(env['VITE_GTM_ID']) !== undefined,
    config: runtimeConfigFromEnv(env),
    server,
  };
}

/** What the types of the settings cannot say: a Redis URL, bounds of the numbers. */
function checkServerConfig(server: ServerConfig): void {
  const { url, maxMb, redisTimeoutMs } = server.outputCache;
  if (url !== '' && !/^rediss?:\/\/[^\s]+$/.test(url))
    throw new Error(
      `STOREFRONT_OUTPUT_CACHE_URL must be a Redis URL such as redis://127.0.0.1:6379/0 (rediss:// for TLS), got ${url.replace(/\/\/[^@/]*@/, '//…@')}`,
    );
  if (maxMb < 1) throw new Error(`OUTPUT_CACHE_MAX_MB must be at least 1, got ${String(maxMb)}`);
  if (redisTimeoutMs < 1) throw new Error(`STOREFRONT_REDIS_TIMEOUT_MS must be at least 1, got ${String(redisTimeoutMs)}`);
  const port = server.operations.metricsPort;
  if (port !== null && (port < 1 || port > 65_535)) throw new Error(`STOREFRONT_METRICS_PORT must be a port (1–65535), got ${String(port)}`);
}
