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

/**
 * Bounds of one request's patterns (the mock's own: ES caps the body, not the list): far above the few dozen a shop
 * sends, low enough that filtering a page of hits stays a small, bounded piece of work.
 */
export const MAX_SOURCE_PATTERNS = 1024;
export const MAX_PATTERN_LENGTH = 512;

/** Query-string style patterns: a comma-separated string or an array. */
export function patterns(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (list === undefined || !list.every((p) => typeof p === 'string')) throw parsingError(`[${where}] expects field patterns, got ${JSON.stringify(value)}`);
  if (list.length > MAX_SOURCE_PATTERNS) throw parsingError(`[${where}] has [${list.length}] patterns, more than the allowed [${MAX_SOURCE_PATTERNS}]`);
  const long = list.find((p) => (p as string).length > MAX_PATTERN_LENGTH);
  if (long !== undefined) throw parsingError(`[${where}] pattern is longer than the allowed [${MAX_PATTERN_LENGTH}] characters`);
  return list.map((p) => (p as string).trim()).filter((p) => p !== '');
}

interface Pattern {
  /** The literal pieces between the `*`s: the first must start the path, the last end it, the rest occur in order. */
  readonly pieces: readonly string[];
  /** The literal part before the first `*`. */
  readonly prefix: string;
  readonly wild: boolean;
}

const compile = (p: string): Pattern => ({ pieces: p.split('*'), prefix: p.split('*')[0]!, wild: p.includes('*') });

/**
 * Whether a `*` pattern matches the whole path, without a regular expression: each middle piece is taken at its first
 * occurrence after the previous one (the earliest place leaves the most room for the rest, so no choice is ever
 * undone). A regex `^.*a.*a.*b$` backtracks through every split of a long path; this reads it once per piece.
 */
function globMatches(p: Pattern, path: string): boolean {
  const { pieces } = p;
  if (pieces.length === 1) return path === pieces[0];
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (path.length < first.length + last.length || !path.startsWith(first) || !path.endsWith(last)) return false;
  let at = first.length;
  const end = path.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i]!;
    if (piece === '') continue;
    const found = path.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** Whether one `_source` pattern (`*` = any characters, dots too) matches a whole dotted path. */
export const matchesPattern = (pattern: string, path: string): boolean => globMatches(compile(pattern), path);

/**
 * Patterns as a matcher: literal ones (most of them: `stock.qty`, `configurable_children.name`) looked up in sets,
 * wildcard ones matched piece by piece. A listing's excludes meet every path of 50 products, so a test per literal
 * pattern per path would cost more than the search.
 */
function matcher(list: readonly string[]): { readonly empty: boolean; matches(path: string): boolean; mayMatchBelow(path: string): boolean } {
  const literal = new Set(list.filter((p) => !p.includes('*')));
  const wild = list.filter((p) => p.includes('*')).map(compile);
  // Every proper prefix of a literal pattern, so "could it match below this path?" is one lookup as well.
  const literalParents = new Set(
    [...literal].flatMap((p) =>
      p
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  );
  return {
    empty: list.length === 0,
    matches: (path) => literal.has(path) || wild.some((p) => globMatches(p, path)),
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
