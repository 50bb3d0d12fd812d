import { inject, injectable } from 'inversify';
import type { OrderHistoryEntry, Profile } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/types';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

/** Version 1 kept the tokens on the device; it is read once more, without them. */
const VERSION = 2;

/**
 * The signed-in customer (cart spec §3 User). The device keeps the profile, orders and session expiry; the access
 * token and a refresh token the adapter hands out live in memory only, so no script reading storage finds them
 * (docs/sessions.md). After a reload the session goes on through a refresh.
 */
export interface AuthState {
  /** Memory only. */
  readonly token?: string;
  /** Memory only; absent when the storefront server keeps it in an HttpOnly cookie. */
  readonly refreshToken?: string;
  readonly profile?: Profile;
  readonly groupToken?: string;
  readonly groupId?: Id;
  readonly ordersHistory: readonly OrderHistoryEntry[];
  /** Loyalty session expiry in epoch seconds (meta.session_expires). */
  readonly sessionExpires?: number;
}

/**
 * The auth session of this app instance: tokens and profile, persisted, plus the token-invalidation lock (a refresh
 * in progress) and the refresh attempt counter of cart spec §4 "Tokens refresh automatically".
 */
@injectable()
export class AuthSession {
  private state: AuthState = { ordersHistory: [] };
  private readonly store: KeyValueNamespace;
  /** The refresh in progress; queued tasks wait while it runs (cart spec §4). */
  refreshing: Promise<string | undefined> | undefined;
  refreshAttempts = 0;
  /** A logout that could not reach the server yet (offline): what to revoke on the next contact. */
  private unrevoked: { readonly token?: string; readonly refreshToken?: string } | undefined;

  constructor(
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.store = storage.namespace('user');
  }

  get current(): AuthState {
    return this.state;
  }

  get token(): string | undefined {
    return this.state.token;
  }

  /** A customer is signed in on this device, with or without an access token in memory (after a reload: without). */
  get signedIn(): boolean {
    return this.state.token !== undefined || this.state.profile !== undefined;
  }

  /** The logout still owed to the server, if any. */
  get pendingRevocation(): { readonly token?: string; readonly refreshToken?: string } | undefined {
    return this.unrevoked;
  }

  /** Remembers (persisted as a flag, the tokens in memory) or forgets the logout still owed to the server. */
  async owesRevocation(session: { readonly token?: string; readonly refreshToken?: string } | undefined): Promise<void> {
    this.unrevoked = session;
    await this.save();
  }

  /** Restores user and token from storage (cart spec §4 "Start restores user and token"). */
  async load(): Promise<AuthState> {
    const stored = await this.store.get('current-user');
    const version = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as { version?: unknown }).version : undefined;
    if (version === 1 || version === VERSION) {
      const v = stored as Record<string, unknown>;
      if (v.revokePending === true) this.unrevoked ??= {};
      this.state = {
        ordersHistory: Array.isArray(v.ordersHistory) ? (v.ordersHistory as OrderHistoryEntry[]) : [],
        ...(typeof v.profile === 'object' && v.profile !== null ? { profile: v.profile as Profile } : {}),
        ...(typeof v.sessionExpires === 'number' ? { sessionExpires: v.sessionExpires } : {}),
        ...(typeof v.groupToken === 'string' ? { groupToken: v.groupToken } : {}),
        ...(typeof v.groupId === 'string' || typeof v.groupId === 'number' ? { groupId: v.groupId } : {}),
      };
    }
    // A version 1 record still holds tokens: written again at once without them.
    if (version === 1) await this.save();
    return this.state;
  }

  async set(patch: Partial<AuthState>): Promise<AuthState> {
    this.state = { ...this.state, ...patch };
    await this.save();
    return this.state;
  }

  /** Forgets the customer: tokens, profile, orders (cart spec §4 "Logout clears ..."). */
  async clear(): Promise<void> {
    this.state = { ordersHistory: [] };
    await this.save();
  }

  /** Resets the token-invalidation lock and the attempts counter (cart spec §4 "Offline"). */
  resetInvalidation(): void {
    this.refreshing = undefined;
    this.refreshAttempts = 0;
  }

  private async save(): Promise<void> {
    try {
      const { token: _memoryOnly, refreshToken: _alsoMemoryOnly, ...kept } = this.state;
      const record = { version: VERSION, ...kept, ...(this.unrevoked === undefined ? {} : { revokePending: true }) };
      await this.store.set('current-user', record as unknown as JsonValue);
    } catch (error) {
      this.logger.error('session', 'The user could not be saved on this device', error);
    }
  }
}
