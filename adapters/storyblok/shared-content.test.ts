import { describe, expect, it, vi } from 'vitest';
import { type ContentPort } from '../../application/ports/content-port';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { SharedAnswers } from '../memory/shared-answers';
import { SharedContent, latestSharedTheme } from './shared-content';

const themeNumbered = (n: number) => ({ usps: [{ text: `theme ${n}` }] }) as unknown as ThemeConfig;

function cms() {
  return {
    theme: vi.fn(() => Promise.resolve(themeNumbered(7))),
    story: vi.fn((store: string, slug: string) => Promise.resolve({ slug: `${store}/${slug}` })),
    storyByUuid: vi.fn((uuid: string) => Promise.resolve({ uuid })),
    blogList: vi.fn((store: string, query: { offset: number }) => Promise.resolve({ stories: [], total: query.offset, store })),
    validateEditor: vi.fn(() => Promise.resolve('preview-token')),
    draftStory: vi.fn((id: string) => Promise.resolve({ draft: id })),
  };
}

describe('SharedContent', () => {
  it('shares the published theme, stories and blog lists between the renders of a generation', async () => {
    const inner = cms();
    const answers = new SharedAnswers(() => 0);
    const first = new SharedContent(inner as unknown as ContentPort, answers, 3);
    const second = new SharedContent(inner as unknown as ContentPort, answers, 3);
    expect(await first.theme('nl')).toBe(await second.theme('nl'));
    expect(await latestSharedTheme(answers, 'nl')).toBe(await first.theme('nl'));
    expect(await first.story('nl', 'home')).toBe(await second.story('nl', 'home'));
    expect(await first.storyByUuid('u-1')).toBe(await second.storyByUuid('u-1'));
    expect(await first.blogList('nl', { slug: 'blog', size: 8, offset: 8 })).toBe(await second.blogList('nl', { slug: 'blog', size: 8, offset: 8 }));
    for (const call of [inner.theme, inner.story, inner.storyByUuid, inner.blogList]) expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps store views, slugs and blog pages apart', async () => {
    const inner = cms();
    const content = new SharedContent(inner as unknown as ContentPort, new SharedAnswers(() => 0), 1);
    expect(await content.story('de', 'home')).toEqual({ slug: 'de/home' });
    expect(await content.story('nl', 'home')).toEqual({ slug: 'nl/home' });
    expect(await content.story('nl', 'over-ons')).toEqual({ slug: 'nl/over-ons' });
    expect(await content.blogList('nl', { slug: 'blog', size: 8, offset: 0 })).toMatchObject({ total: 0 });
    expect(await content.blogList('nl', { slug: 'blog', size: 8, offset: 8 })).toMatchObject({ total: 8 });
    expect(inner.story).toHaveBeenCalledTimes(3);
    expect(inner.blogList).toHaveBeenCalledTimes(2);
  });

  it('never shares the editor’s calls: validation and drafts go to the CMS every time', async () => {
    const inner = cms();
    const content = new SharedContent(inner as unknown as ContentPort, new SharedAnswers(() => 0), 1);
    const query = { spaceId: '1', timestamp: '2', token: 't' };
    await content.validateEditor(query);
    await content.validateEditor(query);
    await content.draftStory('home', 'preview-token');
    await content.draftStory('home', 'preview-token');
    expect(inner.validateEditor).toHaveBeenCalledTimes(2);
    expect(inner.draftStory).toHaveBeenCalledTimes(2);
  });
});
