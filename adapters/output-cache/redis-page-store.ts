import { Redis } from 'ioredis';
import type { ClockPort } from '../../application/ports/clock-port';
import type { LoggerPort } from '../../application/ports/logger-port';
import type { OutputCacheStorePort, PageLookup, StoredPage } from '../../application/ports/output-cache-store-port';
import { lookupScript, purgeScript, setScript } from './redis-scripts';

export interface RedisPageStoreOptions {
  /** `redis://[:password@]host:port/db` or `rediss://…` (STOREFRONT_OUTPUT_CACHE_URL). */
  readonly url: string;
  /** A lookup slower than this counts as a failure: the page renders uncached (tens of ms). */
  readonly commandTimeoutMs?: number;
  /** After a lookup or store failed, skip Redis for this long instead of paying the timeout on every request. */
  readonly pauseAfterFailureMs?: number;
  /** At most one warning per this many ms while Redis fails. */
  readonly warnEveryMs?: number;
  readonly clock: Pick<ClockPort, 'now'>;
  readonly logger: Pick<LoggerPort, 'warn' | 'info'>;
  /** Counts every failed command (metrics). */
  readonly onError?: (operation: string) => void;
  /** Key prefix, so several shops can share one Redis. */
  readonly prefix?: string;
}

interface Meta {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly storedAt: number;
}

interface ScriptCommands {
  pageLookupBuffer(key: string, prefix: string): Promise<[Buffer, Buffer, Buffer] | [Buffer] | null>;
  pageSet(key: string, prefix: string, name: string, generation: string, ttl: string, meta: string, body: Buffer, tags: string): Promise<number>;
  pagePurge(prefix: string, markTtl: string, ...tags: string[]): Promise<number>;
}

type Client = Redis & ScriptCommands;

/**
 * The output cache shared by every server, in Redis. A page is a hash (`meta` JSON, the brotli `body`, its `tags` and
 * the generation it was rendered at) that expires with the TTL; each tag is a set of the pages that carry it. A purge
 * raises the generation counter and marks each tag with it (`purged:<tag>`); lookups and stores run as Lua scripts,
 * so checking those marks and reading or writing a page is one atomic round trip, and a page rendered before a purge
 * is neither stored nor served by any server.
 *
 * Redis down or slow never breaks the shop: no offline queue, a short command timeout, a pause after a failure,
 * every failure a miss or a no-op with one warning per interval; the client reconnects by itself and caching resumes.
 * One Redis (with replicas) is assumed, not Redis Cluster: a purge touches keys of many pages in one script.
 */
export class RedisPageStore implements OutputCacheStorePort {
  /** Lookups, on the request's path: given up after the short deadline. */
  private readonly fast: Client;
  /** Stores (after the answer went out), purges (a whole store view may be many pages) and readiness. */
  private readonly slow: Client;
  private readonly deadlineMs: number;
  private readonly prefix: string;
  private lastWarning = Number.NEGATIVE_INFINITY;
  private pausedUntil = Number.NEGATIVE_INFINITY;
  private failing = false;

  constructor(private readonly options: RedisPageStoreOptions) {
    this.prefix = options.prefix ?? 'storefront:oc:';
    this.deadlineMs = options.commandTimeoutMs ?? 50;
    // ioredis's own timeout only frees a command Redis never answers; the lookup's deadline is `withDeadline`.
    this.fast = this.client(1_000);
    this.slow = this.client(2_000);
  }

  private client(commandTimeout: number): Client {
    const redis = new Redis(this.options.url, {
      commandTimeout,
      connectTimeout: 1_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(100 * times, 1_000),
    });
    redis.defineCommand('pageLookup', { numberOfKeys: 1, lua: lookupScript });
    redis.defineCommand('pageSet', { numberOfKeys: 1, lua: setScript });
    redis.defineCommand('pagePurge', { numberOfKeys: 0, lua: purgeScript });
    // ioredis reports connection errors as events; without a listener Node would treat them as uncaught.
    redis.on('error', (error: Error) => this.failed('connection', error, false));
    redis.on('ready', () => {
      if (!this.failing) return;
      this.failing = false;
      this.pausedUntil = Number.NEGATIVE_INFINITY;
      this.options.logger.info('output-cache', 'Redis answers again: pages are cached again');
    });
    return redis as Client;
  }

