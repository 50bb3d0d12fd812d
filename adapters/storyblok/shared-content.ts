import { type BlogListQuery, type ContentPort, type PreviewQuery } from '../../application/ports/content-port';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { type SharedAnswers } from '../memory/shared-answers';

const sharedThemeKey = (storeCode: StoreCode): string => `theme:${storeCode}`;

/** The theme last shared for a store view, whatever its generation and age: the theme file a page names (theme-asset.ts). */
export const latestSharedTheme = (answers: SharedAnswers, storeCode: StoreCode): Promise<ThemeConfig> | undefined =>
  answers.latest<ThemeConfig>(sharedThemeKey(storeCode));

/**
 * A ContentPort whose published content is what the renders of this purge generation share: the theme (header,
 * menus, footer, USP bar: the same 40 kB for every page of a store view), stories and blog lists. The editor's calls
 * (validate, draft) go to `inner` every time: preview pages are never cached and never share.
 */
export class SharedContent implements ContentPort {
  constructor(
    private readonly inner: ContentPort,
    private readonly shared: SharedAnswers,
    private readonly generation: number,
  ) {}

  theme(storeCode: StoreCode): Promise<ThemeConfig> {
    return this.shared.answer(sharedThemeKey(storeCode), this.generation, () => this.inner.theme(storeCode));
  }

  story(storeCode: StoreCode, fullSlug: string) {
    return this.shared.answer(`story:${storeCode}:${fullSlug}`, this.generation, () => this.inner.story(storeCode, fullSlug));
  }

  storyByUuid(uuid: string) {
    return this.shared.answer(`story-uuid:${uuid}`, this.generation, () => this.inner.storyByUuid(uuid));
  }

  blogList(storeCode: StoreCode, query: BlogListQuery) {
    const key = `blog:${storeCode}:${query.slug}:${String(query.size)}:${String(query.offset)}`;
    return this.shared.answer(key, this.generation, () => this.inner.blogList(storeCode, query));
  }

  validateEditor(query: PreviewQuery) {
    return this.inner.validateEditor(query);
  }

  draftStory(idOrSlug: string, previewToken: string, release?: string) {
    return this.inner.draftStory(idOrSlug, previewToken, release);
  }
}
