/**
 * The Storyblok Content Delivery API v2 semantics over the fixture stories (wire-reference §3): lookup by slug, id or
 * uuid, the list filters, sorting, relation and link resolution and the visual editor's `_editable` comments.
 */
import type { Blok, StoryblokStory } from '../../../fixtures/types';
import { isRecord } from '../shared/common';

/** Storyblok resolves at most 50 relations; the UUIDs beyond go to `rel_uuids`. */
export const MAX_RESOLVED_RELATIONS = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findStory(stories: readonly StoryblokStory[], key: string, findBy: string | null): StoryblokStory | undefined {
  if (findBy === 'uuid') return stories.find((s) => s.uuid === key);
  if (/^\d+$/.test(key)) return stories.find((s) => String(s.id) === key);
  const slug = key.replace(/^\/+/, '');
  const bare = slug.replace(/\/+$/, '');
  return stories.find((s) => s.full_slug === slug) ?? stories.find((s) => s.full_slug.replace(/\/+$/, '') === bare);
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function slugMatchesAny(slug: string, globs: readonly string[]): boolean {
  return globs.some((g) => globToRegExp(g.replace(/^\/+/, '')).test(slug));
}

function csv(value: string | null): string[] {
  return value === null
    ? []
    : value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v.length > 0);
}

/** `filter_query[field][op]=value` pairs of a query string. */
export function filterQueries(params: URLSearchParams): { field: string; op: string; value: string }[] {
  const out: { field: string; op: string; value: string }[] = [];
  for (const [key, value] of params) {
    const m = /^filter_query\[([^\]]+)\]\[([^\]]+)\]$/.exec(key);
    if (m) out.push({ field: m[1] as string, op: m[2] as string, value });
  }
  return out;
}

function contentField(story: StoryblokStory, field: string): unknown {
  let node: unknown = story.content;
  for (const part of field.split('.')) node = isRecord(node) ? node[part] : undefined;
  return node;
}

function matchesFilter(story: StoryblokStory, f: { field: string; op: string; value: string }): boolean {
  const actual = contentField(story, f.field);
  const values = f.value.split(',');
  const text = actual === undefined || actual === null ? '' : String(actual);
  switch (f.op) {
    case 'is':
      if (f.value === 'empty') return text === '';
      if (f.value === 'not_empty') return text !== '';
      if (f.value === 'true' || f.value === 'false') return String(actual === true) === f.value;
      return text === f.value;
    case 'in':
      return values.includes(text);
    case 'not_in':
      return !values.includes(text);
    case 'like':
      return globToRegExp(f.value).test(text);
    case 'not_like':
      return !globToRegExp(f.value).test(text);
    case 'any_in_array':
      return Array.isArray(actual) && values.some((v) => actual.map(String).includes(v));
    case 'all_in_array':
      return Array.isArray(actual) && values.every((v) => actual.map(String).includes(v));
    case 'gt_int':
    case 'gt_float':
      return Number(actual) > Number(f.value);
    case 'lt_int':
    case 'lt_float':
      return Number(actual) < Number(f.value);
    case 'gt_date':
      return text !== '' && text > f.value;
    case 'lt_date':
      return text !== '' && text < f.value;
    default:
      throw new UnprocessableQuery(`filter_query operation '${f.op}' is not supported`);
  }
}

/** A parameter the CDN rejects with 422 (the body is `{ [param]: [message] }`). */
export class UnprocessableQuery extends Error {}

/** Applies every list filter of `GET /v2/cdn/stories` except paging. */
export function filterStories(stories: readonly StoryblokStory[], params: URLSearchParams): StoryblokStory[] {
  const startsWith = params.get('starts_with')?.replace(/^\/+/, '');
  const bySlugs = csv(params.get('by_slugs'));
  const excludingSlugs = csv(params.get('excluding_slugs'));
  const byUuids = csv(params.get('by_uuids') ?? params.get('by_uuids_ordered'));
  const excludingIds = csv(params.get('excluding_ids'));
  const contentType = params.get('content_type');
  const isStartpage = params.get('is_startpage');
  const withTag = csv(params.get('with_tag'));
  const level = params.get('level');
  const searchTerm = params.get('search_term')?.toLowerCase();
  const filters = filterQueries(params);
  let out = stories.filter((s) => {
    if (startsWith && !s.full_slug.startsWith(startsWith)) return false;
    if (bySlugs.length > 0 && !slugMatchesAny(s.full_slug, bySlugs)) return false;
    if (excludingSlugs.length > 0 && slugMatchesAny(s.full_slug, excludingSlugs)) return false;
    if (byUuids.length > 0 && !byUuids.includes(s.uuid)) return false;
    if (excludingIds.includes(String(s.id))) return false;
    if (contentType && s.content.component !== contentType) return false;
    if (isStartpage === '1' || isStartpage === 'true') {
      if (!s.is_startpage) return false;
    } else if ((isStartpage === '0' || isStartpage === 'false') && s.is_startpage) return false;
    if (withTag.length > 0 && !withTag.some((t) => s.tag_list.includes(t))) return false;
    if (level !== null && s.full_slug.replace(/\/+$/, '').split('/').length !== Number(level)) return false;
    if (searchTerm && !`${s.name} ${JSON.stringify(s.content)}`.toLowerCase().includes(searchTerm)) return false;
    return filters.every((f) => matchesFilter(s, f));
  });
  if (params.has('by_uuids_ordered')) {
    out = byUuids.map((u) => out.find((s) => s.uuid === u)).filter((s): s is StoryblokStory => s !== undefined);
  }
  return out;
}

