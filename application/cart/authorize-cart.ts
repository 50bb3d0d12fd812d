import { inject, injectable } from 'inversify';
import { CartPort } from '../ports/cart-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { AuthSession } from '../session/auth-session';
import { ApplyCoupon } from './apply-coupon';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import { SyncCart, type SyncOutcome } from './sync-cart';

/**
 * Authorizing the cart after login (cart spec §4): any coupon is removed from the guest cart, the cart reconnects
 * to the customer's cart merging quantities, then the coupon is applied again.
 */
@injectable()
export class AuthorizeCart {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(ApplyCoupon) private readonly applyCoupon: ApplyCoupon,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(): Promise<SyncOutcome> {
    if (!this.settings.synchronize) return { kind: 'skipped', reason: 'disabled' };
    const coupon = this.cart.view.coupon;
    const guestCartId = this.cart.view.token;
    if (coupon !== undefined && guestCartId !== undefined) {
      try {
        await this.port.deleteCoupon({ cartId: guestCartId, storeCode: this.settings.storeCode });
      } catch (error) {
        if (!isPortError(error)) throw error;
        this.logger.warn('cart', `The coupon could not be removed before login: ${error.message}`);
      }
    }
    await this.cart.exclusive(() => this.cart.set({ token: undefined, coupon: undefined }));
    const outcome = await this.sync.execute({ mergeQty: true });
    if (coupon !== undefined && this.auth.token !== undefined) await this.applyCoupon.execute(coupon);
    return outcome;
  }
}
