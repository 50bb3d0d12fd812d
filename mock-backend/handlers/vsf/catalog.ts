/**
 * `GET|POST {apiBase}/catalog/{index}/{entityType}/_search`: the VSF API's Elasticsearch proxy (wire-reference §1, §2).
 * Successes are the raw ES 7 response (no envelope) with product hits rewritten (tax fields, special price check,
 * `sgn`); failures use the envelope: a query the engine rejects (unsupported clause, malformed DSL) is
 * `400 {code,result:{root_cause,type,reason}}` (ES answers 400 for a parsing_exception), and so is a
 * POST body that is no JSON object or nests too deep (a client's mistake, not the server's); server-side
 * failures (unknown index or entity, bad URL, undecodable GET body) stay `500 {code,result}` as the real API sends them.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { storeCodeOf } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { DslError, search, searchWith, type SearchRequest } from '../../engine/index.ts';
import { parsingError } from '../../engine/errors';
import { depthExceeds } from '../../engine/json';
import { MAX_JSON_DEPTH, parseJsonBody, textOf } from '../shared/json-body';
import { vsfError } from '../shared/envelope';
import { isRecord, storeView } from '../shared/common';
import { type EntityType, entityIndex, isEntityType, storeOfIndex } from './catalog-index';
import { searchQueryToDsl } from './search-query';
import { compactResponse, rewriteOwnProduct, type ProductRewriteOptions } from './vsf-products';
import { productSourceTextsOf } from './product-source-texts';
import { searchResponseText } from './json-text';

const URL_FORMAT = 'Please do use following URL format: /api/catalog/<index_name>/<entity_type>/_search';

/** The ES error the API forwards for an index that does not exist (e.g. an unknown entity type). */
function indexNotFound(name: string) {
  const cause = {
    type: 'index_not_found_exception',
    reason: `no such index [${name}]`,
    'resource.type': 'index_or_alias',
    'resource.id': name,
    index_uuid: '_na_',
    index: name,
  };
  return { root_cause: [cause], ...cause };
}

/** The GET body: `JSON.parse(decodeURIComponent(request))` on the already-decoded query value (the double-decode quirk). */
function parseGetBody(params: URLSearchParams): Record<string, unknown> | Response {
  const raw = params.get('request');
  if (raw === null || raw === '') return {};
  const parsed: unknown = JSON.parse(decodeURIComponent(raw));
  if (depthExceeds(parsed, MAX_JSON_DEPTH)) return vsfError(400, parsingError(`Request body nests deeper than ${MAX_JSON_DEPTH} levels`).toEsBody().error);
  return isRecord(parsed) ? parsed : {};
}

function optionalInt(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  return raw === null || raw === '' ? undefined : Number(raw);
}

function csvParam(params: URLSearchParams, ...names: string[]): string[] | undefined {
  for (const name of names) {
    const raw = params.get(name);
    if (raw !== null && raw !== '')
      return raw
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f.length > 0);
  }
  return undefined;
}

/** The POST body; a body that is no JSON object is a 400 in Elasticsearch's shape (a parsing_exception). */
async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  const body = await parseJsonBody(request);
  if (!body.ok) return vsfError(400, parsingError(body.reason).toEsBody().error);
  return body.value ?? {};
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface SearchOptions {
  from?: number;
  size?: number;
  sort?: string;
  include?: string[];
  exclude?: string[];
}

function engineRequest(esIndex: string, body: Record<string, unknown>, options: SearchOptions): SearchRequest {
  return {
    body,
    from: options.from,
    size: options.size,
    sort: options.sort,
    _source_include: options.include,
    _source_exclude: options.exclude,
    indexName: esIndex,
  };
}

/** The engine's answer, or the 400 envelope for a query it rejects. */
function answerDslErrors<T>(run: () => T): T | Response {
  try {
    return run();
  } catch (error) {
    if (error instanceof DslError) return vsfError(400, error.toEsBody().error);
    throw error;
  }
}

/** One search on the (store, entity) index: the processed ES response, or the error envelope to answer. */
function runSearch(
  ctx: MockContext,
  store: StoreCode,
  entity: EntityType,
  esIndex: string,
  body: Record<string, unknown>,
  options: SearchOptions,
): Record<string, unknown> | Response {
  const response = answerDslErrors(() => search(entityIndex(ctx, store, entity), engineRequest(esIndex, body, options)) as unknown as Record<string, unknown>);
  if (response instanceof Response) return response;
  return entity === 'product' ? rewriteProductHits(ctx, store, response) : response;
}

/**
 * The plain product `_search` answer, written as text around each hit's rewritten `_source` text, which is kept
 * across searches (content/product-source-texts.ts): the same JSON as `runSearch` gives, for less work.
 */
function productSearchAnswer(ctx: MockContext, store: StoreCode, esIndex: string, body: Record<string, unknown>, options: SearchOptions): Response {
  const sources = productSourceTextsOf(ctx).sources(rewriteOptions(ctx, store));
  const response = answerDslErrors(() => searchWith(entityIndex(ctx, store, 'product'), engineRequest(esIndex, body, options), sources));
  if (response instanceof Response) return response;
  const { text, bytes } = searchResponseText(response);
  // The headers HttpResponse.json sets.
  return new HttpResponse(text, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes) } });
}

