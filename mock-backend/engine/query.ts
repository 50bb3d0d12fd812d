import { parsingError } from './errors';
import { existsMask, keywordField, keywordPosting } from './field-index';
import { asBoolean, asList, asNumber, asObject, asString, checkKeys, isObject, singleEntry, type JsonObject } from './json';
import { boosted, fromDocs, type EvalContext, type Matches } from './matches';
import { minimumShouldMatch } from './minimum-should-match';
import { rangeQuery } from './range';
import { functionScoreQuery } from './function-score';
import { queryStringQuery } from './query-string';
import { matchPhraseQuery, matchQuery, multiMatchQuery } from './text';
import { isScalar, termKey } from './values';

type ClauseEvaluator = (ctx: EvalContext, body: unknown) => Matches;

const CLAUSES: Readonly<Record<string, ClauseEvaluator>> = {
  bool: boolQuery,
  term: termQuery,
  terms: termsQuery,
  range: rangeQuery,
  exists: existsQuery,
  ids: idsQuery,
  match_all: (ctx, body) => constantAll(ctx, body, 'match_all', 1),
  match_none: (ctx, body) => constantAll(ctx, body, 'match_none', 0),
  constant_score: constantScoreQuery,
  match: matchQuery,
  match_phrase: matchPhraseQuery,
  multi_match: multiMatchQuery,
  function_score: (ctx, body) => functionScoreQuery(ctx, body, evaluate),
  query_string: (ctx, body) => queryStringQuery(ctx, body, evaluate),
};

/** Evaluates one query clause (`{ <type>: <body> }`) over every document of the index. */
export function evaluate(ctx: EvalContext, query: unknown): Matches {
  if (!isObject(query)) throw parsingError(`query malformed, expected an object, got ${JSON.stringify(query)}`);
  const entries = Object.entries(query);
  if (entries.length === 0) throw parsingError('query malformed, empty clause found');
  if (entries.length > 1) {
    throw parsingError(`[${entries[0]![0]}] malformed query, expected [END_OBJECT] but found [FIELD_NAME] ([${entries[1]![0]}])`);
  }
  const [type, body] = entries[0]!;
  // Own keys only: a clause named `toString` is unknown, not Object.prototype's.
  const evaluator = Object.hasOwn(CLAUSES, type) ? CLAUSES[type] : undefined;
  if (evaluator === undefined) throw parsingError(`unknown query [${type}]: no [query] registered for [${type}]`);
  return evaluator(ctx, body);
}

const boostOf = (obj: JsonObject, clause: string): number => (obj['boost'] === undefined ? 1 : asNumber(obj['boost'], `${clause}.boost`));

function boolQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'bool');
  checkKeys(obj, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', 'adjust_pure_negative'], 'bool');
  const n = ctx.index.size;
  const list = (key: string): readonly unknown[] => (obj[key] === undefined ? [] : asList(obj[key]));
  const must = list('must');
  const filter = list('filter');
  const should = list('should');
  const mustNot = list('must_not');
  let required = obj['minimum_should_match'] === undefined ? 0 : minimumShouldMatch(obj['minimum_should_match'], should.length, 'bool');
  // An empty bool is match_all (ES).
  if (must.length + filter.length + should.length + mustNot.length === 0)
    return { mask: new Uint8Array(n).fill(1), scores: null, constant: boostOf(obj, 'bool') };
  // A pure must_not bool matches everything else (scored 0), unless adjust_pure_negative is false: then nothing.
  const pureNegative = must.length + filter.length + should.length === 0;
  if (pureNegative && obj['adjust_pure_negative'] !== undefined && !asBoolean(obj['adjust_pure_negative'], 'bool.adjust_pure_negative')) {
    return { mask: new Uint8Array(n), scores: null, constant: 0 };
  }

  const mask = new Uint8Array(n).fill(1);
  const scores = ctx.scoring ? new Float64Array(n) : null;
  const filterCtx: EvalContext = { index: ctx.index, scoring: false };
  for (const clause of must) {
    const m = evaluate(ctx, clause);
    andInto(mask, m.mask);
    if (scores !== null) addInto(scores, m);
  }
  for (const clause of filter) andInto(mask, evaluate(filterCtx, clause).mask);
  for (const clause of mustNot) {
    const m = evaluate(filterCtx, clause).mask;
    for (let d = 0; d < n; d++) if (m[d] === 1) mask[d] = 0;
  }
  if (should.length > 0) {
    // Without must or filter clauses the should clauses are the query: at least one has to match (ES/Lucene).
    if (must.length === 0 && filter.length === 0) required = Math.max(required, 1);
    const counts = required > 0 ? new Uint16Array(n) : null;
    for (const clause of should) {
      const m = evaluate(ctx, clause);
      if (counts !== null) for (let d = 0; d < n; d++) counts[d]! += m.mask[d]!;
      if (scores !== null) addInto(scores, m);
    }
    if (counts !== null) for (let d = 0; d < n; d++) if (counts[d]! < required) mask[d] = 0;
  }
  return boosted({ mask, scores, constant: 0 }, boostOf(obj, 'bool'));
}

