import { inject, injectable } from 'inversify';
import { isLoyaltySessionExpired, sessionExpiredNotice } from '../../domain/session/loyalty-session';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { ClockPort } from '../ports/clock-port';
import { AuthSession } from './auth-session';
import { Logout } from './logout';

/**
 * Runs first in every user, cart and checkout action: when the signed-in customer's session has expired, logs out
 * (silently) and warns 'Your session has expired due to inactivity. Please log in again to continue.' with a 'Log in'
 * action (cart spec §4 "Loyalty session", §8). The action then goes on as a guest; a customer who is not signed in
 * has no session to expire.
 */
@injectable()
export class EndExpiredSession {
  private ending: Promise<void> | undefined;

  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(Logout) private readonly logout: Logout,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
  ) {}

  async execute(): Promise<'session-expired' | 'active'> {
    if (this.ending !== undefined) {
      await this.ending;
      return 'session-expired';
    }
    const { token, sessionExpires } = this.auth.current;
    if (token === undefined || !isLoyaltySessionExpired(sessionExpires, this.clock.now())) return 'active';
    await this.end();
    return 'session-expired';
  }

  /** Ends the session now: a loyalty call found it expired, or the loyalty server answered 401 (cart spec §4). */
  async end(): Promise<void> {
    if (this.ending === undefined) {
      if (this.auth.current.token === undefined) return;
      // One logout and one warning even when several actions notice the expiry at once.
      this.ending = this.logout
        .execute({ silent: true })
        .then(() => this.outlet.notify(sessionExpiredNotice))
        .finally(() => (this.ending = undefined));
    }
    await this.ending;
  }
}
