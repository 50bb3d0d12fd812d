import { Globe, Menu } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews, withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';
import { DesktopMenu } from './DesktopMenu';
import { HeaderIcons } from './HeaderIcons';
import { Logo } from './Logo';

export interface HeaderProps {
  readonly storeCode: StoreCode;
  /** 'full' for the default layout; 'logo' for the minimal and checkout layouts (no navigation, no icons). */
  readonly variant?: 'full' | 'logo';
  /** Home before the shopper scrolls: the header lies transparent over the hero. */
  readonly transparent?: boolean;
  readonly scrolled?: boolean;
}

/**
 * The header (catalogue spec §2): logo, the CMS category menu, About us, Stores, contact, the language panel, and the
 * search, account and cart icons. 80 px high on desktop, 70 px once scrolled, 48 px on mobile (catalogue spec §9).
 */
export const Header = observer(function Header({ storeCode, variant = 'full', transparent = false, scrolled = false }: HeaderProps) {
  const intl = useIntl();
  const { theme, ui } = useStores();
  const state = theme.state;
  const classes = ['site-header', `site-header--${variant}`, transparent ? 'is-transparent' : '', scrolled ? 'is-scrolled' : ''].filter(Boolean).join(' ');

  if (variant === 'logo') {
    return (
      <header className={classes}>
        <div className="site-header__main">
          <Logo storeCode={storeCode} />
        </div>
      </header>
    );
  }

  return (
    <header className={classes}>
      <div className="site-header__utility">
        <ul className="service-links">
          <li>
            <ShopLink to={withStorePrefix(storeCode, '/about-us/')}>
              <FormattedMessage {...messages.aboutUs} />
            </ShopLink>
          </li>
          <li>
            <ShopLink to={withStorePrefix(storeCode, '/storelocator/')}>
              <FormattedMessage {...messages.stores} />
            </ShopLink>
          </li>
          <li>
            <button
              type="button"
              className="language-button"
              aria-haspopup="dialog"
              aria-expanded={ui.activeSidebar === 'language'}
              aria-label={intl.formatMessage(messages.languageButton, { language: storeViews[storeCode].i18n.fullLanguageName })}
              onClick={() => ui.openSidebar('language')}
            >
              <Globe aria-hidden="true" size={16} strokeWidth={1.6} />
              <span aria-hidden="true">{storeViews[storeCode].i18n.fullLanguageName}</span>
            </button>
          </li>
        </ul>
      </div>
      <div className="site-header__main">
        <button
          type="button"
          className="icon-button menu-button"
          aria-label={intl.formatMessage(messages.menu)}
          aria-haspopup="dialog"
          aria-expanded={ui.activeSidebar === 'menu'}
          onClick={() => ui.openSidebar('menu')}
        >
          <Menu aria-hidden="true" size={24} strokeWidth={1.6} />
        </button>
        <Logo storeCode={storeCode} />
        <div className="site-header__menu">
          {state.status === 'ready' && <DesktopMenu items={state.data.menu} />}
          {state.status === 'error' && (
            <p role="status" className="notice">
              <FormattedMessage {...messages.themeUnavailable} />
            </p>
          )}
        </div>
        <HeaderIcons storeCode={storeCode} contact={state.status === 'ready' ? state.data.contactLink : undefined} />
      </div>
    </header>
  );
});
