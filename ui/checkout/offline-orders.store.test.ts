import { describe, expect, it } from 'vitest';
import { type OfflineOrdersRun } from '../../application/checkout/send-offline-orders';
import { NotificationStore } from '../notifications/notification.store';
import { OfflineOrdersStore } from './offline-orders.store';

const order = { id: 'o-1', order: {}, transmited: false, created_at: 0 };

function world(runs: OfflineOrdersRun[]) {
  const events = new NotificationStore();
  const calls: unknown[] = [];
  const store = new OfflineOrdersStore(
    () => ({
      execute: (options) => {
        calls.push(options);
        return Promise.resolve(runs.shift() ?? { sent: [], waiting: 0, askedToConfirm: false });
      },
    }),
    events,
  );
  return { store, events, calls };
}

describe('OfflineOrdersStore (cart spec §4 offline orders)', () => {
  it("asks when the application reports orders waiting for the shopper's go-ahead", () => {
    const { store, events } = world([]);
    expect(store.asking).toBe(false);
    events.emit({ kind: 'confirm-offline-orders', orders: [order, { ...order, id: 'o-2' }] });
    expect(store.asking).toBe(true);
    expect(store.waiting).toBe(2);
  });

  it('sends them once the shopper confirms, and says how many went', async () => {
    const { store, events, calls } = world([{ sent: ['o-1'], waiting: 0, askedToConfirm: false }]);
    events.emit({ kind: 'confirm-offline-orders', orders: [order] });
    await Promise.all([store.send(), store.send()]);
    expect(calls).toEqual([{ confirmed: true }]);
    expect(store.sent).toBe(1);
    expect(store.asking).toBe(false);
  });

  it('keeps asking for the orders the server could not take yet, and can be put off', async () => {
    const { store, events } = world([{ sent: [], waiting: 1, askedToConfirm: false }]);
    events.emit({ kind: 'confirm-offline-orders', orders: [order] });
    await store.send();
    expect(store.waiting).toBe(1);
    store.dismiss();
    expect(store.asking).toBe(false);
  });
});
