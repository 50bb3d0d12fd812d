/**
 * Storyblok, both sides the app talks to (catalogue spec §2, §7; wire-reference §3):
 * - the Content Delivery API v2 at `{storyblokBase}` (default `/v2/cdn`): stories by slug, id or uuid, story lists,
 *   `spaces/me`, `links`; public vs preview token, draft vs published, `cv`, relation and link resolution;
 * - the shop's content extension at `{cmsBase}` (default `/api/ext/cms`), VSF-API style with the `{code,result}`
 *   envelope: `story/{slug}`, `validate-editor`, `get-by-uuid`, `blog-posts`.
 * Paths and answers are documented in mock-backend/docs/content-services.md.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { storeCodeOf } from '../../context';
import type { StoryblokStory } from '../../../fixtures/types';
import { vsfError, vsfOk } from '../shared/envelope';
import { cached, intParam, isStoreCode, nowSeconds } from '../shared/common';
import { sha1Hex } from '../shared/sha1';
import { UnprocessableQuery, excludingFields, filterStories, findStory, linkedStories, resolveRelations, sortStories, withEditable } from './storyblok-query';

/** The relations the theme story needs resolved (catalogue spec §7). */
export const THEME_RELATIONS = ['theme.header', 'theme.footer', 'theme.menu', 'theme.uspBar', 'theme.search'];
/** A preview link from the visual editor is valid for an hour (wire-reference §3). */
export const PREVIEW_LINK_SECONDS = 3600;
const NOT_FOUND = ['This record could not be found'];
const PER_PAGE_DEFAULT = 25;
const PER_PAGE_MAX = 100;

type Version = 'published' | 'draft';

function storiesOf(ctx: MockContext, version: Version): StoryblokStory[] {
  return version === 'draft' ? ctx.fixtures.stories.draft : ctx.fixtures.stories.published;
}

/** Token and version check shared by every CDN call: a Response to send, or the version to serve. */
function cdnAccess(ctx: MockContext, params: URLSearchParams): Response | Version {
  const { publicToken, previewToken } = ctx.fixtures.stories.space;
  const token = params.get('token');
  if (token !== publicToken && token !== previewToken) return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
  const version = params.get('version') ?? 'published';
  if (version !== 'published' && version !== 'draft') {
    return HttpResponse.json({ version: ['must be one of published, draft'] }, { status: 422 });
  }
  // Only the preview token may read drafts.
  if (version === 'draft' && token !== previewToken) return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
  return version;
}

/**
 * Storyblok's rate limits (wire-reference §3): 1000 requests/s served from the CDN cache (published), and for
 * uncached (draft) requests 50/s for a single story or per_page ≤ 25, 15/s ≤ 50, 10/s ≤ 75, 6/s ≤ 100.
 * Off unless `enableStoryblokRateLimits(ctx)` was called: with a frozen test clock the window would never reset.
 */
export function enableStoryblokRateLimits(ctx: MockContext, enabled = true): void {
  cached(ctx, 'storyblok:rate', () => ({ enabled: false, counts: new Map<string, number>() })).enabled = enabled;
}

function rateLimited(ctx: MockContext, version: Version, perPage: number | undefined): Response | undefined {
  const state = cached(ctx, 'storyblok:rate', () => ({ enabled: false, counts: new Map<string, number>() }));
  if (!state.enabled) return undefined;
  let limit = 1000;
  if (version === 'draft') limit = perPage === undefined || perPage <= 25 ? 50 : perPage <= 50 ? 15 : perPage <= 75 ? 10 : 6;
  const key = `${nowSeconds(ctx)}:${version}:${limit}`;
  const count = (state.counts.get(key) ?? 0) + 1;
  if (state.counts.size > 1000) state.counts.clear();
  state.counts.set(key, count);
  return count > limit ? HttpResponse.json({ error: 'Too Many Requests' }, { status: 429, headers: { 'Retry-After': '1' } }) : undefined;
}

function csv(value: string | null): string[] {
  return value === null
    ? []
    : value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v.length > 0);
}

