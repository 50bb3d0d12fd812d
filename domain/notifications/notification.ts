import type { Notice, Notification, NotificationType } from './types';

/** Default lifetime of a notification in ms (cart spec §9). */
export const NOTIFICATION_TIME_TO_LIVE_MS = 5000;

const TYPES: ReadonlySet<string> = new Set<NotificationType>(['secondary', 'info', 'success', 'warning', 'danger']);

/** Type must be one of secondary, info, success, warning, danger; otherwise it is danger (cart spec §4). */
export function normaliseNotificationType(type: string | undefined): NotificationType {
  return type !== undefined && TYPES.has(type) ? (type as NotificationType) : 'danger';
}

/** A notification from a notice with a normalised type and the 5000 ms lifetime unless hasNoTimeout (cart spec §4). */
export function toNotification(notice: Notice, id: string, timeToLive: number = NOTIFICATION_TIME_TO_LIVE_MS): Notification {
  return { ...notice, type: normaliseNotificationType(notice.type), id, timeToLive };
}

/** Whether the notification should be dismissed automatically, and after how many ms (cart spec §4). */
export function autoDismissAfter(notification: Notification): number | undefined {
  return notification.hasNoTimeout === true ? undefined : notification.timeToLive;
}

const sameMessage = (a: Notice, b: Notice): boolean =>
  a.message === b.message && a.type === b.type && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

/** Adds a notification unless it duplicates the latest one, which is ignored (cart spec §4). */
export function pushNotification(list: readonly Notification[], next: Notification): readonly Notification[] {
  const latest = list[list.length - 1];
  if (latest !== undefined && sameMessage(latest, next)) return list;
  return [...list, next];
}

/** Removes the notification with the id (dismissed by the user or its timer). */
export function dismissNotification(list: readonly Notification[], id: string): readonly Notification[] {
  return list.filter((n) => n.id !== id);
}
