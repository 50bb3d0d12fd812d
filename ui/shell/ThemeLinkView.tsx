import { isExternalHref } from '../../domain/content/cms-link';
import { type ThemeLink } from '../../domain/theme/theme-config';
import { ShopLink } from '../components/ShopLink';

/** A CMS link: external links open in a new tab with no-opener, internal ones go through the router (catalogue spec §2). */
export function ThemeLinkView({ link }: { link: ThemeLink }) {
  if (isExternalHref(link.url)) {
    return (
      <a href={link.url.startsWith('www.') ? `https://${link.url}` : link.url} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return <ShopLink to={link.url}>{link.label}</ShopLink>;
}
