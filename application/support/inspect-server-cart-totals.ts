import { inject, injectable } from 'inversify';
import { CartPort, type CartTotals } from '../ports/cart-port';
import type { Id } from '../../domain/cart/types';
import type { StoreCode } from '../../domain/store-view/store-view';

/** The server's totals of a cart by id (segments, coupon), read without the shop's sync. */
@injectable()
export class InspectServerCartTotals {
  constructor(@inject(CartPort) private readonly cart: CartPort) {}

  execute(storeCode: StoreCode, cartId: Id, token?: string): Promise<CartTotals> {
    return this.cart.totals({ cartId, storeCode, ...(token === undefined ? {} : { token }) });
  }
}
