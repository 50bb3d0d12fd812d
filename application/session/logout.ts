import { inject, injectable } from 'inversify';
import { sendsEmptyCart } from '../../domain/analytics/analytics-item';
import { CheckoutDetails } from '../checkout/checkout-details';
import { CurrentCart } from '../cart/current-cart';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { AnalyticsPort } from '../ports/analytics-port';
import { ProviderKeys } from '../search/provider-keys';
import { AuthSession } from './auth-session';
import { RevokeEndedSession } from './revoke-ended-session';

/**
 * Logout (cart spec §4), and on the server too: the login's tokens are revoked now, or on the next contact when
 * offline (RevokeEndedSession). Clears the token, refresh token, profile and orders, disconnects and clears the cart,
 * clears the saved checkout details, shows 'You're logged out' unless silent, tracks emptyCart and regenerates the
 * search-provider customer key (announced with 'regenerate-customer-keys').
 */
@injectable()
export class Logout {
  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CheckoutDetails) private readonly checkout: CheckoutDetails,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(ProviderKeys) private readonly providerKeys: ProviderKeys,
    @inject(RevokeEndedSession) private readonly revoke: RevokeEndedSession,
  ) {}

  async execute(options: { readonly silent?: boolean } = {}): Promise<void> {
    const { token, refreshToken } = this.auth.current;
    const signedIn = this.auth.signedIn;
    await this.auth.clear();
    this.auth.resetInvalidation();
    if (signedIn) {
      await this.auth.owesRevocation({ ...(token === undefined ? {} : { token }), ...(refreshToken === undefined ? {} : { refreshToken }) });
      await this.revoke.execute();
    }
    // Not through `exclusive`: logout may run inside a sync (a refresh that failed for good), which holds the lock.
    await this.cart.clear(true);
    await this.checkout.clear();
    if (options.silent !== true) this.outlet.notify({ type: 'success', message: 'logged-out', action1: { label: 'ok', action: 'close' } });
    if (sendsEmptyCart('logout')) this.analytics.track('emptyCart');
    await this.providerKeys.regenerateCustomerKey();
    this.outlet.emit({ kind: 'regenerate-customer-keys', reason: 'logout' });
    this.outlet.emit({ kind: 'logged-out' });
  }
}
