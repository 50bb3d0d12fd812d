import { inject, injectable } from 'inversify';
import type { UrlMapAnswer } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { PersistentCache, type PersistentCollection } from '../cache/persistent-cache';
import type { JsonValue } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

const collectionName = 'url-map';
const version = 1;

interface Snapshot {
  readonly version: number;
  readonly answer: UrlMapAnswer;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === version &&
  typeof (value as { answer?: { _type?: unknown } }).answer?._type === 'string' &&
  typeof (value as { answer?: { _source?: unknown } }).answer?._source === 'object';

/**
 * URL map answers cached per URL in memory with a copy in the persistent cache (cart spec §2). The copy follows the
 * persistent cache's rules, so a write refused for quota clears the URL cache and is retried once (cart spec §8
 * "Storage quota exceeded: URL cache is cleared"), and a failing store only costs the copy. Stale mappings are a
 * known source of 404s, so the cache can be invalidated per URL or entirely.
 */
@injectable()
export class UrlMapCache {
  private readonly memory = new Map<string, UrlMapAnswer>();
  private readonly copies: PersistentCollection;

  constructor(
    @inject(PersistentCache) persistent: PersistentCache,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.copies = persistent.collection(collectionName);
  }

  async get(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | undefined> {
    const key = `${storeCode}:${url}`;
    const hit = this.memory.get(key);
    if (hit !== undefined) return hit;
    const stored = await this.copies.get(key);
    if (stored === undefined) return undefined;
    if (!isSnapshot(stored)) {
      this.logger.debug('url-map', `Dropping a stored URL mapping of another shape for ${key}`);
      await this.copies.remove(key);
      return undefined;
    }
    this.memory.set(key, stored.answer);
    return stored.answer;
  }

  async set(storeCode: StoreCode, url: string, answer: UrlMapAnswer): Promise<void> {
    const key = `${storeCode}:${url}`;
    this.memory.set(key, answer);
    await this.copies.set(key, { version, answer } as unknown as JsonValue);
  }

  /** Forgets one URL of a store view, or every cached mapping. */
  async invalidate(target?: { readonly storeCode: StoreCode; readonly url: string }): Promise<void> {
    if (target === undefined) {
      this.memory.clear();
      await this.copies.clear();
      return;
    }
    const key = `${target.storeCode}:${target.url.replace(/^\/+|\/+$/g, '')}`;
    this.memory.delete(key);
    await this.copies.remove(key);
  }
}
