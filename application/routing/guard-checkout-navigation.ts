import { inject, injectable } from 'inversify';
import { storeHomePath } from '../../domain/routing/alternates';
import type { Route } from '../../domain/routing/types';
import { checkoutNavigationAfterExpiry, isLoyaltySessionExpired } from '../../domain/session/loyalty-session';
import { allStoreViews } from '../../domain/store-view/store-views';
import { ClockPort } from '../ports/clock-port';
import { AuthSession } from '../session/auth-session';

/** Where a navigation goes once the session has been checked: on, or to the store's home. */
export type NavigationGuardOutcome = { readonly kind: 'continue' } | { readonly kind: 'go-home'; readonly path: string };

/**
 * Runs before each navigation: after the session has expired, a navigation to checkout is sent to the home page
 * of the route's store view (cart spec §2); every other navigation continues.
 */
@injectable()
export class GuardCheckoutNavigation {
  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  execute(target: Route): NavigationGuardOutcome {
    const expired = isLoyaltySessionExpired(this.auth.current.sessionExpires, this.clock.now());
    if (checkoutNavigationAfterExpiry(target.name, expired) === 'continue') return { kind: 'continue' };
    return { kind: 'go-home', path: storeHomePath(target.storeCode, allStoreViews) };
  }
}
