import { ChevronLeft } from './icons';
import { type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../app/stores-context';
import { messages } from './messages';
import { ShopLink } from './ShopLink';

export interface BackLinkProps {
  /** Where to go when there is no previous path in this visit (catalogue spec §2 "Back-to-previous link"). */
  readonly fallback: string;
  readonly children?: ReactNode;
  readonly className?: string;
}

/** Goes to the last stored path of the navigation history, else to `fallback`. Rendered as a link to the fallback. */
export function BackLink({ fallback, children, className }: BackLinkProps) {
  const { useCases, services } = useStores();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void services.ready().then(
      () => navigate(useCases.navigationHistory.previous(fallback)),
      () => navigate(fallback),
    );
  };
  return (
    <ShopLink to={fallback} onClick={onClick} className={`back-link ${className ?? ''}`}>
      <ChevronLeft aria-hidden="true" size={16} />
      {children ?? <FormattedMessage {...messages.back} />}
    </ShopLink>
  );
}
