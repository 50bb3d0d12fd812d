import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router';
import { type OrderHistory } from '../../application/account/load-order-history';
import { orderStatusLabel } from '../../domain/orders/order-status';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule, type PageProps } from '../app/page-module';
import { useStores } from '../app/stores-context';
import { useDomainText } from '../i18n/domain/DomainText';
import { usePrice } from '../checkout/use-price';
import { AddressBlock } from './AddressBlock';
import { messages } from './messages';
import { OrdersTable } from './OrdersTable';

type OrdersState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly history: OrderHistory } | { readonly kind: 'error' };

/**
 * The account pages (cart spec §2 my-account, my-details, my-orders, my-order): need login ('You need to be logged in
 * to see this page', then /login); show the profile, the addresses and the order history, with 'Log out'.
 */
export const AccountPage = observer(function AccountPage({ route }: PageProps<unknown>) {
  const { session, useCases, notifications, env } = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const price = usePrice();
  const navigate = useNavigate();
  const prefix = storePrefix(env.storeView);
  const [orders, setOrders] = useState<OrdersState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void session.restore().then(async () => {
      if (!active) return;
      const token = useCases.authSession.token;
      if (!session.isLoggedIn || token === undefined) {
        notifications.notify({ type: 'warning', message: 'login-required', action1: { label: 'ok', action: 'close' } });
        void navigate(`${prefix}/login?redirect=${encodeURIComponent(window.location.pathname)}`, { replace: true });
        return;
      }
      const result = await useCases.loadOrderHistory.execute(token, 1, env.storeView.storeCode);
      if (!active) return;
      if (result.ok) setOrders({ kind: 'ready', history: result.value });
      else if (result.error.kind === 'session-expired') void navigate(`${prefix}/`, { replace: true });
      else setOrders({ kind: 'error' });
    });
    return () => {
      active = false;
    };
  }, [session, useCases, notifications, navigate, prefix, env]);

  useEffect(() => {
    document.title = intl.formatMessage(messages.myAccount);
  }, [intl]);

  const profile = session.profile;
  if (!session.restored || profile === undefined) {
    return (
      <div className="account">
        <p className="checkout-note" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      </div>
    );
  }

  const logout = async () => {
    await session.logout();
    void navigate(`${prefix}/`);
  };
  const name = route.name.replace(/^(en|de)-/, '');
  const orderId = route.params.orderId;
  const list = orders.kind === 'ready' ? orders.history.items : [];
  const order = orderId === undefined ? undefined : list.find((o) => o.increment_id === orderId);
  const showDetails = name === 'my-account' || name === 'my-details';
  const showOrders = name === 'my-account' || name === 'my-orders';

  return (
    <div className="account">
      <div className="account__head">
        <h1 className="account__title">
          <FormattedMessage {...messages.hello} values={{ name: profile.firstname }} />
        </h1>
        <button type="button" className="button button--secondary" onClick={() => void logout()}>
          <FormattedMessage {...messages.logout} />
        </button>
      </div>
      <nav className="account__nav" aria-label={intl.formatMessage(messages.accountMenu)}>
        <NavLink end to={`${prefix}/my-account`}>
          <FormattedMessage {...messages.overview} />
        </NavLink>
        <NavLink to={`${prefix}/my-account/details`}>
          <FormattedMessage {...messages.myDetails} />
        </NavLink>
        <NavLink to={`${prefix}/my-account/orders`}>
          <FormattedMessage {...messages.myOrders} />
        </NavLink>
      </nav>
      {showDetails && (
        <section className="account__block" aria-labelledby="account-details">
          <h2 id="account-details">
            <FormattedMessage {...messages.myDetails} />
          </h2>
          <dl className="account-details">
            <div>
              <dt>
                <FormattedMessage {...messages.name} />
              </dt>
              <dd>
                {profile.firstname} {profile.lastname}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...messages.email} />
              </dt>
              <dd>{profile.email}</dd>
            </div>
            {profile.external_id !== undefined && (
              <div>
                <dt>
                  <FormattedMessage {...messages.customerNumber} />
                </dt>
                <dd>{profile.external_id}</dd>
              </div>
            )}
            {profile.date_of_birth !== undefined && (
              <div>
                <dt>
                  <FormattedMessage {...messages.dateOfBirth} />
                </dt>
                <dd>
                  <FormattedDate value={profile.date_of_birth} dateStyle="long" />
                </dd>
              </div>
            )}
            {profile.mobile_number !== undefined && profile.mobile_number !== '-' && (
              <div>
                <dt>
                  <FormattedMessage {...messages.phone} />
                </dt>
                <dd>{profile.mobile_number}</dd>
              </div>
            )}
          </dl>
          <h3>
            <FormattedMessage {...messages.addresses} />
          </h3>
          {profile.addresses.length === 0 ? (
            <p>
              <FormattedMessage {...messages.noAddresses} />
            </p>
          ) : (
            <ul className="account-addresses">
              {profile.addresses.map((address, index) => (
                <li key={String(address.address_id ?? index)}>
                  {address.is_default === '1' && (
                    <p className="account-addresses__default">
                      <FormattedMessage {...messages.defaultAddress} />
                    </p>
                  )}
                  <AddressBlock address={address} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {showOrders && (
        <section className="account__block" aria-labelledby="account-orders">
          <h2 id="account-orders">
            <FormattedMessage {...messages.myOrders} />
          </h2>
          {orders.kind === 'loading' && (
            <p role="status">
              <FormattedMessage {...messages.loading} />
            </p>
          )}
          {orders.kind === 'error' && (
            <p role="alert">
              <FormattedMessage {...messages.ordersUnavailable} />
            </p>
          )}
          {orders.kind === 'ready' && <OrdersTable orders={list} prefix={prefix} />}
        </section>
      )}
      {name === 'my-order' && orders.kind === 'ready' && (
        <section className="account__block" aria-labelledby="account-order">
          {order === undefined ? (
            <p role="alert" id="account-order">
              <FormattedMessage {...messages.orderNotFound} />
            </p>
          ) : (
            <>
              <h2 id="account-order">
                <FormattedMessage {...messages.orderTitle} values={{ number: order.increment_id }} />
              </h2>
              <dl className="account-details">
                <div>
                  <dt>
                    <FormattedMessage {...messages.date} />
                  </dt>
                  <dd>
                    <FormattedDate value={order.created_at} dateStyle="long" />
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage {...messages.status} />
                  </dt>
                  <dd>{text(orderStatusLabel(order.status))}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage {...messages.total} />
                  </dt>
                  <dd>{price(order.grand_total)}</dd>
                </div>
                {order.customer_id !== undefined && (
                  <div>
                    <dt>
                      <FormattedMessage {...messages.customerNumber} />
                    </dt>
                    <dd>{order.customer_id}</dd>
                  </div>
                )}
              </dl>
              <div className="account-addresses">
                {order.shipping_address !== undefined && (
                  <div>
                    <h3>
                      <FormattedMessage {...messages.shippingAddress} />
                    </h3>
                    <AddressBlock address={order.shipping_address} />
                  </div>
                )}
                {order.billing_address !== undefined && (
                  <div>
                    <h3>
                      <FormattedMessage {...messages.billingAddress} />
                    </h3>
                    <AddressBlock address={order.billing_address} />
                  </div>
                )}
              </div>
            </>
          )}
          <Link to={`${prefix}/my-account/orders`}>
            <FormattedMessage {...messages.backToOrders} />
          </Link>
        </section>
      )}
    </div>
  );
});

export const page: PageModule = { Page: AccountPage, clientOnly: true };
