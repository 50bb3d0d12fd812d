import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TIME_TO_LIVE_MS } from '../../domain/notifications/notification';
import { NotificationStore } from './notification.store';

describe('NotificationStore (cart spec §4 "Notifications")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a notice and dismisses it after 5000 ms', () => {
    const store = new NotificationStore();
    store.notify({ type: 'success', message: 'product-added', action1: { label: 'ok', action: 'close' } });
    expect(store.notifications).toHaveLength(1);
    expect(store.notifications[0]).toMatchObject({ type: 'success', message: 'product-added', timeToLive: NOTIFICATION_TIME_TO_LIVE_MS });
    vi.advanceTimersByTime(NOTIFICATION_TIME_TO_LIVE_MS - 1);
    expect(store.notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.notifications).toHaveLength(0);
  });

  it('keeps a notice without timeout until it is dismissed', () => {
    const store = new NotificationStore();
    store.notify({ type: 'warning', message: 'session-expired', hasNoTimeout: true });
    vi.advanceTimersByTime(60_000);
    const [notice] = store.notifications;
    expect(notice?.message).toBe('session-expired');
    store.dismiss(notice?.id ?? '');
    expect(store.notifications).toHaveLength(0);
  });

  it('ignores a duplicate of the latest notice and makes an unknown type danger', () => {
    const store = new NotificationStore();
    store.notify({ type: 'info', message: 'in-stock' });
    store.notify({ type: 'info', message: 'in-stock' });
    store.notify({ type: 'bogus' as never, message: 'order-failed' });
    expect(store.notifications.map((n) => [n.type, n.message])).toEqual([
      ['info', 'in-stock'],
      ['danger', 'order-failed'],
    ]);
  });

  it('starts no timers on the server', () => {
    vi.unstubAllGlobals();
    const store = new NotificationStore();
    store.notify({ type: 'info', message: 'in-stock' });
    vi.advanceTimersByTime(NOTIFICATION_TIME_TO_LIVE_MS * 2);
    expect(store.notifications).toHaveLength(1);
  });

  it('passes application events to its listeners until they stop listening', () => {
    const store = new NotificationStore();
    const heard: unknown[] = [];
    const stop = store.onEvent((event) => heard.push(event));
    store.emit({ type: 'cart-changed' } as never);
    stop();
    store.emit({ type: 'cart-changed' } as never);
    expect(heard).toHaveLength(1);
  });
});
