import { inject, injectable } from 'inversify';
import type { UrlMapAnswer } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type JsonValue, KeyValueStorePort } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

const namespace = 'url-map';
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
 * URL map answers cached per URL in memory with a copy in the key-value store (cart spec §2). Stale mappings are a
 * known source of 404s, so the cache can be invalidated per URL or entirely. Storage failures only cost the copy.
 */
@injectable()
export class UrlMapCache {
  private readonly memory = new Map<string, UrlMapAnswer>();

  constructor(
    @inject(KeyValueStorePort) private readonly store: KeyValueStorePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async get(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | undefined> {
    const key = `${storeCode}:${url}`;
    const hit = this.memory.get(key);
    if (hit !== undefined) return hit;
    try {
      const stored = await this.store.namespace(namespace).get(key);
      if (stored === undefined) return undefined;
      if (!isSnapshot(stored)) {
        await this.store.namespace(namespace).remove(key);
        return undefined;
      }
      this.memory.set(key, stored.answer);
      return stored.answer;
    } catch (error) {
      this.logger.warn('url-map', `URL map cache read failed for ${key}`, error);
      return undefined;
    }
  }

  async set(storeCode: StoreCode, url: string, answer: UrlMapAnswer): Promise<void> {
    const key = `${storeCode}:${url}`;
    this.memory.set(key, answer);
    try {
      await this.store.namespace(namespace).set(key, { version, answer } as unknown as JsonValue);
    } catch (error) {
      this.logger.warn('url-map', `URL map cache write failed for ${key}`, error);
    }
  }

  /** Forgets one URL of a store view, or every cached mapping. */
  async invalidate(target?: { readonly storeCode: StoreCode; readonly url: string }): Promise<void> {
    const ns = this.store.namespace(namespace);
    if (target === undefined) {
      this.memory.clear();
      await ns.clear();
      return;
    }
    const key = `${target.storeCode}:${target.url.replace(/^\/+|\/+$/g, '')}`;
    this.memory.delete(key);
    await ns.remove(key);
  }
}