function sortValue(story: StoryblokStory, field: string): unknown {
  if (field.startsWith('content.')) return contentField(story, field.slice('content.'.length));
  return (story as unknown as Record<string, unknown>)[field];
}

/**
 * `sort_by=field:asc|desc` (content fields as `content.x`, `:int`/`:float` suffix sorts numerically).
 * Without it the order is `position` then `id`, a stable order the mock chose.
 */
export function sortStories(stories: StoryblokStory[], sortBy: string | null): StoryblokStory[] {
  if (sortBy === null || sortBy.trim() === '') {
    return [...stories].sort((a, b) => a.position - b.position || a.id - b.id);
  }
  const [field = '', dir = 'asc', kind] = sortBy.split(':');
  const sign = dir === 'desc' ? -1 : 1;
  const numeric = kind === 'int' || kind === 'float';
  return [...stories].sort((a, b) => {
    const va = sortValue(a, field);
    const vb = sortValue(b, field);
    if (va === vb) return a.id - b.id;
    if (va === undefined || va === null) return 1;
    if (vb === undefined || vb === null) return -1;
    if (numeric || (typeof va === 'number' && typeof vb === 'number')) return sign * (Number(va) - Number(vb));
    return sign * String(va).localeCompare(String(vb));
  });
}

/** Walks every blok of a content tree (depth first), letting `visit` replace field values. */
function mapBloks(node: unknown, visit: (blok: Blok) => Blok): unknown {
  if (Array.isArray(node)) return node.map((n) => mapBloks(n, visit));
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) copy[k] = mapBloks(v, visit);
  return typeof copy.component === 'string' && typeof copy._uid === 'string' ? visit(copy as Blok) : copy;
}

export interface ResolvedRelations {
  content: Blok;
  rels: StoryblokStory[];
  relUuids: string[];
}

/**
 * `resolve_relations=component.field,…`: each UUID held by such a field is replaced by the related story (from the
 * same version) and the story is listed in `rels` (at most 50; the rest stay UUIDs and go to `rel_uuids`).
 */
export function resolveRelations(content: Blok, relations: readonly string[], pool: readonly StoryblokStory[]): ResolvedRelations {
  const wanted = new Set(relations.map((r) => r.trim()).filter((r) => r.length > 0));
  const rels: StoryblokStory[] = [];
  const relUuids: string[] = [];
  const resolveOne = (value: unknown): unknown => {
    if (typeof value !== 'string' || !UUID.test(value)) return value;
    const related = pool.find((s) => s.uuid === value);
    if (related === undefined) return value;
    if (!rels.includes(related)) {
      if (rels.length >= MAX_RESOLVED_RELATIONS) {
        if (!relUuids.includes(value)) relUuids.push(value);
        return value;
      }
      rels.push(related);
    }
    return related;
  };
  const resolved = mapBloks(content, (blok) => {
    const out: Blok = { ...blok };
    for (const field of Object.keys(blok)) {
      if (!wanted.has(`${blok.component}.${field}`)) continue;
      const v = blok[field];
      out[field] = Array.isArray(v) ? v.map(resolveOne) : resolveOne(v);
    }
    return out;
  }) as Blok;
  return { content: resolved, rels, relUuids };
}

/** `resolve_links=story|url|link`: the stories linked by multilink fields (`linktype: 'story'`), for `links`. */
export function linkedStories(content: Blok, pool: readonly StoryblokStory[], mode: string): unknown[] {
  const ids = new Set<string>();
  mapBloks(content, (blok) => {
    for (const v of Object.values(blok)) {
      if (isRecord(v) && v.fieldtype === 'multilink' && v.linktype === 'story' && typeof v.id === 'string' && v.id !== '') ids.add(v.id);
    }
    return blok;
  });
  const stories = pool.filter((s) => ids.has(s.uuid));
  if (mode === 'story') return stories;
  return stories.map((s) => ({
    id: s.id,
    uuid: s.uuid,
    slug: s.full_slug,
    url: s.full_slug,
    name: s.name,
    is_folder: false,
    parent_id: s.parent_id,
    published: s.published_at !== null,
    position: s.position,
    is_startpage: s.is_startpage,
  }));
}

/** The visual editor's `_editable` comment on every blok (draft responses only, as Storyblok sends them). */
export function withEditable(story: StoryblokStory, spaceId: number): StoryblokStory {
  const content = mapBloks(story.content, (blok) => ({
    ...blok,
    _editable: `<!--#storyblok#${JSON.stringify({ name: blok.component, space: String(spaceId), uid: blok._uid, id: String(story.id) })}-->`,
  })) as Blok;
  return { ...story, content };
}

/** `excluding_fields=a,b`: drops those fields from every blok. */
export function excludingFields(story: StoryblokStory, fields: readonly string[]): StoryblokStory {
  if (fields.length === 0) return story;
  const content = mapBloks(story.content, (blok) => {
    const out: Blok = { ...blok };
    for (const f of fields) delete out[f];
    return out;
  }) as Blok;
  return { ...story, content };
}
