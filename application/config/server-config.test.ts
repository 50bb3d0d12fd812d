import { describe, expect, it } from 'vitest';
import { settingDefinitions } from './runtime-config';
import { defaultServerConfig, serverSettingDefinitions } from './server-config';

function defaultAt(path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], defaultServerConfig);
}

/** The server settings as docs/operations.md lists them: the variable, the type the server parses and the default. */
const documented = [
  { path: 'outputCache.url', env: 'STOREFRONT_OUTPUT_CACHE_URL', type: 'string', fallback: '' },
  { path: 'outputCache.maxMb', env: 'OUTPUT_CACHE_MAX_MB', type: 'integer', fallback: 256 },
  { path: 'outputCache.redisTimeoutMs', env: 'STOREFRONT_REDIS_TIMEOUT_MS', type: 'integer', fallback: 50 },
  { path: 'outputCache.redisPrefix', env: 'STOREFRONT_REDIS_PREFIX', type: 'string', fallback: 'storefront:oc:' },
  { path: 'operations.metricsToken', env: 'STOREFRONT_METRICS_TOKEN', type: 'string', fallback: '' },
  { path: 'operations.metricsPort', env: 'STOREFRONT_METRICS_PORT', type: 'optional-integer', fallback: null },
  { path: 'operations.logLevel', env: 'STOREFRONT_LOG_LEVEL', type: 'enum', fallback: 'info' },
  { path: 'operations.shutdownDelayMs', env: 'STOREFRONT_SHUTDOWN_DELAY_MS', type: 'integer', fallback: 0 },
  { path: 'operations.shutdownTimeoutMs', env: 'STOREFRONT_SHUTDOWN_TIMEOUT_MS', type: 'integer', fallback: 10_000 },
] as const;

describe("the server's own settings", () => {
  it('out of the box keep the page cache in this process, serve no metrics and log at info', () => {
    expect(defaultServerConfig).toEqual({
      outputCache: { url: '', maxMb: 256, redisTimeoutMs: 50, redisPrefix: 'storefront:oc:' },
      operations: { metricsToken: '', metricsPort: null, logLevel: 'info', shutdownDelayMs: 0, shutdownTimeoutMs: 10_000 },
    });
  });

  it('are each read from the variable the operations guide names, as the type the server parses', () => {
    expect(serverSettingDefinitions.map(({ path, env, type }) => ({ path, env, type }))).toEqual(
      documented.map(({ path, env, type }) => ({ path, env, type })),
    );
  });

  it('each fall back to the default the operations guide gives', () => {
    for (const setting of documented) expect(defaultAt(setting.path), setting.path).toEqual(setting.fallback);
  });

  it('have a default of the type each one declares, so an unset variable reads like a set one', () => {
    for (const def of serverSettingDefinitions) {
      const value = defaultAt(def.path);
      if (def.type === 'integer') expect(Number.isInteger(value), def.path).toBe(true);
      if (def.type === 'optional-integer') expect(value === null || Number.isInteger(value), def.path).toBe(true);
      if (def.type === 'string') expect(typeof value, def.path).toBe('string');
      if (def.type === 'enum') expect(def.values, def.path).toContain(value);
    }
  });

  it('show the Redis URL and the metrics token as set or unset only, and every other setting by its value', () => {
    expect(serverSettingDefinitions.filter((def) => def.secret === true).map((def) => def.path)).toEqual(['outputCache.url', 'operations.metricsToken']);
  });

  it('accept exactly the log levels the server can write at', () => {
    const logLevel = serverSettingDefinitions.find((def) => def.env === 'STOREFRONT_LOG_LEVEL');
    expect(logLevel?.values).toEqual(['fatal', 'error', 'warn', 'info', 'debug', 'silent']);
  });

  it('are each described for the operator who reads `storefront config`', () => {
    for (const def of serverSettingDefinitions) expect(def.description.trim().length, def.path).toBeGreaterThan(20);
  });

  it('have a variable each that no runtime setting uses as well', () => {
    const envs = [...settingDefinitions, ...serverSettingDefinitions].map((def) => def.env);
    expect(new Set(envs).size).toBe(envs.length);
  });
});
