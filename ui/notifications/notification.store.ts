import { makeAutoObservable } from 'mobx';
import { type AppEvent, type NotificationOutlet } from '../../application/notifications/notification-outlet';
import { autoDismissAfter, dismissNotification, pushNotification, toNotification } from '../../domain/notifications/notification';
import { type Notice, type Notification } from '../../domain/notifications/types';

type EventListener = (event: AppEvent) => void;

/**
 * The toasts on screen (cart spec §4 "Notifications"), and the UI's side of the application's NotificationOutlet:
 * use cases send notices here, stores subscribe to the app events they react to.
 */
export class NotificationStore implements NotificationOutlet {
  notifications: readonly Notification[] = [];
  private nextId = 1;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<EventListener>();

  constructor() {
    makeAutoObservable<NotificationStore, 'timers' | 'listeners' | 'nextId'>(this, { timers: false, listeners: false, nextId: false });
  }

  notify(notice: Notice): void {
    const notification = toNotification(notice, `n${this.nextId++}`);
    const before = this.notifications;
    this.notifications = pushNotification(this.notifications, notification);
    if (this.notifications === before || typeof window === 'undefined') return;
    const ttl = autoDismissAfter(notification);
    if (ttl !== undefined)
      this.timers.set(
        notification.id,
        setTimeout(() => this.dismiss(notification.id), ttl),
      );
  }

  dismiss(id: string): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    this.notifications = dismissNotification(this.notifications, id);
  }

  emit(event: AppEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Listens to the application's events; the returned function stops listening. */
  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
