import { type RuntimeConfig } from '../../application/config/runtime-config';
import { runtimeConfigFromEnv } from '../../adapters/config/env-config';
import { defaultShopperCookies } from './cache-policy';

/** The server's settings from the environment (every variable is listed in ui/server/README.md). */
export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly backend: 'mock' | 'real';
  readonly purgeToken?: string;
  readonly publicOrigin?: string;
  readonly apiOrigin?: string;
  readonly fixturesDir?: string;
  readonly shopperCookies: readonly string[];
  readonly cacheMaxEntries?: number;
  readonly config: RuntimeConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function integer(env: Env, name: string): number | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return n;
}

/** Reads the settings; `defaults` are the run mode's (development serves the mock backend on port 5173). */
export function serverSettingsFromEnv(env: Env, defaults: { readonly port: number; readonly backend: 'mock' | 'real' }): ServerSettings {
  const backend = nonEmpty(env['STOREFRONT_BACKEND']) ?? defaults.backend;
  if (backend !== 'mock' && backend !== 'real') throw new Error(`STOREFRONT_BACKEND must be mock or real, got ${backend}`);
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  return {
    port: integer(env, 'PORT') ?? defaults.port,
    host: nonEmpty(env['HOST']) ?? '127.0.0.1',
    backend,
    ...optional('purgeToken', nonEmpty(env['STOREFRONT_PURGE_TOKEN'])),
    ...optional('publicOrigin', nonEmpty(env['STOREFRONT_PUBLIC_ORIGIN'])),
    ...optional('apiOrigin', nonEmpty(env['STOREFRONT_API_ORIGIN'])),
    ...optional('fixturesDir', nonEmpty(env['MOCK_FIXTURES_DIR'])),
    ...optional('cacheMaxEntries', integer(env, 'OUTPUT_CACHE_MAX_ENTRIES')),
    shopperCookies: nonEmpty(env['STOREFRONT_SHOPPER_COOKIES'])?.split(',').map((s) => s.trim()) ?? defaultShopperCookies,
    config: runtimeConfigFromEnv(env),
  };
}
