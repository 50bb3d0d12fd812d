import { MessageCircle, Search, ShoppingBag, User } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';
import { type ThemeLink } from '../../domain/theme/theme-config';
import { isExternalHref } from '../../domain/content/cms-link';

/**
 * Search, contact (the CMS header's link; on desktop, phones reach it through the menu's links), account and cart with
 * its quantity above 0 (catalogue spec §2 "Header").
 */
export const HeaderIcons = observer(function HeaderIcons({ storeCode, contact }: { storeCode: StoreCode; contact?: ThemeLink | undefined }) {
  const intl = useIntl();
  const stores = useStores();
  const { ui } = stores;
  const loggedIn = stores.session?.isLoggedIn === true;
  const quantity = stores.cart?.totalQuantity ?? 0;
  const cartLabel = quantity > 0 ? intl.formatMessage(messages.cartWithCount, { count: quantity }) : intl.formatMessage(messages.cart);
  const badge = quantity > 0 && (
    <span className="cart-badge" aria-hidden="true">
      {quantity > 99 ? '99+' : quantity}
    </span>
  );

  return (
    <ul className="header-icons">
      <li>
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(messages.search)}
          aria-haspopup="dialog"
          aria-expanded={ui.activeSidebar === 'search'}
          onClick={() => ui.openSidebar('search')}
        >
          <Search aria-hidden="true" size={22} strokeWidth={1.6} />
        </button>
      </li>
      {contact && (
        <li className="header-icons__contact">
          {isExternalHref(contact.url) ? (
            <a className="icon-button" href={contact.url} target="_blank" rel="noopener noreferrer" aria-label={contact.label}>
              <MessageCircle aria-hidden="true" size={22} strokeWidth={1.6} />
            </a>
          ) : (
            <ShopLink className="icon-button" to={contact.url} aria-label={contact.label}>
              <MessageCircle aria-hidden="true" size={22} strokeWidth={1.6} />
            </ShopLink>
          )}
        </li>
      )}
      <li>
        <ShopLink
          className="icon-button"
          to={withStorePrefix(storeCode, loggedIn ? '/my-account' : '/login')}
          aria-label={intl.formatMessage(loggedIn ? messages.account : messages.login)}
        >
          <User aria-hidden="true" size={22} strokeWidth={1.6} />
        </ShopLink>
      </li>
      <li>
        <button
          type="button"
          className="icon-button cart-icon"
          aria-label={cartLabel}
          aria-haspopup="dialog"
          aria-expanded={ui.activeSidebar === 'microcart'}
          onClick={() => ui.openSidebar('microcart')}
        >
          <ShoppingBag aria-hidden="true" size={22} strokeWidth={1.6} />
          {badge}
        </button>
      </li>
    </ul>
  );
});