  private pageKey = (name: string) => `${this.prefix}page:${name}`;

  private failed(operation: string, error: unknown, pause: boolean): void {
    this.options.onError?.(operation);
    this.failing = true;
    const now = this.options.clock.now();
    if (pause) this.pausedUntil = now + (this.options.pauseAfterFailureMs ?? 1_000);
    if (now - this.lastWarning < (this.options.warnEveryMs ?? 30_000)) return;
    this.lastWarning = now;
    this.options.logger.warn('output-cache', `Redis ${operation} failed; pages are served uncached until it answers again`, {
      error: error instanceof Error ? error.message : String(error),
    });
  }

  /** Runs a command; a failure is logged (rate-limited) and answered with the fallback. */
  private async attempt<T>(client: Client, operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    const fast = client === this.fast;
    if (fast && this.options.clock.now() < this.pausedUntil) return fallback;
    if (client.status !== 'ready') {
      this.failed(operation, new Error(`not connected (${client.status})`), false);
      return fallback;
    }
    try {
      return await run();
    } catch (error) {
      this.failed(operation, error, fast);
      return fallback;
    }
  }

  /**
   * The lookup's answer, or a failure once `deadlineMs` passed without one. A busy server's event loop runs timers
   * before it reads its sockets, so a timer alone would call an answer that is already waiting a timeout, and stop
   * caching exactly when rendering is slowest: the deadline is only called after the sockets were read once more.
   */
  private withDeadline<T>(answer: Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (run: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        run();
      };
      const timer = setTimeout(() => setImmediate(() => settle(() => reject(new Error(`no answer within ${String(this.deadlineMs)} ms`)))), this.deadlineMs);
      answer.then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    });
  }

  lookup(key: string): Promise<PageLookup> {
    return this.attempt<PageLookup>(this.fast, 'lookup', { kind: 'unavailable' }, async () => {
      const found = await this.withDeadline(this.fast.pageLookupBuffer(this.pageKey(key), this.prefix));
      if (found === null) throw new Error('no answer from the lookup script');
      if (found.length === 1) return { kind: 'miss', generation: Number(found[0].toString('utf8')) };
      const [meta, body, tags] = found;
      const parsed = JSON.parse(meta.toString('utf8')) as Meta;
      const tagList = tags
        .toString('utf8')
        .split(' ')
        .filter((t) => t !== '');
      return { kind: 'hit', page: { ...parsed, tags: tagList, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } };
    });
  }

  set(key: string, page: StoredPage, generation: number, ttlSeconds: number): Promise<void> {
    return this.attempt(this.slow, 'store', undefined, async () => {
      const meta: Meta = { status: page.status, headers: page.headers, etag: page.etag, storedAt: page.storedAt };
      const body = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength);
      await this.slow.pageSet(this.pageKey(key), this.prefix, key, String(generation), String(ttlSeconds), JSON.stringify(meta), body, page.tags.join(' '));
    });
  }

  purgeTags(tags: readonly string[]): Promise<number> {
    if (tags.length === 0) return Promise.resolve(0);
    // The marks outlive every page rendered before them (the TTL of a page is at most a day).
    return this.attempt(this.slow, 'purge', 0, () => this.slow.pagePurge(this.prefix, String(2 * 86_400), ...tags));
  }

  purgeKey(key: string): Promise<number> {
    return this.attempt(this.slow, 'purge', 0, () => this.slow.del(this.pageKey(key)));
  }

  async ping(): Promise<boolean> {
    return this.attempt(this.slow, 'ping', false, async () => (await this.slow.ping()) === 'PONG');
  }

  bytes(): undefined {
    return undefined;
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.fast, this.slow].map(async (client) => {
        try {
          if (client.status === 'ready') await client.quit();
          else client.disconnect();
        } catch {
          client.disconnect();
        }
      }),
    );
  }
}
