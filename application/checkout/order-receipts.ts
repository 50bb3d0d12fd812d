import { inject, injectable } from 'inversify';
import { OfflineOrderStore } from './offline-order-store';
import { type OrderReceipt, storedReceipt } from './order-receipt';

/** The receipt of an order placed on this device (the thank-you page, also after the card payment's return). */
@injectable()
export class OrderReceipts {
  constructor(@inject(OfflineOrderStore) private readonly store: OfflineOrderStore) {}

  async find(orderId: string): Promise<OrderReceipt | undefined> {
    const order = (await this.store.all()).find((o) => o.id === orderId);
    return order === undefined ? undefined : storedReceipt(order);
  }
}
