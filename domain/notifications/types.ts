/** The notification types the toasts know (cart spec §4 "Notifications"). */
export type NotificationType = 'secondary' | 'info' | 'success' | 'warning' | 'danger';

/** What a notification button does; the UI maps it to navigation or closing. */
export type NotificationAction = 'close' | 'proceed-to-checkout' | 'log-in' | 'go-home';

export interface NotificationButton {
  /** Message id of the button label. */
  readonly label: string;
  readonly action: NotificationAction;
}

/** A notice a rule asks the UI to show: a message id, its type and buttons. */
export interface Notice {
  readonly type: NotificationType;
  /** Message id, resolved by the UI; `params` fill its placeholders. */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly action1?: NotificationButton;
  readonly action2?: NotificationButton;
  readonly hasNoTimeout?: boolean;
}

/** A notification on screen (cart spec §3): a notice with an id and its lifetime in ms. */
export interface Notification extends Notice {
  readonly id: string;
  readonly timeToLive: number;
}
