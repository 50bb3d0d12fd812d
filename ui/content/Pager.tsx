import { ChevronLeft, ChevronRight } from '../components/icons';
import { useIntl } from 'react-intl';
import { ShopLink } from '../components/ShopLink';
import { blogPageHref, visiblePages } from './blog-pages';
import { messages } from './messages';

export interface PagerProps {
  readonly basePath: string;
  readonly page: number;
  readonly pageCount: number;
}

/** Page links (40 px items, 5 visible) with previous and next; nothing when there is one page. */
export function Pager({ basePath, page, pageCount }: PagerProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const prevLabel = intl.formatMessage(messages.previousPage);
  const nextLabel = intl.formatMessage(messages.nextPage);
  return (
    <nav className="pager" aria-label={intl.formatMessage(messages.pagination)}>
      <ul className="pager__list">
        <li>
          {page > 1 ? (
            <ShopLink to={blogPageHref(basePath, page - 1)} aria-label={prevLabel} rel="prev">
              <ChevronLeft aria-hidden="true" size={18} />
            </ShopLink>
          ) : (
            <span className="pager__disabled" aria-hidden="true">
              <ChevronLeft size={18} />
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" aria-label={intl.formatMessage(messages.pageNumber, { page: n })}>
                {n}
              </span>
            ) : (
              <ShopLink to={blogPageHref(basePath, n)} aria-label={intl.formatMessage(messages.pageNumber, { page: n })}>
                {n}
              </ShopLink>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <ShopLink to={blogPageHref(basePath, page + 1)} aria-label={nextLabel} rel="next">
              <ChevronRight aria-hidden="true" size={18} />
            </ShopLink>
          ) : (
            <span className="pager__disabled" aria-hidden="true">
              <ChevronRight size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
