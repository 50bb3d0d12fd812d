import { inject, injectable } from 'inversify';
import { sendsEmptyCart } from '../../domain/analytics/analytics-item';
import { applyToClient, linkServerItem, revertFailedUpdate } from '../../domain/cart/apply-sync-actions';
import { cartItemKey } from '../../domain/cart/checksum';
import { nextConnectStep } from '../../domain/cart/connect';
import { type CartSyncAction, mergeCartsOnLogin, reconcileCart } from '../../domain/cart/reconcile';
import { cartItemsHash, isSyncNeeded } from '../../domain/cart/sync-needed';
import type { CartItem, Id, ServerCartItem } from '../../domain/cart/types';
import { AnalyticsPort } from '../ports/analytics-port';
import { CartPort, type CartRef } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, type PortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import { LoadTotals } from './load-totals';

/** A line the server refused (a quantity not available, ...); the client line was reverted (cart spec §4). */
export interface RefusedLine {
  readonly key: string;
  readonly sku: string;
  readonly message: string;
}

export type SyncOutcome =
  | { readonly kind: 'synced'; readonly actions: readonly CartSyncAction[]; readonly refused: readonly RefusedLine[] }
  | { readonly kind: 'skipped'; readonly reason: 'disabled' | 'offline' | 'unchanged' | 'cart-ended' }
  | { readonly kind: 'failed'; readonly reason: 'unreachable' | 'max-bypass-attempts-reached' | 'cart-sync-disabled' };

export interface SyncOptions {
  /** Sync even when the items hash did not change. */
  readonly forced?: boolean;
  /** The client is the truth; by default it is when the shopper changed the cart since the last sync. */
  readonly forceClientState?: boolean;
  /** Login merge: lines on both sides get the sum of both quantities (cart spec §4 "Authorizing after login"). */
  readonly mergeQty?: boolean;
}

const ENDED = { kind: 'skipped', reason: 'cart-ended' } as const;

/**
 * Synchronises the local cart with the server cart (cart spec §4 "Cart synchronisation"): only when connected and
 * enabled and the hash changed, or never synced, or forced; runs the domain's reconciliation actions; a non-200
 * answer reconnects with a guest cart up to cart.maxCartBypassAttempts, then logs. Runs one at a time.
 */
@injectable()
export class SyncCart {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(LoadTotals) private readonly totals: LoadTotals,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  execute(options: SyncOptions = {}): Promise<SyncOutcome> {
    return this.cart.exclusive(() => this.run(options));
  }

  private async run(options: SyncOptions): Promise<SyncOutcome> {
    const view = this.cart.view;
    const connected = this.connectivity.isOnline();
    if (!this.settings.synchronize) return { kind: 'skipped', reason: 'disabled' };
    if (!connected) return { kind: 'skipped', reason: 'offline' };
    const check = { connected, enabled: true, itemsHash: view.itemsHash, forced: options.forced === true || options.mergeQty === true };
    const needed = isSyncNeeded({
      ...check,
      ...(view.syncedHash === undefined ? {} : { lastSyncedHash: view.syncedHash }),
      ...(view.lastSyncDate === undefined ? {} : { lastSyncDate: view.lastSyncDate }),
    });
    if (!needed) return { kind: 'skipped', reason: 'unchanged' };
    const forceClientState = options.forceClientState ?? (view.syncedHash !== undefined && view.syncedHash !== view.itemsHash);
    const outcome = await this.syncWith(this.cart.generation, forceClientState, options.mergeQty === true);
    if (outcome.kind === 'synced' && this.settings.synchronizeTotals) await this.totals.execute();
    return outcome;
  }

  /** `generation` is the cart the sync began on: if a logout or a placed order ends it meanwhile, nothing is written back. */
  private async syncWith(generation: number, forceClientState: boolean, mergeQty: boolean): Promise<SyncOutcome> {
    const cartId = this.cart.view.token ?? (await this.connect(generation));
    if (typeof cartId === 'object') return cartId;
    const client = this.cart.view.items;
    try {
      const server = await this.call((ref) => this.port.pull(ref), cartId);
      const actions = mergeQty ? mergeCartsOnLogin(client, server) : reconcileCart({ client, server, settings: this.settings, forceClientState });
      const { items, refused } = await this.apply(client, actions, cartId);
      const written = await this.cart.setInGeneration(generation, {
        items,
        syncedHash: cartItemsHash(items),
        lastSyncDate: this.clock.now(),
        connectBypassCount: 0,
      });
      return written ? { kind: 'synced', actions, refused } : ENDED;
    } catch (error) {
      if (!isPortError(error)) throw error;
      return this.bypass(generation, error);
    }
  }

