import { inject, injectable, optional } from 'inversify';
import { offlineOrdersOnReconnect } from '../../domain/offline/offline-orders';
import type { OfflineOrder } from '../../domain/orders/types';
import { CartSettings } from '../cart/cart-settings';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LockPort } from '../ports/lock-port';
import { LoggerPort } from '../ports/logger-port';
import { OrderPort } from '../ports/order-port';
import { isPortError } from '../ports/port-error';
import { TokenSession } from '../session/token-session';
import { CheckoutDetails } from './checkout-details';
import { OfflineOrderStore, requestOf } from './offline-order-store';

export interface OfflineOrdersRun {
  readonly sent: readonly string[];
  readonly waiting: number;
  readonly askedToConfirm: boolean;
}

/**
 * Back online, untransmitted offline orders are sent automatically (orders.autoSendOfflineOrders, or on the
 * thank-you page) or after the shopper confirms (cart spec §4 "Offline"). An order is never sent twice: one send
 * at a time per order across the shopper's tabs (LockPort), the stored order read again inside the lock, the
 * transmited flag stored as soon as the server confirmed, and the order id as the key.
 */
@injectable()
export class SendOfflineOrders {
  private readonly inFlight = new Set<string>();

  constructor(
    @inject(OfflineOrderStore) private readonly store: OfflineOrderStore,
    @inject(OrderPort) private readonly orders: OrderPort,
    @inject(CheckoutDetails) private readonly checkout: CheckoutDetails,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(LockPort) @optional() private readonly locks?: LockPort,
    @inject(TokenSession) @optional() private readonly tokens?: TokenSession,
  ) {}

  /** `confirmed`: the shopper agreed to send them. */
  async execute(options: { readonly confirmed?: boolean } = {}): Promise<OfflineOrdersRun> {
    if (!this.connectivity.isOnline()) return { sent: [], waiting: (await this.pending()).length, askedToConfirm: false };
    const decision = offlineOrdersOnReconnect(
      await this.pending(),
      this.settings.autoSendOfflineOrders || options.confirmed === true,
      this.checkout.current.isThankYouPage,
    );
    if (decision.kind === 'nothing-to-send') return { sent: [], waiting: 0, askedToConfirm: false };
    if (decision.kind === 'ask-to-confirm') {
      this.outlet.emit({ kind: 'confirm-offline-orders', orders: decision.orders });
      return { sent: [], waiting: decision.orders.length, askedToConfirm: true };
    }
    const sent: string[] = [];
    let waiting = 0;
    for (const order of decision.orders) {
      const result = await this.send(order);
      if (result === 'sent') sent.push(order.id);
      if (result === 'waiting') waiting += 1;
    }
    return { sent, waiting, askedToConfirm: false };
  }

  /** Sends one stored order unless it is being sent or was sent already. */
  async send(order: OfflineOrder): Promise<'sent' | 'waiting' | 'failed' | 'skipped'> {
    if (this.inFlight.has(order.id)) return 'skipped';
    this.inFlight.add(order.id);
    try {
      return this.locks === undefined ? await this.sendStored(order) : await this.locks.exclusive(`offline-order:${order.id}`, () => this.sendStored(order));
    } finally {
      this.inFlight.delete(order.id);
    }
  }

  /** Sends the order as stored now (another tab may have sent it meanwhile). */
  private async sendStored(order: OfflineOrder): Promise<'sent' | 'waiting' | 'failed' | 'skipped'> {
    try {
      const stored = (await this.store.all()).find((o) => o.id === order.id);
      if (stored === undefined || stored.transmited) return 'skipped';
      const request = requestOf(stored);
      // A customer's order goes with the current token (refreshed if need be); signed out since, it goes as a guest's.
      const answer =
        request.userId !== undefined && this.tokens !== undefined
          ? await this.tokens.execute((token) => this.orders.place(request, token))
          : await this.orders.place(request);
      if (answer.kind === 'refused') return await this.failed(stored, answer.message);
      await this.store.put({ ...stored, transmited: true, orderNumber: answer.orderNumber });
      this.outlet.emit({ kind: 'offline-order-sent', orderId: stored.id, orderNumber: answer.orderNumber });
      return 'sent';
    } catch (error) {
      if (!isPortError(error)) throw error;
      if (error.kind === 'unavailable') return 'waiting';
      return await this.failed(order, error.message);
    }
  }

  private async pending(): Promise<readonly OfflineOrder[]> {
    return (await this.store.all()).filter((o) => !o.transmited);
  }

  private async failed(order: OfflineOrder, message: string): Promise<'failed'> {
    this.logger.error('orders', `Offline order ${order.id} was refused: ${message}`);
    await this.store.remove(order.id);
    this.outlet.notify({ type: 'danger', message: 'order-failed', action1: { label: 'ok', action: 'close' } });
    return 'failed';
  }
}
