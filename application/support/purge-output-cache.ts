import { inject, injectable } from 'inversify';
import { OutputCachePort, type PurgeScope } from '../ports/output-cache-port';

/** Support staff drop cached pages after a content or price fix, instead of waiting out the 86400 s TTL. */
@injectable()
export class PurgeOutputCache {
  constructor(@inject(OutputCachePort) private readonly cache: OutputCachePort) {}

  execute(scope: PurgeScope = {}): Promise<number> {
    return this.cache.purge(scope);
  }
}
