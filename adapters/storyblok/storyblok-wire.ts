import * as z from 'zod/mini';

/** A Storyblok multilink field (wire-reference §3). */
export const linkWire = z.object({
  linktype: z.optional(z.string()),
  url: z.optional(z.string()),
  cached_url: z.optional(z.string()),
  story: z.optional(z.object({ full_slug: z.optional(z.string()) })),
});

const titledLinkWire = z.object({ title: z.string(), link: z.optional(linkWire) });

const menuItemWire = z.object({
  title: z.string(),
  link: z.optional(linkWire),
  columns: z.optional(z.array(z.object({ title: z.string(), link: z.optional(linkWire), links: z.optional(z.array(titledLinkWire)) }))),
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
      header: related(z.object({ contactLink: z.optional(z.array(titledLinkWire)) })),
      menu: related(z.object({ items: z.array(menuItemWire) })),
      uspBar: related(z.object({ messages: z.array(uspWire) })),
    }),
  }),
});

/** The content extension's envelope `{ code, result }` around a story. */
export const cmsEnvelopeWire = z.object({ code: z.number(), result: z.unknown() });

export type LinkWire = z.infer<typeof linkWire>;
export type ThemeStoryWire = z.infer<typeof themeStoryWire>;
