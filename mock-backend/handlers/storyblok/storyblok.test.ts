import { describe, expect, it } from 'vitest';
import type { FixtureSet, StoryblokStory } from '../../../fixtures/types';
import { sha1Hex } from '../shared/sha1';
import { ORIGIN, TEST_NOW, serve, testContext } from '../../../testing/mock-backend/content-support';
import { enableStoryblokRateLimits, storyblokHandlers } from './storyblok';

const SPACE = {
  id: 4711,
  name: 'Shop',
  domain: 'http://localhost/',
  version: 1763200000,
  language_codes: [],
  publicToken: 'pub-token',
  previewToken: 'preview-token',
};

let nextId = 100;
function story(full_slug: string, content: Record<string, unknown>, extra: Partial<StoryblokStory> = {}): StoryblokStory {
  const id = nextId++;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: full_slug.split('/').pop() ?? full_slug,
    slug: full_slug.split('/').pop() ?? full_slug,
    full_slug,
    lang: 'default',
    content: { _uid: `uid-${id}`, component: 'page', ...content },
    created_at: '2026-10-01T10:00:00.000Z',
    published_at: '2026-10-02T10:00:00.000Z',
    first_published_at: '2026-10-02T10:00:00.000Z',
    updated_at: '2026-10-02T10:00:00.000Z',
    sort_by_date: null,
    is_startpage: false,
    parent_id: 1,
    group_id: `g-${id}`,
    position: id,
    tag_list: [],
    meta_data: null,
    path: null,
    release_id: null,
    alternates: [],
    translated_slugs: null,
    default_full_slug: null,
    ...extra,
  };
}

const header = story('nl/config/header', { component: 'header', contact: 'Bel ons' });
const footer = story('nl/config/footer', { component: 'footer' });
const menu = story('nl/config/menu', { component: 'menu' });
const usp = story('nl/config/usp-bar', { component: 'uspBar' });
const searchCfg = story('nl/config/search', { component: 'search' });
const theme = story('nl/config/theme', {
  component: 'theme',
  header: header.uuid,
  footer: footer.uuid,
  menu: menu.uuid,
  uspBar: usp.uuid,
  search: searchCfg.uuid,
});
const home = story('nl/home', { title: 'Welkom', body: [{ _uid: 'b1', component: 'hero', title: 'Sale' }] });
const blogIndex = story('nl/blog/', { component: 'blog' }, { is_startpage: true });
const articles = [1, 2, 3].map((n) =>
  story(
    `nl/blog/artikel-${n}`,
    { component: 'blog-article', title: `Artikel ${n}` },
    { first_published_at: `2026-10-0${n}T10:00:00.000Z`, tag_list: n === 2 ? ['news'] : [] },
  ),
);
const about = story('nl/over-ons', {
  title: 'Over ons',
  body: [{ _uid: 'l1', component: 'button', link: { fieldtype: 'multilink', linktype: 'story', id: home.uuid, cached_url: 'nl/home' } }],
  footerLink: { fieldtype: 'multilink', linktype: 'url', id: '', url: 'https://example.com' },
});
const draftOnly = story('nl/geheim', { title: 'Nog niet live' }, { published_at: null, first_published_at: null });
const published = [header, footer, menu, usp, searchCfg, theme, home, blogIndex, ...articles, about];
const homeDraft = { ...home, content: { ...home.content, title: 'Welkom (concept)' } };
const draft = [...published.filter((s) => s !== home), homeDraft, draftOnly];

const fixtures = { stories: { space: SPACE, published, draft } } as unknown as FixtureSet;
const ctx = testContext(fixtures);
serve(() => storyblokHandlers(ctx));

const cdn = (path: string) => fetch(`${ORIGIN}/v2/cdn/${path}`);
const cms = (path: string, init?: RequestInit) => fetch(`${ORIGIN}/api/ext/cms/${path}`, init);

