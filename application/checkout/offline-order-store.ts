import { inject, injectable } from 'inversify';
import type { OfflineOrder } from '../../domain/orders/types';
import type { OrderRequest } from '../ports/order-port';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';

const isOfflineOrder = (v: unknown): v is OfflineOrder =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OfflineOrder).id === 'string' &&
  typeof (v as OfflineOrder).transmited === 'boolean' &&
  typeof (v as OfflineOrder).order === 'object';

/** The order request an offline order carries. */
export const requestOf = (order: OfflineOrder): OrderRequest => order.order as unknown as OrderRequest;

/**
 * Orders kept on the device until the server confirmed them (cart spec §3 "Offline order carries a transmited flag"),
 * one key per order id in the `orders` namespace. An order is stored before it is sent, so a reload cannot lose it.
 */
@injectable()
export class OfflineOrderStore {
  private readonly store: KeyValueNamespace;

  constructor(@inject(KeyValueStorePort) storage: KeyValueStorePort) {
    this.store = storage.namespace('orders');
  }

  async all(): Promise<readonly OfflineOrder[]> {
    const orders: OfflineOrder[] = [];
    for (const key of await this.store.keys()) {
      const value = await this.store.get(key);
      if (isOfflineOrder(value)) orders.push(value);
    }
    return orders.sort((a, b) => a.created_at - b.created_at);
  }

  async put(order: OfflineOrder): Promise<void> {
    await this.store.set(order.id, order as unknown as JsonValue);
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id);
  }
}
