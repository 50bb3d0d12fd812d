import { type CmsLink, cmsLinkHref, cmsLinkKind, isExternalHref } from '../../domain/content/cms-link';
import { storyPath } from './story-path';

/** Where a CMS link goes: inside the shop (the router) or outside (a new tab with no-opener). */
export type LinkTarget = { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'external'; readonly href: string };

const asLink = (value: unknown): CmsLink | undefined => (typeof value === 'object' && value !== null ? (value as CmsLink) : undefined);

/**
 * A CMS link block as a target (catalogue spec §2): story links go to the story's shop path, URLs starting with
 * http, www or // are external, anything else is an internal path. Undefined when the link is empty.
 */
export function linkTarget(value: unknown): LinkTarget | undefined {
  const link = asLink(value) as (CmsLink & { readonly email?: string }) | undefined;
  if (link === undefined) return undefined;
  // Storyblok's multilink also has email and asset links: a mail client or a file, never a shop route.
  if (link.linktype === 'email')
    return link.email || link.url ? { kind: 'external', href: `mailto:${(link.email ?? link.url ?? '').replace(/^mailto:/, '')}` } : undefined;
  if (link.linktype === 'asset' && link.url) return { kind: 'external', href: link.url };
  const href = cmsLinkHref(link).trim();
  if (href === '' || (link.linktype === 'story' && href === '/')) return undefined;
  const kind = cmsLinkKind(link);
  if (kind === 'external') return { kind: 'external', href: href.startsWith('www') ? `https://${href}` : href };
  if (kind === 'story') return { kind: 'internal', to: storyPath(href.replace(/^\/+/, '')) ?? href };
  return { kind: 'internal', to: href.startsWith('/') ? href : `/${href}` };
}

/** A rich-text link mark: href with its linktype ('story' hrefs are full slugs). */
export function markTarget(
  attrs: { readonly href?: string; readonly linktype?: string; readonly story?: { readonly full_slug?: string } } | undefined,
): LinkTarget | undefined {
  if (attrs?.href === undefined || attrs.href === '') return undefined;
  if (isExternalHref(attrs.href)) return linkTarget({ linktype: 'url', url: attrs.href });
  return linkTarget({
    linktype: attrs.linktype === 'story' ? 'story' : 'url',
    url: attrs.href,
    cached_url: attrs.href,
    ...(attrs.story ? { story: attrs.story } : {}),
  });
}
