import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreCode } from '../../domain/store-view/store-view';
import type { ContentPort, PreviewQuery } from '../../application/ports/content-port';
import { failure } from './port-failure';

export interface ContentHarness {
  readonly content: ContentPort;
  readonly storeCode: StoreCode;
  /** A published page of that store, e.g. 'en/about-us'. */
  readonly pageSlug: string;
  /** The store's blog folder slug (without the store), holding more than 8 articles. */
  readonly blogSlug: string;
  /** A story that exists only as a draft: its id and full slug. */
  readonly draft: { readonly id: string; readonly fullSlug: string };
  /** An editor link the CMS accepts, and the preview token it validates to. */
  readonly editorLink: PreviewQuery;
  readonly previewToken: string;
}

/** What every ContentPort adapter does (catalogue spec §2 "CMS preview", §7 CMS and blog calls). */
export function contentContract(name: string, make: () => ContentHarness): void {
  describe(`ContentPort contract: ${name}`, () => {
    let h: ContentHarness;
    beforeEach(() => {
      h = make();
    });

    it('loads a published story by full slug, and by its uuid; an unknown slug is not-found', async () => {
      const story = await h.content.story(h.storeCode, h.pageSlug);
      expect(story.full_slug).toBe(h.pageSlug);
      expect(typeof story.content.component).toBe('string');
      if (story.uuid !== undefined) expect((await h.content.storyByUuid(story.uuid))?.full_slug).toBe(h.pageSlug);
      expect(await h.content.storyByUuid('00000000-0000-0000-0000-000000000000')).toBeUndefined();
      expect((await failure(h.content.story(h.storeCode, `${h.storeCode}/no-such-page`))).kind).toBe('not-found');
    });

    it('an empty slug is the store home', async () => {
      expect((await h.content.story(h.storeCode, '')).full_slug).toBe(`${h.storeCode}/home`);
    });

    it('pages the blog folder newest first, from an offset, with the total', async () => {
      const first = await h.content.blogList(h.storeCode, { slug: h.blogSlug, size: 8, offset: 0 });
      expect(first.stories).toHaveLength(8);
      expect(first.total).toBeGreaterThan(8);
      for (const article of first.stories) expect(article.full_slug.startsWith(`${h.storeCode}/${h.blogSlug}/`)).toBe(true);
      const dates = first.stories.map((a) => a.first_published_at ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      const second = await h.content.blogList(h.storeCode, { slug: h.blogSlug, size: 8, offset: 8 });
      expect(second.stories.map((a) => a.id)).not.toContain(first.stories[0]?.id);
      expect(second.total).toBe(first.total);
    });

    it('validates an editor link to the preview token and refuses a forged one', async () => {
      expect(await h.content.validateEditor(h.editorLink)).toBe(h.previewToken);
      expect((await failure(h.content.validateEditor({ ...h.editorLink, token: 'forged' }))).kind).toBe('rejected');
    });

    it('serves a draft story by id or slug with the preview token only', async () => {
      expect((await h.content.draftStory(h.draft.id, h.previewToken)).full_slug).toBe(h.draft.fullSlug);
      expect((await h.content.draftStory(h.draft.fullSlug, h.previewToken)).full_slug).toBe(h.draft.fullSlug);
      expect((await failure(h.content.draftStory(h.draft.id, 'not-a-preview-token'))).kind).toBe('not-authorized');
      expect((await failure(h.content.story(h.storeCode, h.draft.fullSlug))).kind).toBe('not-found');
    });
  });
}
