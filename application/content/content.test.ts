import { describe, expect, it } from 'vitest';
import { demoContent, InMemoryContent } from '../../adapters/memory/in-memory-content';
import { PortError } from '../ports/port-error';
import { ContentCache } from './content-cache';
import { LoadBlogArticle } from './load-blog-article';
import { LoadBlogList } from './load-blog-list';
import { LoadDraftStory } from './load-draft-story';
import { LoadStory } from './load-story';
import { ValidatePreview } from './validate-preview';

const world = () => {
  const content = new InMemoryContent(demoContent);
  const cache = new ContentCache();
  return { content, cache, loadStory: new LoadStory(content, cache), blog: new LoadBlogList(content, cache) };
};

describe('LoadStory (catalogue spec §2)', () => {
  it('maps the path to the full slug: home when empty, the store prefix with multistore', async () => {
    const w = world();
    expect(await w.loadStory.execute({ storeCode: 'en', path: '' })).toMatchObject({ ok: true, value: { full_slug: 'en/home' } });
    expect(await w.loadStory.execute({ storeCode: 'en', path: 'en' })).toMatchObject({ ok: true, value: { full_slug: 'en/home' } });
    expect(await w.loadStory.execute({ storeCode: 'en', path: '/about-us/' })).toMatchObject({ ok: true, value: { full_slug: 'en/about-us' } });
    expect(await w.loadStory.execute({ storeCode: 'en', uuid: 'uuid-2' })).toMatchObject({ ok: true, value: { full_slug: 'en/about-us' } });
  });

  it('answers from the cache once loaded, even when the CMS is down; misses are results', async () => {
    const w = world();
    await w.loadStory.execute({ storeCode: 'en', path: 'about-us' });
    w.content.fail(new PortError('unavailable', 'down'));
    expect(await w.loadStory.execute({ storeCode: 'en', path: 'about-us' })).toMatchObject({ ok: true, value: { full_slug: 'en/about-us' } });
    expect(await w.loadStory.execute({ storeCode: 'en', path: 'shipping' })).toEqual({ ok: false, error: { kind: 'unavailable' } });
    w.content.fail(undefined);
    expect(await w.loadStory.execute({ storeCode: 'en', path: 'no-such-page' })).toEqual({ ok: false, error: { kind: 'not-found' } });
    expect(await w.loadStory.execute({ storeCode: 'en', uuid: 'no-such-uuid' })).toEqual({ ok: false, error: { kind: 'not-found' } });
    w.cache.clear();
    w.content.fail(new PortError('unavailable', 'down'));
    expect((await w.loadStory.execute({ storeCode: 'en', path: 'about-us' })).ok).toBe(false);
  });
});

describe('LoadBlogList (catalogue spec §2, §7, §9: 8 a page, per store)', () => {
  it('pages by the page parameter with prev and next, newest first', async () => {
    const w = world();
    const first = await w.blog.execute({ storeCode: 'en', path: '/blog' });
    if (!first.ok) throw new Error('failed');
    expect(first.value).toMatchObject({ total: 10, page: 1, pageCount: 2, next: 2 });
    expect(first.value.prev).toBeUndefined();
    expect(first.value.articles).toHaveLength(8);
    expect(first.value.articles[0]?.full_slug).toBe('en/blog/article-9');
    const second = await w.blog.execute({ storeCode: 'en', path: '/blog', page: '2' });
    expect(second.ok && second.value.articles.map((a) => a.full_slug)).toEqual(['en/blog/article-1', 'en/blog/article-0']);
    expect(second.ok && second.value.prev).toBe(1);
    const bad = await w.blog.execute({ storeCode: 'en', page: 'x' });
    expect(bad.ok && bad.value.page).toBe(1);
  });

  it('caches per key and reports a failure as a result', async () => {
    const w = world();
    await w.blog.execute({ storeCode: 'en' });
    w.content.fail(new PortError('unavailable', 'down'));
    expect((await w.blog.execute({ storeCode: 'en' })).ok).toBe(true);
    expect(await w.blog.execute({ storeCode: 'en', page: 2 })).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('LoadBlogArticle loads one article by its path', async () => {
    const w = world();
    const article = await new LoadBlogArticle(w.loadStory).execute('en', '/blog/article-3');
    expect(article).toMatchObject({ ok: true, value: { full_slug: 'en/blog/article-3' } });
  });
});

describe('preview (catalogue spec §2 "CMS preview")', () => {
  const signed = { _storyblok: '99', '_storyblok_tk[space_id]': '1', '_storyblok_tk[timestamp]': '1700000000', '_storyblok_tk[token]': 'editor-token' };

  it('validates the editor link to a preview token, then serves the draft by id or path', async () => {
    const w = world();
    const valid = await new ValidatePreview(w.content).execute(signed);
    if (!valid.ok) throw new Error('refused');
    expect(valid.value.previewToken).toBe('preview-token');
    const drafts = new LoadDraftStory(w.content);
    expect(await drafts.execute({ id: '99' }, valid.value.previewToken)).toMatchObject({ ok: true, value: { full_slug: 'en/new-collection' } });
    expect(await drafts.execute({ storeCode: 'en', path: '/new-collection' }, valid.value.previewToken)).toMatchObject({ ok: true, value: { id: 99 } });
    expect(await drafts.execute({ id: '99' }, 'guess')).toEqual({ ok: false, error: { kind: 'not-authorized' } });
  });

  it('a bare _storyblok parameter or a forged token proves nothing', async () => {
    const w = world();
    const validate = new ValidatePreview(w.content);
    expect(await validate.execute({ _storyblok: '99' })).toEqual({ ok: false, error: { kind: 'invalid-preview' } });
    expect(await validate.execute({ ...signed, '_storyblok_tk[token]': 'forged' })).toEqual({ ok: false, error: { kind: 'invalid-preview' } });
    w.content.fail(new PortError('unavailable', 'down'));
    expect(await validate.execute(signed)).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});
