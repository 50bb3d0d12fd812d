/**
 * A deliberately naive evaluator of the structured part of the DSL (bool, term, terms, range, exists, match_all,
 * constant_score; sort, paging, _source, min_score, track_total_hits, terms and range aggregations), used only as
 * the oracle of the property test. It walks every document for every clause, uses no index and shares no code with
 * the engine: each rule of the engine's README is written out again here, as plainly as possible.
 */
type Json = Readonly<Record<string, unknown>>;
type Value = string | number | boolean;

export interface ReferenceRequest {
  readonly body: Json;
  readonly indexName: string;
}

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const isValue = (v: unknown): v is Value => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** Every scalar at the dotted path, looking into every array on the way. */
function valuesOf(doc: unknown, field: string): Value[] {
  let current: unknown[] = [doc];
  for (const key of field.split('.')) {
    const next: unknown[] = [];
    for (const c of current.flat(Infinity)) if (isObj(c) && key in c) next.push(c[key]);
    current = next;
  }
  return current.flat(Infinity).filter(isValue);
}

function hasLeaf(v: unknown): boolean {
  if (isValue(v)) return true;
  if (Array.isArray(v)) return v.some(hasLeaf);
  if (isObj(v)) return Object.values(v).some(hasLeaf);
  return false;
}

function existsIn(doc: unknown, field: string): boolean {
  let current: unknown[] = [doc];
  for (const key of field.split('.')) {
    const next: unknown[] = [];
    for (const c of current.flat(Infinity)) if (isObj(c) && key in c) next.push(c[key]);
    current = next;
  }
  return current.some(hasLeaf);
}

function asNum(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v.trim())) return parseFloat(v);
  return undefined;
}

function asDate(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(v.trim());
  if (m === null) return undefined;
  const t = Date.parse(`${m[1]}T${m[2] ?? '00:00:00'}${m[3] ?? 'Z'}`);
  return Number.isNaN(t) ? undefined : t;
}

/** Score of `doc` for `query`, or null when it does not match. */
function scoreDoc(query: unknown, doc: Json, all: readonly Json[]): number | null {
  const [type, body] = Object.entries(query as Json)[0]!;
  const b = body as Json;
  switch (type) {
    case 'match_all':
      return (b['boost'] as number | undefined) ?? 1;
    case 'match_none':
      return null;
    case 'constant_score':
      return scoreDoc(b['filter'], doc, all) === null ? null : ((b['boost'] as number | undefined) ?? 1);
    case 'exists':
      return existsIn(doc, b['field'] as string) ? ((b['boost'] as number | undefined) ?? 1) : null;
    case 'term': {
      const [field, spec] = Object.entries(b)[0]!;
      const value = isObj(spec) ? spec['value'] : spec;
      const boost = isObj(spec) ? ((spec['boost'] as number | undefined) ?? 1) : 1;
      return valuesOf(doc, field).some((v) => String(v) === String(value)) ? boost : null;
    }
    case 'terms': {
      const boost = (b['boost'] as number | undefined) ?? 1;
      const [field, wanted] = Object.entries(b).find(([k]) => k !== 'boost')!;
      const keys = (wanted as unknown[]).map(String);
      return valuesOf(doc, field).some((v) => keys.includes(String(v))) ? boost : null;
    }
    case 'range':
      return rangeScore(b, doc);
    case 'bool':
      return boolScore(b, doc, all);
    default:
      throw new Error(`reference evaluator does not know [${type}]`);
  }
}

function rangeScore(b: Json, doc: Json): number | null {
  const [field, spec] = Object.entries(b)[0]!;
  const s = spec as Json;
  const boost = (s['boost'] as number | undefined) ?? 1;
  const bounds = (['gt', 'gte', 'lt', 'lte'] as const).filter((k) => s[k] !== undefined && s[k] !== null);
  let read: (v: unknown) => number | string | undefined;
  if (bounds.every((k) => asNum(s[k]) !== undefined)) read = (v) => (typeof v === 'boolean' ? undefined : asNum(v));
  else if (bounds.every((k) => typeof s[k] === 'string' && asDate(s[k]) !== undefined)) read = (v) => (typeof v === 'boolean' ? undefined : asDate(v));
  else read = (v) => String(v);
  const ok = valuesOf(doc, field).some((v) => {
    const x = read(v);
    if (x === undefined) return false;
    return bounds.every((k) => {
      const y = read(s[k])!;
      return k === 'gt' ? x > y : k === 'gte' ? x >= y : k === 'lt' ? x < y : x <= y;
    });
  });
  return ok ? boost : null;
}

