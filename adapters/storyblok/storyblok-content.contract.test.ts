import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentContract } from '../../testing/contracts/content.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { hangingFetch, mockApiConfig } from '../../testing/mock-api-config';
import { StoryblokContent } from './storyblok-content';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

/** An editor link as Storyblok signs it: sha1(space_id:previewToken:timestamp) (wire-reference §3). */
function editorLink(timestamp = Math.floor(mock.ctx.clock().getTime() / 1000)) {
  const { id, previewToken } = mock.ctx.fixtures.stories.space;
  const token = createHash('sha1')
    .update(`${String(id)}:${previewToken}:${String(timestamp)}`)
    .digest('hex');
  return { storyId: '200047', spaceId: String(id), timestamp: String(timestamp), token };
}

contentContract('StoryblokContent over the mock backend', () => {
  const draft = mock.ctx.fixtures.stories.draft.find((s) => s.full_slug === 'en/new-collection');
  if (draft === undefined) throw new Error('fixture draft missing');
  return {
    content: new StoryblokContent(mockApiConfig()),
    storeCode: 'en',
    pageSlug: 'en/about-us',
    blogSlug: 'blog',
    draft: { id: String(draft.id), fullSlug: draft.full_slug },
    editorLink: editorLink(),
    previewToken: mock.ctx.fixtures.stories.space.previewToken,
  };
});

describe('StoryblokContent stories, blog and preview on the wire', () => {
  const content = new StoryblokContent(mockApiConfig());

  it('refuses an editor link older than an hour', async () => {
    const old = editorLink(Math.floor(mock.ctx.clock().getTime() / 1000) - 3700);
    expect((await failure(content.validateEditor(old))).kind).toBe('rejected');
  });

  it('blog articles carry their card title, image and link', async () => {
    const list = await content.blogList('nl', { slug: '/blog', size: 8, offset: 0 });
    expect(list.stories[0]?.content.title).not.toBe('');
    expect(list.stories[0]?.content.cardImage?.filename).toMatch(/^\/img\//);
    expect(list.stories[0]?.full_slug).toMatch(/^nl\/blog\//);
  });

  it.each([
    ['an outage', { pattern: 'cms/*', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'cms/*', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'cms/*', malformed: 'shape' as const }, 'invalid-response'],
    ['a non-JSON body', { pattern: 'cms/*', malformed: 'json' as const }, 'invalid-response'],
  ])('story and blog list: %s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    expect((await failure(content.story('nl', 'nl/home'))).kind).toBe(kind);
    expect((await failure(content.blogList('nl', { slug: 'blog', size: 8, offset: 0 }))).kind).toBe(kind);
  });

  it('names the wrong shape and the bad content type with the spec texts', async () => {
    mock.ctx.faults.set([{ pattern: 'cms/*', malformed: 'shape' }]);
    expect((await failure(content.story('nl', 'nl/home'))).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'stories/*', contentType: 'html' }]);
    expect((await failure(content.draftStory('nl/home', mock.ctx.fixtures.stories.space.previewToken))).message).toBe(badContentTypeMessage);
  });

  it('gives up after the 5000 ms client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(new StoryblokContent(mockApiConfig(hangingFetch)).story('nl', 'nl/home'));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).kind).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });
});
