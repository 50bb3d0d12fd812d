import { inject, injectable } from 'inversify';
import { cartItemsHash } from '../../domain/cart/sync-needed';
import type { CartItem, Id, PlatformTotals, TotalSegment } from '../../domain/cart/types';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

const VERSION = 1;

/** What the device keeps of the cart (cart spec §9 "current cart, cart token, cart hash"). */
interface CartSnapshot {
  readonly items: readonly CartItem[];
  readonly token?: Id;
  /** Items hash at the last successful sync; differing from the current hash means the shopper changed the cart. */
  readonly syncedHash?: string;
  readonly lastSyncDate?: number;
  readonly coupon?: string;
  readonly lastCartBypassTs?: number;
  /** Counts the saves of this device's tabs, so a tab sees that another one saved a newer cart. */
  readonly revision: number;
  /** Counts the carts this device ended (a logout, a placed order): work begun on an ended cart is not written back. */
  readonly generation: number;
}

export interface CartView {
  readonly items: readonly CartItem[];
  readonly token?: Id;
  readonly itemsHash: string;
  readonly syncedHash?: string;
  readonly lastSyncDate?: number;
  readonly lastTotalsSyncDate?: number;
  readonly coupon?: string;
  readonly totals?: PlatformTotals;
  readonly segments: readonly TotalSegment[];
  readonly connectBypassCount: number;
  readonly lastCartBypassTs?: number;
  readonly isAddingToCart: boolean;
  readonly loaded: boolean;
}

const isItem = (v: unknown): v is CartItem =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CartItem).sku === 'string' &&
  typeof (v as CartItem).qty === 'number' &&
  (v as CartItem).qty > 0 &&
  ['undefined', 'string'].includes(typeof (v as CartItem).sgn) &&
  ['undefined', 'number'].includes(typeof (v as CartItem).signedPriceInclTax);

/** The fields of CartView that the snapshot keeps. */
const savedKeys: ReadonlySet<string> = new Set(['items', 'token', 'syncedHash', 'lastSyncDate', 'coupon', 'lastCartBypassTs']);

/** Reads a stored snapshot; another version or a bad shape is dropped, never trusted (STYLE.md "Wire data"). */
function readSnapshot(value: JsonValue | undefined): CartSnapshot | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (v.version !== VERSION || !Array.isArray(v.items) || !v.items.every(isItem)) return undefined;
  const token = typeof v.token === 'string' || typeof v.token === 'number' ? v.token : undefined;
  return {
    items: v.items,
    ...(token === undefined ? {} : { token }),
    ...(typeof v.syncedHash === 'string' ? { syncedHash: v.syncedHash } : {}),
    ...(typeof v.lastSyncDate === 'number' ? { lastSyncDate: v.lastSyncDate } : {}),
    ...(typeof v.coupon === 'string' ? { coupon: v.coupon } : {}),
    ...(typeof v.lastCartBypassTs === 'number' ? { lastCartBypassTs: v.lastCartBypassTs } : {}),
    revision: typeof v.revision === 'number' && Number.isSafeInteger(v.revision) ? v.revision : 0,
    generation: typeof v.generation === 'number' && Number.isSafeInteger(v.generation) ? v.generation : 0,
  };
}

/**
 * The cart of this app instance (cart spec §3 cart state), kept in the key-value store so it survives a reload.
 * Use cases change it only through `change`, which runs one change at a time and saves after each.
 */
@injectable()
export class CurrentCart {
  private state: CartView = { items: [], itemsHash: cartItemsHash([]), segments: [], connectBypassCount: 0, isAddingToCart: false, loaded: false };
  private queue: Promise<unknown> = Promise.resolve();
  private readonly store: KeyValueNamespace;
  /** The revision of the snapshot this tab last read or wrote. */
  private revision = 0;
  /** Whether this tab has read or written a snapshot yet; before that, any stored snapshot is newer than its own. */
  private seen = false;
  private currentGeneration = 0;

  constructor(
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.store = storage.namespace('cart');
  }

  get view(): CartView {
    return this.state;
  }

  /**
   * The cart's generation: a clear that forgets the server cart (logout, a placed order) starts the next one. A sync
   * that began on an earlier generation writes nothing back (`setInGeneration`), so a logout in the middle of a pull
   * does not get the customer's lines back.
   */
  get generation(): number {
    return this.currentGeneration;
  }

  /**
   * Restores items, token and hash from storage (cart spec §4 "At start"). Storage that cannot be read starts the
   * cart empty without forgetting the saved one: the first change reads it again (`exclusive`) and adopts it.
   */
  async load(): Promise<CartView> {
    let snapshot: CartSnapshot | undefined;
    try {
      snapshot = readSnapshot(await this.store.get('current-cart'));
    } catch (error) {
      this.logger.warn('cart', 'The cart saved on this device could not be read', error);
    }
    if (snapshot !== undefined) this.adopt(snapshot);
    else this.state = { ...this.state, loaded: true };
    return this.state;
  }

