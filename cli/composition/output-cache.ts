import { PurgeOutputCache } from '../../application/support/purge-output-cache';
import { HttpOutputCache } from '../../adapters/output-cache/http-output-cache';
import type { OutputCacheServer } from '../backend';

/** `storefront cache purge` talks to the storefront server only: no container, no mock backend. */
export function outputCacheOf(server: OutputCacheServer): PurgeOutputCache {
  return new PurgeOutputCache(new HttpOutputCache({ ...server, fetch: (...args) => fetch(...args) }));
}
