import { type CmsStory } from '../../domain/content/content-types';
import { type ProductCardView } from '../../application/catalog/product-card-presenter';

/** A CMS block as the story holds it: a component name and its fields (plain JSON). */
export interface CmsBlock {
  readonly component: string;
  readonly _uid?: string;
  readonly [field: string]: unknown;
}

/** A blog article card (catalogue spec §3 blog article: title, cardImage, cardLink.url). */
export interface BlogCard {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly image?: { readonly src: string; readonly alt: string; readonly width?: number; readonly height?: number };
  /** ISO date of first publication. */
  readonly publishedAt?: string;
}

/** Data the blocks need beyond the story, loaded with the page: products per carousel and articles per blog block. */
export interface BlockData {
  readonly carousels: Readonly<Record<string, readonly ProductCardView[]>>;
  readonly blogs: Readonly<Record<string, readonly BlogCard[]>>;
}

/** What a CMS screen renders: the story's content and the data of its blocks. */
export interface StoryView {
  readonly id: string;
  readonly fullSlug: string;
  readonly name: string;
  readonly content: CmsBlock;
  readonly firstPublishedAt?: string;
  readonly blockData: BlockData;
}

export const isBlock = (value: unknown): value is CmsBlock => typeof value === 'object' && value !== null && typeof (value as CmsBlock).component === 'string';

/** The blocks of a field (body, items …); anything that is not a block is dropped. */
export const blocksOf = (value: unknown): readonly CmsBlock[] => (Array.isArray(value) ? value.filter(isBlock) : []);

/** A block's key: its CMS uid, else its place. */
export const blockKey = (block: CmsBlock, index: number): string => block._uid ?? `${block.component}-${String(index)}`;

export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Every block of a story, depth first (nested blocks of columns, tiles …). */
export function allBlocks(root: CmsBlock): CmsBlock[] {
  const out: CmsBlock[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (isBlock(value)) {
      out.push(value);
      for (const field of Object.values(value)) if (typeof field === 'object' && field !== null) walk(field);
    }
  };
  walk(root.body);
  return out;
}

export function toStoryView(story: CmsStory, blockData: BlockData): StoryView {
  return {
    id: String(story.id),
    fullSlug: story.full_slug,
    name: story.name ?? '',
    content: story.content as CmsBlock,
    ...(story.first_published_at ? { firstPublishedAt: story.first_published_at } : {}),
    blockData,
  };
}

/** The story's SEO fields (the seo_metatags plugin): title and description. */
export function seoOf(content: CmsBlock): { title?: string; description?: string } {
  const seo = typeof content.seo === 'object' && content.seo !== null ? (content.seo as Record<string, unknown>) : {};
  const title = text(seo['title']).trim();
  const description = text(seo['description']).trim();
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}