/** One story as the CDN delivers it: relations resolved, `_editable` on drafts, excluded fields dropped. */
function deliver(ctx: MockContext, story: StoryblokStory, version: Version, params: URLSearchParams) {
  const pool = storiesOf(ctx, version);
  const { content, rels, relUuids } = resolveRelations(story.content, csv(params.get('resolve_relations')), pool);
  let out: StoryblokStory = { ...story, content };
  if (version === 'draft') out = withEditable(out, ctx.fixtures.stories.space.id);
  out = excludingFields(out, csv(params.get('excluding_fields')));
  const resolveLinks = params.get('resolve_links');
  const links = resolveLinks ? linkedStories(story.content, pool, resolveLinks) : [];
  return { story: out, rels, relUuids, links };
}

function cdnHandlers(ctx: MockContext): HttpHandler[] {
  const base = ctx.config.storyblokBase;
  const cv = () => ctx.fixtures.stories.space.version;

  const single = http.get(`*${base}/stories/*`, ({ request }) => {
    const url = new URL(request.url);
    const access = cdnAccess(ctx, url.searchParams);
    if (access instanceof Response) return access;
    const limited = rateLimited(ctx, access, undefined);
    if (limited) return limited;
    const marker = `${base}/stories/`;
    const key = decodeURIComponent(url.pathname.slice(url.pathname.indexOf(marker) + marker.length));
    const story = findStory(storiesOf(ctx, access), key, url.searchParams.get('find_by'));
    if (story === undefined) return HttpResponse.json(NOT_FOUND, { status: 404 });
    const { story: delivered, rels, relUuids, links } = deliver(ctx, story, access, url.searchParams);
    return HttpResponse.json({ story: delivered, cv: cv(), rels, links, ...(relUuids.length > 0 ? { rel_uuids: relUuids } : {}) } as never);
  });

  const list = http.get(`*${base}/stories`, ({ request }) => {
    const url = new URL(request.url);
    const access = cdnAccess(ctx, url.searchParams);
    if (access instanceof Response) return access;
    const perPage = Math.min(PER_PAGE_MAX, Math.max(1, intParam(url.searchParams, 'per_page', PER_PAGE_DEFAULT)));
    const page = Math.max(1, intParam(url.searchParams, 'page', 1));
    const limited = rateLimited(ctx, access, perPage);
    if (limited) return limited;
    let matching: StoryblokStory[];
    try {
      matching = sortStories(filterStories(storiesOf(ctx, access), url.searchParams), url.searchParams.get('sort_by'));
    } catch (error) {
      if (error instanceof UnprocessableQuery) return HttpResponse.json({ filter_query: [error.message] }, { status: 422 });
      throw error;
    }
    const pageItems = matching.slice((page - 1) * perPage, page * perPage);
    const rels: StoryblokStory[] = [];
    const relUuids: string[] = [];
    const links: unknown[] = [];
    const stories = pageItems.map((s) => {
      const d = deliver(ctx, s, access, url.searchParams);
      for (const r of d.rels) if (!rels.includes(r)) rels.push(r);
      for (const u of d.relUuids) if (!relUuids.includes(u)) relUuids.push(u);
      links.push(...d.links);
      return d.story;
    });
    return HttpResponse.json({ stories, cv: cv(), rels, links, ...(relUuids.length > 0 ? { rel_uuids: relUuids } : {}) } as never, {
      headers: { Total: String(matching.length), 'Per-Page': String(perPage) },
    });
  });

  const spaceMe = http.get(`*${base}/spaces/me`, ({ request }) => {
    const access = cdnAccess(ctx, new URL(request.url).searchParams);
    if (access instanceof Response) return access;
    const { id, name, domain, version, language_codes } = ctx.fixtures.stories.space;
    return HttpResponse.json({ space: { id, name, domain, version, language_codes } });
  });

  const linksMap = http.get(`*${base}/links`, ({ request }) => {
    const url = new URL(request.url);
    const access = cdnAccess(ctx, url.searchParams);
    if (access instanceof Response) return access;
    const startsWith = url.searchParams.get('starts_with') ?? '';
    const links: Record<string, unknown> = {};
    for (const s of storiesOf(ctx, access)) {
      if (!s.full_slug.startsWith(startsWith)) continue;
      links[s.uuid] = {
        id: s.id,
        uuid: s.uuid,
        slug: s.full_slug,
        real_path: `/${s.full_slug}`,
        name: s.name,
        is_folder: false,
        parent_id: s.parent_id,
        published: s.published_at !== null,
        position: s.position,
        is_startpage: s.is_startpage,
      };
    }
    return HttpResponse.json({ links, cv: cv() } as never);
  });

  return [spaceMe, linksMap, list, single];
}

