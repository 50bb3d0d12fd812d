import { injectable } from 'inversify';
import type { UrlMapPort } from '../../application/ports/url-map-port';
import { findRedirect } from '../../domain/routing/redirect';
import type { RedirectEntity, UrlMapAnswer } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { mapUrlKey } from '../url-map/url-map-key';

export interface UrlMapSeed {
  readonly entries?: Partial<Record<StoreCode, Readonly<Record<string, UrlMapAnswer>>>>;
  readonly redirects?: Partial<Record<StoreCode, readonly RedirectEntity[]>>;
}

/** URL map and redirects in memory; `failWith` makes the redirect lookup throw (the map answers null, as over HTTP). */
@injectable()
export class InMemoryUrlMap implements UrlMapPort {
  private failure: Error | undefined;
  /** How many map lookups were made (to see the cache at work). */
  lookups = 0;

  constructor(private readonly seed: UrlMapSeed = {}) {}

  failWith(error?: Error): void {
    this.failure = error;
  }

  async map(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | null> {
    this.lookups += 1;
    if (this.failure) return null;
    const answer = this.seed.entries?.[storeCode]?.[mapUrlKey(storeCode, url)];
    return answer === undefined ? null : structuredClone(answer);
  }

  async redirect(storeCode: StoreCode, requestPath: string): Promise<RedirectEntity | null> {
    if (this.failure) throw this.failure;
    return findRedirect(this.seed.redirects?.[storeCode] ?? [], mapUrlKey(storeCode, requestPath)) ?? null;
  }
}
