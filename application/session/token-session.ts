import { inject, injectable } from 'inversify';
import { CartSettings } from '../cart/cart-settings';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { SyncTaskStore } from '../offline/sync-task-store';
import { CustomerPort } from '../ports/customer-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, isUnreachable } from '../ports/port-error';
import { AuthSession } from './auth-session';
import { Logout } from './logout';

const ok = { label: 'ok', action: 'close' } as const;

/**
 * Calls with the customer token, refreshed automatically (cart spec §4 "Tokens refresh automatically"): a 401 with a
 * token refreshes it and retries, up to users.maxTokenRefreshAttempts; then the session ends: logout, the signup
 * modal opens and the untransmitted tasks are cleared. One refresh runs at a time; callers wait for it. The access
 * token lives in memory only, so a signed-in session without one (after a reload) refreshes first; a refresh that
 * gets no answer (offline) keeps the session for later.
 */
@injectable()
export class TokenSession {
  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(Logout) private readonly logout: Logout,
    @inject(SyncTaskStore) private readonly tasks: SyncTaskStore,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  /** Runs `call` with the current token (undefined for a guest), refreshing and retrying on 401. */
  async execute<T>(call: (token: string | undefined) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      if (this.auth.refreshing !== undefined) await this.auth.refreshing;
      const token = this.auth.token ?? (this.auth.signedIn ? await this.refresh() : undefined);
      try {
        return await call(token);
      } catch (error) {
        if (!isPortError(error, 'not-authorized') || token === undefined) throw error;
        if (attempt >= this.settings.maxTokenRefreshAttempts) {
          await this.endSession();
          throw error;
        }
        if ((await this.refresh()) === undefined) throw error;
      }
    }
  }

  /** A new token from the refresh token; undefined when the session ended instead. A refresh already running is joined. */
  refresh(): Promise<string | undefined> {
    this.auth.refreshing ??= this.runRefresh().finally(() => {
      this.auth.refreshing = undefined;
    });
    return this.auth.refreshing;
  }

  /** The session cannot go on: logout, signup modal, untransmitted tasks cleared (cart spec §4). */
  async endSession(): Promise<void> {
    await this.logout.execute({ silent: true });
    this.outlet.emit({ kind: 'open-signup-modal' });
    await this.tasks.clearUntransmitted();
  }

  private async runRefresh(): Promise<string | undefined> {
    const refreshToken = this.auth.current.refreshToken;
    this.auth.refreshAttempts += 1;
    try {
      const tokens = await this.customer.refresh(refreshToken, this.settings.storeCode);
      await this.auth.set({
        token: tokens.token,
        ...(tokens.refreshToken === undefined ? {} : { refreshToken: tokens.refreshToken }),
        ...(tokens.sessionExpires === undefined ? {} : { sessionExpires: tokens.sessionExpires }),
      });
      return tokens.token;
    } catch (error) {
      if (isPortError(error) && isUnreachable(error)) {
        // Offline: the session (and the queued tasks) wait for the connection; nothing was refused.
        this.auth.refreshAttempts -= 1;
        this.logger.warn('session', `The token could not be refreshed now: ${error.message}`);
        return undefined;
      }
      const unauthorized = isPortError(error, 'not-authorized');
      const message = unauthorized ? 'token-refresh-unauthorized' : 'token-refresh-internal-error';
      this.logger.error(
        'session',
        unauthorized
          ? 'Error refreshing user token. User is not authorized to access the resource'
          : 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
        error,
      );
      this.outlet.notify({ type: 'danger', message, action1: ok });
      this.auth.refreshing = undefined;
      await this.endSession();
      return undefined;
    }
  }
}
