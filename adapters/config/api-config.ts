import { type RuntimeConfig } from '../../application/config/runtime-config';

export const ApiConfig = Symbol.for('ApiConfig');

/** What the HTTP adapters need to reach the services: base URLs, and the fetch to use (browser, Node or a test's). */
export interface ApiConfig {
  /** Absolute origin that relative service URLs resolve against (the page's origin in the browser). */
  readonly origin: string;
  readonly services: RuntimeConfig['services'];
  readonly fetch: typeof fetch;
}

/** Joins a configured base (relative or absolute) with a path, against the origin. */
export function serviceUrl(config: ApiConfig, base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return /^https?:\/\//.test(joined) ? joined : new URL(joined, config.origin).toString();
}
