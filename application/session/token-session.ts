import { inject, injectable } from 'inversify';
import { CartSettings } from '../cart/cart-settings';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { SyncTaskStore } from '../offline/sync-task-store';
import { CustomerPort } from '../ports/customer-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { AuthSession } from './auth-session';
import { Logout } from './logout';

const ok = { label: 'ok', action: 'close' } as const;

/**
 * Calls with the customer token, refreshed automatically (cart spec §4 "Tokens refresh automatically"): a 401 with a
 * token refreshes it and retries, up to users.maxTokenRefreshAttempts; then the session ends: logout, the signup
 * modal opens and the untransmitted tasks are cleared. One refresh runs at a time; callers wait for it.
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
      const token = this.auth.token;
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
      if (refreshToken === undefined) throw new Error('No refresh token');
      const tokens = await this.customer.refresh(refreshToken, this.settings.storeCode);
      await this.auth.set({ token: tokens.token, refreshToken: tokens.refreshToken, ...(tokens.sessionExpires === undefined ? {} : { sessionExpires: tokens.sessionExpires }) });
      return tokens.token;
    } catch (error) {
      const unauthorized = isPortError(error, 'not-authorized') || refreshToken === undefined;
      const message = unauthorized ? 'token-refresh-unauthorized' : 'token-refresh-internal-error';
      this.logger.error('session', unauthorized ? 'Error refreshing user token. User is not authorized to access the resource' : 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.', error);
      this.outlet.notify({ type: 'danger', message, action1: ok });
      this.auth.refreshing = undefined;
      await this.endSession();
      return undefined;
    }
  }
}
