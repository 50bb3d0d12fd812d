import { parsingError } from './errors';
import { parseFuzziness, editsFor, expand, type Fuzziness } from './fuzzy';
import { type SearchIndex } from './index-cache';
import { textField, textPosting, type TextField } from './text-index';
import { asBoolean, asInteger, asNumber, asObject, asString, checkKeys, isObject, singleEntry, type JsonObject } from './json';
import { type EvalContext, type Matches } from './matches';
import { minimumShouldMatch } from './minimum-should-match';
import { analyze, isScalar, parseField, scalarsAt, termKey, type Scalar } from './values';

/** BM25 as in Lucene 8 (ES 7): idf · tf / (tf + k1 · (1 − b + b · length / average length)). */
const K1 = 1.2;
const B = 0.75;

interface MatchOptions {
  readonly operator: 'or' | 'and';
  readonly fuzziness: Fuzziness;
  readonly prefixLength: number;
  readonly maxExpansions: number;
  readonly transpositions: boolean;
  readonly minimumShouldMatch: unknown;
}

interface FieldScores {
  readonly mask: Uint8Array;
  readonly scores: Float64Array;
}

const MATCH_KEYS = [
  'query',
  'operator',
  'fuzziness',
  'prefix_length',
  'max_expansions',
  'minimum_should_match',
  'boost',
  'fuzzy_transpositions',
  'lenient',
  'zero_terms_query',
  'auto_generate_synonyms_phrase_query',
];

/** `match`: the query text analysed like the field, tokens OR-ed (or AND-ed), fuzzily when asked; BM25-scored. */
export function matchQuery(ctx: EvalContext, body: unknown): Matches {
  const [field, spec] = singleEntry(body, 'match');
  const obj: JsonObject = isObject(spec) ? spec : { query: spec };
  checkKeys(obj, MATCH_KEYS, 'match');
  checkNoOps(obj, 'match');
  const text = queryText(obj, 'match');
  const boost = obj['boost'] === undefined ? 1 : asNumber(obj['boost'], 'match.boost');
  const r = matchField(ctx.index, field, text, matchOptions(obj, 'match'), boost, ctx.scoring);
  return { mask: r.mask, scores: ctx.scoring ? r.scores : null, constant: 0 };
}

const MULTI_MATCH_KEYS = [...MATCH_KEYS, 'fields', 'type', 'tie_breaker', 'cutoff_frequency', 'slop'];

/**
 * `multi_match` of type best_fields (default: best field plus tie_breaker × the others), most_fields (sum) or
 * phrase. Fields take `^boost`. `cutoff_frequency` is accepted and ignored: deprecated in ES 7, removed in 8.
 */
export function multiMatchQuery(ctx: EvalContext, body: unknown): Matches {
  const obj = asObject(body, 'multi_match');
  checkKeys(obj, MULTI_MATCH_KEYS, 'multi_match');
  checkNoOps(obj, 'multi_match');
  const type = obj['type'] === undefined ? 'best_fields' : asString(obj['type'], 'multi_match.type');
  if (!['best_fields', 'most_fields', 'phrase'].includes(type)) throw parsingError(`[multi_match] type [${type}] is not supported`);
  const unused =
    type === 'phrase'
      ? ['fuzziness', 'operator', 'minimum_should_match', 'prefix_length', 'max_expansions', 'fuzzy_transpositions']
      : type === 'most_fields'
        ? ['tie_breaker']
        : [];
  for (const key of unused) if (obj[key] !== undefined) throw parsingError(`[multi_match] [${key}] is not allowed for type [${type}]`);
  if (!Array.isArray(obj['fields']) || obj['fields'].length === 0) throw parsingError('[multi_match] requires [fields] (an array of field names)');
  const fields = obj['fields'].map((f) => parseBoostedField(f));
  const text = queryText(obj, 'multi_match');
  const tie = type === 'most_fields' ? 1 : obj['tie_breaker'] === undefined ? 0 : asNumber(obj['tie_breaker'], 'multi_match.tie_breaker');
  const boost = obj['boost'] === undefined ? 1 : asNumber(obj['boost'], 'multi_match.boost');
  const slop = obj['slop'] === undefined ? 0 : asInteger(obj['slop'], 'multi_match.slop');
  if (slop !== 0) throw parsingError('[multi_match] [slop] other than 0 is not supported');
  const options = matchOptions(obj, 'multi_match');
  const perField = fields.map(({ field, weight }) =>
    type === 'phrase' ? phraseField(ctx.index, field, text, weight) : matchField(ctx.index, field, text, options, weight, ctx.scoring),
  );
  const n = ctx.index.size;
  const mask = new Uint8Array(n);
  const scores = new Float64Array(n);
  for (let d = 0; d < n; d++) {
    let best = 0;
    let sum = 0;
    let any = false;
    for (const r of perField) {
      if (r.mask[d] !== 1) continue;
      any = true;
      const s = r.scores[d]!;
      sum += s;
      if (s > best) best = s;
    }
    if (any) {
      mask[d] = 1;
      scores[d] = (best + tie * (sum - best)) * boost;
    }
  }
  return { mask, scores, constant: 0 };
}

