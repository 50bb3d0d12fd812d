import { cmsLinkHref, cmsLinkKind } from '../../domain/content/cms-link';
import { isStoreCode, withStorePrefix } from '../../domain/store-view/store-views';
import { type FooterConfig, type MenuItem, type ThemeConfig, type ThemeLink } from '../../domain/theme/theme-config';
import type { BlogList, CmsStory } from '../../domain/content/content-types';
import { type BlogListWire, type FooterWire, type LinkWire, type MenuItemWire, type StoryWire, type ThemeStoryWire } from './storyblok-wire';

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

const hasUrl = (link: { readonly url: string }) => link.url !== '';

function toMenuItem(item: MenuItemWire): MenuItem {
  const columns = (item.columns ?? []).map((column) => ({
    ...themeLink(column.title, column.link),
    links: (column.links ?? []).map((l) => themeLink(l.title, l.link)).filter(hasUrl),
  }));
  const promo = item.promo?.[0];
  const image = promo?.image?.filename ? { src: promo.image.filename, alt: promo.image.alt ?? '' } : undefined;
  return {
    ...themeLink(item.title, item.link),
    children: columns.filter(hasUrl).map(({ label, url }) => ({ label, url })),
    clickable: item.clickable ?? true,
    columns: columns.filter((column) => hasUrl(column) || column.links.length > 0),
    ...(promo
      ? {
          promo: {
            title: promo.title,
            url: linkPath(promo.link),
            buttonText: promo.button_text ?? '',
            ...(image ? { image } : {}),
            ...(promo.video ? { video: promo.video } : {}),
          },
        }
      : {}),
  };
}

function toFooter(wire: FooterWire): FooterConfig {
  const newsletter = wire.newsletter?.[0];
  return {
    socialLinks: (wire.socialLinks ?? []).map((s) => ({ platform: s.platform, url: linkPath(s.link) })).filter(hasUrl),
    ...(newsletter
      ? { newsletter: { title: newsletter.title, text: newsletter.text, placeholder: newsletter.placeholder, buttonText: newsletter.button_text } }
      : {}),
    navigation: (wire.navigation ?? []).map((group) => ({ title: group.title, links: group.links.map((l) => themeLink(l.title, l.link)).filter(hasUrl) })),
    copyright: (wire.copyright ?? [])
      .map((item) => {
        const url = linkPath(item.link);
        return { label: item.text ?? item.title ?? '', ...(url === '' ? {} : { url }) };
      })
      .filter((item) => item.label !== ''),
    paymentIcons: (wire.paymentIcons ?? []).map((icon) => icon.name),
  };
}

/**
 * Maps the resolved theme story to what the header, menus, footer and USP bar show; links without a target are
 * dropped. The desktop menu is the header's (it carries the promo tiles); the mobile menu is the menu story's.
 */
export function toThemeConfig(wire: ThemeStoryWire): ThemeConfig {
  const { header, menu, uspBar, footer } = wire.story.content;
  const contact = header.content.contactLink?.[0];
  const mobileItems = menu.content.items.map(toMenuItem).filter(hasUrl);
  return {
    ...(contact ? { contactLink: themeLink(contact.title, contact.link) } : {}),
    menu: header.content.menu ? header.content.menu.map(toMenuItem).filter(hasUrl) : mobileItems,
    mobileMenu: { items: mobileItems, footerLinks: (menu.content.footerLinks ?? []).map((l) => themeLink(l.title, l.link)).filter(hasUrl) },
    ...(footer !== undefined && typeof footer !== 'string' ? { footer: toFooter(footer.content) } : {}),
    usps: uspBar.content.messages.map((usp) => {
      const url = linkPath(usp.link);
      return { bold: usp.bold, normal: usp.normal, ...(url === '' ? {} : { url }) };
    }),
    ...(uspBar.content.disableAnimationOnDesktop === undefined ? {} : { uspAnimationOffOnDesktop: uspBar.content.disableAnimationOnDesktop }),
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