function andInto(target: Uint8Array, other: Uint8Array): void {
  for (let d = 0; d < target.length; d++) target[d]! &= other[d]!;
}

function addInto(scores: Float64Array, m: Matches): void {
  const { mask } = m;
  if (m.scores === null) {
    const c = m.constant;
    if (c !== 0) for (let d = 0; d < scores.length; d++) if (mask[d] === 1) scores[d]! += c;
    return;
  }
  const s = m.scores;
  for (let d = 0; d < scores.length; d++) if (mask[d] === 1) scores[d]! += s[d]!;
}

/** `term`/`terms` compare String() forms of whole values (keyword semantics), so 49 matches '49'. Score: boost. */
function termQuery(ctx: EvalContext, body: unknown): Matches {
  const [field, spec] = singleEntry(body, 'term');
  let value = spec;
  let boost = 1;
  if (isObject(spec)) {
    checkKeys(spec, ['value', 'boost'], 'term');
    value = spec['value'];
    boost = boostOf(spec, 'term');
  }
  if (!isScalar(value)) throw parsingError(`[term] query on [${field}] needs a string, number or boolean value, got ${JSON.stringify(value)}`);
  return termsMatches(ctx, field, [value], boost);
}

function termsQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'terms');
  let boost = 1;
  let field: string | undefined;
  let values: unknown;
  for (const [key, v] of Object.entries(obj)) {
    if (key === 'boost') boost = asNumber(v, 'terms.boost');
    else if (field !== undefined) throw parsingError(`[terms] query does not support multiple fields, found [${field}] and [${key}]`);
    else [field, values] = [key, v];
  }
  if (field === undefined) throw parsingError('[terms] query malformed, no field specified');
  if (!Array.isArray(values)) {
    throw parsingError(`[terms] query on [${field}] needs an array of values${isObject(values) ? ' (terms lookup is not supported)' : ''}`);
  }
  for (const v of values) if (!isScalar(v)) throw parsingError(`[terms] query on [${field}] got a non-scalar value ${JSON.stringify(v)}`);
  return termsMatches(ctx, field, values, boost);
}

function termsMatches(ctx: EvalContext, field: string, values: readonly unknown[], boost: number): Matches {
  const kw = keywordField(ctx.index, field);
  const lists: Int32Array[] = [];
  for (const v of values) {
    const id = kw.idOf.get(termKey(v as string));
    if (id !== undefined) lists.push(keywordPosting(kw, id));
  }
  return fromDocs(ctx.index.size, lists, boost);
}

function existsQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'exists');
  checkKeys(obj, ['field', 'boost'], 'exists');
  const field = asString(obj['field'], 'exists.field');
  return { mask: existsMask(ctx.index, field), scores: null, constant: boostOf(obj, 'exists') };
}

function idsQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'ids');
  checkKeys(obj, ['values', 'boost'], 'ids');
  const values = obj['values'];
  if (!Array.isArray(values)) throw parsingError('[ids] query needs [values] as an array');
  const wanted = new Set(values.map((v) => String(v)));
  const mask = Uint8Array.from(ctx.index.ids, (id) => (wanted.has(id) ? 1 : 0));
  return { mask, scores: null, constant: boostOf(obj, 'ids') };
}

function constantAll(ctx: EvalContext, body: unknown, clause: string, fill: 0 | 1): Matches {
  const obj = asObject(body, clause);
  checkKeys(obj, ['boost'], clause);
  return { mask: new Uint8Array(ctx.index.size).fill(fill), scores: null, constant: boostOf(obj, clause) };
}

function constantScoreQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'constant_score');
  checkKeys(obj, ['filter', 'boost'], 'constant_score');
  if (obj['filter'] === undefined) throw parsingError("[constant_score] requires a 'filter' element");
  const m = evaluate({ index: ctx.index, scoring: false }, obj['filter']);
  return { mask: m.mask, scores: null, constant: boostOf(obj, 'constant_score') };
}
