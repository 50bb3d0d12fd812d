import * as z from 'zod/mini';

/** A Storyblok multilink field (wire-reference §3). */
export const linkWire = z.object({
  linktype: z.optional(z.string()),
  url: z.optional(z.string()),
  cached_url: z.optional(z.string()),
  story: z.optional(z.object({ full_slug: z.optional(z.string()) })),
});

const titledLinkWire = z.object({ title: z.string(), link: z.optional(linkWire) });

const assetWire = z.object({ filename: z.optional(z.nullable(z.string())), alt: z.optional(z.nullable(z.string())) });

const menuItemWire = z.object({
  title: z.string(),
  link: z.optional(linkWire),
  clickable: z.optional(z.boolean()),
  columns: z.optional(z.array(z.object({ title: z.string(), link: z.optional(linkWire), links: z.optional(z.array(titledLinkWire)) }))),
  promo: z.optional(
    z.array(
      z.object({
        title: z.string(),
        link: z.optional(linkWire),
        button_text: z.optional(z.string()),
        image: z.optional(z.nullable(assetWire)),
        video: z.optional(z.string()),
      }),
    ),
  ),
});

const footerWire = z.object({
  socialLinks: z.optional(z.array(z.object({ platform: z.string(), link: z.optional(linkWire) }))),
  newsletter: z.optional(z.array(z.object({ title: z.string(), text: z.string(), placeholder: z.string(), button_text: z.string() }))),
  navigation: z.optional(z.array(z.object({ title: z.string(), links: z.array(titledLinkWire) }))),
  copyright: z.optional(z.array(z.object({ text: z.optional(z.string()), title: z.optional(z.string()), link: z.optional(linkWire) }))),
  paymentIcons: z.optional(z.array(z.object({ name: z.string() }))),
});

const uspWire = z.object({ bold: z.string(), normal: z.string(), link: z.optional(linkWire) });

/** A related story as `resolve_relations` inlines it: the story object with its content. */
const related = <T extends z.ZodMiniType>(content: T) => z.object({ content });

/** The theme story with header, menu and USP bar resolved (catalogue spec §7: resolve_relations for the theme). */
export const themeStoryWire = z.object({
  story: z.object({
    full_slug: z.string(),
    content: z.object({
      component: z.literal('theme'),
      header: related(z.object({ contactLink: z.optional(z.array(titledLinkWire)), menu: z.optional(z.array(menuItemWire)) })),
      menu: related(z.object({ items: z.array(menuItemWire), footerLinks: z.optional(z.array(titledLinkWire)) })),
      uspBar: related(z.object({ messages: z.array(uspWire), disableAnimationOnDesktop: z.optional(z.boolean()) })),
      // An unresolved footer (its uuid) leaves the shop without a CMS footer rather than without a theme.
      footer: z.optional(z.union([related(footerWire), z.string()])),
    }),
  }),
});

/** The content extension's envelope `{ code, result }` around a story. */
export const cmsEnvelopeWire = z.object({ code: z.number(), result: z.unknown() });

export type LinkWire = z.infer<typeof linkWire>;
export type ThemeStoryWire = z.infer<typeof themeStoryWire>;
export type MenuItemWire = z.infer<typeof menuItemWire>;
export type FooterWire = z.infer<typeof footerWire>;

/** A story as the content endpoint and the CDN send it (wire-reference §3); the content bloks are kept as they are. */
export const storyWire = z.object({
  id: z.union([z.number(), z.string()]),
  uuid: z.optional(z.string()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  full_slug: z.string(),
  content: z.looseObject({ component: z.string() }),
  alternates: z.optional(z.array(z.object({ full_slug: z.string() }))),
  published_at: z.optional(z.nullable(z.string())),
  first_published_at: z.optional(z.nullable(z.string())),
});

/** `{ story }`: the content endpoint's `result` and the CDN's single-story answer. */
export const singleStoryWire = z.object({ story: storyWire });

/** `{ stories }`: the CDN's list shape, also the answer of `{cms}/get-by-uuid`. */
export const storyListWire = z.object({ stories: z.array(storyWire) });

/** A blog article card (catalogue spec §3). */
export const blogArticleWire = z.object({
  id: z.union([z.number(), z.string()]),
  full_slug: z.string(),
  first_published_at: z.optional(z.nullable(z.string())),
  content: z.object({
    title: z.string(),
    cardImage: z.optional(z.nullable(z.object({ filename: z.string(), alt: z.optional(z.nullable(z.string())), focus: z.optional(z.nullable(z.string())) }))),
    cardLink: z.optional(z.nullable(z.object({ url: z.string() }))),
  }),
});

/** `{cms}/blog-posts` result. */
export const blogListWire = z.object({ stories: z.array(blogArticleWire), total: z.number() });

/** `{cms}/validate-editor` result. */
export const previewTokenWire = z.object({ previewToken: z.string().check(z.minLength(1)) });

export type StoryWire = z.infer<typeof storyWire>;
export type BlogListWire = z.infer<typeof blogListWire>;
