import { makeAutoObservable, runInAction } from 'mobx';
import { type SendOfflineOrders } from '../../application/checkout/send-offline-orders';
import { type AppEvent } from '../../application/notifications/notification-outlet';

export interface OfflineOrdersEvents {
  onEvent(listener: (event: AppEvent) => void): () => void;
}

/**
 * Orders placed offline, waiting for the shopper's go-ahead once the connection is back (cart spec §4 "Offline"): the
 * 'confirm-offline-orders' event asks, `send()` sends them (SendOfflineOrders sends each exactly once).
 */
export class OfflineOrdersStore {
  waiting = 0;
  sending = false;
  sent: number | undefined = undefined;

  constructor(
    private readonly sendOfflineOrders: () => Pick<SendOfflineOrders, 'execute'>,
    events: OfflineOrdersEvents,
  ) {
    makeAutoObservable<OfflineOrdersStore, 'sendOfflineOrders'>(this, { sendOfflineOrders: false });
    events.onEvent((event) => {
      if (event.kind === 'confirm-offline-orders') this.ask(event.orders.length);
    });
  }

  get asking(): boolean {
    return this.waiting > 0;
  }

  ask(count: number): void {
    this.waiting = count;
    this.sent = undefined;
  }

  async send(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      const run = await this.sendOfflineOrders().execute({ confirmed: true });
      runInAction(() => {
        this.sent = run.sent.length;
        this.waiting = run.waiting;
      });
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  dismiss(): void {
    this.waiting = 0;
  }

  clearSent(): void {
    this.sent = undefined;
  }
}
