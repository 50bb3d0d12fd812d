import { inject, injectable } from 'inversify';
import { availablePaymentMethods } from '../../domain/checkout/payment-methods';
import { preselectMethod } from '../../domain/checkout/shipping-methods';
import type { PaymentMethod } from '../../domain/checkout/types';
import { CartPort } from '../ports/cart-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';
import type { MethodChoice } from './load-shipping-methods';

/**
 * The payment methods to offer (cart spec §4): the server's over the configured ones, the default preselected; a
 * virtual cart hides cash on delivery. Offline or on failure, the configured ones.
 */
@injectable()
export class LoadPaymentMethods {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(current?: string): Promise<MethodChoice<PaymentMethod>> {
    const items = this.cart.view.items;
    let server: readonly PaymentMethod[] = [];
    const cartId = this.cart.view.token;
    if (cartId !== undefined && this.connectivity.isOnline()) {
      try {
        server = await this.tokens.execute((token) =>
          this.port.paymentMethods({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }),
        );
      } catch (error) {
        if (!isPortError(error)) throw error;
        this.logger.warn('checkout', `Payment methods could not be loaded: ${error.message}`);
      }
    }
    const methods = availablePaymentMethods(this.settings.paymentMethods, server, items);
    const configuredDefault = this.settings.paymentMethods.find((m) => m.default)?.code;
    const selected = preselectMethod(methods, (m) => m.code === (current ?? configuredDefault));
    return { methods, ...(selected === undefined ? {} : { selected }) };
  }
}