export async function catalogSearch(ctx: MockContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const params = url.searchParams;
  if (request.method !== 'GET' && request.method !== 'POST' && request.method !== 'OPTIONS') {
    return vsfError(500, `ERROR: ${request.method} request method is not supported.`);
  }
  let body: Record<string, unknown>;
  try {
    const read = request.method === 'GET' ? parseGetBody(params) : await readBody(request);
    if (read instanceof Response) return read;
    body = read;
  } catch (error) {
    return vsfError(500, errorMessage(error));
  }
  if (params.get('request_format') === 'search-query') body = searchQueryToDsl(body);
  const marker = `${ctx.config.apiBase}/catalog/`;
  const segments = url.pathname.slice(url.pathname.indexOf(marker) + marker.length).split('/');
  const indexName = segments[0] ?? '';
  const store: StoreCode | undefined = storeOfIndex(ctx, indexName);
  if (store === undefined) {
    return vsfError(500, 'Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search');
  }
  if (segments.length < 2 || !(segments[segments.length - 1] ?? '').startsWith('_search')) return vsfError(500, URL_FORMAT);
  const entity = segments.length > 2 ? (segments[1] ?? '') : '';
  const esIndex = `${indexName}_${entity}`;
  if (!isEntityType(entity)) return vsfError(500, indexNotFound(esIndex));

  const { groupToken: _groupToken, groupId: _groupId, ...esBody } = body;
  const q = params.get('q');
  if (q !== null && esBody.query === undefined) esBody.query = { query_string: { query: q } };
  const options: SearchOptions = {
    from: optionalInt(params, 'from'),
    size: optionalInt(params, 'size'),
    sort: params.get('sort') ?? undefined,
    include: csvParam(params, '_source_include', '_source_includes'),
    exclude: csvParam(params, '_source_exclude', '_source_excludes'),
  };
  const compact = params.get('response_format') === 'compact';
  if (entity === 'product' && !compact) return productSearchAnswer(ctx, store, esIndex, esBody, options);
  const result = runSearch(ctx, store, entity, esIndex, esBody, options);
  if (result instanceof Response) return result;
  return HttpResponse.json((compact ? compactResponse(result) : result) as never);
}

function fieldsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f.length > 0);
  return Array.isArray(value) ? value.map(String) : undefined;
}

/**
 * `POST {apiBase}/catalog` with the search abstraction of catalogue spec §7: body `{ store, type, searchQuery, size,
 * from, sort, _sourceInclude, _sourceExclude, groupToken }` → `{ items, attributeMetadata, aggregations, total,
 * perPage, start }` (no envelope; errors as on `_search`).
 */
export async function catalogQuery(ctx: MockContext, request: Request): Promise<Response> {
  const body = await readBody(request);
  if (body instanceof Response) return body;
  const store = ctx.config.storeCodes.find((c) => c === body.store) ?? storeCodeOf(ctx, request);
  const entity = textOf(body.type ?? 'product');
  const esIndex = `${storeView(ctx, store).elasticIndex}_${entity}`;
  if (!isEntityType(entity)) return vsfError(500, indexNotFound(esIndex));
  const searchQuery = isRecord(body.searchQuery) ? body.searchQuery : {};
  const size = typeof body.size === 'number' ? body.size : 50;
  const from = typeof body.from === 'number' ? body.from : 0;
  const sort = typeof body.sort === 'string' && body.sort !== '' ? body.sort : undefined;
  const result = runSearch(ctx, store, entity, esIndex, searchQueryToDsl(searchQuery), {
    from,
    size,
    sort,
    include: fieldsOf(body._sourceInclude),
    exclude: fieldsOf(body._sourceExclude),
  });
  if (result instanceof Response) return result;
  const hits = isRecord(result.hits) ? result.hits : {};
  const total = isRecord(hits.total) ? Number(hits.total.value) : Number(hits.total ?? 0);
  const items = (Array.isArray(hits.hits) ? hits.hits : []).map((h: unknown) =>
    isRecord(h) ? { ...(isRecord(h._source) ? h._source : {}), _score: h._score } : h,
  );
  const aggregated = new Set(
    Object.keys(isRecord(result.aggregations) ? result.aggregations : {}).map((k) => k.replace(/^agg_(terms|range)_/, '').replace(/_options$/, '')),
  );
  const attributeMetadata = ctx.fixtures.catalog[store].attribute
    .filter((a) => aggregated.has(a.attribute_code))
    .map((a) => ({ attribute_id: a.attribute_id, attribute_code: a.attribute_code, frontend_label: a.frontend_label, options: a.options }));
  return HttpResponse.json({ items, attributeMetadata, aggregations: result.aggregations ?? {}, total, perPage: size, start: from } as never);
}

function rewriteOptions(ctx: MockContext, store: StoreCode): ProductRewriteOptions {
  return { taxRules: ctx.fixtures.catalog[store].taxrule, store: storeView(ctx, store), secret: ctx.config.secret, nowMs: ctx.clock().getTime() };
}

function rewriteProductHits(ctx: MockContext, store: StoreCode, response: Record<string, unknown>): Record<string, unknown> {
  const hits = response.hits;
  if (!isRecord(hits) || !Array.isArray(hits.hits)) return response;
  const options = rewriteOptions(ctx, store);
  // Each hit's `_source` is the search's own copy (engine/source-filter.ts), so it is rewritten where it is.
  const rewritten = hits.hits.map((hit: unknown) =>
    isRecord(hit) && isRecord(hit._source) ? { ...hit, _source: rewriteOwnProduct(hit._source, options) } : hit,
  );
  return { ...response, hits: { ...hits, hits: rewritten } };
}

export function catalogHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(`*${ctx.config.apiBase}/catalog`, ({ request }) => catalogQuery(ctx, request)),
    http.all(`*${ctx.config.apiBase}/catalog/*`, ({ request }) => catalogSearch(ctx, request)),
  ];
}
