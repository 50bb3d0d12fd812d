import { FormattedMessage, useIntl } from 'react-intl';
import { type OrderRowView } from '../../application/account/order-presenter';
import { useDomainText } from '../i18n/domain/DomainText';
import { usePrice } from '../checkout/use-price';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

/** The order history (cart spec §2 my-orders): number (a link to the order), date, status and grand total. */
export function OrdersTable({ rows, prefix }: { readonly rows: readonly OrderRowView[]; readonly prefix: string }) {
  const text = useDomainText();
  const price = usePrice();
  const intl = useIntl();
  if (rows.length === 0)
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
        {rows.map((row) => (
          <tr key={row.number}>
            <td>
              <ShopLink
                to={`${prefix}/my-account/orders/${encodeURIComponent(row.number)}`}
                aria-label={intl.formatMessage(messages.viewOrder, { number: row.number })}
              >
                {row.number}
              </ShopLink>
            </td>
            <td>
              <time dateTime={new Date(row.createdAt).toISOString()}>{row.createdAtText}</time>
            </td>
            <td>{text(row.statusLabel)}</td>
            <td className="account-orders__total">{price(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