  /** Runs the server side of the actions; a refused line is reverted on the client, other failures end the sync. */
  private async apply(
    client: readonly CartItem[],
    actions: readonly CartSyncAction[],
    cartId: Id,
  ): Promise<{ items: readonly CartItem[]; refused: readonly RefusedLine[] }> {
    const clientByKey = new Map(client.map((item) => [cartItemKey(item), item]));
    const linked = new Map<string, ServerCartItem>();
    const refused: RefusedLine[] = [];
    for (const action of actions) {
      try {
        if (action.kind === 'push') {
          const update = {
            sku: action.item.sku,
            qty: action.item.qty,
            ...(action.item.product_option === undefined ? {} : { productOption: action.item.product_option }),
          };
          linked.set(action.key, await this.call((ref) => this.port.update(ref, update), cartId));
        } else if (action.kind === 'update-server') {
          const sku = clientByKey.get(action.key)?.sku ?? action.key;
          linked.set(action.key, await this.call((ref) => this.port.update(ref, { sku, qty: action.qty, itemId: action.itemId }), cartId));
        } else if (action.kind === 'delete-server') {
          await this.call((ref) => this.port.delete(ref, { sku: action.sku, itemId: action.itemId }), cartId);
        }
      } catch (error) {
        if (!isPortError(error, 'rejected')) throw error;
        refused.push({ key: action.key, sku: clientByKey.get(action.key)?.sku ?? action.key, message: error.message });
      }
    }
    let items: readonly CartItem[] = applyToClient(client, actions).map((item) => {
      const server = linked.get(cartItemKey(item));
      return server === undefined ? item : linkServerItem(item, server);
    });
    for (const line of refused) {
      const original = clientByKey.get(line.key);
      if (original !== undefined) items = revertFailedUpdate(items, original);
    }
    return { items, refused };
  }

  /** Obtains a server cart token (cart spec §4 "Getting a cart token"): on 401 a guest cart, up to the bypass limit. */
  private async connect(generation: number): Promise<Id | Exclude<SyncOutcome, { kind: 'synced' }>> {
    try {
      const id = await this.tokens.execute((token) => this.port.create(token, { storeCode: this.settings.storeCode }));
      return (await this.setCartToken(generation, id, this.cart.view.connectBypassCount)) ? id : ENDED;
    } catch (error) {
      if (!isPortError(error)) throw error;
      if (error.details.status === undefined) return this.unreachable(error);
      const step = nextConnectStep(error.details.status, this.cart.view.connectBypassCount, this.settings.maxCartBypassAttempts, 'connect');
      if (step.kind !== 'retry-as-guest') return this.giveUp(step.kind === 'give-up' ? step.log : 'cart-sync-disabled', error);
      return this.guestCart(generation, step.bypassCount);
    }
  }

  /** A non-200 answer during sync reconnects with a guest cart, up to maxCartBypassAttempts, then logs (cart spec §4). */
  private async bypass(generation: number, error: PortError): Promise<SyncOutcome> {
    if (error.details.status === undefined) return this.unreachable(error);
    // Stryker disable next-line StringLiteral: nextConnectStep tests only 'connect'
    const step = nextConnectStep(error.details.status, this.cart.view.connectBypassCount, this.settings.maxCartBypassAttempts, 'sync');
    if (step.kind !== 'retry-as-guest') return this.giveUp(step.kind === 'give-up' ? step.log : 'cart-sync-disabled', error);
    const guest = await this.guestCart(generation, step.bypassCount);
    return typeof guest === 'object' ? guest : this.syncWith(generation, true, false);
  }

  private async guestCart(generation: number, bypassCount: number): Promise<Id | Exclude<SyncOutcome, { kind: 'synced' }>> {
    try {
      const id = await this.port.create(undefined, { storeCode: this.settings.storeCode });
      return (await this.setCartToken(generation, id, bypassCount)) ? id : ENDED;
    } catch (error) {
      if (!isPortError(error)) throw error;
      await this.cart.setInGeneration(generation, { connectBypassCount: bypassCount });
      return this.giveUp('cart-sync-disabled', error);
    }
  }

  /** Keeps the new server cart's token unless the cart the sync began on has ended; says whether it was kept. */
  private async setCartToken(generation: number, id: Id, bypassCount: number): Promise<boolean> {
    const previous = this.cart.view.token;
    const kept = await this.cart.setInGeneration(generation, {
      token: id,
      connectBypassCount: bypassCount,
      lastCartBypassTs: bypassCount > 0 ? this.clock.now() : this.cart.view.lastCartBypassTs,
    });
    if (kept && previous !== undefined && sendsEmptyCart('cart-token-changed', String(previous), String(id))) this.analytics.track('emptyCart');
    return kept;
  }

  private unreachable(error: PortError): Extract<SyncOutcome, { kind: 'failed' }> {
    this.logger.warn('cart-sync', `Cart server unreachable, the cart stays local: ${error.message}`);
    return { kind: 'failed', reason: 'unreachable' };
  }

  private giveUp(log: 'max-bypass-attempts-reached' | 'cart-sync-disabled', error: PortError): Extract<SyncOutcome, { kind: 'failed' }> {
    const text =
      log === 'cart-sync-disabled'
        ? 'Cart sync is disabled by the config or the server refused a cart'
        : 'Cart sync failed: maximum guest-cart bypass attempts reached';
    this.logger.error('cart-sync', text, { status: error.details.status, message: error.message });
    return { kind: 'failed', reason: log };
  }

  private call<T>(fn: (ref: CartRef) => Promise<T>, cartId: Id): Promise<T> {
    return this.tokens.execute((token) => fn({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }));
  }
}
