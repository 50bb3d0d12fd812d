import { inject, injectable } from 'inversify';
import { addToCartFailedNotice, isQuantityNotAvailableAnswer, quantityUpdatedNotice } from '../../domain/cart/add-to-cart';
import { setCartLineQty } from '../../domain/cart/cart-lines';
import { cartItemKey } from '../../domain/cart/checksum';
import { parseQuantity, quantityFailureMessage, type QuantityFailure } from '../../domain/cart/quantity';
import type { CartItem } from '../../domain/cart/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { CurrentCart } from './current-cart';
import { SyncCart } from './sync-cart';
import { EndExpiredSession } from '../session/end-expired-session';

export type UpdateQuantityError =
  | { readonly kind: 'invalid-quantity'; readonly failure: QuantityFailure; readonly message: string }
  | { readonly kind: 'not-in-cart' }
  | { readonly kind: 'server-refused'; readonly message: string };

/**
 * Changes the quantity of a line (cart spec §4, §5): the text is parsed to a positive integer, the line changed and
 * synchronised and 'Product quantity has been updated!' shown (§8); when the server refuses, the previous quantity comes
 * back (or the line goes, when there was none).
 */
@injectable()
export class UpdateQuantity {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
  ) {}

  async execute(key: string, input: string | number, available?: number): Promise<Result<readonly CartItem[], UpdateQuantityError>> {
    await this.expiry.execute();
    const qty = parseQuantity(input, available);
    if (!qty.ok) return err({ kind: 'invalid-quantity', failure: qty.error, message: quantityFailureMessage(qty.error) });
    // The line is looked up inside the cart task, in the newest cart of the device: another tab may have added it.
    const line = await this.cart.exclusive(async () => {
      const current = this.cart.view.items.find((i) => cartItemKey(i) === key);
      if (current !== undefined) await this.cart.set({ items: setCartLineQty(this.cart.view.items, key, qty.value) });
      return current;
    });
    if (line === undefined) return err({ kind: 'not-in-cart' });
    const changed = line.qty !== qty.value;
    const outcome = await this.sync.execute({ forceClientState: true });
    const refused = outcome.kind === 'synced' ? outcome.refused.find((r) => r.key === key) : undefined;
    if (refused !== undefined) {
      if (isQuantityNotAvailableAnswer(refused.message)) this.outlet.emit({ kind: 'add-to-cart-failed', sku: refused.sku, message: refused.message });
      this.outlet.notify(addToCartFailedNotice(refused.message));
      return err({ kind: 'server-refused', message: refused.message });
    }
    if (changed) this.outlet.notify(quantityUpdatedNotice());
    return ok(this.cart.view.items);
  }
}
