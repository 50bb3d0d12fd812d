import { Search } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { SIZES } from '../../domain/catalog/constants';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { Sidebar } from '../shell/Sidebar';
import { CardImage } from '../catalog/CardImage';
import { CardPrice } from '../catalog/CardPrice';
import { notifyProviderClick } from '../catalog/list-tracking';
import { providerSession } from '../catalog/provider-session';
import { ProductCard } from '../catalog/ProductCard';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { SearchPanelStore } from './search-panel.store';

export interface SearchBoxProps {
  /** 'panel' in the search sidebar (18 results), 'header' in the header's search box (16) (catalogue spec §9). */
  readonly variant?: 'panel' | 'header';
  /** What was typed before this box arrived (the mobile menu shows a plain form until the chunk loads). */
  readonly initialText?: string;
}

/** The search sidebar of the default layout, titled 'Search for products' (catalogue spec §2), with the search box. */
export function SearchPanel() {
  return (
    <Sidebar name="search" title={<FormattedMessage {...messages.panelTitle} />}>
      <SearchBox />
    </Sidebar>
  );
}

/**
 * Search with suggestions (catalogue spec §2, §5): from 3 characters, 500 ms after typing, the provider's phrase and
 * product suggestions (image, price) and the index's products; Enter runs the search, closes the panel and opens the
 * results page when something was found.
 */
export const SearchBox = observer(function SearchBox({ variant = 'panel', initialText = '' }: SearchBoxProps) {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const storeView = stores.env.storeView;
  const [store] = useState(
    () =>
      new SearchPanelStore(
        stores.useCases,
        { storeView, session: () => providerSession(stores, storeView) },
        variant === 'header' ? SIZES.headerSearchPanel : SIZES.searchPanel,
      ),
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => {
    if (initialText !== '' && store.text === '') store.setText(initialText);
  }, [store, initialText]);

  const close = () => stores.ui.closeSidebar();
  const resultsUrl = (q: string) => `${withStorePrefix(storeView.storeCode, '/catalogsearch/result/')}?q=${encodeURIComponent(q)}`;
  const state = store.state;

  return (
    <div className={`search-panel search-panel--${variant}`}>
      <form
        role="search"
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit().then((url) => {
            if (url === undefined) return;
            close();
            void navigate(url);
          });
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          <FormattedMessage {...messages.inputLabel} />
        </label>
        <Search className="search-panel__icon" aria-hidden="true" size={20} />
        <input
          id={`${id}-q`}
          className="search-panel__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={intl.formatMessage(messages.placeholder)}
          value={store.text}
          onChange={(event) => store.setText(event.target.value)}
          aria-describedby={`${id}-status`}
        />
      </form>
      <p className="search-panel__status" id={`${id}-status`} role="status">
        {store.text.trim() !== '' && !store.isSearchable && <FormattedMessage {...messages.minCharacters} />}
        {state.status === 'loading' && <FormattedMessage {...messages.searching} />}
        {state.status === 'ready' && state.results.offline && <FormattedMessage {...messages.offline} />}
        {state.status === 'ready' && !state.results.offline && state.results.total === 0 && <FormattedMessage {...messages.noResults} />}
        {state.status === 'ready' && state.results.total > 0 && <FormattedMessage {...messages.resultCount} values={{ count: state.results.total }} />}
      </p>
      {state.status === 'ready' && (
        <div className="search-panel__results">
          {(state.results.phrases.length > 0 || state.results.suggestions.length > 0) && (
            <section className="search-panel__section" aria-labelledby={`${id}-phrases`}>
              <h3 className="search-panel__heading" id={`${id}-phrases`}>
                <FormattedMessage {...messages.suggestions} />
              </h3>
              {state.results.phrases.length > 0 && (
                <ul className="search-panel__phrases">
                  {state.results.phrases.map((phrase) => (
                    <li key={phrase}>
                      <ShopLink to={resultsUrl(phrase)} onClick={close}>
                        {phrase}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              )}
              {state.results.suggestions.length > 0 && (
                <ul className="search-panel__suggestions">
                  {state.results.suggestions.map((card) => (
                    <li key={card.sku}>
                      <ShopLink
                        className="search-suggestion"
                        to={card.link}
                        onClick={() => {
                          void notifyProviderClick(stores, card.ticket);
                          close();
                        }}
                      >
                        <span className="search-suggestion__image">
                          <CardImage images={card.images.slice(0, 1)} alt="" eager={false} />
                        </span>
                        <span className="search-suggestion__text">
                          <span className="search-suggestion__name">{card.name}</span>
                          <CardPrice price={card.price} />
                        </span>
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {state.results.products.length > 0 && (
            <section className="search-panel__section" aria-labelledby={`${id}-products`}>
              <h3 className="search-panel__heading" id={`${id}-products`}>
                <FormattedMessage {...messages.products} />
              </h3>
              <ul className="search-panel__grid">
                {state.results.products.map((card, index) => (
                  <li key={card.sku}>
                    <ProductCard card={card} index={index} eager={false} quickAdd={false} onOpen={close} />
                  </li>
                ))}
              </ul>
              {state.results.total > state.results.products.length && (
                <ShopLink className="button button--secondary search-panel__all" to={resultsUrl(state.results.text)} onClick={close}>
                  <FormattedMessage {...messages.showAll} values={{ count: state.results.total }} />
                </ShopLink>
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
});

export default SearchPanel;
