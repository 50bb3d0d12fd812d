import { aggregate, type Aggregation } from './aggregations';
import { checkQueryBounds } from './bounds';
import { illegalArgument, parsingError } from './errors';
import { type SearchIndex } from './index-cache';
import { asBoolean, asInteger, asNumber, depthExceeds, isObject, MAX_QUERY_DEPTH, type JsonObject } from './json';
import { scoreOf } from './matches';
import { evaluate } from './query';
import { comparator, parseSort, resolveSort, topK } from './sort';
import { FETCH_ALL, makeSourceFilter, parseSourceOption, patterns, type SourceFilter } from './source-filter';
import { type Doc, type Scalar } from './values';

/** A search as the VSF API forwards it: the ES body plus the query-string options it passes through. */
export interface SearchRequest {
  /** Name reported as `_index` in the hits, e.g. `vue_storefront_catalog_nl_product`. */
  readonly indexName: string;
  readonly body?: unknown;
  /** Query-string `from`/`size` win over the body's. */
  readonly from?: number | string;
  readonly size?: number | string;
  /** Query-string sort ('final_price:asc,name'), appended after the body's sort as ES does. */
  readonly sort?: unknown;
  /** Query-string source filtering; any of these replaces the body's `_source`. */
  readonly _source_include?: string | readonly string[];
  readonly _source_exclude?: string | readonly string[];
  readonly _source_includes?: string | readonly string[];
  readonly _source_excludes?: string | readonly string[];
}

export interface EsHit<S = Record<string, unknown>> {
  readonly _index: string;
  readonly _type: '_doc';
  readonly _id: string;
  readonly _score: number | null;
  readonly _source?: S;
  readonly sort?: readonly (Scalar | null)[];
}

export interface EsResponse<S = Record<string, unknown>> {
  readonly took: number;
  readonly timed_out: false;
  readonly _shards: { readonly total: 1; readonly successful: 1; readonly skipped: 0; readonly failed: 0 };
  readonly hits: {
    readonly total?: { readonly value: number; readonly relation: 'eq' | 'gte' };
    readonly max_score: number | null;
    readonly hits: readonly EsHit<S>[];
  };
  readonly aggregations?: Readonly<Record<string, Aggregation>>;
}

const BODY_KEYS = ['query', 'from', 'size', 'sort', '_source', 'aggs', 'aggregations', 'min_score', 'track_total_hits', 'track_scores'];
/** ES index.max_result_window. */
const MAX_RESULT_WINDOW = 10_000;
/** ES 7 counts hits exactly up to this many unless track_total_hits says otherwise. */
const DEFAULT_TRACK_TOTAL_HITS = 10_000;

/**
 * Makes the hits' `_source` under the request's filter from index documents, which belong to the index: read them,
 * never change or keep them.
 */
export type SourceMaker<S> = (filter: SourceFilter) => (doc: Doc) => S;

/** Runs one ES 7 search over the index. Throws DslError for anything it cannot evaluate faithfully. */
export function search(index: SearchIndex, request: SearchRequest): EsResponse {
  return searchWith(index, request, makeSourceFilter);
}

