import { inject, injectable } from 'inversify';
import type { CartItem } from '../../domain/cart/types';
import { type TotalRow, totalRows } from '../../domain/checkout/totals';
import { CartPort } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CartSettings } from './cart-settings';
import { CurrentCart } from './current-cart';

/**
 * The platform totals of the cart (cart spec §3 platformTotals, platformTotalSegments, itemsAfterPlatformTotals):
 * asked from the server when online with a server cart, stored on the cart, and answered as the rows to show.
 * Offline or on failure the last known rows are answered.
 */
@injectable()
export class LoadTotals {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CartPort) private readonly port: CartPort,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(): Promise<readonly TotalRow[]> {
    const cartId = this.cart.view.token;
    if (cartId === undefined || !this.connectivity.isOnline() || !this.settings.synchronizeTotals) return totalRows(this.cart.view.segments);
    try {
      const totals = await this.tokens.execute((token) =>
        this.port.totals({ cartId, storeCode: this.settings.storeCode, ...(token === undefined ? {} : { token }) }),
      );
      const byId = new Map(totals.items.map((t) => [String(t.item_id), t]));
      const withTotals = (item: CartItem): CartItem => {
        const line = item.server_item_id === undefined ? undefined : byId.get(String(item.server_item_id));
        return line === undefined ? item : { ...item, totals: line, ...(line.price_incl_tax === undefined ? {} : { price_incl_tax: line.price_incl_tax }) };
      };
      // Not in the cart's queue: the lines are those of the cart when the answer is written, so a change that landed
      // while it was on its way (a cart restored after a failed payment) is kept, not overwritten with older lines.
      await this.cart.update((view) => ({
        items: view.items.map(withTotals),
        totals: {
          grand_total: totals.grandTotal,
          subtotal_incl_tax: totals.subtotalInclTax,
          discount_amount: totals.discountAmount,
          shipping_incl_tax: totals.shippingInclTax,
          ...(totals.couponCode === undefined ? {} : { coupon_code: totals.couponCode }),
        },
        segments: totals.segments,
        lastTotalsSyncDate: this.clock.now(),
      }));
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('cart', `Cart totals could not be loaded: ${error.message}`);
    }
    return totalRows(this.cart.view.segments);
  }
}
