import { Search, ShoppingBag, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ThemeLinkView } from './ThemeLinkView';

/** Header of the default layout: logo, category menu from the CMS theme, service links, language choice and icons. */
export const Header = observer(function Header({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  const { theme } = useStores();
  const state = theme.state;
  const home = withStorePrefix(storeCode, '/');

  return (
    <header className="site-header">
      <Link to={home} className="logo" aria-label={intl.formatMessage(messages.logoHome)}>
        <span aria-hidden="true">NOORD</span>
      </Link>
      <nav className="main-menu" aria-label={intl.formatMessage(messages.mainNavigation)}>
        {state.status === 'ready' && (
          <ul>
            {state.data.menu.map((item) => (
              <li key={item.url}>
                <ThemeLinkView link={item} />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'error' && (
          <p role="status" className="notice">
            <FormattedMessage {...messages.themeUnavailable} />
          </p>
        )}
      </nav>
      <ul className="service-links">
        <li>
          <Link to={withStorePrefix(storeCode, '/about-us/')}>
            <FormattedMessage {...messages.aboutUs} />
          </Link>
        </li>
        <li>
          <Link to={withStorePrefix(storeCode, '/storelocator/')}>
            <FormattedMessage {...messages.stores} />
          </Link>
        </li>
        {state.status === 'ready' && state.data.contactLink && (
          <li>
            <ThemeLinkView link={state.data.contactLink} />
          </li>
        )}
      </ul>
      <nav className="languages" aria-label={intl.formatMessage(messages.chooseLanguage)}>
        <ul>
          {allStoreViews.map((view) => (
            <li key={view.storeCode}>
              <a href={withStorePrefix(view.storeCode, '/')} hrefLang={view.i18n.locale} lang={view.storeCode} aria-current={view.storeCode === storeCode ? 'true' : undefined}>
                {view.i18n.fullLanguageName}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="icons">
        <li>
          <Link to={withStorePrefix(storeCode, '/catalogsearch/result/')} aria-label={intl.formatMessage(messages.search)}>
            <Search aria-hidden="true" size={22} />
          </Link>
        </li>
        <li>
          <Link to={withStorePrefix(storeCode, '/login')} aria-label={intl.formatMessage(messages.account)}>
            <User aria-hidden="true" size={22} />
          </Link>
        </li>
        <li>
          <Link to={withStorePrefix(storeCode, '/winkelwagen/')} aria-label={intl.formatMessage(messages.cart)}>
            <ShoppingBag aria-hidden="true" size={22} />
          </Link>
        </li>
      </ul>
    </header>
  );
});