function boolScore(b: Json, doc: Json, all: readonly Json[]): number | null {
  const must = listOf(b['must']);
  const filter = listOf(b['filter']);
  const should = listOf(b['should']);
  const mustNot = listOf(b['must_not']);
  const boost = (b['boost'] as number | undefined) ?? 1;
  if (must.length + filter.length + should.length + mustNot.length === 0) return boost;
  let score = 0;
  for (const q of must) {
    const s = scoreDoc(q, doc, all);
    if (s === null) return null;
    score += s;
  }
  for (const q of filter) if (scoreDoc(q, doc, all) === null) return null;
  for (const q of mustNot) if (scoreDoc(q, doc, all) !== null) return null;
  let matched = 0;
  for (const q of should) {
    const s = scoreDoc(q, doc, all);
    if (s !== null) {
      matched++;
      score += s;
    }
  }
  let required = 0;
  const msm = b['minimum_should_match'];
  if (msm !== undefined) {
    const text = String(msm);
    const n = parseInt(text, 10);
    const calc = text.endsWith('%') ? Math.trunc((should.length * n) / 100) : n;
    required = Math.max(0, calc < 0 ? should.length + calc : calc);
  }
  if (should.length > 0 && must.length === 0 && filter.length === 0) required = Math.max(1, required);
  if (should.length > 0 && matched < required) return null;
  return score * boost;
}

/** Type of the field's first value over the whole index, in index order. */
function typeOf(all: readonly Json[], field: string): string {
  for (const doc of all) {
    const v = valuesOf(doc, field)[0];
    if (v !== undefined) return typeof v === 'string' && asDate(v) !== undefined ? 'date' : typeof v;
  }
  return 'none';
}

interface Sort {
  field: string;
  desc: boolean;
  missingFirst: boolean;
  mode: 'min' | 'max';
}

function sorts(value: unknown): Sort[] {
  const out: Sort[] = [];
  for (const item of listOf(value)) {
    if (typeof item === 'string') {
      const [field, order] = item.includes(':') ? [item.slice(0, item.lastIndexOf(':')), item.slice(item.lastIndexOf(':') + 1)] : [item, undefined];
      const desc = order === undefined ? field === '_score' : order === 'desc';
      out.push({ field, desc, missingFirst: false, mode: desc ? 'max' : 'min' });
    } else {
      for (const [field, spec] of Object.entries(item as Json)) {
        const o = typeof spec === 'string' ? { order: spec } : (spec as Json);
        const desc = o['order'] === undefined ? field === '_score' : o['order'] === 'desc';
        out.push({ field, desc, missingFirst: o['missing'] === '_first', mode: (o['mode'] as 'min' | 'max' | undefined) ?? (desc ? 'max' : 'min') });
      }
    }
  }
  return out;
}

/** The sort value of a document: min or max of its values read by the field type, or null. */
function sortValue(all: readonly Json[], doc: Json, s: Sort): Value | null {
  const type = typeOf(all, s.field);
  const read = (v: Value): Value | undefined => {
    if (type === 'string') return String(v);
    if (type === 'date') return typeof v === 'boolean' ? undefined : asDate(v);
    if (typeof v === 'boolean') return v ? 1 : 0;
    return asNum(v);
  };
  let best: Value | null = null;
  for (const v of valuesOf(doc, s.field)) {
    const x = read(v);
    if (x === undefined) continue;
    if (best === null || (s.mode === 'min' ? x < best : x > best)) best = x;
  }
  return best;
}

function wildcard(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

function filterSource(doc: Json, includes: string[], excludes: string[]): Record<string, unknown> {
  const inc = includes.map(wildcard);
  const exc = excludes.map(wildcard);
  const selfOrAncestors = (path: string): string[] => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
  const included = (path: string): boolean => inc.length === 0 || selfOrAncestors(path).some((p) => inc.some((r) => r.test(p)));
  const excluded = (path: string): boolean => selfOrAncestors(path).some((p) => exc.some((r) => r.test(p)));
  const walk = (v: unknown, path: string): unknown => {
    if (excluded(path)) return undefined;
    if (Array.isArray(v)) {
      const items = v.map((x) => walk(x, path)).filter((x) => x !== undefined);
      return items.length > 0 || included(path) ? items : undefined;
    }
    if (isObj(v)) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const kept = walk(x, `${path}.${k}`);
        if (kept !== undefined) out[k] = kept;
      }
      return Object.keys(out).length > 0 || included(path) ? out : undefined;
    }
    return included(path) ? v : undefined;
  };
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(doc)) {
    const kept = walk(x, k);
    if (kept !== undefined) out[k] = kept;
  }
  return out;
}

/** Java's Double.toString: plain with at least one decimal from 10^-3 to 10^7, otherwise computerized scientific. */
function javaDouble(x: number): string {
  if (x === 0 || (Math.abs(x) >= 1e-3 && Math.abs(x) < 1e7)) return Number.isInteger(x) ? `${x}.0` : String(x);
  const [m, e] = x.toExponential().split('e') as [string, string];
  return `${m.includes('.') ? m : `${m}.0`}E${parseInt(e, 10)}`;
}

