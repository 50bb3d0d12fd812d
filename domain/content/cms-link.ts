/** A CMS link block as the CMS sends it. */
export interface CmsLink {
  readonly linktype?: 'story' | 'url' | (string & {});
  readonly url?: string;
  readonly cached_url?: string;
  readonly story?: { readonly full_slug?: string };
}

export type CmsLinkKind = 'story' | 'url' | 'external';

/** External links start with http, www or // (catalogue spec §2). */
export const isExternalHref = (href: string): boolean => /^(http|www|\/\/)/i.test(href.trim());

/** The href of a link block: the story's slug for story links, else the URL. */
export function cmsLinkHref(link: CmsLink): string {
  if (link.linktype === 'story') {
    const slug = link.story?.full_slug ?? link.cached_url ?? '';
    return slug.startsWith('/') ? slug : `/${slug}`;
  }
  return link.url ?? link.cached_url ?? '';
}

/**
 * A CMS link block distinguishes story, url and external links; external ones open in a new tab with no-opener,
 * internal ones use the router (catalogue spec §2).
 */
export function cmsLinkKind(link: CmsLink): CmsLinkKind {
  if (link.linktype === 'story') return 'story';
  return isExternalHref(cmsLinkHref(link)) ? 'external' : 'url';
}
