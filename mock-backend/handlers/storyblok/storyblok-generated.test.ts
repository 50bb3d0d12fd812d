import { describe, expect, it } from 'vitest';
import { ORIGIN, serve, smallFixtures, testContext } from '../../../testing/mock-backend/content-support';
import { THEME_RELATIONS, storyblokHandlers } from './storyblok';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => storyblokHandlers(ctx));

const token = fixtures.stories.space.publicToken;

describe('Storyblok over the generated fixtures', () => {
  it.each(['nl', 'en', 'de'])('serves the %s theme with header, footer, menu, uspBar and search resolved', async (store) => {
    const cms = await (await fetch(`${ORIGIN}/api/ext/cms/story/${store}/config/theme`, { headers: { 'x-vs-store-code': store } })).json();
    const cdn = await (
      await fetch(`${ORIGIN}/v2/cdn/stories/${store}/config/theme?token=${token}&version=published&resolve_relations=${THEME_RELATIONS.join(',')}`)
    ).json();
    for (const body of [cms.result, cdn]) {
      for (const field of ['header', 'footer', 'menu', 'uspBar', 'search']) {
        expect(body.story.content[field].full_slug.startsWith(`${store}/config/`)).toBe(true);
      }
    }
    expect(cdn.rels).toHaveLength(5);
  });

  it('lists the blog of each store, 8 a page', async () => {
    const body = await (await fetch(`${ORIGIN}/api/ext/cms/blog-posts?storeCode=en&slug=blog&size=8&offset=0`)).json();
    expect(body.result.stories).toHaveLength(8);
    expect(body.result.total).toBeGreaterThan(8);
    for (const s of body.result.stories) expect(s.full_slug.startsWith('en/blog/')).toBe(true);
  });

  it('serves the home page and the blog folder page', async () => {
    expect((await fetch(`${ORIGIN}/v2/cdn/stories/nl/home?token=${token}`)).status).toBe(200);
    expect((await fetch(`${ORIGIN}/api/ext/cms/story/de/blog`)).status).toBe(200);
  });
});
