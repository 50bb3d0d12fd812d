import { inject, injectable } from 'inversify';
import type { OrderHistoryEntry, Profile } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/types';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

const VERSION = 1;

/** The signed-in customer as this device keeps it (cart spec §3 User, §9 "current user, token, refresh token, orders history, session expiry"). */
export interface AuthState {
  readonly token?: string;
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

  /** Restores user and token from storage (cart spec §4 "Start restores user and token"). */
  async load(): Promise<AuthState> {
    const stored = await this.store.get('current-user');
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored) && (stored as { version?: unknown }).version === VERSION) {
      const v = stored as Record<string, unknown>;
      this.state = {
        ordersHistory: Array.isArray(v.ordersHistory) ? (v.ordersHistory as OrderHistoryEntry[]) : [],
        ...(typeof v.token === 'string' ? { token: v.token } : {}),
        ...(typeof v.refreshToken === 'string' ? { refreshToken: v.refreshToken } : {}),
        ...(typeof v.profile === 'object' && v.profile !== null ? { profile: v.profile as Profile } : {}),
        ...(typeof v.sessionExpires === 'number' ? { sessionExpires: v.sessionExpires } : {}),
        ...(typeof v.groupToken === 'string' ? { groupToken: v.groupToken } : {}),
        ...(typeof v.groupId === 'string' || typeof v.groupId === 'number' ? { groupId: v.groupId } : {}),
      };
    }
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
      await this.store.set('current-user', { version: VERSION, ...this.state } as unknown as JsonValue);
    } catch (error) {
      this.logger.error('session', 'The user could not be saved on this device', error);
    }
  }
}
