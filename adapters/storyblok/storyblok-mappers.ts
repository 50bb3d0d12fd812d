import { cmsLinkHref, cmsLinkKind } from '../../domain/content/cms-link';
import { isStoreCode, withStorePrefix } from '../../domain/store-view/store-views';
import { type ThemeConfig, type ThemeLink } from '../../domain/theme/theme-config';
import type { BlogList, CmsStory } from '../../domain/content/content-types';
import { type BlogListWire, type LinkWire, type StoryWire, type ThemeStoryWire } from './storyblok-wire';

/**
 * The shop path of a CMS link. Story links point at a full slug in a store folder ('en/customer-service'), which
 * becomes that store view's path ('/en/customer-service/'); URL links are used as they are.
 */
export function linkPath(link: LinkWire | undefined): string {
  if (!link) return '';
  const href = cmsLinkHref(link);
  if (cmsLinkKind(link) !== 'story') return href;
  const [folder = '', ...rest] = href.replace(/^\/+/, '').split('/');
  const page = rest.join('/');
  const path = page === '' || page === 'home' ? '/' : `/${page}/`;
  return isStoreCode(folder) ? withStorePrefix(folder, path) : `/${href.replace(/^\/+/, '')}`;
}

const themeLink = (label: string, link: LinkWire | undefined): ThemeLink => ({ label, url: linkPath(link) });

/** Maps the resolved theme story to what the header, menu and USP bar show; links without a target are dropped. */
export function toThemeConfig(wire: ThemeStoryWire): ThemeConfig {
  const { header, menu, uspBar } = wire.story.content;
  const contact = header.content.contactLink?.[0];
  return {
    ...(contact ? { contactLink: themeLink(contact.title, contact.link) } : {}),
    menu: menu.content.items.map((item) => ({
      ...themeLink(item.title, item.link),
      children: (item.columns ?? []).map((column) => themeLink(column.title, column.link)).filter((l) => l.url !== ''),
    })).filter((item) => item.url !== ''),
    usps: uspBar.content.messages.map((usp) => {
      const url = linkPath(usp.link);
      return { bold: usp.bold, normal: usp.normal, ...(url === '' ? {} : { url }) };
    }),
  };
}

/** A story for the pages; its content bloks go through as the CMS sent them (the UI renders them by component). */
export function toCmsStory(wire: StoryWire): CmsStory {
  return {
    id: wire.id,
    full_slug: wire.full_slug,
    content: wire.content,
    ...(wire.uuid === undefined ? {} : { uuid: wire.uuid }),
    ...(wire.name === undefined ? {} : { name: wire.name }),
    ...(wire.slug === undefined ? {} : { slug: wire.slug }),
    ...(wire.alternates === undefined ? {} : { alternates: wire.alternates }),
    ...(wire.published_at === undefined ? {} : { published_at: wire.published_at }),
    ...(wire.first_published_at === undefined ? {} : { first_published_at: wire.first_published_at }),
  };
}

export function toBlogList(wire: BlogListWire): BlogList {
  return {
    total: wire.total,
    stories: wire.stories.map((s) => ({
      id: s.id,
      full_slug: s.full_slug,
      first_published_at: s.first_published_at ?? null,
      content: {
        title: s.content.title,
        ...(s.content.cardImage ? { cardImage: s.content.cardImage } : {}),
        ...(s.content.cardLink ? { cardLink: s.content.cardLink } : {}),
      },
    })),
  };
}
