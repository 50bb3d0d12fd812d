/**
 * `POST {apiBase}/url/map` (wire-reference §1, cart spec §7): `{ url, includeFields?, excludeFields? }` → the raw ES hit
 * `{_index,_type,_id,_score,_source}` or `null`, no envelope. The url must equal `url_path` (products, categories) or
 * `identifier` (cms pages) exactly: no leading '/', no store prefix. ES failures answer `{code:500,result:{}}`.
 * Stored redirects are not here: they are the `redirect` entity of the catalogue endpoint (see catalog.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { storeCodeOf } from '../../context';
import { parseJsonBody } from '../shared/json-body';
import { vsfError } from '../shared/envelope';
import { cached, projectSource, storeView } from '../shared/common';
import type { StoreCode, UrlMapEntry } from '../../../fixtures/types';

function fieldList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f.length > 0);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  // Elasticsearch rejects a malformed _source parameter; the API's Error object serialises to {}.
  throw new Error(`[${name}] must be a string or an array of strings`);
}

function urlIndex(ctx: MockContext, store: StoreCode): ReadonlyMap<string, UrlMapEntry> {
  return cached(ctx, `urlmap:${store}`, () => new Map((ctx.fixtures.urlMap[store] ?? []).map((e) => [e.url, e])));
}

function sourceOf(ctx: MockContext, store: StoreCode, entry: UrlMapEntry): Record<string, unknown> | undefined {
  if (entry._type === 'cms_page') return entry._source as unknown as Record<string, unknown> | undefined;
  const docs = ctx.fixtures.catalog[store][entry._type] as unknown as Record<string, unknown>[];
  return cached(ctx, `byid:${store}:${entry._type}`, () => new Map(docs.map((d) => [String(d.id), d]))).get(entry._id);
}

export function urlHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(`*${ctx.config.apiBase}/url/map`, async ({ request }) => {
      const store = storeCodeOf(ctx, request);
      const read = await parseJsonBody(request);
      if (!read.ok) return vsfError(400, read.reason);
      const body = read.value ?? {};
      const url = body.url;
      if (typeof url !== 'string' || url === '') return vsfError(500, 'Missing url');
      try {
        const include = fieldList(body.includeFields, '_source_includes');
        const exclude = fieldList(body.excludeFields, '_source_excludes');
        const entry = urlIndex(ctx, store).get(url);
        const source = entry === undefined ? undefined : sourceOf(ctx, store, entry);
        if (entry === undefined || source === undefined) return HttpResponse.json(null);
        return HttpResponse.json({
          _index: `${storeView(ctx, store).elasticIndex}_${entry._type}`,
          _type: entry._type,
          _id: entry._id,
          _score: 1,
          _source: projectSource(source, include, exclude),
        } as never);
      } catch {
        return vsfError(500, {});
      }
    }),
  ];
}
