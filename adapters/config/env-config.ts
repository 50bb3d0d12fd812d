import { type RuntimeConfig, type SettingDefinition, defaultRuntimeConfig, settingDefinitions } from '../../application/config/runtime-config';
import { type ServerConfig, defaultServerConfig, serverSettingDefinitions } from '../../application/config/server-config';
import { ConfigError } from './config-error';

type Env = Readonly<Record<string, string | undefined>>;

const truthy = new Set(['1', 'true', 'on', 'yes']);
const falsy = new Set(['0', 'false', 'off', 'no']);

function parseSetting(def: SettingDefinition, raw: string): { value: unknown } | { problem: string } {
  const text = raw.trim();
  switch (def.type) {
    case 'boolean': {
      const lower = text.toLowerCase();
      if (truthy.has(lower)) return { value: true };
      if (falsy.has(lower)) return { value: false };
      return { problem: `${def.env}="${raw}" is not a boolean (use true/false, on/off, 1/0)` };
    }
    case 'integer':
    case 'optional-integer': {
      if (def.type === 'optional-integer' && text === '') return { value: null };
      if (!/^\d+$/.test(text)) return { problem: `${def.env}="${raw}" is not a whole number` };
      return { value: Number(text) };
    }
    case 'enum':
      return def.values?.includes(text) ? { value: text } : { problem: `${def.env}="${raw}" must be one of ${def.values?.join(', ')}` };
    case 'string':
      return text === '' ? { problem: `${def.env} is empty` } : { value: text.replace(/\/+$/, '') };
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}

/** Reads every setting of `settingDefinitions` from the environment over the defaults; throws ConfigError listing all bad values. */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  return settingsFromEnv(defaultRuntimeConfig, settingDefinitions, env);
}

/** The server's own settings (server-config.ts) from the environment, checked like the runtime configuration. */
export function serverConfigFromEnv(env: Env): ServerConfig {
  return settingsFromEnv(defaultServerConfig, serverSettingDefinitions, env);
}

function settingsFromEnv<T>(defaults: T, definitions: readonly SettingDefinition[], env: Env): T {
  const config = structuredClone(defaults) as unknown as Record<string, unknown>;
  const problems: string[] = [];
  for (const def of definitions) {
    const raw = env[def.env];
    if (raw === undefined) continue;
    const parsed = parseSetting(def, raw);
    if ('problem' in parsed) problems.push(parsed.problem);
    else setPath(config, def.path, parsed.value);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config as unknown as T;
}
