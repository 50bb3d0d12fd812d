import { inject, injectable } from 'inversify';
import { shippingAddressQuery } from '../../domain/checkout/shipping-country';
import { mergeShippingMethods, preselectMethod } from '../../domain/checkout/shipping-methods';
import type { ShippingDetails, ShippingMethod } from '../../domain/checkout/types';
import type { Notice } from '../../domain/notifications/types';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { CartPort } from '../ports/cart-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';

export interface MethodChoice<M> {
  readonly methods: readonly M[];
  readonly selected?: M;
}

const noTaxCountry: Notice = { type: 'danger', message: 'no-tax-country', action1: { label: 'ok', action: 'close' } };

/**
 * The shipping methods to offer for an address (cart spec §3, §4): the configured ones first with the default
 * preselected; online, the server's for the address merged in (unavailable ones dropped, configured offline ones
 * kept). The country defaults to the store's tax country; without one: 'Please do set the tax.defaultCountry ...'.
 */
@injectable()
export class LoadShippingMethods {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(details: Partial<ShippingDetails> = {}): Promise<MethodChoice<ShippingMethod>> {
    const configured = this.settings.shippingMethods;
    const offline = { methods: configured, ...selection(configured, details.shippingMethod) };
    const address = shippingAddressQuery(details, this.settings.defaultCountry);
    if (!address.ok) {
      this.outlet.notify(noTaxCountry);
      return offline;
    }
    const cartId = this.cart.view.token;
    if (cartId === undefined || !this.connectivity.isOnline()) return offline;
    try {
      const server = await this.tokens.execute((token) =>
        this.port.shippingMethods({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }, address.value),
      );
      const methods = mergeShippingMethods(configured, server);
      return { methods, ...selection(methods, details.shippingMethod) };
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('checkout', `Shipping methods could not be loaded: ${error.message}`);
      return offline;
    }
  }
}

function selection(methods: readonly ShippingMethod[], current: string | undefined): { selected?: ShippingMethod } {
  const selected = preselectMethod(methods, (m) => current !== undefined && (m.method_code === current || `${m.carrier_code}_${m.method_code}` === current));
  return selected === undefined ? {} : { selected };
}
