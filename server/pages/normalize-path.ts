import { parseRoute } from '../../domain/routing/parse-route';
import { routeDefinition, routeTable } from '../../domain/routing/route-table';
import { isLandingPagePath, isSearchTextPath } from '../../domain/routing/search-text';
import { storePrefix, storeViewOfPath } from '../../domain/routing/store-prefix';
import { type StoreView, defaultStoreCode } from '../../domain/store-view/store-view';

export interface PathRules {
  readonly views: readonly StoreView[];
  /** seo.useTrailingSlashes: paths of routes without a fixed rule end in a slash. */
  readonly useTrailingSlashes: boolean;
}

const withSlash = (path: string, slash: boolean): string => {
  if (path === '/') return path;
  const bare = path.replace(/\/+$/, '');
  return slash ? `${bare}/` : bare;
};

/** Whether the store-relative path should end in a slash: the route's own rule, or the setting (catalogue spec §2). */
function wantsSlash(rest: string, rules: PathRules): boolean {
  if (isLandingPagePath(rest)) return true;
  const route = parseRoute(rest, rules.views);
  // A search page found by its words (`/geen-zoekresultaat?q=`) answers where it was asked for.
  if (route.name === 'search' && isSearchTextPath(rest) && routeDefinition('search')?.pattern !== rest) return rest.endsWith('/');
  if (route.name !== 'page-not-found') return routeDefinition(route.name)?.trailingSlash === 'always' || rules.useTrailingSlashes;
  // A strict route typed without its slash parses as not-found; it is still that route.
  const slashed = parseRoute(`${rest.replace(/\/+$/, '')}/`, rules.views);
  if (slashed.name !== 'page-not-found' && routeDefinition(slashed.name)?.strict === true) return true;
  return rules.useTrailingSlashes;
}

/**
 * Percent-escapes in their one spelling (RFC 3986 §6.2.2): an escaped letter, digit or `-._~` is that character, the
 * hex of any other escape upper case. `/en/wom%65n` and `/en/women` are one page, and one cache entry.
 */
const canonicalEscapes = (path: string): string =>
  path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });

/**
 * The path a request should have been made to, or undefined when it is already right: escapes in their one spelling,
 * no repeated slashes, no prefix for the default store view (`/nl/x` → `/x`), a store's home with its slash (`/en` →
 * `/en/`), and each route's trailing-slash rule. The server answers 301 toward it.
 */
export function normalizedPath(pathname: string, rules: PathRules): string | undefined {
  let path = canonicalEscapes(pathname).replace(/\/{2,}/g, '/');
  const defaultPrefix = `/${defaultStoreCode}`;
  if (path === defaultPrefix || path.startsWith(`${defaultPrefix}/`)) path = path.slice(defaultPrefix.length) || '/';
  const { view, rest } = storeViewOfPath(path, rules.views);
  const isAlias = routeTable.some((d) => d.aliases?.includes(rest) === true);
  const wanted = isAlias ? path : `${storePrefix(view)}${withSlash(rest, wantsSlash(rest, rules))}`;
  return wanted === pathname ? undefined : wanted;
}

/** Paths whose answer the server keeps, and the longest it keeps: what real links ask for, not what a scanner makes up. */
const remembered = { entries: 2_000, pathLength: 256 };

/**
 * `normalizedPath` for one server's rules, with the answers for the paths asked most recently kept: every request
 * asks, a page from the cache included, and parsing the route twice was a tenth of such an answer's CPU. Bounded in
 * entries and key length, so a flood of made-up paths only churns it.
 */
export function pathNormalizer(rules: PathRules, limits: { entries: number; pathLength: number } = remembered): (pathname: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (pathname) => {
    if (pathname.length > limits.pathLength) return normalizedPath(pathname, rules);
    if (known.has(pathname)) return known.get(pathname);
    const answer = normalizedPath(pathname, rules);
    if (known.size >= limits.entries) known.delete(known.keys().next().value as string);
    known.set(pathname, answer);
    return answer;
  };
}
