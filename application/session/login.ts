import { inject, injectable } from 'inversify';
import type { Profile } from '../../domain/account/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { AuthorizeCart } from '../cart/authorize-cart';
import { CartSettings } from '../cart/cart-settings';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { AnalyticsPort } from '../ports/analytics-port';
import { CustomerPort } from '../ports/customer-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError, isUnreachable, type PortErrorKind } from '../ports/port-error';
import { AuthSession } from './auth-session';
import { RevokeEndedSession } from './revoke-ended-session';

export interface LoginFailure {
  /** 'unreachable': no answer came (the UI shows 'service-unreachable', not the adapter's text). */
  readonly kind: PortErrorKind | 'unreachable';
  /** The server's text ('The account sign-in was incorrect.', ...), shown as is. */
  readonly message: string;
}

/**
 * Login (cart spec §4): resets the token invalidation, stores the token and the meta refreshToken, loads the
 * profile and the order history (20, page 1); on failure the user is cleared. Then the cart is authorized: coupon
 * removed, reconnected merging quantities, coupon applied again.
 */
@injectable()
export class Login {
  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(AuthorizeCart) private readonly authorizeCart: AuthorizeCart,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(RevokeEndedSession) private readonly revokeEnded: RevokeEndedSession,
  ) {}

  async execute(email: string, password: string): Promise<Result<Profile, LoginFailure>> {
    this.auth.resetInvalidation();
    // A logout made offline is sent first, so that it cannot end the login that follows.
    await this.revokeEnded.execute();
    const store = this.settings.storeCode;
    let profile: Profile;
    try {
      const tokens = await this.customer.login(email, password, store);
      await this.auth.set({
        token: tokens.token,
        ...(tokens.refreshToken === undefined ? {} : { refreshToken: tokens.refreshToken }),
        ...(tokens.sessionExpires === undefined ? {} : { sessionExpires: tokens.sessionExpires }),
      });
      const account = await this.customer.me(tokens.token, store);
      profile = account.profile;
      await this.auth.set({
        profile,
        ...(account.groupToken === undefined ? {} : { groupToken: account.groupToken }),
        ...(account.groupId === undefined ? {} : { groupId: account.groupId }),
        ...(account.sessionExpires === undefined ? {} : { sessionExpires: account.sessionExpires }),
      });
    } catch (error) {
      if (!isPortError(error)) throw error;
      await this.auth.clear();
      return err({ kind: isUnreachable(error) ? 'unreachable' : error.kind, message: error.message });
    }
    await this.loadOrderHistory();
    await this.authorizeCart.execute();
    this.analytics.track('login');
    this.outlet.emit({ kind: 'logged-in' });
    return ok(profile);
  }

  private async loadOrderHistory(): Promise<void> {
    const token = this.auth.token;
    if (token === undefined) return;
    try {
      const page = await this.customer.orderHistory(token, 20, 1, this.settings.storeCode);
      await this.auth.set({
        ordersHistory: page.items.map((o) => ({
          increment_id: o.increment_id,
          created_at: new Date(o.created_at).toISOString(),
          status: o.status,
          grand_total: o.grand_total,
        })),
      });
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('session', `Order history could not be loaded after login: ${error.message}`);
    }
  }
}
