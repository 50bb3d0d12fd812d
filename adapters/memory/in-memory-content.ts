import { injectable } from 'inversify';
import type { BlogListQuery, ContentPort, PreviewQuery } from '../../application/ports/content-port';
import { PortError } from '../../application/ports/port-error';
import type { BlogArticle, BlogList, CmsStory } from '../../domain/content/content-types';
import type { StoreCode } from '../../domain/store-view/store-view';
import type { ThemeConfig } from '../../domain/theme/theme-config';

export interface ContentSeed {
  /** Published stories. */
  readonly stories?: readonly CmsStory[];
  /** Draft stories (and drafts of published ones), served with the preview token only. */
  readonly drafts?: readonly CmsStory[];
  readonly themes?: Partial<Record<StoreCode, ThemeConfig>>;
  /** The preview token, and the editor token that validates to it. */
  readonly previewToken?: string;
  readonly editorToken?: string;
}

const notFound = (what: string) => new PortError('not-found', `No story found for ${what}`, { status: 404 });

const toArticle = (story: CmsStory): BlogArticle => ({
  id: story.id,
  full_slug: story.full_slug,
  first_published_at: story.first_published_at ?? null,
  content: { title: typeof story.content.title === 'string' ? story.content.title : (story.name ?? story.full_slug) },
});

const page = (id: number, fullSlug: string, extra: Partial<CmsStory> = {}): CmsStory => ({
  id,
  uuid: `uuid-${String(id)}`,
  full_slug: fullSlug,
  content: { component: 'page', title: fullSlug },
  ...extra,
});

/** A small English site: home, about us, a blog of 10 articles, and a draft. */
export const demoContent: ContentSeed = {
  stories: [
    page(1, 'en/home'),
    page(2, 'en/about-us'),
    page(3, 'en/blog/'),
    ...Array.from({ length: 10 }, (_, i) => page(10 + i, `en/blog/article-${String(i)}`, { first_published_at: `2026-10-${String(10 + i)}T10:00:00.000Z` })),
  ],
  drafts: [page(99, 'en/new-collection')],
  previewToken: 'preview-token',
  editorToken: 'editor-token',
};

/** ContentPort in memory: stories by full slug, themes per store, one preview token. */
@injectable()
export class InMemoryContent implements ContentPort {
  private failure: PortError | undefined;

  constructor(private readonly seed: ContentSeed = {}) {}

  /** Makes every later call throw this error (a test's outage); undefined heals it. */
  fail(error: PortError | undefined): void {
    this.failure = error;
  }

  async theme(storeCode: StoreCode): Promise<ThemeConfig> {
    this.check();
    return this.seed.themes?.[storeCode] ?? { menu: [], usps: [] };
  }

  async story(storeCode: StoreCode, fullSlug: string): Promise<CmsStory> {
    this.check();
    const slug = fullSlug.replace(/^\/+|\/+$/g, '');
    const candidates = [slug === '' ? `${storeCode}/home` : slug, `${storeCode}/${slug}`, `${slug}/home`];
    const found = candidates.map((s) => this.published().find((story) => story.full_slug === s)).find((s) => s !== undefined);
    if (found === undefined) throw notFound(`slug '${fullSlug}'`);
    return found;
  }

  async storyByUuid(uuid: string): Promise<CmsStory | undefined> {
    this.check();
    return this.published().find((s) => s.uuid === uuid);
  }

  async blogList(storeCode: StoreCode, query: BlogListQuery): Promise<BlogList> {
    this.check();
    const slug = query.slug.replace(/^\/+|\/+$/g, '');
    const folder = `${slug.startsWith(`${storeCode}/`) ? slug : `${storeCode}/${slug}`}/`;
    const articles = this.published()
      .filter((s) => s.full_slug.startsWith(folder) && s.full_slug !== folder)
      .sort((a, b) => (b.first_published_at ?? '').localeCompare(a.first_published_at ?? ''));
    return { stories: articles.slice(query.offset, query.offset + query.size).map(toArticle), total: articles.length };
  }

  async validateEditor(query: PreviewQuery): Promise<string> {
    this.check();
    if (this.seed.previewToken === undefined || query.token !== this.seed.editorToken) throw new PortError('rejected', 'Unauthorized editor', { status: 403 });
    return this.seed.previewToken;
  }

  async draftStory(idOrSlug: string, previewToken: string): Promise<CmsStory> {
    this.check();
    if (this.seed.previewToken === undefined || previewToken !== this.seed.previewToken) throw new PortError('not-authorized', 'Unauthorized', { status: 401 });
    const all = [...(this.seed.drafts ?? []), ...this.published()];
    const found = all.find((s) => String(s.id) === idOrSlug || s.full_slug === idOrSlug.replace(/^\/+/, ''));
    if (found === undefined) throw notFound(`id or slug '${idOrSlug}'`);
    return found;
  }

  private published(): readonly CmsStory[] {
    return this.seed.stories ?? [];
  }

  private check(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}
