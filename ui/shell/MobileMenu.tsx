import { ChevronLeft, ChevronRight, Globe, Search } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type MenuColumn, type MenuItem, type ThemeLink } from '../../domain/theme/theme-config';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { Sidebar } from './Sidebar';
import { ThemeLinkView } from './ThemeLinkView';

/** The search box with suggestions, in its header form (16 results), from the search panel's chunk. */
const HeaderSearch = lazy(async () => ({ default: (await import('../search/SearchPanel')).SearchBox }));

/**
 * The menu opens with the caret in its search box, the plain form's until the header search's chunk is here. That
 * chunk replaces the box the caret was in, and focus would fall to the page behind the open menu: it goes to the new box.
 */
function KeepSearchFocus({ root }: { root: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (document.activeElement === document.body) root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }, [root]);
  return null;
}

interface Level {
  readonly title: string;
  /** The ALL link: the category itself, when it may be linked. */
  readonly all?: ThemeLink;
  readonly entries: readonly { readonly link: ThemeLink; readonly hasChildren: boolean }[];
}

function topLevel(items: readonly MenuItem[]): Level['entries'] {
  return items.map((item) => ({ link: item, hasChildren: (item.columns?.length ?? item.children.length) > 0 }));
}

/** The level the submenu path points at: top level → a category's columns → a column's links. */
function levelOf(items: readonly MenuItem[], path: readonly string[]): Level | undefined {
  const item = path[0] === undefined ? undefined : items[Number(path[0])];
  if (item === undefined) return undefined;
  const columns: readonly MenuColumn[] = item.columns ?? item.children.map((c) => ({ ...c, links: [] }));
  const column = path[1] === undefined ? undefined : columns[Number(path[1])];
  if (column === undefined) {
    return {
      title: item.label,
      ...(item.clickable === false ? {} : { all: item }),
      entries: columns.map((c) => ({ link: c, hasChildren: c.links.length > 0 })),
    };
  }
  return { title: column.label, ...(column.url === '' ? {} : { all: column }), entries: column.links.map((link) => ({ link, hasChildren: false })) };
}

/**
 * The mobile menu (catalogue spec §2, up to 1024 px): a search box, the top-level categories, each opening its second
 * level (with an ALL link when the category is clickable) and the sub-items, the footer links and 'Choose your
 * language'. Back goes one level up; closing returns to the top level 300 ms later (UiStore).
 */
export const MobileMenu = observer(function MobileMenu({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ui, theme } = useStores();
  const [query, setQuery] = useState('');
  const config = theme.state.status === 'ready' ? theme.state.data : undefined;
  const items = config?.mobileMenu?.items ?? config?.menu ?? [];
  const footerLinks = config?.mobileMenu?.footerLinks ?? [];
  const level = levelOf(items, ui.submenuPath);
  const container = useRef<HTMLDivElement>(null);
  const depth = ui.submenuPath.length;

  // Moving between levels replaces the buttons the shopper was on: focus moves to the new level's first control.
  useEffect(() => {
    const root = container.current;
    if (root?.contains(document.activeElement) !== true && document.activeElement !== document.body) return;
    root?.querySelector<HTMLElement>('.mobile-menu__back, .mobile-menu__list a, .mobile-menu__list button')?.focus();
  }, [depth]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    ui.closeSidebar();
    void navigate(`${withStorePrefix(storeCode, '/catalogsearch/result/')}?q=${encodeURIComponent(q)}`);
  };

  const onLinkClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) ui.closeSidebar();
  };

  const entries = level?.entries ?? topLevel(items);
  const plainSearch = (
    <form role="search" className="mobile-menu__search" onSubmit={onSearch}>
      <label className="visually-hidden" htmlFor="mobile-menu-search">
        <FormattedMessage {...messages.searchForProducts} />
      </label>
      <input
        id="mobile-menu-search"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="icon-button" aria-label={intl.formatMessage(messages.search)}>
        <Search aria-hidden="true" size={20} />
      </button>
    </form>
  );
  return (
    <Sidebar name="menu" side="left" title={intl.formatMessage(messages.menu)}>
      {/* Link clicks bubble up to close the menu; the links themselves are the keyboard controls. */}
      <div ref={container} className="mobile-menu" onClick={onLinkClick}>
        {level === undefined && (
          // The header search of catalogue spec §9 (16 results) once its chunk is here; a plain search form until then,
          // in the header search's frame (its form height, gap and status line), so that nothing below moves when the
          // chunk arrives: a 33 px jump lost a tap on 'Choose your language' (pressed on it, released on the footer).
          <Suspense
            fallback={
              <div className="search-panel search-panel--header">
                {plainSearch}
                <p className="search-panel__status" />
              </div>
            }
          >
            <HeaderSearch variant="header" initialText={query} />
            <KeepSearchFocus root={container} />
          </Suspense>
        )}
        {level !== undefined && (
          <div className="mobile-menu__level-head">
            <button type="button" className="mobile-menu__back" onClick={() => (ui.submenuPath.length > 1 ? ui.popSubmenu() : ui.resetSubmenu())}>
              <ChevronLeft aria-hidden="true" size={18} />
              <FormattedMessage {...messages.back} />
            </button>
            <h3 className="mobile-menu__title">{level.title}</h3>
          </div>
        )}
        <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
          <ul className="mobile-menu__list">
            {level?.all && (
              <li>
                <ThemeLinkView link={{ label: intl.formatMessage(messages.all), url: level.all.url }} />
              </li>
            )}
            {entries.map((entry, index) => (
              <li key={`${entry.link.label}${entry.link.url}`}>
                {entry.hasChildren ? (
                  <button type="button" className="mobile-menu__next" onClick={() => ui.pushSubmenu(String(index))}>
                    <span>{entry.link.label}</span>
                    <ChevronRight aria-hidden="true" size={18} />
                  </button>
                ) : (
                  <ThemeLinkView link={entry.link} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        {level === undefined && (
          <div className="mobile-menu__footer">
            <ul className="mobile-menu__footer-links">
              {footerLinks.map((link) => (
                <li key={link.url}>
                  <ThemeLinkView link={link} />
                </li>
              ))}
            </ul>
            <button type="button" className="mobile-menu__language" onClick={() => ui.openSidebar('language')}>
              <Globe aria-hidden="true" size={18} />
              <FormattedMessage {...messages.chooseLanguage} />
            </button>
          </div>
        )}
      </div>
    </Sidebar>
  );
});
