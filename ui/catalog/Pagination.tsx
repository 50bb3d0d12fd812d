import { ChevronLeft, ChevronRight } from '../components/icons';
import { useIntl } from 'react-intl';
import { LAYOUT } from '../../domain/catalog/constants';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The href of a page (page 1 without the parameter). */
  readonly hrefOf: (page: number) => string;
}

/** The pages around the current one: 3 visible (catalogue spec §9), shifted at the ends. */
export function visiblePages(page: number, pageCount: number, visible: number = LAYOUT.pagination.visiblePages): readonly number[] {
  const count = Math.min(visible, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Page links by the `page` query parameter, previous and next arrows; 40 px items (catalogue spec §9). */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(messages.pagination)}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <ShopLink className="pagination__item" to={hrefOf(page - 1)} aria-label={intl.formatMessage(messages.previousPage)} rel="prev">
              <ChevronLeft aria-hidden="true" size={18} />
            </ShopLink>
          ) : (
            <span className="pagination__item pagination__item--disabled" aria-hidden="true">
              <ChevronLeft size={18} />
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n) => (
          <li key={n}>
            <ShopLink
              className={n === page ? 'pagination__item pagination__item--current' : 'pagination__item'}
              to={hrefOf(n)}
              aria-label={intl.formatMessage(messages.pageNumber, { page: n })}
              {...(n === page ? { 'aria-current': 'page' as const } : {})}
            >
              {n}
            </ShopLink>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <ShopLink className="pagination__item" to={hrefOf(page + 1)} aria-label={intl.formatMessage(messages.nextPage)} rel="next">
              <ChevronRight aria-hidden="true" size={18} />
            </ShopLink>
          ) : (
            <span className="pagination__item pagination__item--disabled" aria-hidden="true">
              <ChevronRight size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
