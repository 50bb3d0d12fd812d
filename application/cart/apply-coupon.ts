import { inject, injectable } from 'inversify';
import { couponOutcome } from '../../domain/cart/coupon';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { CartPort } from '../ports/cart-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import { LoadTotals } from './load-totals';
import { EndExpiredSession } from '../session/end-expired-session';

const invalid: Notice = { type: 'warning', message: 'invalid-coupon', action1: { label: 'ok', action: 'close' } };
/** Too many tries (HTTP 429): said as such, so a shopper does not read it as a wrong code. */
const throttled: Notice = { type: 'warning', message: 'too-many-requests', action1: { label: 'ok', action: 'close' } };

/**
 * Applies a coupon, sent as the `coupon` parameter (cart spec §5, §7): accepted, it is kept and the totals reload;
 * refused, 'The coupon code isn't valid. Verify the code and try again.' (a 404 also reloads the totals).
 */
@injectable()
export class ApplyCoupon {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(LoadTotals) private readonly totals: LoadTotals,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
  ) {}

  async execute(code: string): Promise<Result<string, { readonly notice: Notice }>> {
    await this.expiry.execute();
    const coupon = code.trim();
    const cartId = this.cart.view.token;
    if (coupon === '' || cartId === undefined || !this.connectivity.isOnline()) return this.refuse(invalid);
    try {
      await this.tokens.execute((token) =>
        this.port.applyCoupon({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }, coupon),
      );
    } catch (error) {
      if (!isPortError(error)) throw error;
      if (error.kind === 'throttled') return this.refuse(throttled);
      const outcome = couponOutcome(coupon, error.details.status ?? 0, error.message);
      if (outcome.kind === 'applied') return ok(coupon);
      if (outcome.refreshTotals) {
        await this.totals.execute();
        this.outlet.emit({ kind: 'totals-updated' });
      }
      // The mock and Magento answer a 404 with this very text; the message id keeps it translatable.
      return this.refuse(error.message === "The coupon code isn't valid. Verify the code and try again." ? invalid : outcome.notice);
    }
    await this.cart.set({ coupon });
    await this.totals.execute();
    return ok(coupon);
  }

  private refuse(notice: Notice): Result<never, { readonly notice: Notice }> {
    this.outlet.notify(notice);
    return err({ notice });
  }
}
