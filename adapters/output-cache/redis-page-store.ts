import { Redis } from 'ioredis';
import type { ClockPort } from '../../application/ports/clock-port';
import type { LoggerPort } from '../../application/ports/logger-port';
import type { OutputCacheStorePort, StoredPage } from '../../application/ports/output-cache-store-port';

export interface RedisPageStoreOptions {
  /** `redis://host:port/db` (STOREFRONT_OUTPUT_CACHE_URL). */
  readonly url: string;
  /** A command slower than this counts as a failure: the page renders uncached (tens of ms). */
  readonly commandTimeoutMs?: number;
  /** At most one warning per this many ms while Redis fails. */
  readonly warnEveryMs?: number;
  readonly clock: Pick<ClockPort, 'now'>;
  readonly logger: Pick<LoggerPort, 'warn'>;
  /** Counts every failed command (metrics). */
  readonly onError?: (operation: string) => void;
  /** Key prefix, so several shops can share one Redis. */
  readonly prefix?: string;
}

interface Meta {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly tags: readonly string[];
  readonly etag: string;
  readonly renderedAt: number;
}

/**
 * The output cache shared by every server, in Redis. A page is a hash (`meta` JSON and the brotli `body`) that expires
 * with the TTL; each tag is a set of the keys that carry it; a purge raises a generation counter and records it per
 * tag (`purged:<tag>`), so a page rendered before the purge is neither stored nor served by any instance.
 *
 * Redis down or slow never breaks the shop: no offline queue, a short command timeout, and every failure is a miss or
 * a no-op, with one warning per interval; the client reconnects by itself and caching resumes.
 */
export class RedisPageStore implements OutputCacheStorePort {
  private readonly redis: Redis;
  private readonly prefix: string;
  private lastWarning = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: RedisPageStoreOptions) {
    this.prefix = options.prefix ?? 'storefront:oc:';
    this.redis = new Redis(options.url, {
      commandTimeout: options.commandTimeoutMs ?? 50,
      connectTimeout: 1_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(100 * times, 2_000),
    });
    // ioredis reports connection errors as events; without a listener Node would treat them as uncaught.
    this.redis.on('error', (error: Error) => this.failed('connection', error));
  }

  private key = (name: string) => `${this.prefix}page:${name}`;
  private tagKey = (tag: string) => `${this.prefix}tag:${tag}`;
  private purgedKey = (tag: string) => `${this.prefix}purged:${tag}`;
  private get generationKey() {
    return `${this.prefix}generation`;
  }

  private failed(operation: string, error: unknown): void {
    this.options.onError?.(operation);
    const now = this.options.clock.now();
    if (now - this.lastWarning < (this.options.warnEveryMs ?? 30_000)) return;
    this.lastWarning = now;
    this.options.logger.warn('output-cache', `Redis ${operation} failed, pages are served uncached until it answers again: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** Runs a command; a failure is logged (rate-limited) and answered with the fallback. */
  private async attempt<T>(operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.failed(operation, new Error(`not connected (${this.redis.status})`));
      return fallback;
    }
    try {
      return await run();
    } catch (error) {
      this.failed(operation, error);
      return fallback;
    }
  }

  generation(): Promise<number> {
    return this.attempt('generation', -1, async () => Number((await this.redis.get(this.generationKey)) ?? '0'));
  }

  private async stale(tags: readonly string[], renderedAt: number): Promise<boolean> {
    if (tags.length === 0) return false;
    const purged = await this.redis.mget(...tags.map(this.purgedKey));
    return purged.some((value) => value !== null && Number(value) > renderedAt);
  }

  get(key: string): Promise<StoredPage | undefined> {
    return this.attempt('get', undefined, async () => {
      const [meta, body] = await this.redis.hmgetBuffer(this.key(key), 'meta', 'body');
      if (meta === null || meta === undefined || body === null || body === undefined) return undefined;
      const parsed = JSON.parse(meta.toString('utf8')) as Meta;
      if (await this.stale(parsed.tags, parsed.renderedAt)) {
        await this.redis.del(this.key(key));
        return undefined;
      }
      return { status: parsed.status, headers: parsed.headers, tags: parsed.tags, etag: parsed.etag, body: new Uint8Array(body) };
    });
  }

  set(key: string, page: StoredPage, renderedAt: number, ttlSeconds: number): Promise<void> {
    return this.attempt('set', undefined, async () => {
      // A render that began before a purge of one of its tags holds data from before the purge.
      if (await this.stale(page.tags, renderedAt)) return;
      const meta: Meta = { status: page.status, headers: page.headers, tags: page.tags, etag: page.etag, renderedAt };
      const multi = this.redis.multi().hset(this.key(key), 'meta', JSON.stringify(meta), 'body', Buffer.from(page.body)).expire(this.key(key), ttlSeconds);
      for (const tag of page.tags) multi.sadd(this.tagKey(tag), key).expire(this.tagKey(tag), ttlSeconds);
      await multi.exec();
    });
  }

  purgeTags(tags: readonly string[]): Promise<number> {
    return this.attempt('purge', 0, async () => {
      if (tags.length === 0) return 0;
      const generation = await this.redis.incr(this.generationKey);
      const record = this.redis.multi();
      // Kept a TTL longer than any page, so the mark outlives every page rendered before it.
      for (const tag of tags) record.set(this.purgedKey(tag), String(generation), 'EX', 2 * 86_400);
      await record.exec();
      const members = new Set<string>();
      for (const tag of tags) for (const key of await this.redis.smembers(this.tagKey(tag))) members.add(key);
      const keys = [...members].map(this.key);
      const purged = keys.length === 0 ? 0 : await this.redis.del(...keys);
      await this.redis.del(...tags.map(this.tagKey));
      return purged;
    });
  }

  purgeKey(key: string): Promise<number> {
    return this.attempt('purge', 0, () => this.redis.del(this.key(key)));
  }

  async ping(): Promise<boolean> {
    return this.attempt('ping', false, async () => (await this.redis.ping()) === 'PONG');
  }

  bytes(): undefined {
    return undefined;
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
