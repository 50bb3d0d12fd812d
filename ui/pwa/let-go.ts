/**
 * What a release's service worker knows of the shopper accepting a newer release (the page's LET_GO), kept across
 * restarts of the worker. Chromium stops an idle worker while the new release waits for it, and the next request of
 * the page starts it again with fresh state: a release that only remembered LET_GO in memory then took that request
 * on, and a slow one held the accepted release back for as long as it took.
 */
export interface LetGoRecord {
  /** When the shopper accepted (epoch ms), if this release heard of it. */
  read(): Promise<number | undefined>;
  write(acceptedAt: number): Promise<void>;
}

/**
 * How long a release stays out of the way after the shopper accepted. The new release takes over within moments;
 * should it never do so (yet another release replaced it), the old one serves again after this.
 */
export const LET_GO_MS = 60_000;

export class LetGo {
  private acceptedAt: number | undefined;
  private inFlight = new AbortController();
  /** Settles once the kept record is read (a worker that just started does not know yet). */
  readonly known: Promise<void>;

  constructor(
    private readonly record: LetGoRecord,
    private readonly now: () => number = Date.now,
  ) {
    this.known = record.read().then(
      (at) => {
        if (at !== undefined && (this.acceptedAt === undefined || at > this.acceptedAt)) this.acceptedAt = at;
      },
      // Storage that cannot be read (a full or broken quota) leaves the worker serving as usual.
      () => undefined,
    );
  }

  /** The shopper accepted a newer release: requests in flight end at once, new ones are not taken. */
  accept(): Promise<void> {
    this.acceptedAt = this.now();
    this.inFlight.abort();
    this.inFlight = new AbortController();
    return this.record.write(this.acceptedAt).catch(() => undefined);
  }

  /** True while this release keeps out of the way (as far as it knows now: see `known`). */
  get lettingGo(): boolean {
    return this.acceptedAt !== undefined && this.now() - this.acceptedAt < LET_GO_MS;
  }

  /** The signal for a request this release fetches: aborted already while it lets go, else aborted when the shopper accepts. */
  async signal(): Promise<AbortSignal> {
    await this.known;
    return this.lettingGo ? AbortSignal.abort() : this.inFlight.signal;
  }
}

/** The record in the Cache API, one entry per release (`build`): readable again after the worker restarts. */
export function cachedLetGoRecord(storage: Pick<CacheStorage, 'open' | 'has'>, cacheName: string, build: string, origin: string): LetGoRecord {
  const key = new URL(`/__let-go/${encodeURIComponent(build)}`, origin).href;
  return {
    read: async () => {
      // Asked at every start of the worker: opening would create the cache where nobody ever let go.
      if (!(await storage.has(cacheName))) return undefined;
      const kept = await (await storage.open(cacheName)).match(key);
      if (kept === undefined) return undefined;
      const at = Number(await kept.text());
      return Number.isFinite(at) ? at : undefined;
    },
    write: async (acceptedAt) => {
      await (await storage.open(cacheName)).put(key, new Response(String(acceptedAt)));
    },
  };
}
