import { ChevronDown } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type FocusEvent, type KeyboardEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { type MenuItem } from '../../domain/theme/theme-config';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';
import { MenuPromoTile } from './MenuPromoTile';
import { ThemeLinkView } from './ThemeLinkView';
import { SHELL } from './shell-constants';

/** A top-level item is active while the current path is its page or below it. */
export function isActiveItem(item: MenuItem, pathname: string): boolean {
  const base = item.url.replace(/\/+$/, '');
  return base !== '' && (pathname === base || pathname.startsWith(`${base}/`));
}

/**
 * The desktop category menu from the CMS theme (catalogue spec §2): hover opens a submenu, leaving closes it after
 * 200 ms; the chevron button opens and closes it from the keyboard, Escape closes it and returns to the button.
 */
export const DesktopMenu = observer(function DesktopMenu({ items }: { items: readonly MenuItem[] }) {
  const intl = useIntl();
  const { ui } = useStores();
  const { pathname } = useLocation();
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key !== 'Escape' || ui.desktopMenuItem !== id) return;
    // Focus first: the focused link is about to be hidden, and losing focus to nowhere would be a blur out of the item.
    event.currentTarget.querySelector<HTMLButtonElement>('.desktop-menu__toggle')?.focus();
    ui.closeDesktopMenu();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (ui.desktopMenuItem === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) ui.closeDesktopMenu();
  };

  return (
    <nav className="desktop-menu" aria-label={intl.formatMessage(messages.mainNavigation)} onMouseLeave={() => ui.scheduleDesktopMenuClose()}>
      <ul className="desktop-menu__list">
        {items.map((item, index) => {
          const id = String(index);
          const open = ui.desktopMenuItem === id;
          const hasSubmenu = (item.columns?.length ?? 0) > 0 || item.promo !== undefined;
          const active = isActiveItem(item, pathname);
          return (
            <li
              key={item.url}
              className={`desktop-menu__item${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
              onMouseEnter={() => (hasSubmenu ? ui.openDesktopMenu(id) : ui.closeDesktopMenu())}
              onKeyDown={(event) => onKeyDown(event, id)}
              onBlur={(event) => onBlur(event, id)}
            >
              <ShopLink to={item.url} className="desktop-menu__link" aria-current={active ? 'page' : undefined} onClick={() => ui.closeDesktopMenu()}>
                {item.label}
              </ShopLink>
              {hasSubmenu && (
                <>
                  <button
                    type="button"
                    id={`${baseId}-toggle-${id}`}
                    className="desktop-menu__toggle"
                    aria-expanded={open}
                    aria-controls={`${baseId}-panel-${id}`}
                    aria-label={intl.formatMessage(messages.submenuOf, { category: item.label })}
                    onClick={() => (open ? ui.closeDesktopMenu() : ui.openDesktopMenu(id))}
                  >
                    <ChevronDown aria-hidden="true" size={14} />
                  </button>
                  <div id={`${baseId}-panel-${id}`} className="desktop-submenu" hidden={!open}>
                    <Submenu item={item} open={open} onNavigate={() => ui.closeDesktopMenu()} />
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

function Submenu({ item, open, onNavigate }: { item: MenuItem; open: boolean; onNavigate: () => void }) {
  const columns = item.columns ?? [];
  return (
    // Clicks on links inside close the menu; the container only listens (the links are the keyboard controls).
    <div className="desktop-submenu__inner" onClick={(event) => (event.target as HTMLElement).closest('a') && onNavigate()}>
      <div className="desktop-submenu__columns">
        {columns.map((column) => (
          <div key={`${column.label}${column.url}`} className="desktop-submenu__group">
            <p className="desktop-submenu__heading">{column.url === '' ? column.label : <ThemeLinkView link={column} />}</p>
            {column.links.length > 0 && (
              <ul className={`desktop-submenu__links${column.links.length > SHELL.submenuColumnSplit ? ' is-split' : ''}`}>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <ThemeLinkView link={link} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      {open && item.promo && <MenuPromoTile promo={item.promo} />}
    </div>
  );
}
