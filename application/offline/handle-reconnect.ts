import { inject, injectable } from 'inversify';
import { SyncCart, type SyncOutcome } from '../cart/sync-cart';
import { SendOfflineOrders, type OfflineOrdersRun } from '../checkout/send-offline-orders';
import { RevokeEndedSession } from '../session/revoke-ended-session';
import { SyncTaskQueue, type QueueRun } from './sync-task-queue';

/**
 * When the connection returns (cart spec §4 "Offline"): a logout made offline is sent, queued syncs are processed, the cart is reloaded from the
 * client state (a sync in which the shopper's offline changes win), and offline orders are sent or offered.
 */
@injectable()
export class HandleReconnect {
  constructor(
    @inject(SyncTaskQueue) private readonly queue: SyncTaskQueue,
    @inject(SyncCart) private readonly cart: SyncCart,
    @inject(SendOfflineOrders) private readonly orders: SendOfflineOrders,
    @inject(RevokeEndedSession) private readonly revokeEnded: RevokeEndedSession,
  ) {}

  async execute(): Promise<{ readonly tasks: QueueRun; readonly cart: SyncOutcome; readonly orders: OfflineOrdersRun }> {
    // A logout made offline reaches the server first.
    await this.revokeEnded.execute();
    const tasks = await this.queue.execute();
    const cart = await this.cart.execute({ forced: true });
    const orders = await this.orders.execute();
    return { tasks, cart, orders };
  }
}