  /**
   * Runs `fn` after every earlier change finished, so a sync never interleaves with an add or a remove. It starts
   * from the newest cart on the device: a tab left in the background adopts what another tab saved since, instead of
   * writing its older cart over it.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const change = async () => {
      await this.adoptNewer();
      return fn();
    };
    const run = this.queue.then(change, change);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async adoptNewer(): Promise<void> {
    try {
      const snapshot = readSnapshot(await this.store.get('current-cart'));
      if (snapshot !== undefined && this.isNewer(snapshot)) this.adopt(snapshot);
    } catch (error) {
      // Storage that cannot be read leaves this tab's cart as it is; the change goes on.
      this.logger.warn('cart', 'The cart saved on this device could not be read', error);
    }
  }

  private isNewer(snapshot: CartSnapshot): boolean {
    return !this.seen || snapshot.revision > this.revision;
  }

  private adopt(snapshot: CartSnapshot): void {
    const { revision, generation, ...kept } = snapshot;
    const { token: _token, syncedHash: _hash, lastSyncDate: _date, coupon: _coupon, lastCartBypassTs: _bypass, ...rest } = this.state;
    this.revision = revision;
    this.currentGeneration = generation;
    this.seen = true;
    this.state = { ...rest, ...kept, itemsHash: cartItemsHash(snapshot.items), loaded: true };
  }

  /**
   * Applies a change to the newest cart on the device and saves it. A change of what only this tab keeps (the adding
   * flag, totals) applies at once and saves nothing.
   */
  async set(patch: Partial<Omit<CartView, 'itemsHash'>>): Promise<CartView> {
    if (!Object.keys(patch).some((key) => savedKeys.has(key))) {
      this.state = { ...this.state, ...patch };
      return this.state;
    }
    await this.adoptNewer();
    return this.applyAndSave(patch);
  }

  /**
   * Like `set`, with the patch worked out from the newest cart when it applies, not when the caller started: for
   * work outside `exclusive` that waited on something (a server's answer) and must not write back the lines it read
   * before a change that landed meanwhile (a restored cart).
   */
  async update(change: (view: CartView) => Partial<Omit<CartView, 'itemsHash'>>): Promise<CartView> {
    await this.adoptNewer();
    return this.applyAndSave(change(this.state));
  }

  /**
   * Like `set`, for work that began on the cart of `generation` (a sync): once that cart has ended, on this tab or
   * another, the patch is dropped and the answer is false.
   */
  async setInGeneration(generation: number, patch: Partial<Omit<CartView, 'itemsHash'>>): Promise<boolean> {
    await this.adoptNewer();
    if (this.currentGeneration !== generation) return false;
    await this.applyAndSave(patch);
    return true;
  }

  private async applyAndSave(patch: Partial<Omit<CartView, 'itemsHash'>>): Promise<CartView> {
    const next = { ...this.state, ...patch };
    this.state = { ...next, itemsHash: cartItemsHash(next.items) };
    await this.save();
    return this.state;
  }

  /** Empties the cart; `disconnect` also forgets the server cart token and ends the cart (cart spec §4 "Clearing"). */
  async clear(disconnect: boolean): Promise<CartView> {
    await this.adoptNewer();
    if (disconnect) this.currentGeneration += 1;
    const s = this.state;
    const token = disconnect ? undefined : s.token;
    this.state = {
      items: [],
      itemsHash: cartItemsHash([]),
      segments: [],
      connectBypassCount: s.connectBypassCount,
      isAddingToCart: false,
      loaded: s.loaded,
      ...(token === undefined ? {} : { token }),
      ...(s.lastCartBypassTs === undefined ? {} : { lastCartBypassTs: s.lastCartBypassTs }),
    };
    await this.save();
    return this.state;
  }

  private async save(): Promise<void> {
    const s = this.state;
    this.revision += 1;
    this.seen = true;
    const snapshot = {
      version: VERSION,
      revision: this.revision,
      generation: this.currentGeneration,
      items: s.items,
      ...(s.token === undefined ? {} : { token: s.token }),
      ...(s.syncedHash === undefined ? {} : { syncedHash: s.syncedHash }),
      ...(s.lastSyncDate === undefined ? {} : { lastSyncDate: s.lastSyncDate }),
      ...(s.coupon === undefined ? {} : { coupon: s.coupon }),
      ...(s.lastCartBypassTs === undefined ? {} : { lastCartBypassTs: s.lastCartBypassTs }),
    };
    try {
      await this.store.set('current-cart', snapshot as unknown as JsonValue);
    } catch (error) {
      this.logger.error('cart', 'The cart could not be saved on this device', error);
    }
  }
}
