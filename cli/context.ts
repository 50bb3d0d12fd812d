import type { Command } from 'commander';
import type { RuntimeConfig } from '../application/config/runtime-config';
import { isStoreCode } from '../domain/store-view/store-views';
import { type Backend, type CliDeps, type GlobalOptions, type ServiceUrls, badUsage, serviceUrlOptions } from './backend';

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** What every command module receives from the program. */
export interface CommandContext {
  readonly config: RuntimeConfig;
  readonly io: CliIo;
  readonly deps?: CliDeps;
}

/** The global options as a command sees them (`storefront --store de url resolve …` or after the command). */
export function globalsOf(command: Command): GlobalOptions {
  const o = command.optsWithGlobals<{ api?: string; store?: string; json?: boolean; debug?: boolean; token?: string } & Record<string, unknown>>();
  const store = o.store ?? 'nl';
  if (!isStoreCode(store)) throw badUsage(`--store "${store}" is not a store view; use nl, en or de`);
  const services: Partial<Record<keyof ServiceUrls, string>> = {};
  for (const { flag, key, attribute } of serviceUrlOptions) {
    const value = o[attribute];
    if (typeof value === 'string') services[key] = serviceUrlOption(flag, value);
  }
  return {
    ...(Object.keys(services).length === 0 ? {} : { services }),
    ...(o.api === undefined ? {} : { api: o.api }),
    store,
    json: o.json === true,
    debug: o.debug === true,
    ...(o.token === undefined ? {} : { token: o.token }),
  };
}

/** A service URL option: an absolute http(s) URL, or a path (starting with `/`) that resolves against `--api`. */
function serviceUrlOption(flag: string, value: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badUsage(`${flag} "${value}" is not a URL; give an absolute http(s) URL or a path such as /api/ext/cms (resolved against --api)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badUsage(`${flag} "${value}" must start with http://, https:// or /`);
  return value;
}

/** Connects (in-process mock or `--api`), runs the command's work, and always closes the connection. */
export async function withBackend(ctx: CommandContext, command: Command, work: (backend: Backend, globals: GlobalOptions) => Promise<void>): Promise<void> {
  const globals = globalsOf(command);
  if (ctx.deps === undefined) throw new Error('this program was built without a backend (composition root missing)');
  const backend = await ctx.deps.connect(globals);
  try {
    await work(backend, globals);
  } finally {
    await backend.close();
  }
}

/** Prints `json` (stable, 2-space indented) with `--json`, else the human text. */
export function emit(ctx: CommandContext, globals: GlobalOptions, json: unknown, human: () => string): void {
  ctx.io.out(globals.json ? JSON.stringify(json, null, 2) : human());
}

/** A whole number ≥ min for options such as `--limit` and `--depth`; bad usage otherwise. */
export function wholeNumber(option: string, min: number) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < min) throw badUsage(`${option} "${raw}" must be a whole number of at least ${min}`);
    return Number(raw);
  };
}
