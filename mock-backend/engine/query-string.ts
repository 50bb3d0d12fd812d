import { parsingError } from './errors';
import { type SearchIndex } from './index-cache';
import { asBoolean, asNumber, asObject, asString, checkKeys, type JsonObject } from './json';
import { type EvalContext, type Matches } from './matches';

type Evaluate = (ctx: EvalContext, query: unknown) => Matches;

/** Lucene syntax this small parser does not understand: it refuses it rather than guess. */
const UNSUPPORTED = /[*?~^()[\]{}!\\/]|&&|\|\|/;

/**
 * `query_string` (what the VSF API sends for `?q=`), in a small subset of the Lucene syntax: whitespace-separated
 * terms, `field:term`, `"quoted phrases"` and `field:"phrase"`, combined by `default_operator` (OR). A bare term is a
 * best_fields match over `fields`, `default_field`, or every field holding text. Wildcards, fuzziness (~), boosts
 * (^), ranges, groups, +/- and AND/OR/NOT raise a parsing_exception naming the construct.
 */
export function queryStringQuery(ctx: EvalContext, body: unknown, evaluate: Evaluate): Matches {
  const obj = asObject(body, 'query_string');
  checkKeys(obj, ['query', 'default_field', 'fields', 'default_operator', 'boost', 'lenient'], 'query_string');
  if (obj['lenient'] !== undefined) asBoolean(obj['lenient'], 'query_string.lenient');
  const text = asString(obj['query'], 'query_string.query');
  const operator = obj['default_operator'] === undefined ? 'or' : asString(obj['default_operator'], 'query_string.default_operator').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[query_string] unknown [default_operator] ${operator}`);
  const fields = defaultFields(ctx.index, obj);
  const clauses = parse(text).map(({ field, value, phrase }) => {
    if (field !== undefined) return phrase ? { match_phrase: { [field]: value } } : { match: { [field]: value } };
    return { multi_match: { query: value, fields, ...(phrase ? { type: 'phrase' } : {}) } };
  });
  if (clauses.length === 0) return { mask: new Uint8Array(ctx.index.size), scores: null, constant: 0 };
  const boost = obj['boost'] === undefined ? 1 : asNumber(obj['boost'], 'query_string.boost');
  return evaluate(ctx, { bool: { [operator === 'and' ? 'must' : 'should']: clauses, boost } });
}

interface Term {
  readonly field: string | undefined;
  readonly value: string;
  readonly phrase: boolean;
}

function parse(text: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(?:([\p{L}\p{N}_.]+):)?(?:"([^"]*)"|(\S+))/gu;
  for (const m of text.matchAll(pattern)) {
    const [whole, field, quoted, word] = m;
    if (
      quoted === undefined &&
      (UNSUPPORTED.test(word!) || /^[+-]/.test(word!) || ['AND', 'OR', 'NOT'].includes(word!) || word!.includes(':') || word!.includes('"'))
    ) {
      throw parsingError(`[query_string] syntax in [${whole}] is not supported (plain terms, field:term and "phrases" only)`);
    }
    terms.push({ field, value: quoted ?? word!, phrase: quoted !== undefined });
  }
  return terms;
}

function defaultFields(index: SearchIndex, obj: JsonObject): string[] {
  if (obj['fields'] !== undefined) {
    if (!Array.isArray(obj['fields'])) throw parsingError('[query_string] [fields] must be an array');
    return obj['fields'].map((f) => asString(f, 'query_string.fields'));
  }
  if (obj['default_field'] !== undefined && obj['default_field'] !== '*') return [asString(obj['default_field'], 'query_string.default_field')];
  return textPaths(index);
}

/** Every dotted path that holds a string somewhere in the index (ES's `*` default field, text fields only). */
function textPaths(index: SearchIndex): string[] {
  const cached = index.cache.get('paths:text');
  if (cached !== undefined) return cached as string[];
  const paths = new Set<string>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') paths.add(path);
    else if (Array.isArray(value)) for (const v of value) walk(v, path);
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) walk(v, path === '' ? k : `${path}.${k}`);
    }
  };
  for (const doc of index.docs) walk(doc, '');
  const list = [...paths].sort();
  index.cache.set('paths:text', list);
  return list;
}
