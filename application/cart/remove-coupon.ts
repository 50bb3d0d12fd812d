import { inject, injectable } from 'inversify';
import { CartPort } from '../ports/cart-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import { LoadTotals } from './load-totals';

/** Removes the cart's coupon on the server and reloads the totals; answers whether the server took it off. */
@injectable()
export class RemoveCoupon {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(LoadTotals) private readonly totals: LoadTotals,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(): Promise<boolean> {
    const cartId = this.cart.view.token;
    if (cartId === undefined || !this.connectivity.isOnline()) return false;
    try {
      await this.tokens.execute((token) => this.port.deleteCoupon({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }));
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('cart', `The coupon could not be removed: ${error.message}`);
      return false;
    }
    await this.cart.set({ coupon: undefined });
    await this.totals.execute();
    return true;
  }
}