describe('Storyblok CDN v2', () => {
  it('serves a published story by full slug with cv, rels and links', async () => {
    const res = await cdn('stories/nl/home?token=pub-token&version=published&cv=1');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.story.content.title).toBe('Welkom');
    expect(body.cv).toBe(SPACE.version);
    expect(body.rels).toEqual([]);
    expect(body.links).toEqual([]);
    expect(body.story.content._editable).toBeUndefined();
  });

  it('resolves the theme relations inline and lists them in rels', async () => {
    const rels = 'theme.header,theme.footer,theme.menu,theme.uspBar,theme.search';
    const res = await cdn(`stories/nl/config/theme?token=pub-token&version=published&resolve_relations=${rels}`);
    const body = await res.json();
    expect(body.story.content.header.full_slug).toBe('nl/config/header');
    expect(body.story.content.uspBar.content.component).toBe('uspBar');
    expect(body.rels.map((s: StoryblokStory) => s.uuid).sort()).toEqual([header, footer, menu, usp, searchCfg].map((s) => s.uuid).sort());
  });

  it('keeps relation UUIDs when resolve_relations is not asked', async () => {
    const body = await (await cdn('stories/nl/config/theme?token=pub-token')).json();
    expect(body.story.content.header).toBe(header.uuid);
  });

  it('finds stories by id and by uuid', async () => {
    expect((await (await cdn(`stories/${home.id}?token=pub-token`)).json()).story.full_slug).toBe('nl/home');
    expect((await (await cdn(`stories/${home.uuid}?token=pub-token&find_by=uuid`)).json()).story.id).toBe(home.id);
  });

  it('answers 401 for a bad or missing token', async () => {
    expect((await cdn('stories/nl/home?token=nope')).status).toBe(401);
    const missing = await cdn('stories/nl/home');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Unauthorized' });
  });

  it('serves drafts only with the preview token', async () => {
    expect((await cdn('stories/nl/home?token=pub-token&version=draft')).status).toBe(401);
    const res = await cdn('stories/nl/home?token=preview-token&version=draft&from_release=0');
    const body = await res.json();
    expect(body.story.content.title).toBe('Welkom (concept)');
    expect(body.story.content._editable).toContain('#storyblok#');
    expect(body.story.content.body[0]._editable).toContain('"uid":"b1"');
  });

  it('answers 404 with the message array for a missing or unpublished story', async () => {
    const res = await cdn('stories/nl/geheim?token=preview-token');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(['This record could not be found']);
    expect((await cdn('stories/nl/geheim?token=preview-token&version=draft')).status).toBe(200);
  });

  it('answers 422 for an unknown version', async () => {
    expect((await cdn('stories/nl/home?token=pub-token&version=latest')).status).toBe(422);
  });

  it('lists stories with starts_with, paging and the Total and Per-Page headers', async () => {
    const res = await cdn('stories?token=pub-token&starts_with=nl/blog/&is_startpage=0&sort_by=first_published_at:desc&per_page=2&page=1');
    expect(res.headers.get('Total')).toBe('3');
    expect(res.headers.get('Per-Page')).toBe('2');
    const body = await res.json();
    expect(body.stories.map((s: StoryblokStory) => s.full_slug)).toEqual(['nl/blog/artikel-3', 'nl/blog/artikel-2']);
    const page2 = await (await cdn('stories?token=pub-token&starts_with=nl/blog/&is_startpage=0&sort_by=first_published_at:desc&per_page=2&page=2')).json();
    expect(page2.stories.map((s: StoryblokStory) => s.full_slug)).toEqual(['nl/blog/artikel-1']);
  });

  it('filters by by_slugs with wildcards, excluding_slugs, filter_query and with_tag', async () => {
    const slugs = async (q: string) => ((await (await cdn(`stories?token=pub-token&${q}`)).json()).stories as StoryblokStory[]).map((s) => s.full_slug).sort();
    expect(await slugs('by_slugs=nl/blog/*&excluding_slugs=nl/blog/artikel-1,nl/blog/')).toEqual(['nl/blog/artikel-2', 'nl/blog/artikel-3']);
    expect(await slugs('filter_query[component][in]=header,footer')).toEqual(['nl/config/footer', 'nl/config/header']);
    expect(await slugs('with_tag=news')).toEqual(['nl/blog/artikel-2']);
  });

  it('answers an empty list (not 404) when nothing matches, and caps per_page at 100', async () => {
    const res = await cdn('stories?token=pub-token&starts_with=fr/&per_page=500');
    expect(res.status).toBe(200);
    expect(res.headers.get('Per-Page')).toBe('100');
    expect((await res.json()).stories).toEqual([]);
  });

  it('answers 429 beyond the uncached rate limit when limits are on', async () => {
    enableStoryblokRateLimits(ctx);
    try {
      const statuses = [];
      for (let i = 0; i < 16; i++) statuses.push((await cdn('stories?token=preview-token&version=draft&per_page=50')).status);
      expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
      expect(statuses[15]).toBe(429);
    } finally {
      enableStoryblokRateLimits(ctx, false);
    }
  });

  it('answers GET links with a map by uuid, narrowed by starts_with; drafts only with the preview token', async () => {
    const res = await cdn('links?token=pub-token&starts_with=nl/blog/');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cv).toBe(SPACE.version);
    expect(Object.keys(body.links).sort()).toEqual([blogIndex, ...articles].map((s) => s.uuid).sort());
    expect(body.links[articles[0]!.uuid]).toEqual({
      id: articles[0]!.id,
      uuid: articles[0]!.uuid,
      slug: 'nl/blog/artikel-1',
      real_path: '/nl/blog/artikel-1',
      name: 'artikel-1',
      is_folder: false,
      parent_id: 1,
      published: true,
      position: articles[0]!.position,
      is_startpage: false,
    });
    const all = await (await cdn('links?token=pub-token')).json();
    expect(Object.keys(all.links)).toHaveLength(published.length);
    expect(Object.keys(all.links)).not.toContain(draftOnly.uuid);
    const drafts = await (await cdn('links?token=preview-token&version=draft')).json();
    expect(drafts.links[draftOnly.uuid]).toMatchObject({ slug: 'nl/geheim', published: false });
    expect((await cdn('links?token=pub-token&version=draft')).status).toBe(401);
    expect((await cdn('links')).status).toBe(401);
  });

  it('resolve_links=url lists the linked stories as links, =story as whole stories, and nothing without it', async () => {
    const asUrl = await (await cdn('stories/nl/over-ons?token=pub-token&resolve_links=url')).json();
    expect(asUrl.links).toEqual([
      {
        id: home.id,
        uuid: home.uuid,
        slug: 'nl/home',
        url: 'nl/home',
        name: 'home',
        is_folder: false,
        parent_id: 1,
        published: true,
        position: home.position,
        is_startpage: false,
      },
    ]);
    expect(asUrl.story.content.body[0].link.id).toBe(home.uuid);
    const asStory = await (await cdn('stories/nl/over-ons?token=pub-token&resolve_links=story')).json();
    expect(asStory.links).toHaveLength(1);
    expect(asStory.links[0]).toMatchObject({ uuid: home.uuid, full_slug: 'nl/home', content: { title: 'Welkom' } });
    const drafted = await (await cdn('stories/nl/over-ons?token=preview-token&version=draft&resolve_links=story')).json();
    expect(drafted.links[0].content.title).toBe('Welkom (concept)');
    expect((await (await cdn('stories/nl/over-ons?token=pub-token')).json()).links).toEqual([]);
    const list = await (await cdn('stories?token=pub-token&by_slugs=nl/over-ons&resolve_links=url')).json();
    expect(list.links.map((l: { uuid: string }) => l.uuid)).toEqual([home.uuid]);
  });

  it('answers spaces/me with the current cache version', async () => {
    const body = await (await cdn('spaces/me?token=pub-token')).json();
    expect(body.space).toMatchObject({ id: SPACE.id, version: SPACE.version });
  });
});

