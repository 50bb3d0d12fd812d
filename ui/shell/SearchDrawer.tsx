import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { Sidebar } from './Sidebar';

/**
 * The search sidebar of builds without the search feature's panel: 'Search for products' with the search bar, which
 * opens the search results page (catalogue spec §2).
 */
export function SearchDrawer({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ui } = useStores();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    ui.closeSidebar();
    void navigate(`${withStorePrefix(storeCode, '/catalogsearch/result/')}?q=${encodeURIComponent(q)}`);
  };

  return (
    <Sidebar name="search" title={intl.formatMessage(messages.searchForProducts)}>
      <form role="search" className="search-drawer" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="search-drawer-input">
          <FormattedMessage {...messages.searchForProducts} />
        </label>
        <input
          id="search-drawer-input"
          type="search"
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
    </Sidebar>
  );
}