/** `search` with the hits' `_source` made by `sources` instead of filtered copies of the documents. */
export function searchWith<S>(index: SearchIndex, request: SearchRequest, sources: SourceMaker<S>): EsResponse<S> {
  const started = performance.now();
  const body = readBody(request.body);
  const from = readInt(request.from ?? body['from'], 'from', 0);
  const size = readInt(request.size ?? body['size'], 'size', 10);
  if (from + size > MAX_RESULT_WINDOW) {
    throw illegalArgument(
      `Result window is too large, from + size must be less than or equal to: [${MAX_RESULT_WINDOW}] but was [${from + size}]. See the scroll api for a more efficient way to request large data sets.`,
    );
  }
  const sortSpecs = [...parseSort(body['sort']), ...parseSort(request.sort)];
  const trackScores = body['track_scores'] === undefined ? false : asBoolean(body['track_scores'], 'track_scores');
  const minScore = body['min_score'] === undefined ? undefined : asNumber(body['min_score'], 'min_score');
  const showScores = sortSpecs.length === 0 || trackScores || sortSpecs.some((s) => s.field === '_score');
  const scoring = showScores || minScore !== undefined;
  const source = sourceFilter(request, body);
  const trackTotal = readTrackTotalHits(body['track_total_hits']);
  const aggs = body['aggs'] ?? body['aggregations'];
  if (body['aggs'] !== undefined && body['aggregations'] !== undefined) throw parsingError('Found two aggregation definitions: [aggs] and [aggregations]');

  const matches = evaluate({ index, scoring }, body['query'] ?? { match_all: {} });
  const n = index.size;
  const scores = new Float64Array(n);
  const matched: number[] = [];
  for (let d = 0; d < n; d++) {
    if (matches.mask[d] !== 1) continue;
    const s = scoreOf(matches, d);
    if (minScore !== undefined && s < minScore) continue;
    scores[d] = s;
    matched.push(d);
  }
  const hits = Int32Array.from(matched);

  const specs = sortSpecs.length === 0 ? parseSort('_score') : sortSpecs;
  const resolved = resolveSort(index, specs, scores);
  const page = topK(hits, from + size, comparator(resolved)).slice(from);
  const sourceOf = source.fetch ? sources(source) : undefined;
  let maxScore: number | null = null;
  if (showScores && hits.length > 0 && size > 0) {
    maxScore = -Infinity;
    for (let i = 0; i < hits.length; i++) maxScore = Math.max(maxScore, scores[hits[i]!]!);
  }
  const esHits = page.map((d): EsHit<S> => ({
    _index: request.indexName,
    _type: '_doc',
    _id: index.ids[d]!,
    _score: showScores ? scores[d]! : null,
    ...(sourceOf === undefined ? {} : { _source: sourceOf(index.docs[d]!) }),
    ...(sortSpecs.length > 0 ? { sort: resolved.values.map((v) => v(d)) } : {}),
  }));

  const total =
    trackTotal === false
      ? undefined
      : hits.length > trackTotal
        ? { value: trackTotal, relation: 'gte' as const }
        : { value: hits.length, relation: 'eq' as const };
  return {
    took: Math.round(performance.now() - started),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { ...(total === undefined ? {} : { total }), max_score: maxScore, hits: esHits },
    ...(aggs === undefined ? {} : { aggregations: aggregate(index, aggs, hits) }),
  };
}

function readBody(body: unknown): JsonObject {
  if (body === undefined || body === null || body === '') return {};
  if (!isObject(body)) throw parsingError(`request body must be a JSON object, got ${Array.isArray(body) ? 'an array' : typeof body}`);
  if (depthExceeds(body, MAX_QUERY_DEPTH)) throw parsingError(`The request nests deeper than ${MAX_QUERY_DEPTH} levels`);
  for (const key of Object.keys(body)) {
    if (!BODY_KEYS.includes(key)) throw parsingError(`Unknown key for a START_OBJECT in [${key}].`);
  }
  checkQueryBounds(body);
  return body;
}

function readInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = asInteger(value, name);
  if (n < 0) throw illegalArgument(`[${name}] parameter cannot be negative, found [${n}]`);
  return n;
}

/** `true` counts exactly, `false` omits the total, a number caps it; default: exact up to 10,000, then 'gte'. */
function readTrackTotalHits(value: unknown): number | false {
  if (value === undefined) return DEFAULT_TRACK_TOTAL_HITS;
  if (value === true || value === 'true') return Infinity;
  if (value === false || value === 'false') return false;
  const n = asInteger(value, 'track_total_hits');
  if (n < -1) throw illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${n}`);
  return n === -1 ? Infinity : n;
}

function sourceFilter(request: SearchRequest, body: JsonObject): SourceFilter {
  const inc = request._source_includes ?? request._source_include;
  const exc = request._source_excludes ?? request._source_exclude;
  if (inc === undefined && exc === undefined) return body['_source'] === undefined ? FETCH_ALL : parseSourceOption(body['_source']);
  return { fetch: true, includes: patterns(inc, '_source_includes'), excludes: patterns(exc, '_source_excludes') };
}
