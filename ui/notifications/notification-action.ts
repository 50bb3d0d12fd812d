import { type NotificationAction } from '../../domain/notifications/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';

/** What the UI does for a notification button: go to a path of the store view, open the log-in modal, or just close. */
export type ActionEffect = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'open-authentication' } | { readonly kind: 'close' };

/** 'proceed-to-checkout' → the store's /checkout, 'go-home' → the store's home, 'log-in' → the authentication modal. */
export function actionEffect(action: NotificationAction, storeCode: StoreCode): ActionEffect {
  switch (action) {
    case 'proceed-to-checkout':
      return { kind: 'navigate', to: withStorePrefix(storeCode, '/checkout') };
    case 'go-home':
      return { kind: 'navigate', to: withStorePrefix(storeCode, '/') };
    case 'log-in':
      return { kind: 'open-authentication' };
    case 'close':
      return { kind: 'close' };
  }
}
