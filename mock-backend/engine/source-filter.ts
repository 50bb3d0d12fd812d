import { parsingError } from './errors';
import { copyJsonExcept, pathTree } from './copy-json';
import { isObject } from './json';

/** `_source` filtering: include and exclude patterns on dotted paths, `*` matching any characters (dots too). */
export interface SourceFilter {
  readonly fetch: boolean;
  readonly includes: readonly string[];
  readonly excludes: readonly string[];
}

export const FETCH_ALL: SourceFilter = { fetch: true, includes: [], excludes: [] };

/** Body `_source`: true/false, a pattern, a list of patterns, or `{ includes|include, excludes|exclude }`. */
export function parseSourceOption(value: unknown): SourceFilter {
  if (value === undefined || value === true) return FETCH_ALL;
  if (value === false) return { fetch: false, includes: [], excludes: [] };
  if (typeof value === 'string' || Array.isArray(value)) return { fetch: true, includes: patterns(value, '_source'), excludes: [] };
  if (isObject(value)) {
    for (const key of Object.keys(value)) {
      if (!['includes', 'include', 'excludes', 'exclude'].includes(key)) throw parsingError(`[_source] unknown key [${key}]`);
    }
    return {
      fetch: true,
      includes: patterns(value['includes'] ?? value['include'], '_source.includes'),
      excludes: patterns(value['excludes'] ?? value['exclude'], '_source.excludes'),
    };
  }
  throw parsingError(`[_source] expects a boolean, a string, an array or an object, got ${JSON.stringify(value)}`);
}

/** Query-string style patterns: a comma-separated string or an array. */
export function patterns(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (list === undefined || !list.every((p) => typeof p === 'string')) throw parsingError(`[${where}] expects field patterns, got ${JSON.stringify(value)}`);
  return list.map((p) => (p as string).trim()).filter((p) => p !== '');
}

interface Pattern {
  readonly regex: RegExp;
  /** The literal part before the first `*`. */
  readonly prefix: string;
  readonly wild: boolean;
}

const compile = (p: string): Pattern => ({
  regex: new RegExp(`^${p.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`),
  prefix: p.split('*')[0]!,
  wild: p.includes('*'),
});

/**
 * Patterns as a matcher: literal ones (most of them: `stock.qty`, `configurable_children.name`) looked up in sets,
 * wildcard ones tested as regexes. A listing's excludes meet every path of 50 products, so a regex per literal
 * pattern per path would cost more than the search.
 */
function matcher(list: readonly string[]): { readonly empty: boolean; matches(path: string): boolean; mayMatchBelow(path: string): boolean } {
  const literal = new Set(list.filter((p) => !p.includes('*')));
  const wild = list.filter((p) => p.includes('*')).map(compile);
  // Every proper prefix of a literal pattern, so "could it match below this path?" is one lookup as well.
  const literalParents = new Set([...literal].flatMap((p) => p.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  return {
    empty: list.length === 0,
    matches: (path) => literal.has(path) || wild.some((p) => p.regex.test(path)),
    mayMatchBelow: (path) => literalParents.has(path) || wild.some((p) => mayMatchBelow(p, path)),
  };
}

/** Applies the filter to one `_source` object, as ES XContentMapValues.filter does for maps and arrays. */
export function makeSourceFilter(filter: SourceFilter): (source: Readonly<Record<string, unknown>>) => Record<string, unknown> {
  const inc = matcher(filter.includes);
  const exc = matcher(filter.excludes);
  // Hits never share objects with the index: callers (the product rewrite) may change what they get.
  if (inc.empty && exc.empty) return (s) => copyJsonExcept(s) as Record<string, unknown>;
  if (inc.empty && !filter.excludes.some((p) => p.includes('*'))) return literalExcluder(filter.excludes);
  const filterObject = (obj: Readonly<Record<string, unknown>>, base: string, included: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(obj)) {
      const path = base === '' ? key : `${base}.${key}`;
      if (exc.matches(path)) continue;
      const fully = included || inc.empty || inc.matches(path);
      if (!fully && !inc.mayMatchBelow(path)) continue;
      const kept = filterValue(value, path, fully);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  };
  const filterValue = (value: unknown, path: string, included: boolean): unknown => {
    if (Array.isArray(value)) {
      const items = value.flatMap((item) => {
        const kept = filterValue(item, path, included);
        return kept === undefined ? [] : [kept];
      });
      return items.length === 0 && !included ? undefined : items;
    }
    if (isObject(value)) {
      const kept = filterObject(value, path, included);
      return Object.keys(kept).length === 0 && !included ? undefined : kept;
    }
    return included ? value : undefined;
  };
  return (s) => filterObject(s, '', false);
}

/**
 * Literal excludes only (what a shop's listing sends): one copy that leaves the excluded paths out as it goes (into
 * arrays as ES does). Same result as the general walk, several times cheaper.
 */
function literalExcluder(excludes: readonly string[]): (source: Readonly<Record<string, unknown>>) => Record<string, unknown> {
  const tree = pathTree(excludes);
  return (s) => copyJsonExcept(s, tree) as Record<string, unknown>;
}

/** Could the wildcard pattern match some path below `path`? */
function mayMatchBelow(p: Pattern, path: string): boolean {
  const below = `${path}.`;
  return p.prefix.startsWith(below) || (p.wild && below.startsWith(p.prefix));
}
