import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { fromMajor } from '../../domain/shared/money';
import { usePrice } from '../checkout/use-price';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { transactionDateText } from './loyalty-view';
import { type LoyaltyStore } from './loyalty.store';
import { messages } from './messages';

interface TransactionItem {
  readonly sku?: unknown;
  readonly name?: unknown;
  readonly qty?: unknown;
  readonly amount?: unknown;
}

/** One loyalty transaction by transaction_id (cart spec §3 transactions current, §7 transaction by id). */
export const TransactionDetail = observer(function TransactionDetail({
  store,
  id,
  prefix,
}: {
  readonly store: LoyaltyStore;
  readonly id: string;
  readonly prefix: string;
}) {
  const price = usePrice();
  const { env } = useStores();
  useEffect(() => {
    void store.openTransaction(id);
  }, [store, id]);
  const state = store.transaction;
  const t = state.status === 'ready' ? state.data : undefined;
  const items = Array.isArray(t?.['items']) ? (t['items'] as TransactionItem[]) : [];
  return (
    <section className="account__block" aria-labelledby="account-transaction">
      <h2 id="account-transaction">
        <FormattedMessage {...messages.transaction} values={{ id }} />
      </h2>
      {state.status === 'loading' && (
        <p role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...messages.loyaltyUnavailable} />
        </p>
      )}
      {state.status === 'ready' && t === undefined && (
        <p role="alert">
          <FormattedMessage {...messages.transactionNotFound} />
        </p>
      )}
      {t !== undefined && (
        <>
          <dl className="account-details">
            {transactionDateText(t['date'], env.storeView.i18n.dateFormat) !== undefined && (
              <div>
                <dt>
                  <FormattedMessage {...messages.date} />
                </dt>
                <dd>{transactionDateText(t['date'], env.storeView.i18n.dateFormat)}</dd>
              </div>
            )}
            {typeof t['store_name'] === 'string' && (
              <div>
                <dt>
                  <FormattedMessage {...messages.store} />
                </dt>
                <dd>{t['store_name']}</dd>
              </div>
            )}
            {typeof t['amount'] === 'number' && (
              <div>
                <dt>
                  <FormattedMessage {...messages.amount} />
                </dt>
                <dd>{price(fromMajor(t['amount']))}</dd>
              </div>
            )}
            {typeof t['points'] === 'number' && (
              <div>
                <dt>
                  <FormattedMessage {...messages.points} />
                </dt>
                <dd>
                  <FormattedMessage {...(t['points'] < 0 ? messages.pointsSpent : messages.pointsChange)} values={{ points: Math.abs(t['points']) }} />
                </dd>
              </div>
            )}
            {typeof t['order_increment_id'] === 'string' && (
              <div>
                <dt>
                  <FormattedMessage {...messages.orderNumber} />
                </dt>
                <dd>
                  <ShopLink to={`${prefix}/my-account/orders/${encodeURIComponent(t['order_increment_id'])}`}>{t['order_increment_id']}</ShopLink>
                </dd>
              </div>
            )}
          </dl>
          {items.length > 0 && (
            <ul className="account-transactions">
              {items.map((item, index) => (
                <li key={`${String(item.sku)}-${String(index)}`}>
                  {String(item.name ?? item.sku ?? '')} × {typeof item.qty === 'number' ? item.qty : 1}
                  {typeof item.amount === 'number' && <> · {price(fromMajor(item.amount))}</>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ShopLink to={`${prefix}/my-account`}>
        <FormattedMessage {...messages.backToAccount} />
      </ShopLink>
    </section>
  );
});
