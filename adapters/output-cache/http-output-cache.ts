import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { OutputCachePort, PurgeScope } from '../../application/ports/output-cache-port';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';

export const OutputCacheSettings = Symbol.for('OutputCacheSettings');

export interface OutputCacheSettings {
  /** Base URL of the storefront server (`npm start` / `npm run serve`). */
  readonly serverUrl: string;
  /** The server's STOREFRONT_PURGE_TOKEN. */
  readonly token: string;
  readonly fetch: typeof fetch;
}

const purgedWire = z.looseObject({ purged: z.number() });

/** `POST {server}/__cache/purge` with the bearer token and `{ tags }` or `{ store?, path? }`; answers `{ purged }` (server/README.md). */
@injectable()
export class HttpOutputCache implements OutputCachePort {
  constructor(@inject(OutputCacheSettings) private readonly settings: OutputCacheSettings) {}

  async purge(scope: PurgeScope): Promise<number> {
    const url = new URL('__cache/purge', this.settings.serverUrl.endsWith('/') ? this.settings.serverUrl : `${this.settings.serverUrl}/`).toString();
    const response = await requestJson(this.settings.fetch, url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.settings.token}` },
      body:
        scope.tags !== undefined
          ? { tags: scope.tags }
          : { ...(scope.store === undefined ? {} : { store: scope.store }), ...(scope.path === undefined ? {} : { path: scope.path }) },
    });
    return parseWire(purgedWire, response.body, 'cache purge').purged;
  }
}
