import { Search } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetForm } from '../components/GetForm';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type PageModule, type PageProps } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';

/**
 * Any path no route knows, inside its store view (catalogue spec §2 "page not found"): a helpful 404 with a search
 * box, the top categories of the CMS menu and the way home (VISUAL.md).
 */
export const NotFoundPage = observer(function NotFoundPage({ route }: PageProps<unknown>) {
  const intl = useIntl();
  const { theme } = useStores();
  const categories = theme.data?.menu ?? [];
  const searchPath = withStorePrefix(route.storeCode, '/catalogsearch/result/');

  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <FormattedMessage {...messages.pageNotFound} />
      </h1>
      <p className="status-page__text">
        <FormattedMessage {...messages.notFoundText} />
      </p>
      <GetForm role="search" className="status-page__search" action={searchPath}>
        <label className="visually-hidden" htmlFor="not-found-search">
          <FormattedMessage {...messages.searchForProducts} />
        </label>
        <input id="not-found-search" type="search" name="q" placeholder={intl.formatMessage(messages.searchPlaceholder)} minLength={3} required />
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          <FormattedMessage {...messages.search} />
        </button>
      </GetForm>
      {categories.length > 0 && (
        <nav className="status-page__categories" aria-labelledby="not-found-categories">
          <h2 id="not-found-categories">
            <FormattedMessage {...messages.popularCategories} />
          </h2>
          <ul>
            {categories.map((item) => (
              <li key={item.url}>
                <ShopLink to={item.url}>{item.label}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ShopLink className="status-page__home" to={withStorePrefix(route.storeCode, '/')}>
        <FormattedMessage {...messages.backHome} />
      </ShopLink>
    </section>
  );
});

export const page: PageModule = { Page: NotFoundPage };
