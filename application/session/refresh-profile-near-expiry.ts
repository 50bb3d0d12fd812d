import { inject, injectable } from 'inversify';
import { needsProfileRefresh } from '../../domain/session/loyalty-session';
import { ClockPort } from '../ports/clock-port';
import { CustomerPort } from '../ports/customer-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { CartSettings } from '../cart/cart-settings';
import { AuthSession } from './auth-session';

export type ProfileRefresh = 'refreshed' | 'not-needed' | 'failed';

/**
 * On navigation, a signed-in customer whose session ends within 900 s gets the profile read again (cart spec §4
 * "Loyalty session", §9): the answer carries the profile as the server has it now and, with the loyalty extension,
 * a new meta.session_expires that keeps an active shopper signed in. An expired session is left to EndExpiredSession;
 * a failed read changes nothing (the next navigation tries again).
 */
@injectable()
export class RefreshProfileNearExpiry {
  private running: Promise<ProfileRefresh> | undefined;

  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  execute(): Promise<ProfileRefresh> {
    // Two quick navigations ask once.
    this.running ??= this.refresh().finally(() => (this.running = undefined));
    return this.running;
  }

  private async refresh(): Promise<ProfileRefresh> {
    const { token, profile, sessionExpires } = this.auth.current;
    if (token === undefined || profile === undefined || !needsProfileRefresh(sessionExpires, this.clock.now())) return 'not-needed';
    try {
      const account = await this.customer.me(token, this.settings.storeCode);
      // The customer may have logged out while the answer was on its way.
      if (this.auth.current.token !== token) return 'not-needed';
      await this.auth.set({ profile: account.profile, ...(account.sessionExpires === undefined ? {} : { sessionExpires: account.sessionExpires }) });
      return 'refreshed';
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('session', 'The profile could not be refreshed before the session ends', { kind: error.kind });
      return 'failed';
    }
  }
}