/** `sha1(space_id:previewToken:timestamp)` must equal the token and the link be under an hour old (wire-reference §3). */
export function isValidPreviewLink(ctx: MockContext, params: URLSearchParams): boolean {
  const space = ctx.fixtures.stories.space;
  const spaceId = params.get('_storyblok_tk[space_id]') ?? params.get('space_id') ?? params.get('spaceId');
  const timestamp = params.get('_storyblok_tk[timestamp]') ?? params.get('timestamp');
  const token = params.get('_storyblok_tk[token]') ?? params.get('token');
  if (spaceId === null || timestamp === null || token === null || !/^\d+$/.test(timestamp)) return false;
  if (spaceId !== String(space.id)) return false;
  if (sha1Hex(`${spaceId}:${space.previewToken}:${timestamp}`) !== token.toLowerCase()) return false;
  return Number(timestamp) > nowSeconds(ctx) - PREVIEW_LINK_SECONDS;
}

/** The store-prefixed slug the content extension looks up: empty → `{store}/home`, a bare store code → `{code}/home`. */
function cmsSlug(ctx: MockContext, raw: string, request: Request): string {
  const slug = decodeURIComponent(raw).replace(/^\/+|\/+$/g, '');
  if (slug === '') return `${storeCodeOf(ctx, request)}/home`;
  if (isStoreCode(ctx, slug)) return `${slug}/home`;
  return slug;
}

function cmsHandlers(ctx: MockContext): HttpHandler[] {
  const base = ctx.config.cmsBase;
  const published = () => ctx.fixtures.stories.published;

  const story = http.get(new RegExp(`${escapeRegExp(base)}/story(/.*)?$`), ({ request }) => {
    const url = new URL(request.url);
    const marker = `${base}/story`;
    const slug = cmsSlug(ctx, url.pathname.slice(url.pathname.indexOf(marker) + marker.length), request);
    const store = storeCodeOf(ctx, request);
    // A slug without its store folder is looked up in the store of the request as well.
    const found = findStory(published(), slug, null) ?? (isStoreCode(ctx, slug.split('/')[0]) ? undefined : findStory(published(), `${store}/${slug}`, null));
    if (found === undefined) return vsfError(404, `No story found for slug '${slug}'`);
    const { content } = resolveRelations(found.content, THEME_RELATIONS, published());
    return vsfOk({ story: { ...found, content } });
  });

  const validateEditor = http.get(new RegExp(`${escapeRegExp(base)}/validate-editor/?$`), ({ request }) => {
    if (!isValidPreviewLink(ctx, new URL(request.url).searchParams)) return vsfError(403, 'Unauthorized editor');
    return vsfOk({ previewToken: ctx.fixtures.stories.space.previewToken });
  });

  const byUuid = http.get(`*${base}/get-by-uuid`, ({ request }) => {
    const uuids = csv(new URL(request.url).searchParams.get('uuid'));
    if (uuids.length === 0) return vsfError(400, 'Please provide the uuid query parameter');
    const stories = uuids.map((u) => published().find((s) => s.uuid === u)).filter((s) => s !== undefined);
    return HttpResponse.json({ stories } as never);
  });

  const blogPosts = http.get(`*${base}/blog-posts`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const asked = params.get('storeCode') ?? params.get('store');
    const store = isStoreCode(ctx, asked) ? asked : storeCodeOf(ctx, request);
    const folder = (params.get('slug') ?? 'blog').replace(/^\/+|\/+$/g, '');
    const prefix = `${folder.startsWith(`${store}/`) ? folder : `${store}/${folder}`}/`;
    const size = Math.max(1, intParam(params, 'size', 8));
    const offset = Math.max(0, intParam(params, 'offset', 0));
    const articles = published()
      .filter((s) => s.full_slug.startsWith(prefix) && s.full_slug !== prefix && !s.is_startpage)
      .sort((a, b) => (b.first_published_at ?? '').localeCompare(a.first_published_at ?? '') || b.id - a.id);
    return vsfOk({ stories: articles.slice(offset, offset + size), total: articles.length });
  });

  return [validateEditor, byUuid, blogPosts, story];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function storyblokHandlers(ctx: MockContext): HttpHandler[] {
  return [...cdnHandlers(ctx), ...cmsHandlers(ctx)];
}
