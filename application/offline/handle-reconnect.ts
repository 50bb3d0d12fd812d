import { inject, injectable } from 'inversify';
import { SyncCart, type SyncOutcome } from '../cart/sync-cart';
import { SendOfflineOrders, type OfflineOrdersRun } from '../checkout/send-offline-orders';
import { SyncTaskQueue, type QueueRun } from './sync-task-queue';

/**
 * When the connection returns (cart spec §4 "Offline"): queued syncs are processed, the cart is reloaded from the
 * client state (a sync in which the shopper's offline changes win), and offline orders are sent or offered.
 */
@injectable()
export class HandleReconnect {
  constructor(
    @inject(SyncTaskQueue) private readonly queue: SyncTaskQueue,
    @inject(SyncCart) private readonly cart: SyncCart,
    @inject(SendOfflineOrders) private readonly orders: SendOfflineOrders,
  ) {}

  async execute(): Promise<{ readonly tasks: QueueRun; readonly cart: SyncOutcome; readonly orders: OfflineOrdersRun }> {
    const tasks = await this.queue.execute();
    const cart = await this.cart.execute({ forced: true });
    const orders = await this.orders.execute();
    return { tasks, cart, orders };
  }
}
