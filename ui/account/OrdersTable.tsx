import { observer } from 'mobx-react-lite';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { orderStatusLabel } from '../../domain/orders/order-status';
import { type OrderSummary } from '../../domain/orders/types';
import { useDomainText } from '../i18n/domain/DomainText';
import { usePrice } from '../checkout/use-price';
import { messages } from './messages';

/** The order history (cart spec §2 my-orders): number (a link to the order), date, status and grand total. */
export const OrdersTable = observer(function OrdersTable({ orders, prefix }: { readonly orders: readonly OrderSummary[]; readonly prefix: string }) {
  const text = useDomainText();
  const price = usePrice();
  const intl = useIntl();
  if (orders.length === 0)
    return (
      <p>
        <FormattedMessage {...messages.noOrders} />
      </p>
    );
  return (
    <table className="account-orders">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...messages.orderNumber} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.date} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.status} />
          </th>
          <th scope="col" className="account-orders__total">
            <FormattedMessage {...messages.total} />
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.increment_id}>
            <td>
              <Link to={`${prefix}/my-account/orders/${encodeURIComponent(order.increment_id)}`} aria-label={intl.formatMessage(messages.viewOrder, { number: order.increment_id })}>
                {order.increment_id}
              </Link>
            </td>
            <td>
              <FormattedDate value={order.created_at} dateStyle="medium" />
            </td>
            <td>{text(orderStatusLabel(order.status))}</td>
            <td className="account-orders__total">{price(order.grand_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
