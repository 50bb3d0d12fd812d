import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { type OrdersStore } from './orders.store';
import { OrdersTable } from './OrdersTable';

/** /my-account/orders: the history 20 a page (cart spec §9), the page in `?page=`. */
export const OrdersSection = observer(function OrdersSection({ store, prefix }: { readonly store: OrdersStore; readonly prefix: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  useEffect(() => {
    void store.loadPage(page);
  }, [store, page]);
  const list = store.list;
  const link = (target: number) => `${prefix}/my-account/orders${target > 1 ? `?page=${target}` : ''}`;
  return (
    <section className="account__block" aria-labelledby="account-orders">
      <h2 id="account-orders">
        <FormattedMessage {...messages.myOrders} />
      </h2>
      {list.status === 'loading' && (
        <p role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {list.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...messages.ordersUnavailable} />
        </p>
      )}
      {list.status === 'ready' && (
        <>
          <OrdersTable rows={list.data.rows} prefix={prefix} />
          {list.data.pageCount > 1 && (
            <nav className="account-pagination" aria-label={intl.formatMessage(messages.pagination)}>
              {list.data.page > 1 && <ShopLink to={link(list.data.page - 1)}>{intl.formatMessage(messages.previousPage)}</ShopLink>}
              <span aria-current="page">{intl.formatMessage(messages.pageOf, { page: list.data.page, pages: list.data.pageCount })}</span>
              {list.data.page < list.data.pageCount && <ShopLink to={link(list.data.page + 1)}>{intl.formatMessage(messages.nextPage)}</ShopLink>}
            </nav>
          )}
        </>
      )}
    </section>
  );
});
