import type { BlogList, CmsStory } from '../../domain/content/content-types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';

export const ContentPort = Symbol.for('ContentPort');

/** The visual editor's preview parameters (catalogue spec §2 "CMS preview"; wire-reference §3). */
export interface PreviewQuery {
  /** `_storyblok`: the id of the story in the editor. */
  readonly storyId?: string;
  /** `_storyblok_tk[space_id]`, `[timestamp]` (seconds) and `[token]`. */
  readonly spaceId: string;
  readonly timestamp: string;
  readonly token: string;
  /** `_storyblok_release`. */
  readonly release?: string;
}

/** One page of a blog folder (catalogue spec §7 blog list): 8 a page from an offset. */
export interface BlogListQuery {
  readonly slug: string;
  readonly size: number;
  readonly offset: number;
}

/**
 * Content of the headless CMS. Throws PortError('unavailable') when the CMS cannot be reached,
 * PortError('not-found') for a story it does not have, PortError('rejected') for an editor link it refuses.
 */
export interface ContentPort {
  /** The theme config of a store view (header, menu, USP bar), with its relations resolved. */
  theme(storeCode: StoreCode): Promise<ThemeConfig>;
  /** A published story by full slug (`{cms}/story/{slug}`; an empty slug is the store's home). */
  story(storeCode: StoreCode, fullSlug: string): Promise<CmsStory>;
  /** A published story by uuid (`{cms}/get-by-uuid`, the first of the answer), undefined when none. */
  storyByUuid(uuid: string): Promise<CmsStory | undefined>;
  /** Published articles under `{store}/{slug}/`, newest first, and their total (`{cms}/blog-posts`). */
  blogList(storeCode: StoreCode, query: BlogListQuery): Promise<BlogList>;
  /** The preview token for a valid editor link (`{cms}/validate-editor`). */
  validateEditor(query: PreviewQuery): Promise<string>;
  /** The draft version of a story by id or full slug, from the CDN with the preview token. */
  draftStory(idOrSlug: string, previewToken: string, release?: string): Promise<CmsStory>;
}