function aggregations(all: readonly Json[], aggs: Json, hits: readonly Json[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(aggs)) {
    const s = spec as Json;
    if (s['terms'] !== undefined) {
      const t = s['terms'] as Json;
      const field = t['field'] as string;
      const type = typeOf(all, field);
      const counts = new Map<string, number>();
      for (const doc of hits) for (const key of new Set(valuesOf(doc, field).map(String))) counts.set(key, (counts.get(key) ?? 0) + 1);
      const buckets = [...counts].map(([key, doc_count]) => {
        if (type === 'boolean' && (key === 'true' || key === 'false')) return { key: key === 'true' ? 1 : 0, key_as_string: key, doc_count };
        if (type === 'number' && key.trim() !== '' && !Number.isNaN(Number(key))) return { key: Number(key), doc_count };
        return { key, doc_count };
      });
      const cmpKey = (a: Value, b: Value): number =>
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : String(a) !== String(b)
            ? String(a) < String(b)
              ? -1
              : 1
            : typeof a === typeof b
              ? 0
              : typeof a === 'number'
                ? -1
                : 1;
      buckets.sort((a, b) => b.doc_count - a.doc_count || cmpKey(a.key, b.key));
      const size = (t['size'] as number | undefined) ?? 10;
      out[name] = {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: buckets.slice(size).reduce((sum, x) => sum + x.doc_count, 0),
        buckets: buckets.slice(0, size),
      };
    } else {
      const r = s['range'] as Json;
      const field = r['field'] as string;
      const ranges = (r['ranges'] as Json[]).map((x) => ({
        from: x['from'] as number | undefined,
        to: x['to'] as number | undefined,
        key: x['key'] as string | undefined,
      }));
      ranges.sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity) || (a.to ?? Infinity) - (b.to ?? Infinity));
      out[name] = {
        buckets: ranges.map((x) => ({
          key: x.key ?? `${x.from === undefined ? '*' : javaDouble(x.from)}-${x.to === undefined ? '*' : javaDouble(x.to)}`,
          ...(x.from === undefined ? {} : { from: x.from }),
          ...(x.to === undefined ? {} : { to: x.to }),
          doc_count: hits.filter((doc) =>
            valuesOf(doc, field).some((v) => {
              const n = typeof v === 'boolean' ? undefined : asNum(v);
              return n !== undefined && (x.from === undefined || n >= x.from) && (x.to === undefined || n < x.to);
            }),
          ).length,
        })),
      };
    }
  }
  return out;
}

/** The ES 7 answer for `request`, computed the slow way (no `took`: compare the rest). */
export function referenceSearch(all: readonly Json[], request: ReferenceRequest, idField = 'id') {
  const body = request.body;
  const matched: { doc: Json; ordinal: number; score: number }[] = [];
  all.forEach((doc, ordinal) => {
    const score = body['query'] === undefined ? 1 : scoreDoc(body['query'], doc, all);
    if (score === null) return;
    if (body['min_score'] !== undefined && score < (body['min_score'] as number)) return;
    matched.push({ doc, ordinal, score });
  });
  const specs = sorts(body['sort']);
  const effective = specs.length === 0 ? sorts('_score') : specs;
  const keyOf = (m: (typeof matched)[number], s: Sort): Value | null =>
    s.field === '_score' ? m.score : s.field === '_doc' ? m.ordinal : sortValue(all, m.doc, s);
  const ordered = [...matched].sort((a, b) => {
    for (const s of effective) {
      const x = keyOf(a, s);
      const y = keyOf(b, s);
      if (x === null && y === null) continue;
      if (x === null) return s.missingFirst ? -1 : 1;
      if (y === null) return s.missingFirst ? 1 : -1;
      if (x !== y) return (x < y ? -1 : 1) * (s.desc ? -1 : 1);
    }
    return a.ordinal - b.ordinal;
  });
  const from = (body['from'] as number | undefined) ?? 0;
  const size = (body['size'] as number | undefined) ?? 10;
  const showScores = specs.length === 0 || body['track_scores'] === true || specs.some((s) => s.field === '_score');
  const src = body['_source'];
  const fetch = src !== false;
  const includes = typeof src === 'string' ? [src] : Array.isArray(src) ? (src as string[]) : isObj(src) ? listOf(src['includes']).map(String) : [];
  const excludes = isObj(src) ? listOf(src['excludes']).map(String) : [];
  const hits = ordered.slice(from, from + size).map((m) => ({
    _index: request.indexName,
    _type: '_doc',
    _id: isValue(m.doc[idField]) ? String(m.doc[idField]) : String(m.ordinal),
    _score: showScores ? m.score : null,
    ...(fetch ? { _source: filterSource(m.doc, includes, excludes) } : {}),
    ...(specs.length > 0 ? { sort: specs.map((s) => keyOf(m, s)) } : {}),
  }));
  const track = body['track_total_hits'];
  const cap = track === undefined ? 10_000 : track === true ? Infinity : track === false ? -1 : (track as number);
  const total = cap < 0 ? undefined : matched.length > cap ? { value: cap, relation: 'gte' } : { value: matched.length, relation: 'eq' };
  const maxScore = showScores && matched.length > 0 && size > 0 ? Math.max(...matched.map((m) => m.score)) : null;
  const aggs = body['aggs'] as Json | undefined;
  return {
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { ...(total === undefined ? {} : { total }), max_score: maxScore, hits },
    ...(aggs === undefined
      ? {}
      : {
          aggregations: aggregations(
            all,
            aggs,
            matched.map((m) => m.doc),
          ),
        }),
  };
}
