import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './offline-orders/messages';

/** Back online with orders placed offline: asks before sending them, then says they were sent. */
export const OfflineOrdersPrompt = observer(function OfflineOrdersPrompt() {
  const { offlineOrders } = useStores();
  return (
    <div className="offline-orders" role="status">
      {offlineOrders.asking && (
        <div className="offline-orders__panel">
          <p className="offline-orders__title">
            <strong>
              <FormattedMessage {...messages.offlineOrdersTitle} />
            </strong>
          </p>
          <p>
            <FormattedMessage {...messages.offlineOrdersBody} values={{ count: offlineOrders.waiting }} />
          </p>
          <div className="offline-orders__actions">
            <button type="button" className="button button--primary button--small" disabled={offlineOrders.sending} onClick={() => void offlineOrders.send()}>
              <FormattedMessage {...messages.sendOrders} />
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => offlineOrders.dismiss()}>
              <FormattedMessage {...messages.later} />
            </button>
          </div>
        </div>
      )}
      {offlineOrders.sent !== undefined && offlineOrders.sent > 0 && (
        <p className="checkout-message checkout-message--success">
          <FormattedMessage {...messages.ordersSent} values={{ count: offlineOrders.sent }} />
        </p>
      )}
    </div>
  );
});
