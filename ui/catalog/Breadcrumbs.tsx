import { ChevronLeft } from '../components/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import type { Crumb } from '../../application/catalog/listing-presenter';
import { messages } from './messages';

/** Home first, then the crumbs; the last is the current page. On mobile a back link to the second-last crumb (catalogue spec §2). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const intl = useIntl();
  const { env } = useStores();
  const all: Crumb[] = [{ label: intl.formatMessage(messages.home), href: withStorePrefix(env.storeView.storeCode, '/') }, ...crumbs];
  const back = all.length >= 2 ? all[all.length - 2] : undefined;
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(messages.breadcrumbs)}>
      <ol className="breadcrumbs__list">
        {all.map((crumb, i) => (
          <li key={crumb.href + String(i)}>
            {i === all.length - 1 ? <span aria-current="page">{crumb.label}</span> : <ShopLink to={crumb.href}>{crumb.label}</ShopLink>}
          </li>
        ))}
      </ol>
      {back !== undefined && (
        <ShopLink className="breadcrumbs__back" to={back.href}>
          <ChevronLeft aria-hidden="true" size={16} />
          <FormattedMessage {...messages.backTo} values={{ name: back.label }} />
        </ShopLink>
      )}
    </nav>
  );
}
