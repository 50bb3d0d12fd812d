import { SlidersHorizontal } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../app/stores-context';
import { DomainText } from '../i18n/domain/DomainText';
import { ShopLink } from '../components/ShopLink';
import { Breadcrumbs } from './Breadcrumbs';
import { FacetFilters } from './FacetFilters';
import { listedProduct, notifyProviderClick, watchProviderSessionEnd } from './list-tracking';
import type { ListingData } from '../../application/catalog/listing-presenter';
import { listingQuery, selectedCount, withPage, withSort, withoutFilters } from './listing-query';
import { messages } from './messages';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import type { ProductCardView } from '../../application/catalog/product-card-presenter';
import { SortSelect } from './SortSelect';
import { useLatestListingState } from './use-latest-listing-state';
import { useScrollMemory } from './use-scroll-memory';

const noProductsSynchronized = { type: 'warning', message: 'no-products-synchronized', action1: { label: 'ok', action: 'close' } } as const;

export interface ProductListingProps {
  readonly data: ListingData;
  /** The heading (the category name, or the search page's own). */
  readonly heading: string;
}

/**
 * A product list page: breadcrumbs, heading and count, filters, sort, the grid of cards and the pages; filters, sort
 * and page live in the URL, so a link or Back shows the same list. view_item_list (or view_search_results) is sent
 * from an effect, never on the server; opening a card sends select_item and the provider's click notification.
 */
export const ProductListing = observer(function ProductListing({ data, heading }: ProductListingProps) {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { path, keep } = data;
  const state = useLatestListingState(data.state, path);
  // 'Please come back while online!' only while offline; online, an empty or failed list simply found nothing.
  const empty = data.empty === 'no-products-synchronized' && stores.connectivity.online ? 'no-products-found' : data.empty;
  const offset = (data.page - 1) * data.pageSize;
  const pageCount = data.pageSize > 0 ? Math.ceil(data.total / data.pageSize) : 0;
  const hasFilters = data.facets.length > 0;
  useScrollMemory(true);

  useEffect(() => {
    watchProviderSessionEnd(stores);
    const products = data.cards.map((card, i) => listedProduct(card, offset + i));
    if (data.kind === 'search' && data.searchText !== undefined)
      stores.useCases.trackProductList.execute({ kind: 'view_search_results', searchTerm: data.searchText, products });
    else stores.useCases.trackProductList.execute({ kind: 'view_item_list', list: data.list, products });
    if (data.empty === 'no-products-synchronized' && stores.connectivity.offline) stores.notifications.notify(noProductsSynchronized);
  }, [data, offset, stores]);

  const onOpen = (card: ProductCardView, index: number, variantSku: string) => {
    stores.useCases.trackProductList.execute({ kind: 'select_item', list: data.list, product: listedProduct(card, offset + index, variantSku) });
    void notifyProviderClick(stores, card.ticket);
  };

  return (
    <div className="listing">
      {data.breadcrumbs.length > 0 && <Breadcrumbs crumbs={data.breadcrumbs} />}
      <header className="listing__head">
        <h1 className="listing__title">{heading}</h1>
        {data.total > 0 && (
          <p className="listing__count" aria-live="polite">
            <FormattedMessage {...messages.productCount} values={{ count: data.total }} />
          </p>
        )}
      </header>
      {data.subcategories.length > 0 && (
        <nav className="listing__subcategories" aria-label={intl.formatMessage(messages.subcategories)}>
          <ul>
            {data.subcategories.map((s) => (
              <li key={s.href}>
                <ShopLink to={s.href}>{s.label}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="listing__toolbar">
        {hasFilters && (
          <button
            type="button"
            className="listing__filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <SlidersHorizontal aria-hidden="true" size={18} />
            <FormattedMessage {...messages.showFilters} />
            {selectedCount(state) > 0 && <span className="listing__filter-badge">{selectedCount(state)}</span>}
          </button>
        )}
        {data.cards.length > 0 && (
          <SortSelect value={state.sort} onChange={(sort) => void navigate(path + listingQuery(withSort(state, sort), keep), { preventScrollReset: true })} />
        )}
      </div>
      <div className={hasFilters ? 'listing__body' : 'listing__body listing__body--full'}>
        {hasFilters && (
          <aside className={filtersOpen ? 'listing__filters listing__filters--open' : 'listing__filters'} id={filtersId}>
            <FacetFilters facets={data.facets} state={state} path={path} keep={keep} />
          </aside>
        )}
        <section className="listing__results" aria-labelledby={`${filtersId}-products`}>
          <h2 className="visually-hidden" id={`${filtersId}-products`}>
            <FormattedMessage {...messages.products} />
          </h2>
          {empty === 'no-products-found' && (
            <div className="listing__empty" role="status">
              <p className="listing__empty-title">
                <FormattedMessage {...messages.noProductsFound} />
              </p>
              {selectedCount(state) > 0 && (
                <>
                  <p>
                    <FormattedMessage {...messages.noProductsHint} />
                  </p>
                  <ShopLink className="button button--secondary" to={path + listingQuery(withoutFilters(state), keep)}>
                    <FormattedMessage {...messages.clearAll} />
                  </ShopLink>
                </>
              )}
            </div>
          )}
          {empty === 'no-products-synchronized' && (
            <div className="listing__empty" role="status">
              <p className="listing__empty-title">
                <DomainText id="no-products-synchronized" />
              </p>
            </div>
          )}
          {data.cards.length > 0 && (
            <ul className="product-grid">
              {data.cards.map((card, i) => (
                <li key={card.sku}>
                  <ProductCard card={card} index={i} quickAdd={data.sizeSelector} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={data.page} pageCount={pageCount} hrefOf={(n) => path + listingQuery(withPage(state, n), keep)} />
        </section>
      </div>
    </div>
  );
});
