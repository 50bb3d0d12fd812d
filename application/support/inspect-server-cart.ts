import { inject, injectable } from 'inversify';
import { CartPort } from '../ports/cart-port';
import type { Id, ServerCartItem } from '../../domain/cart/types';
import type { StoreCode } from '../../domain/store-view/store-view';

/**
 * Reads the items of a server cart by id without touching it. The shop's SyncCart would create a new guest cart
 * for a bad id (cart spec §4); support staff must see the cart that is there, or that there is none.
 */
@injectable()
export class InspectServerCart {
  constructor(@inject(CartPort) private readonly cart: CartPort) {}

  execute(storeCode: StoreCode, cartId: Id, token?: string): Promise<readonly ServerCartItem[]> {
    return this.cart.pull({ cartId, storeCode, ...(token === undefined ? {} : { token }) });
  }
}
