import { ChevronLeft } from './icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from './messages';
import { ShopLink } from './ShopLink';

export interface Crumb {
  readonly label: string;
  /** Store-prefixed path; the last crumb (the current page) has none. */
  readonly to?: string;
}

/**
 * Breadcrumbs (catalogue spec §2): Home first, then the given trail, the last one the current page. On mobile only a
 * back link to the second-last crumb shows.
 */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const { env } = useStores();
  const intl = useIntl();
  const trail: Crumb[] = [{ label: intl.formatMessage(messages.home), to: withStorePrefix(env.storeView.storeCode, '/') }, ...crumbs];
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(messages.breadcrumbs)}>
      <ol className="breadcrumbs__trail">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${i}-${crumb.label}`} className="breadcrumbs__item">
              {last || crumb.to === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <ShopLink to={crumb.to}>{crumb.label}</ShopLink>
              )}
            </li>
          );
        })}
      </ol>
      {parent?.to !== undefined && (
        <ShopLink to={parent.to} className="breadcrumbs__back">
          <ChevronLeft aria-hidden="true" size={16} />
          <FormattedMessage {...messages.backTo} values={{ label: parent.label }} />
        </ShopLink>
      )}
    </nav>
  );
}
