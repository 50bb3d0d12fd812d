import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { storePrefix } from '../../domain/routing/store-prefix';
import { ShopLink } from '../components/ShopLink';
import { type PageModule, type PageProps } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { AddressesSection } from './AddressesSection';
import { ChangePasswordDrawer } from './ChangePasswordDrawer';
import { DetailsForm } from './DetailsForm';
import { LoyaltySection } from './LoyaltySection';
import { LoyaltyStore } from './loyalty.store';
import { messages } from './messages';
import { NewsletterSection } from './NewsletterSection';
import { OrderDetail } from './OrderDetail';
import { OrdersSection } from './OrdersSection';
import { OrdersStore } from './orders.store';
import { ProfileSummary } from './ProfileSummary';
import { TransactionDetail } from './TransactionDetail';
import { useAccountContext } from './use-account-context';

/** Whether the account menu's link to `to` names the page at `pathname`: that page, or with `end` unset one below it. */
export function isCurrentAccountLink(to: string, pathname: string, end: boolean): boolean {
  const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return page === to || (!end && page.startsWith(`${to}/`));
}

/** A link of the account menu, marked (class `active`, `aria-current="page"`) on its page, as react-router's <NavLink>. */
function AccountNavLink({ to, end = false, children }: { readonly to: string; readonly end?: boolean; readonly children: ReactNode }) {
  const current = isCurrentAccountLink(to, useLocation().pathname, end);
  return (
    <ShopLink to={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </ShopLink>
  );
}

/**
 * The account pages (cart spec §2 my-account, my-details, my-orders, my-order): need login ('You need to be logged in
 * to see this page', then /login). Overview: profile, addresses, newsletter and the loyalty benefits (a transaction
 * opens at `?transaction=`); details: the form, the password drawer, addresses, newsletter; orders and one order.
 */
export const AccountPage = observer(function AccountPage({ route }: PageProps<unknown>) {
  const { session, notifications, env, ui, cart } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefix = storePrefix(env.storeView);
  const context = useAccountContext();
  const [orders] = useState(() => new OrdersStore(context));
  const [loyalty] = useState(() => new LoyaltyStore(context, () => cart.refreshTotals()));
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let active = true;
    void session.restore().then(
      () => {
        if (!active) return;
        if (!session.isLoggedIn || context.token() === undefined) {
          notifications.notify({ type: 'warning', message: 'login-required', action1: { label: 'ok', action: 'close' } });
          void navigate(`${prefix}/login?redirect=${encodeURIComponent(window.location.pathname)}`, { replace: true });
          return;
        }
        setChecked(true);
      },
      // The use cases could not be loaded (a dropped connection); restore() tries again when next asked.
      (error: unknown) => console.error('The session could not be restored', error),
    );
    return () => {
      active = false;
    };
  }, [session, context, notifications, navigate, prefix]);

  // Logged out here (the button, an expired session): back to the shop's home.
  useEffect(() => {
    if (checked && session.restored && !session.isLoggedIn) void navigate(`${prefix}/`, { replace: true });
  }, [checked, session.restored, session.isLoggedIn, navigate, prefix]);

  useEffect(() => {
    document.title = intl.formatMessage(messages.myAccount);
  }, [intl]);

  const profile = session.profile;
  if (!checked || profile === undefined) {
    return (
      <div className="account">
        <p className="checkout-note" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      </div>
    );
  }

  const name = route.name.replace(/^(en|de)-/, '');
  const transaction = params.get('transaction');
  return (
    <div className="account">
      <div className="account__head">
        <h1 className="account__title">
          <FormattedMessage {...messages.hello} values={{ name: profile.firstname }} />
        </h1>
        <button type="button" className="button button--secondary" onClick={() => void session.logout()}>
          <FormattedMessage {...messages.logout} />
        </button>
      </div>
      <nav className="account__nav" aria-label={intl.formatMessage(messages.accountMenu)}>
        <AccountNavLink end to={`${prefix}/my-account`}>
          <FormattedMessage {...messages.overview} />
        </AccountNavLink>
        <AccountNavLink to={`${prefix}/my-account/details`}>
          <FormattedMessage {...messages.myDetails} />
        </AccountNavLink>
        <AccountNavLink to={`${prefix}/my-account/orders`}>
          <FormattedMessage {...messages.myOrders} />
        </AccountNavLink>
      </nav>
      {name === 'my-account' && transaction !== null && <TransactionDetail store={loyalty} id={transaction} prefix={prefix} />}
      {name === 'my-account' && transaction === null && (
        <>
          <section className="account__block" aria-labelledby="account-details">
            <h2 id="account-details">
              <FormattedMessage {...messages.myDetails} />
            </h2>
            <ProfileSummary profile={profile} />
          </section>
          <AddressesSection profile={profile} context={context} />
          <LoyaltySection store={loyalty} prefix={prefix} />
          <NewsletterSection context={context} externalId={profile.external_id} />
        </>
      )}
      {name === 'my-details' && (
        <>
          <section className="account__block" aria-labelledby="account-details">
            <div className="account__block-head">
              <h2 id="account-details">
                <FormattedMessage {...messages.myDetails} />
              </h2>
              <button
                type="button"
                className="button button--secondary"
                aria-expanded={ui.activeSidebar === 'change-password'}
                onClick={() => ui.openSidebar('change-password')}
              >
                <FormattedMessage {...messages.changePassword} />
              </button>
            </div>
            <ProfileSummary profile={profile} />
            <DetailsForm key={`${profile.firstname}|${profile.lastname}|${profile.email}`} profile={profile} context={context} />
          </section>
          <AddressesSection profile={profile} context={context} />
          <NewsletterSection context={context} externalId={profile.external_id} />
          <ChangePasswordDrawer context={context} />
        </>
      )}
      {name === 'my-orders' && <OrdersSection store={orders} prefix={prefix} />}
      {name === 'my-order' && route.params.orderId !== undefined && (
        <OrderDetail store={orders} number={route.params.orderId} profile={profile} prefix={prefix} />
      )}
    </div>
  );
});

export const page: PageModule = { Page: AccountPage, clientOnly: true };
