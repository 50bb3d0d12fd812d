import { inject, injectable } from 'inversify';
import { removeCartLine } from '../../domain/cart/cart-lines';
import { cartItemKey } from '../../domain/cart/checksum';
import type { CartItem } from '../../domain/cart/types';
import { AnalyticsPort } from '../ports/analytics-port';
import { analyticsItem } from './add-to-cart';
import { CurrentCart } from './current-cart';
import { SyncCart } from './sync-cart';
import { EndExpiredSession } from '../session/end-expired-session';

/** Removes a line and synchronises, the client being the truth (cart spec §4); offline the removal waits for the next sync. */
@injectable()
export class RemoveItem {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly sync: SyncCart,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
  ) {}

  async execute(key: string): Promise<readonly CartItem[]> {
    await this.expiry.execute();
    // Looked up inside the cart task, in the newest cart of the device: another tab may have added the line.
    const line = await this.cart.exclusive(async () => {
      const current = this.cart.view.items.find((i) => cartItemKey(i) === key);
      if (current !== undefined) await this.cart.set({ items: removeCartLine(this.cart.view.items, key) });
      return current;
    });
    if (line === undefined) return this.cart.view.items;
    this.analytics.track('remove_from_cart', { items: [analyticsItem(line)] });
    await this.sync.execute({ forceClientState: true });
    return this.cart.view.items;
  }
}
