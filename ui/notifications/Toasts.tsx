import { CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type Notification, type NotificationButton, type NotificationType } from '../../domain/notifications/types';
import { useStores } from '../app/stores-context';
import { useDomainText } from '../i18n/domain/DomainText';
import { messages } from './messages';
import { actionEffect } from './notification-action';

const icons: Record<NotificationType, typeof Info> = {
  secondary: MessageSquare,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

const typeLabels = {
  secondary: messages.typeSecondary,
  info: messages.typeInfo,
  success: messages.typeSuccess,
  warning: messages.typeWarning,
  danger: messages.typeDanger,
} as const;

const Toast = observer(function Toast({ notification }: { notification: Notification }) {
  const { notifications, modals, env } = useStores();
  const navigate = useNavigate();
  const intl = useIntl();
  const text = useDomainText();
  const Icon = icons[notification.type];
  const buttons = [notification.action1, notification.action2].filter((b): b is NotificationButton => b !== undefined);

  const run = (button: NotificationButton) => {
    notifications.dismiss(notification.id);
    const effect = actionEffect(button.action, env.storeView.storeCode);
    if (effect.kind === 'navigate') void navigate(effect.to);
    else if (effect.kind === 'open-authentication') modals.open('authentication');
  };

  return (
    <div className={`toast toast--${notification.type}`} data-type={notification.type}>
      <Icon className="toast__icon" aria-hidden="true" size={20} />
      <div className="toast__body">
        <span className="visually-hidden">{intl.formatMessage(typeLabels[notification.type])}: </span>
        <p className="toast__message">{text(notification.message, notification.params)}</p>
        {buttons.length > 0 && (
          <div className="toast__actions">
            {buttons.map((button, i) => (
              <button
                key={button.action + i}
                type="button"
                className={`button ${i === 0 && buttons.length > 1 ? 'button--secondary' : 'button--primary'} button--small`}
                onClick={() => run(button)}
              >
                {text(button.label)}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="icon-button toast__close"
        onClick={() => notifications.dismiss(notification.id)}
        aria-label={intl.formatMessage(messages.dismiss)}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
});

/**
 * The notification toasts (cart spec §4): 370 px wide and 100 px from the top on desktop, full width on mobile.
 * Errors and warnings are in an assertive region, the rest in a polite one, so each is announced once.
 */
export const Toasts = observer(function Toasts() {
  const { notifications } = useStores();
  const intl = useIntl();
  const urgent = notifications.notifications.filter((n) => n.type === 'danger' || n.type === 'warning');
  const calm = notifications.notifications.filter((n) => n.type !== 'danger' && n.type !== 'warning');
  return (
    <section className="toasts" aria-label={intl.formatMessage(messages.region)}>
      <div className="toasts__list" role="alert" aria-live="assertive" aria-relevant="additions">
        {urgent.map((n) => (
          <Toast key={n.id} notification={n} />
        ))}
      </div>
      <div className="toasts__list" role="status" aria-live="polite" aria-relevant="additions">
        {calm.map((n) => (
          <Toast key={n.id} notification={n} />
        ))}
      </div>
    </section>
  );
});
