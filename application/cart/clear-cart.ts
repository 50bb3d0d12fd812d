import { inject, injectable } from 'inversify';
import { CurrentCart, type CartView } from './current-cart';
import { SyncCart } from './sync-cart';

/**
 * Clearing empties the items and optionally syncs (the server lines are deleted) and disconnects (the server cart
 * token is forgotten, so the next sync creates a new cart) (cart spec §4 "Clearing").
 */
@injectable()
export class ClearCart {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly sync: SyncCart,
  ) {}

  async execute(options: { readonly sync?: boolean; readonly disconnect?: boolean } = {}): Promise<CartView> {
    if (options.sync === true) {
      await this.cart.exclusive(() => this.cart.set({ items: [] }));
      await this.sync.execute({ forceClientState: true, forced: true });
    }
    return this.cart.exclusive(() => this.cart.clear(options.disconnect === true));
  }
}
