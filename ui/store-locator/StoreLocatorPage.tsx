import { Search } from '../components/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetForm } from '../components/GetForm';
import { type StoreLocation } from '../../application/ports/store-locator-port';
import { type PageContext, type PageLoad, type PageModule, type PageProps } from '../routing/page-module';
import { storePath } from '../content/store-paths';
import { ShopLink } from '../components/ShopLink';
import { headText } from './head-text';
import { messages } from './messages';
import { isPostcodeQuery, storesByPostcode } from './postcode-search';
import { StoreDetail } from './StoreDetail';
import { type StoreLocatorData } from './store-locator-view';
import { StoreList } from './StoreList';

type Data = StoreLocatorData & { readonly basePath: string; readonly today: string };

/** The stores for a search: near a place name (FindStores), by postcode, or all of them. */
async function findStores(context: PageContext, query: string): Promise<StoreLocatorData> {
  const { findStores: find } = context.stores.useCases;
  if (query === '' || isPostcodeQuery(query)) {
    const all = await find.execute({});
    if (!all.ok) return { kind: 'unavailable', query };
    const stores = query === '' ? all.value.items : storesByPostcode(all.value.items, query);
    return { kind: 'list', query, stores, notFound: stores.length === 0 };
  }
  const near = await find.execute({ place: query });
  if (near.ok) return { kind: 'list', query, stores: near.value.items, notFound: near.value.items.length === 0 };
  if (near.error.kind !== 'unknown-place') return { kind: 'unavailable', query };
  const all = await find.execute({});
  return all.ok ? { kind: 'list', query, stores: all.value.items, notFound: true } : { kind: 'unavailable', query };
}

/**
 * /storelocator/: every store, or those near the city or postcode in `q`; `store` shows one store (LoadStore), an
 * unknown one is the 404 page. No map tiles load from another host: a list, with a route link per store.
 */
async function load(context: PageContext): Promise<PageLoad<Data>> {
  const { url, storeView, stores } = context;
  const basePath = storePath(storeView.storeCode, '/storelocator/');
  const today = new Date().toISOString().slice(0, 10);
  const title = await headText(storeView.storeCode, messages.title);
  const description = await headText(storeView.storeCode, messages.intro);
  const storeId = url.searchParams.get('store');
  if (storeId !== null) {
    const store = await stores.useCases.loadStore.execute(storeId);
    if (!store.ok)
      return store.error.kind === 'not-found'
        ? { kind: 'not-found' }
        : { kind: 'page', status: 503, data: { kind: 'unavailable', query: '', basePath, today } };
    return {
      kind: 'page',
      data: { kind: 'store', store: store.value, basePath, today },
      head: { title: `${store.value.name} | ${title}`, description, canonical: `${basePath}?store=${encodeURIComponent(storeId)}` },
    };
  }
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 80);
  const data = await findStores(context, query);
  const head = { title, description, canonical: basePath, ...(query ? { robots: 'noindex, follow' } : {}) };
  return { kind: 'page', ...(data.kind === 'unavailable' ? { status: 503 } : {}), data: { ...data, basePath, today }, head };
}

function SearchForm({ basePath, query }: { readonly basePath: string; readonly query: string }) {
  const intl = useIntl();
  return (
    <GetForm action={basePath} className="store-search" role="search">
      <label htmlFor="store-search-q" className="store-search__label">
        <FormattedMessage {...messages.searchLabel} />
      </label>
      <div className="store-search__row">
        <input
          id="store-search-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          autoComplete="postal-code"
        />
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          <FormattedMessage {...messages.search} />
        </button>
      </div>
    </GetForm>
  );
}

function ListSummary({
  stores,
  query,
  notFound,
  basePath,
}: {
  readonly stores: readonly StoreLocation[];
  readonly query: string;
  readonly notFound: boolean;
  readonly basePath: string;
}) {
  const intl = useIntl();
  if (notFound) {
    return (
      <p className="store-locator__summary" role="status">
        {intl.formatMessage(messages.notFound, { query })}{' '}
        <ShopLink to={basePath}>
          <FormattedMessage {...messages.showAll} />
        </ShopLink>
      </p>
    );
  }
  return (
    <p className="store-locator__summary" role="status">
      {query ? intl.formatMessage(messages.resultsNear, { count: stores.length, query }) : intl.formatMessage(messages.resultCount, { count: stores.length })}
      {query && (
        <>
          {' · '}
          <ShopLink to={basePath}>
            <FormattedMessage {...messages.showAll} />
          </ShopLink>
        </>
      )}
    </p>
  );
}

/** The store locator: search by city or postcode, the list of stores, or one store's details. */
export function StoreLocatorPage({ data }: PageProps<Data>) {
  if (data.kind === 'store') return <StoreDetail store={data.store} basePath={data.basePath} today={data.today} />;
  return (
    <div className="store-locator">
      <header className="store-locator__head">
        <h1>
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="store-locator__intro">
          <FormattedMessage {...messages.intro} />
        </p>
        <SearchForm basePath={data.basePath} query={data.query} />
      </header>
      {data.kind === 'unavailable' ? (
        <p className="store-locator__summary" role="alert">
          <FormattedMessage {...messages.unavailable} />
        </p>
      ) : (
        <>
          <ListSummary stores={data.stores} query={data.query} notFound={data.notFound} basePath={data.basePath} />
          <StoreList stores={data.stores} basePath={data.basePath} />
        </>
      )}
    </div>
  );
}

export const page: PageModule<Data> = { load, Page: StoreLocatorPage };
