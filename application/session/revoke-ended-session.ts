import { inject, injectable } from 'inversify';
import { CartSettings } from '../cart/cart-settings';
import { ConnectivityPort } from '../ports/connectivity-port';
import { CustomerPort } from '../ports/customer-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, isUnreachable } from '../ports/port-error';
import { AuthSession } from './auth-session';

/**
 * Sends the server the logout it is still owed (docs/sessions.md): at logout when online, else on the next contact
 * (reconnect, start, the next login). Until it arrives the device is logged out already; only the server's copy of
 * the session lives on. Answers whether nothing is owed any more.
 */
@injectable()
export class RevokeEndedSession {
  private sending: Promise<boolean> | undefined;

  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  execute(): Promise<boolean> {
    this.sending ??= this.send().finally(() => (this.sending = undefined));
    return this.sending;
  }

  private async send(): Promise<boolean> {
    const owed = this.auth.pendingRevocation;
    if (owed === undefined) return true;
    if (!this.connectivity.isOnline()) return false;
    try {
      await this.customer.revoke(owed, this.settings.storeCode);
    } catch (error) {
      if (!isPortError(error)) throw error;
      // No answer, or the server failed: the next contact tries again.
      if (isUnreachable(error) || error.kind === 'unavailable') return false;
      this.logger.warn('session', `The server refused the logout: ${error.message}`);
    }
    if (this.auth.pendingRevocation === owed) await this.auth.owesRevocation(undefined);
    return true;
  }
}
