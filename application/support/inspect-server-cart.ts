import type { CartPort, CartTotals } from '../../application/ports/cart-port';
import type { Id, ServerCartItem } from '../../domain/cart/types';
import type { StoreCode } from '../../domain/store-view/store-view';

/** Reading a server cart by id without touching it: the shop's sync would create a new cart for a bad id. */
export class CartInspector {
  constructor(private readonly cart: CartPort) {}

  /** A masked guest id stays text; a customer's quote id is a number on the wire. */
  static cartIdOf(raw: string): Id {
    return /^\d+$/.test(raw) ? Number(raw) : raw;
  }

  items(storeCode: StoreCode, cartId: Id, token?: string): Promise<readonly ServerCartItem[]> {
    return this.cart.pull({ cartId, storeCode, ...(token === undefined ? {} : { token }) });
  }

  totals(storeCode: StoreCode, cartId: Id, token?: string): Promise<CartTotals> {
    return this.cart.totals({ cartId, storeCode, ...(token === undefined ? {} : { token }) });
  }
}