/** `match_phrase`: all tokens at consecutive positions of one field (slop 0), scored as the sum of their BM25. */
export function matchPhraseQuery(ctx: EvalContext, body: unknown): Matches {
  const [field, spec] = singleEntry(body, 'match_phrase');
  const obj: JsonObject = isObject(spec) ? spec : { query: spec };
  checkKeys(obj, ['query', 'boost', 'slop', 'zero_terms_query'], 'match_phrase');
  checkNoOps(obj, 'match_phrase');
  if (obj['slop'] !== undefined && asInteger(obj['slop'], 'match_phrase.slop') !== 0) throw parsingError('[match_phrase] [slop] other than 0 is not supported');
  const boost = obj['boost'] === undefined ? 1 : asNumber(obj['boost'], 'match_phrase.boost');
  const r = phraseField(ctx.index, field, queryText(obj, 'match_phrase'), boost);
  return { mask: r.mask, scores: r.scores, constant: 0 };
}

function parseBoostedField(value: unknown): { field: string; weight: number } {
  const spec = asString(value, 'multi_match.fields');
  const m = /^([^^]+)(?:\^(\d+(?:\.\d+)?))?$/.exec(spec);
  if (m === null) throw parsingError(`[multi_match] bad field [${spec}]`);
  if (m[1]!.includes('*')) throw parsingError(`[multi_match] wildcard field [${spec}] is not supported`);
  return { field: m[1]!, weight: m[2] === undefined ? 1 : Number(m[2]) };
}

function queryText(obj: JsonObject, clause: string): Scalar {
  const q = obj['query'];
  if (!isScalar(q)) throw parsingError(`[${clause}] requires [query] as a string, number or boolean`);
  return q;
}

/** Options that only have the ES default value here (no analyzers or synonyms in a mock index). */
function checkNoOps(obj: JsonObject, clause: string): void {
  if (obj['zero_terms_query'] !== undefined && obj['zero_terms_query'] !== 'none')
    throw parsingError(`[${clause}] [zero_terms_query] other than none is not supported`);
  if (obj['lenient'] !== undefined) asBoolean(obj['lenient'], `${clause}.lenient`);
  if (obj['auto_generate_synonyms_phrase_query'] !== undefined)
    asBoolean(obj['auto_generate_synonyms_phrase_query'], `${clause}.auto_generate_synonyms_phrase_query`);
}

