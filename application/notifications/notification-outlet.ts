import type { Notice } from '../../domain/notifications/types';
import type { SyncTask } from '../../domain/offline/types';
import type { OfflineOrder } from '../../domain/orders/types';

export const NotificationOutlet = Symbol.for('NotificationOutlet');

/** Events of the cart, checkout, session and offline use cases that the UI reacts to (modals, analytics keys, navigation). */
export type AppEvent =
  /** The server answered 'De gevraagde hoeveelheid is niet beschikbaar' to an add (cart spec §8). */
  | { readonly kind: 'add-to-cart-failed'; readonly sku: string; readonly message: string }
  /** Refresh failed for good: the session ended and the signup (login) modal opens (cart spec §4). */
  | { readonly kind: 'open-signup-modal' }
  /** The search provider's customer keys must be regenerated (on logout and on order, cart spec §4 "Analytics"). */
  | { readonly kind: 'regenerate-customer-keys'; readonly reason: 'logout' | 'order-placed' }
  /** A refused coupon (404) changed the totals (cart spec §7). */
  | { readonly kind: 'totals-updated' }
  | { readonly kind: 'logged-in' }
  | { readonly kind: 'logged-out' }
  /** Back online with untransmitted offline orders: the shopper is asked to confirm sending them (cart spec §4 "Offline"). */
  | { readonly kind: 'confirm-offline-orders'; readonly orders: readonly OfflineOrder[] }
  /** The server took an order kept on the device; its order number (increment id) is known now. */
  | { readonly kind: 'offline-order-sent'; readonly orderId: string; readonly orderNumber: string }
  /** A queued task was transmitted; its callback event fires (cart spec §4). */
  | { readonly kind: 'task-callback'; readonly event: string; readonly task: SyncTask };

/**
 * Where use cases send what the shopper should see or the UI should do. The UI implements it (its NotificationStore
 * turns notices into toasts with `toNotification`, its stores react to events); tests and the CLI use
 * {@link RecordingOutlet}. Notices are message ids, never built strings.
 */
export interface NotificationOutlet {
  notify(notice: Notice): void;
  emit(event: AppEvent): void;
}
