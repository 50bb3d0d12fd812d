import { type ReactNode } from 'react';
import { ShopLink } from '../components/ShopLink';
import { type LinkTarget } from './cms-href';

export interface CmsLinkProps {
  readonly target: LinkTarget;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  readonly draggable?: boolean;
}

/** A CMS link: internal ones through the router, external ones in a new tab with no-opener (catalogue spec §2). */
export function CmsLink({ target, className, children, onClick, draggable }: CmsLinkProps) {
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} draggable={draggable}>
        {children}
      </a>
    );
  }
  return (
    <ShopLink to={target.to} className={className} onClick={onClick} draggable={draggable}>
      {children}
    </ShopLink>
  );
}