function matchOptions(obj: JsonObject, clause: string): MatchOptions {
  // Validate now: a one-token query would otherwise never read it.
  if (obj['minimum_should_match'] !== undefined) minimumShouldMatch(obj['minimum_should_match'], 1, clause);
  const operator = obj['operator'] === undefined ? 'or' : asString(obj['operator'], `${clause}.operator`).toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[${clause}] unknown [operator] ${operator}`);
  return {
    operator,
    fuzziness: parseFuzziness(obj['fuzziness'], clause),
    prefixLength: obj['prefix_length'] === undefined ? 0 : asInteger(obj['prefix_length'], `${clause}.prefix_length`),
    maxExpansions: obj['max_expansions'] === undefined ? 50 : asInteger(obj['max_expansions'], `${clause}.max_expansions`),
    transpositions: obj['fuzzy_transpositions'] === undefined ? true : asBoolean(obj['fuzzy_transpositions'], `${clause}.fuzzy_transpositions`),
    minimumShouldMatch: obj['minimum_should_match'],
  };
}

function tokensFor(field: string, text: Scalar): string[] {
  const tokens = parseField(field).keyword ? [termKey(text)] : analyze(text);
  return [...new Set(tokens)];
}

const idf = (f: TextField, df: number): number => Math.log(1 + (f.docCount - df + 0.5) / (df + 0.5));

/** Without `scoring` (filter context) the scores stay 0 and only the mask is meaningful. */
function matchField(index: SearchIndex, field: string, text: Scalar, o: MatchOptions, boost: number, scoring: boolean): FieldScores {
  const f = textField(index, field);
  const tokens = tokensFor(field, text);
  const n = index.size;
  const mask = new Uint8Array(n);
  const scores = new Float64Array(n);
  if (tokens.length === 0) return { mask, scores };
  if (!scoring && tokens.length === 1 && editsFor(o.fuzziness, tokens[0]!) === 0) {
    const docs = textPosting(f, tokens[0]!)?.docs ?? new Int32Array(0);
    for (let i = 0; i < docs.length; i++) mask[docs[i]!] = 1;
    return { mask, scores };
  }
  let required = 1;
  if (o.operator === 'and') required = tokens.length;
  else if (o.minimumShouldMatch !== undefined && tokens.length > 1) {
    required = Math.max(1, minimumShouldMatch(o.minimumShouldMatch, tokens.length, 'minimum_should_match'));
  }
  const { counts, best, seen } = scratch(index);
  const touched: number[] = [];
  const counted: number[] = [];
  for (const token of tokens) {
    // On a .keyword field the whole value is the one token, and it is fuzzy-matched whole (as ES does).
    const edits = editsFor(o.fuzziness, token);
    for (const { term, similarity } of expand(f, token, edits, o.prefixLength, o.maxExpansions, o.transpositions)) {
      const posting = textPosting(f, term)!;
      const weight = boost * similarity * idf(f, posting.docs.length);
      for (let i = 0; i < posting.docs.length; i++) {
        const d = posting.docs[i]!;
        const tf = posting.tfs[i]!;
        const s = (weight * tf) / (tf + K1 * (1 - B + (B * f.lengths[d]!) / f.averageLength));
        if (seen[d] === 0) {
          seen[d] = 1;
          best[d] = s;
          touched.push(d);
        } else if (s > best[d]!) best[d] = s;
      }
    }
    // A token counts once per document, with its best-scoring expansion.
    for (const d of touched) {
      if (counts[d] === 0) counted.push(d);
      counts[d]!++;
      scores[d]! += best[d]!;
      seen[d] = 0;
    }
    touched.length = 0;
  }
  for (const d of counted) {
    if (counts[d]! >= required) mask[d] = 1;
    counts[d] = 0;
  }
  return { mask, scores };
}

/**
 * Per-index work arrays for matchField, all zero between calls (each call resets what it touched), so a search
 * does not allocate three document-sized arrays per field and token.
 */
function scratch(index: SearchIndex): { counts: Uint16Array; best: Float64Array; seen: Uint8Array } {
  let s = index.cache.get('scratch:match') as ReturnType<typeof scratch> | undefined;
  if (s === undefined) {
    s = { counts: new Uint16Array(index.size), best: new Float64Array(index.size), seen: new Uint8Array(index.size) };
    index.cache.set('scratch:match', s);
  }
  return s;
}

function phraseField(index: SearchIndex, field: string, text: Scalar, boost: number): FieldScores {
  const f = textField(index, field);
  const { path, keyword } = parseField(field);
  const tokens = keyword ? [termKey(text)] : analyze(text);
  const n = index.size;
  const mask = new Uint8Array(n);
  const scores = new Float64Array(n);
  const postings = tokens.map((t) => textPosting(f, t));
  if (tokens.length === 0 || postings.some((p) => p === undefined)) return { mask, scores };
  const lists = postings.map((p) => p!);
  const shortest = lists.reduce((a, b) => (a.docs.length <= b.docs.length ? a : b));
  for (const d of shortest.docs) {
    if (!lists.every((l) => binarySearch(l.docs, d) >= 0)) continue;
    const values = scalarsAt(index.docs[d], path).map((v) => (keyword ? [termKey(v)] : analyze(v)));
    if (!containsPhrase(values, tokens)) continue;
    mask[d] = 1;
    let s = 0;
    for (const p of lists) {
      const tf = p.tfs[binarySearch(p.docs, d)]!;
      s += (idf(f, p.docs.length) * tf) / (tf + K1 * (1 - B + (B * f.lengths[d]!) / f.averageLength));
    }
    scores[d] = s * boost;
  }
  return { mask, scores };
}

/** Phrases never span two values of a multi-valued field (ES puts a position_increment_gap of 100 between them). */
function containsPhrase(values: readonly string[][], tokens: readonly string[]): boolean {
  return values.some((v) => {
    for (let i = 0; i + tokens.length <= v.length; i++) if (tokens.every((t, k) => v[i + k] === t)) return true;
    return false;
  });
}

function binarySearch(sorted: Int32Array, x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else if (sorted[mid]! > x) hi = mid - 1;
    else return mid;
  }
  return -1;
}
