import { ChevronLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { messages } from './messages';

export interface Crumb {
  readonly label: string;
  /** The last crumb (the current page) has none. */
  readonly to?: string;
}

/** Breadcrumbs, Home first; on phones only a back link to the second-last crumb (catalogue spec §2). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const intl = useIntl();
  const back = crumbs.length >= 2 ? crumbs[crumbs.length - 2] : undefined;
  return (
    <nav className="crumbs" aria-label={intl.formatMessage(messages.breadcrumbs)}>
      <ol className="crumbs__list">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${String(i)}`}>
            {crumb.to !== undefined && i < crumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
      {back?.to !== undefined && (
        <Link to={back.to} className="crumbs__back">
          <ChevronLeft aria-hidden="true" size={16} />
          {intl.formatMessage(messages.backTo, { page: back.label })}
        </Link>
      )}
    </nav>
  );
}
