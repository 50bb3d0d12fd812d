import { inject, injectable } from 'inversify';
import { CheckoutDetails } from '../checkout/checkout-details';
import { AuthSession } from '../session/auth-session';
import { CartSettings } from './cart-settings';
import { CurrentCart, type CartView } from './current-cart';
import { SyncCart, type SyncOutcome } from './sync-cart';

/**
 * At start the local cart, token and items hash are restored from storage (with the user, token and checkout details); if
 * synchronisation is on, the cart is then synchronised (forced, to see what changed on the server meanwhile), a
 * server cart being created if none exists (cart spec §4).
 */
@injectable()
export class StartCart {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(CheckoutDetails) private readonly checkout: CheckoutDetails,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  async execute(): Promise<{ readonly cart: CartView; readonly sync: SyncOutcome }> {
    await this.auth.load();
    await this.checkout.load();
    await this.cart.load();
    const sync: SyncOutcome = this.settings.synchronize ? await this.sync.execute({ forced: true }) : { kind: 'skipped', reason: 'disabled' };
    return { cart: this.cart.view, sync };
  }
}