describe('content extension (cms endpoint)', () => {
  it('serves story/{store}/config/theme in the envelope with the relations resolved', async () => {
    const res = await cms('story/nl/config/theme');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.result.story.content.footer.full_slug).toBe('nl/config/footer');
  });

  it('serves story/{slug}, the store home for an empty slug, and 404 for an unknown one', async () => {
    expect((await (await cms('story/nl/home')).json()).result.story.content.title).toBe('Welkom');
    expect((await (await cms('story/', { headers: { 'x-vs-store-code': 'nl' } })).json()).result.story.full_slug).toBe('nl/home');
    expect((await (await cms('story/nl')).json()).result.story.full_slug).toBe('nl/home');
    expect((await (await cms('story/home', { headers: { 'x-vs-store-code': 'nl' } })).json()).result.story.full_slug).toBe('nl/home');
    const missing = await cms('story/nl/does-not-exist');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe(404);
  });

  describe('validate-editor', () => {
    const link = (timestamp: number, token?: string, spaceId = SPACE.id) =>
      `validate-editor/?_storyblok=${home.id}&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token ?? sha1Hex(`${spaceId}:${SPACE.previewToken}:${timestamp}`)}`;
    const now = Math.floor(TEST_NOW.getTime() / 1000);

    it('gives the preview token for a fresh, correctly signed link', async () => {
      const res = await cms(link(now - 60));
      expect(res.status).toBe(200);
      expect((await res.json()).result.previewToken).toBe('preview-token');
    });

    it('refuses an expired link', async () => {
      const res = await cms(link(now - 3601));
      expect(res.status).toBe(403);
      expect((await res.json()).result).not.toHaveProperty('previewToken');
    });

    it('refuses a forged token and another space', async () => {
      expect((await cms(link(now - 60, sha1Hex(`${SPACE.id}:guess:${now - 60}`)))).status).toBe(403);
      expect(await cms(link(now - 60, undefined, 1))).toHaveProperty('status', 403);
      expect((await cms('validate-editor/?_storyblok=1')).status).toBe(403);
    });
  });

  it('get-by-uuid answers {stories}', async () => {
    const body = await (await cms(`get-by-uuid?uuid=${header.uuid}`)).json();
    expect(body.stories.map((s: StoryblokStory) => s.full_slug)).toEqual(['nl/config/header']);
    expect((await (await cms('get-by-uuid?uuid=00000000-0000-4000-8000-999999999999')).json()).stories).toEqual([]);
  });

  it('lists blog posts newest first with total, size and offset', async () => {
    const res = await cms('blog-posts?storeCode=nl&slug=blog/&size=2&offset=0', { headers: { 'x-vs-store-code': 'nl' } });
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.result.total).toBe(3);
    expect(body.result.stories.map((s: StoryblokStory) => s.full_slug)).toEqual(['nl/blog/artikel-3', 'nl/blog/artikel-2']);
    const next = await (await cms('blog-posts?storeCode=nl&slug=blog&size=2&offset=2')).json();
    expect(next.result.stories.map((s: StoryblokStory) => s.full_slug)).toEqual(['nl/blog/artikel-1']);
  });
});
